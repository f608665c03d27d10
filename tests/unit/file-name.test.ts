import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_BYTES, safeFileName } from '@/lib/file-name';
import { generalScriptFileName, videoScriptFileName } from '@/lib/generators/file-names';

const bytes = (value: string) => new TextEncoder().encode(value).length;

describe('download file names', () => {
  it('follow the patterns youtube-script-{topic}.txt and script-{title}.txt', () => {
    expect(videoScriptFileName('My Great   Video Topic')).toBe('youtube-script-my-great-video-topic.txt');
    expect(generalScriptFileName('Q3 Sales Kick-off: Pricing!')).toBe('script-q3-sales-kick-off-pricing.txt');
  });

  it('keep unicode letters (lower-cased, NFC)', () => {
    expect(videoScriptFileName('Café Crème Tutorial')).toBe('youtube-script-café-crème-tutorial.txt');
    expect(videoScriptFileName('日本語 のビデオ')).toBe('youtube-script-日本語-のビデオ.txt');
    expect(generalScriptFileName('Résumé für Ärzte — العربية')).toBe('script-résumé-für-ärzte-العربية.txt');
  });

  it('remove slashes, reserved and control characters, and dot tricks', () => {
    expect(videoScriptFileName('../../etc/passwd')).toBe('youtube-script-etc-passwd.txt');
    expect(videoScriptFileName('a\\b/c:d*e?f"g<h>i|j')).toBe('youtube-script-a-b-c-d-e-f-g-h-i-j.txt');
    expect(videoScriptFileName('tab\there\u0000nul\u0007bell')).toBe('youtube-script-tab-herenulbell.txt');
    expect(videoScriptFileName('\u202Etxt.exe')).toBe('youtube-script-txt.exe.txt');
    expect(safeFileName('x', '...', 'txt')).toBe('x.txt');
  });

  it('stay within the length bound with 500 characters, on a code point boundary', () => {
    const long = videoScriptFileName('a'.repeat(500));
    expect(bytes(long)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(long).toMatch(/^youtube-script-a+\.txt$/);
    const emoji = generalScriptFileName('日'.repeat(500));
    expect(bytes(emoji)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(emoji).toMatch(/^script-日+\.txt$/);
    expect(videoScriptFileName('😀'.repeat(500))).not.toMatch(/\uFFFD/);
  });

  it('fall back to the prefix when nothing is left', () => {
    expect(videoScriptFileName('!!! ??? ***')).toBe('youtube-script-!!!.txt');
    expect(generalScriptFileName('!!! ??? ***')).toBe('script.txt');
    expect(videoScriptFileName('   ')).toBe('youtube-script.txt');
    expect(videoScriptFileName('///\\\\')).toBe('youtube-script.txt');
    expect(generalScriptFileName('')).toBe('script.txt');
  });

  it('never produce a Windows device name', () => {
    expect(safeFileName('con', '', 'txt')).toBe('file-con.txt');
    expect(safeFileName('aux', '', 'txt')).toBe('file-aux.txt');
  });
});
