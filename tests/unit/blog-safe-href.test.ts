// The Portable Text link guard: only http(s), mailto and relative hrefs become links.
import { describe, expect, it } from 'vitest';
import { safeHref } from '@/lib/blog/safe-href';

describe('safeHref', () => {
  it.each([
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.COM', 'https://example.com/'],
    ['mailto:hello@launchframe.video', 'mailto:hello@launchframe.video'],
    ['/pricing', '/pricing'],
    ['pricing', 'pricing'],
    ['../about', '../about'],
    ['#section', '#section'],
    ['?q=1', '?q=1'],
    ['  /padded  ', '/padded'],
  ])('keeps %j as a link', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'tel:+351000000',
    '\\\\evil.example',
    '',
    '   ',
  ])('renders %j as plain text', (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it.each([undefined, null, 42, {}, ['https://x']])('renders a non-string href (%j) as plain text', (href) => {
    expect(safeHref(href)).toBeNull();
  });
});
