// Launchframe leads: appends one row per lead (time, name, e-mail, source page, action,
// captured at, id) to the sheet 'Leads'. A lead whose Id is already there adds no row. Answers
// JSON: {"result":"success","id":<Id>} once the row is in the sheet (new or already there), or
// {"result":"error","error":<reason>}; the site removes a lead from its outbox only on success.
const SHEET = 'Leads';
const HEADER = ['Received', 'Name', 'Email', 'Source page', 'Action', 'Captured at', 'Id'];

function doPost(e) {
  const p = (e && e.parameter) || {};
  const id = clean(p.Id, 64);
  if (!id) return answer({ result: 'error', error: 'missing Id' });
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(8000)) return answer({ result: 'error', error: 'busy: lock timeout' });
  try {
    const book = SpreadsheetApp.getActiveSpreadsheet();
    const sheet = book.getSheetByName(SHEET) || book.insertSheet(SHEET);
    if (sheet.getLastRow() === 0) sheet.appendRow(HEADER);
    const seen = sheet.getRange('G:G').createTextFinder(id).matchEntireCell(true).findNext();
    if (!seen) {
      sheet.appendRow([
        new Date(),
        clean(p.Name, 100),
        clean(p.Email, 254),
        clean(p.Source, 200),
        clean(p.Action, 20),
        clean(p.CapturedAt, 40),
        id,
      ]);
      SpreadsheetApp.flush(); // written before we confirm it
    }
    return answer({ result: 'success', id: id });
  } catch (error) {
    return answer({ result: 'error', error: String(error) });
  } finally {
    lock.releaseLock();
  }
}

function answer(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON);
}

// Bounded text; a leading = + - @ would make Sheets run it as a formula.
function clean(value, max) {
  const text = String(value || '').slice(0, max);
  return /^[=+\-@]/.test(text) ? "'" + text : text;
}
