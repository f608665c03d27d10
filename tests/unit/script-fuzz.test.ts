// Fuzz: thousands of generated hostile inputs through both engines and the file-name functions.
// Seeded, so a failure reproduces; every case must not throw and must give safe output.
import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_BYTES } from '@/lib/file-name';
import { generalScriptFileName, videoScriptFileName } from '@/lib/generators/file-names';
import { buildGeneralScript } from '@/lib/generators/general-script';
import { buildVideoScript } from '@/lib/generators/video-script';

/** mulberry32: a tiny seeded PRNG. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const payloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  "javascript:alert('x')",
  '<svg/onload=fetch("//evil.example")>',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '%s%s%s%n',
  "'; DROP TABLE leads; --",
  '=HYPERLINK("http://evil.example","click")',
  '__proto__',
  'constructor',
  'toString',
  '../../../../etc/passwd',
  'C:\\Windows\\System32\\con',
  'CON',
  'nul.txt',
  '\u202Egnp.exe',
  '\u2066\u2067\u2068\u2069\u200E\u200F',
  'مرحبا بالعالم — שלום עולם',
  'a\u200Bb\u200Cc\u200Dd\uFEFFe',
  '\u0000\u0001\u0007\u001B[31mred\u001B[0m\u007F\u0085\u009B',
  '\uD800lone\uDFFFsurrogates\uD83D',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301 zalgơ̷̡̛̛',
  '\r\n\r\n\u2028\u2029',
  '   ',
  '',
  '.',
  '...',
  '-',
  '/',
];

const alphabet = [
  ...'abcXYZ019 -_./\\:*?"<>|#%&{}[]~`^\'!',
  '\u0000',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\u001F',
  '\u007F',
  '\u0090',
  '\u200B',
  '\u200D',
  '\u202E',
  '\u2066',
  '\uFEFF',
  '\uD800',
  '\uDC00',
  '😀',
  'ع',
  'ש',
  '日',
  'é',
  '\u0301',
];

function hostileString(random: () => number): string {
  const kind = Math.floor(random() * 5);
  if (kind === 0) return payloads[Math.floor(random() * payloads.length)]!;
  if (kind === 1) {
    // A 100,000-character paste, mixed.
    const unit = payloads[Math.floor(random() * payloads.length)]! || 'x';
    return unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000);
  }
  const length = kind === 2 ? Math.floor(random() * 600) : Math.floor(random() * 40);
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(random() * alphabet.length)]!;
  return kind === 4 ? `${payloads[Math.floor(random() * payloads.length)]}${out}` : out;
}

// Controls other than newline, bidi overrides/isolates, zero-width space, BOM, lone surrogates.
const unsafeInScript =
  /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unsafeInFileName =
  /[\u0000-\u001F\u007F-\u009F/\\:*?"<>|\u200B\u202A-\u202E\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function expectSafeFileName(name: string, prefix: string) {
  expect(name.startsWith(prefix)).toBe(true);
  expect(name.endsWith('.txt')).toBe(true);
  expect(name).not.toMatch(unsafeInFileName);
  expect(name).not.toMatch(/\.\.|^\.|[ .]\.txt$|-\.txt$/);
  expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
}

const CASES = 1200;

// Generous timeout: 100,000-character inputs on a shared CI machine.
describe(`fuzz: ${CASES} hostile inputs`, { timeout: 120_000 }, () => {
  it('through the video engine and its file name: no throw, clean bounded text, safe names', () => {
    const random = prng(20261123);
    for (let i = 0; i < CASES; i += 1) {
      const form = {
        topic: hostileString(random),
        videoType: hostileString(random),
        duration: hostileString(random),
        audience: hostileString(random),
        tone: hostileString(random),
        keyPoints: hostileString(random),
      };
      const script = buildVideoScript(form, random);
      expect(typeof script).toBe('string');
      expect(script.length).toBeLessThan(20_000);
      expect(script).not.toMatch(unsafeInScript);
      expect(script).not.toMatch(/undefined|\[object Object\]|NaN/);
      expect(script).toContain('## HOOK (0-15 seconds)');
      expectSafeFileName(videoScriptFileName(form.topic), 'youtube-script');
    }
  });

  it('through the general engine and its file name: no throw, clean bounded text, safe names', () => {
    const random = prng(1123);
    for (let i = 0; i < CASES; i += 1) {
      const form = {
        title: hostileString(random),
        scriptType: hostileString(random),
        duration: hostileString(random),
        audience: hostileString(random),
        tone: hostileString(random),
        objective: hostileString(random),
        keyPoints: hostileString(random),
        callToAction: hostileString(random),
      };
      const script = buildGeneralScript(form, random);
      expect(script.length).toBeLessThan(20_000);
      expect(script).not.toMatch(unsafeInScript);
      expect(script).not.toMatch(/undefined|\[object Object\]|NaN/);
      expect(script).toContain('## OPENING HOOK');
      expectSafeFileName(generalScriptFileName(form.title), 'script');
    }
  });

  it('the engines take non-string garbage too (a corrupted form state)', () => {
    const garbage = [undefined, null, 42, {}, [], Symbol('x'), () => 1] as unknown[];
    for (const value of garbage) {
      const v = value as string;
      expect(() =>
        buildVideoScript({ topic: v, videoType: v, duration: v, audience: v, tone: v, keyPoints: v }),
      ).not.toThrow();
      expect(() =>
        buildGeneralScript({
          title: v,
          scriptType: v,
          duration: v,
          audience: v,
          tone: v,
          objective: v,
          keyPoints: v,
          callToAction: v,
        }),
      ).not.toThrow();
    }
  });
});
