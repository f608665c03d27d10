import { describe, expect, it } from 'vitest';
import { videoHooks } from '@/content/script-templates/video';
import { parseKeyPoints } from '@/lib/generators/key-points';
import { buildVideoScript, sectionsFromKeyPoints } from '@/lib/generators/video-script';

const base = { topic: 'How to onboard your first 100 SaaS users', videoType: 'tutorial', duration: '5-8' };
const fixed = (value: number) => () => value;
const sectionTitles = (script: string) =>
  [...script.matchAll(/^### Section (\d): (.+) \(\d+:\d\d-\d+:\d\d\)$/gm)].map((match) => match[2]);

describe('buildVideoScript', () => {
  it('has the fixed layout in order: hook 0-15 s, introduction 15-30 s, 4 sections, call to action, outro', () => {
    const script = buildVideoScript(base, fixed(0));
    const headings = [...script.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.replace(/ \(\d.*$/, ''));
    expect(headings).toEqual(['HOOK', 'INTRODUCTION', 'MAIN CONTENT', 'CALL TO ACTION', 'OUTRO']);
    expect(script).toContain('## HOOK (0-15 seconds)');
    expect(script).toContain('## INTRODUCTION (15-30 seconds)');
    expect(sectionTitles(script)).toHaveLength(4);
  });

  it('picks the hook variant from the injected random source (4 variants)', () => {
    expect(videoHooks).toHaveLength(4);
    const hooks = [0, 0.25, 0.5, 0.75].map((r) =>
      buildVideoScript(base, fixed(r))
        .split('\n')
        .find((line) => line.startsWith('"') && !line.includes("I'm [your name]")),
    );
    expect(new Set(hooks).size).toBe(4);
    expect(buildVideoScript(base, fixed(0.99))).toContain(hooks[3]!);
    expect(buildVideoScript(base, fixed(0.3))).toContain(hooks[1]!);
    // A source outside [0, 1) still yields a valid variant.
    expect(buildVideoScript(base, fixed(Number.NaN))).toContain(hooks[0]!);
    expect(buildVideoScript(base, fixed(1))).toContain(hooks[3]!);
    // The same random source gives the same script.
    expect(buildVideoScript(base, fixed(0.6))).toBe(buildVideoScript(base, fixed(0.6)));
  });

  it('defaults audience to General audience and tone to Professional and engaging', () => {
    const script = buildVideoScript(base, fixed(0));
    expect(script).toContain('Audience: General audience');
    expect(script).toContain('Tone: Professional and engaging');
  });

  it('is specific to topic, audience, tone and key points', () => {
    const script = buildVideoScript(
      {
        ...base,
        audience: 'Early-stage SaaS founders',
        tone: 'energetic',
        keyPoints: 'Why activation beats sign-ups\nThe 3-email welcome sequence',
      },
      fixed(0),
    );
    expect(script).toContain('# YOUTUBE SCRIPT: How to onboard your first 100 SaaS users');
    expect(script).toContain('how to onboard your first 100 SaaS users'); // in a sentence
    expect(script).toContain('for early-stage SaaS founders');
    expect(script).toContain('Tone: Energetic');
    expect(script).toContain('High energy');
    expect(sectionTitles(script).slice(0, 2)).toEqual([
      'Why activation beats sign-ups',
      'The 3-email welcome sequence',
    ]);
    expect(script).toContain('Format: Tutorial/How-to | Length: 5-8 minutes');
    // A casual tone reads differently from an energetic one.
    expect(buildVideoScript({ ...base, tone: 'casual' }, fixed(0))).not.toBe(
      buildVideoScript({ ...base, tone: 'energetic' }, fixed(0)),
    );
    expect(script).not.toMatch(/lorem|ipsum|undefined|null|NaN|\[object/i);
  });

  it('builds the four sections from the key points: one per line, blank lines ignored', () => {
    const script = buildVideoScript(
      { ...base, keyPoints: '\n  First point \n\n\n- Second point\r\n2. Third point\n   \nFourth point\n' },
      fixed(0),
    );
    expect(sectionTitles(script)).toEqual(['First point', 'Second point', 'Third point', 'Fourth point']);
  });

  it('fills missing sections with the video type’s own sections, and spreads extra points', () => {
    expect(sectionTitles(buildVideoScript({ ...base, keyPoints: 'Only one' }, fixed(0)))).toEqual([
      'Only one',
      'The setup, step by step',
      'The step most people get wrong',
      'Checking that it works',
    ]);
    const sections = sectionsFromKeyPoints(['a', 'b', 'c', 'd', 'e', 'f'], ['1', '2', '3', '4']);
    expect(sections.map((section) => section.title)).toEqual(['a', 'c', 'e', '4']);
    expect(sections.flatMap((section) => [section.title, ...section.extra])).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      '4',
    ]);
  });

  it('times the sections to the chosen length', () => {
    const short = buildVideoScript({ ...base, duration: '3-5' }, fixed(0));
    const long = buildVideoScript({ ...base, duration: '15+' }, fixed(0));
    expect(short).toMatch(/## OUTRO \(3:45-4:00\)/);
    expect(long).toMatch(/## OUTRO \(14:45-15:00\)/);
  });

  it('treats unknown or prototype-named types and tones as unknown, not as crashes', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'podcast']) {
      const script = buildVideoScript({ ...base, videoType: name, tone: name }, fixed(0));
      expect(script).toContain('## OUTRO');
      expect(script).toContain('Delivery: Professional and engaging');
    }
  });

  it('uses a countdown for listicles', () => {
    const script = buildVideoScript({ ...base, videoType: 'listicle' }, fixed(0));
    expect(script).toContain('"Coming in at number four:');
    expect(script).toContain('"And number one:');
  });
});

describe('parseKeyPoints', () => {
  it('keeps one point per non-blank line, without list markers, bounded to 12', () => {
    expect(parseKeyPoints('a\n\n * b \r\n3) c\n')).toEqual(['a', 'b', 'c']);
    expect(parseKeyPoints(Array.from({ length: 40 }, (_, i) => `p${i}`).join('\n'))).toHaveLength(12);
    expect(parseKeyPoints(undefined)).toEqual([]);
  });
});
