// Media ids: plain ids play on Wistia, `youtube:` ids on YouTube, anything else is refused.
import { describe, expect, it } from 'vitest';
import { parseMediaSource } from '@/components/video/media-source';

describe('parseMediaSource', () => {
  it('reads a plain id as Wistia', () => {
    expect(parseMediaSource('k7v2m9x4qa')).toEqual({ host: 'wistia', id: 'k7v2m9x4qa' });
  });

  it('reads the youtube: prefix as YouTube', () => {
    expect(parseMediaSource('youtube:dQw4w9WgXcQ')).toEqual({ host: 'youtube', id: 'dQw4w9WgXcQ' });
  });

  it('refuses ids that could break out of a URL', () => {
    expect(() => parseMediaSource('abc/../x')).toThrow(/Invalid media id/);
    expect(() => parseMediaSource('youtube:')).toThrow(/Invalid media id/);
    expect(() => parseMediaSource('a"onerror=1')).toThrow(/Invalid media id/);
  });
});
