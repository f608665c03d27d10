// Where the preview's enable and disable routes may send an editor (a path of this site only), and
// the exit that takes an editor out of the preview.
import { describe, expect, it } from 'vitest';
import { previewExitPath, previewRedirectPath } from '@/lib/content/preview-redirect';

describe('previewRedirectPath', () => {
  it('keeps a path of the site, with its query and fragment', () => {
    expect(previewRedirectPath('/blog')).toBe('/blog');
    expect(previewRedirectPath('/blog/a-post?x=1#top')).toBe('/blog/a-post?x=1#top');
  });

  it.each([
    ['another origin', 'https://evil.example/x'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash that browsers read as //', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a relative path', 'blog/x'],
    ['dot segments that resolve to //host', '/..//evil.example/x'],
    ['a dot segment before //host', '/.//evil.example'],
    ['encoded dot segments that resolve to //host', '/%2e%2e//evil.example'],
    ['a line break (header injection)', '/blog\r\nSet-Cookie: x=1'],
    ['an empty value', ''],
    ['a very long path', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_, value) => {
    expect(previewRedirectPath(value)).toBeNull();
  });

  it('refuses nothing given (null)', () => {
    expect(previewRedirectPath(null)).toBeNull();
  });
});

describe('previewExitPath', () => {
  it('is the disable route, returning to the page it was given', () => {
    const exit = previewExitPath('/blog/a-post');
    expect(exit).toBe('/api/draft-mode/disable?redirect=%2Fblog%2Fa-post');
    const back = new URL(exit, 'http://site.invalid').searchParams.get('redirect');
    expect(previewRedirectPath(back)).toBe('/blog/a-post');
  });
});
