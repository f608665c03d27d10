// Launchframe leads: a Google Apps Script web app (V8 runtime) that appends one row per lead Id (received, name,
// e-mail, source page, action, captured at, id) to the sheet 'Leads'. A web app cannot set an HTTP status, so every
// answer is JSON in a 200: {"result":"success","id":<Id>} once the row is in the sheet (new or already there), else
// {"result":"error",...}; the site keeps a lead in its outbox until success and retries it with a back-off.
// Learn more: docs/deploy.md, "Leads (Google Sheets)".
const SHEET = 'Leads';
const HEADER = ['Received', 'Name', 'Email', 'Source page', 'Action', 'Captured at', 'Id'];
const IDS = 'G2:G'; // below the header

// A real site sends a few leads a day, one request each plus one per retry: 30 a minute is only reached by a flood,
// which then costs a cache read per request instead of the lock and the sheet.
const THROTTLE_LIMIT = 30;
const THROTTLE_WINDOW_SECONDS = 60;
// A recently stored Id is confirmed again without the lock or the sheet; 6 hours is the cache's longest.
const RECENT_ID_SECONDS = 21600;
const LOCK_WAIT_MS = 8000;

// The site keeps a lead on any answer but success and retries it after its back-off; `status` names the cause.
const THROTTLED = { result: 'error', status: 429, error: 'Too many requests, retry later' };
const BUSY = { result: 'error', error: 'busy: lock timeout' };
const FAILED = { result: 'error', error: 'Lead not stored, retry later' };

function doPost(e) {
  const p = (e && e.parameter) || {};
  const id = visitorText(p.Id, 64);
  try {
    return answer(receive(p, id));
  } catch (error) {
    // Callers learn nothing of the sheet or the script; Apps Script's executions log keeps the whole error.
    console.error('Lead ' + JSON.stringify(id) + ' not stored: ' + ((error && error.stack) || error));
    return answer(FAILED);
  }
}

function receive(p, id) {
  if (throttled()) return THROTTLED;
  if (!id) return { result: 'error', error: 'missing Id' };
  const confirmed = { result: 'success', id: id };
  const idKey = 'id:' + id;
  if (fromCache((cache) => cache.get(idKey) !== null, false)) return confirmed;
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) return BUSY;
  try {
    const sheet = leadsSheet();
    const known = sheet.getRange(IDS).createTextFinder(storedText(id)).matchCase(true).matchEntireCell(true).findNext();
    if (!known) {
      const cell = (value, max) => written(visitorText(value, max));
      sheet.appendRow([
        new Date(),
        cell(p.Name, 100),
        cell(p.Email, 254),
        cell(p.Source, 200),
        cell(p.Action, 20),
        cell(p.CapturedAt, 40),
        written(id),
      ]);
      SpreadsheetApp.flush(); // in the sheet before we confirm it, and before the next request looks for it
    }
  } finally {
    lock.releaseLock();
  }
  fromCache((cache) => cache.put(idKey, '1', RECENT_ID_SECONDS), null);
  return confirmed;
}

// Counts this window's requests. A get then a put is not atomic: requests arriving together may count once, so a
// flood gets a few more through than the limit; the lock still keeps one row per Id.
function throttled() {
  return fromCache((cache) => {
    const key = 'requests:' + Math.floor(Date.now() / (THROTTLE_WINDOW_SECONDS * 1000));
    const count = Number(cache.get(key)) || 0;
    if (count >= THROTTLE_LIMIT) return true;
    cache.put(key, String(count + 1), THROTTLE_WINDOW_SECONDS * 2);
    return false;
  }, false);
}

// The cache only saves work: when it fails (quota, outage) the request goes on as if it were empty.
function fromCache(task, fallback) {
  try {
    return task(CacheService.getScriptCache());
  } catch (error) {
    console.error('Script cache unavailable: ' + error);
    return fallback;
  }
}

function leadsSheet() {
  const book = SpreadsheetApp.getActiveSpreadsheet();
  const sheet = book.getSheetByName(SHEET) || book.insertSheet(SHEET);
  if (sheet.getLastRow() === 0) sheet.appendRow(HEADER);
  return sheet;
}

function answer(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON);
}

// Trimmed (the site sends no surrounding whitespace): a leading tab or carriage return goes, and ' =1+1' is then
// guarded like '=1+1'.
function visitorText(value, max) {
  return String(value == null ? '' : value)
    .trim()
    .slice(0, max);
}

// What the cell keeps. Text starting with = + - @ (or tab, CR) runs as a formula in a spreadsheet, in this sheet or
// in a CSV export of it opened elsewhere: such text is kept behind an apostrophe, which is part of the value.
function storedText(text) {
  return /^[=+\-@\t\r]/.test(text) ? "'" + text : text;
}

// Sheets reads a written value's first apostrophe as "this is text" and keeps what follows, so no name or e-mail is
// turned into a number, a date or a formula.
function written(text) {
  return "'" + storedText(text);
}
