// @vitest-environment jsdom
// Player scripts are attached once however many players use them, and removed with the last.
import { afterEach, describe, expect, it } from 'vitest';
import { attachScript } from '@/components/video/player-loader';

const scripts = (src: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === src);

describe('attachScript', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds one async script and removes it on release', () => {
    const release = attachScript('https://fast.wistia.com/player.js');
    expect(scripts('https://fast.wistia.com/player.js')).toHaveLength(1);
    expect(scripts('https://fast.wistia.com/player.js')[0]!.async).toBe(true);
    release();
    expect(scripts('https://fast.wistia.com/player.js')).toHaveLength(0);
  });

  it('shares a script between users and keeps it until the last one releases', () => {
    const first = attachScript('https://fast.wistia.com/player.js');
    const second = attachScript('https://fast.wistia.com/player.js');
    expect(scripts('https://fast.wistia.com/player.js')).toHaveLength(1);
    first();
    first(); // a repeated release counts once
    expect(scripts('https://fast.wistia.com/player.js')).toHaveLength(1);
    second();
    expect(scripts('https://fast.wistia.com/player.js')).toHaveLength(0);
  });

  it('marks module scripts as modules', () => {
    const release = attachScript('https://fast.wistia.com/embed/abc.js', { module: true });
    expect(scripts('https://fast.wistia.com/embed/abc.js')[0]!.type).toBe('module');
    release();
  });
});
