import { describe, expect, it } from 'vitest';
import { scriptTypeOptions } from '@/content/generators';
import { scriptTypeProfiles } from '@/content/script-templates/general';
import { buildGeneralScript } from '@/lib/generators/general-script';

const base = { title: 'Why teams switch to async standups', scriptType: 'presentation', duration: '10-15' };
const fixed = (value: number) => () => value;
const steps = (script: string) =>
  [...script.matchAll(/^STEP (\d+): (.+) \(about [\d.]+ minutes?\)$/gm)].map((match) => match[2]);
const hookOf = (script: string) => script.split('## OPENING HOOK\n')[1]!.split('\n')[0];

describe('buildGeneralScript', () => {
  it('has the fixed number of structure steps per type: presentation 5, sales 6, educational 6, webinar 5', () => {
    const counts = Object.fromEntries(
      scriptTypeOptions.map((option) => [
        option.value,
        steps(buildGeneralScript({ ...base, scriptType: option.value }, fixed(0))).length,
      ]),
    );
    expect(counts).toEqual({ presentation: 5, sales: 6, educational: 6, webinar: 5 });
  });

  it('falls back to presentation for an unknown type', () => {
    for (const scriptType of ['podcast', '', '__proto__', 'constructor', 'toString']) {
      const script = buildGeneralScript({ ...base, scriptType }, fixed(0));
      expect(steps(script)).toEqual(steps(buildGeneralScript(base, fixed(0))));
      expect(script).toContain('Script type: Presentation');
    }
  });

  it('has 3 hook variants per type, chosen by the injected random source', () => {
    for (const option of scriptTypeOptions) {
      expect(scriptTypeProfiles[option.value]!.hooks).toHaveLength(3);
      const hooks = [0, 0.34, 0.67].map((r) =>
        hookOf(buildGeneralScript({ ...base, scriptType: option.value }, fixed(r))),
      );
      expect(new Set(hooks).size).toBe(3);
      expect(hookOf(buildGeneralScript({ ...base, scriptType: option.value }, fixed(0.999)))).toBe(hooks[2]);
    }
  });

  it('defaults audience, tone and objective', () => {
    const script = buildGeneralScript(base, fixed(0));
    expect(script).toContain('Audience: General audience');
    expect(script).toContain('Tone: Professional and engaging');
    expect(script).toContain('Objective: Inform and engage audience');
  });

  it('uses the call to action when given, a type default otherwise', () => {
    const withCta = buildGeneralScript(
      { ...base, scriptType: 'sales', callToAction: 'Start your free 14-day trial at acme.com' },
      fixed(0),
    );
    expect(withCta).toContain('Start your free 14-day trial at acme.com.');
    expect(withCta).toContain('[Final slide, on screen until the end: Start your free 14-day trial at acme.com.]');
    const without = buildGeneralScript({ ...base, scriptType: 'sales' }, fixed(0));
    expect(without).toContain(scriptTypeProfiles.sales!.defaultCallToAction);
  });

  it('is specific to title, audience, tone, objective and key points', () => {
    const script = buildGeneralScript(
      {
        ...base,
        scriptType: 'webinar',
        audience: 'Heads of engineering',
        tone: 'inspiring',
        objective: 'Get 20 teams to start a trial.',
        keyPoints: 'Status meetings cost 4 hours a week\n\nAsync updates take 2 minutes',
      },
      fixed(0),
    );
    expect(script).toContain('# Why teams switch to async standups');
    expect(script).toContain('why teams switch to async standups'); // inside a sentence
    expect(script).toContain('for heads of engineering');
    expect(script).toContain('Tone: Inspiring');
    expect(script).toContain('Objective: Get 20 teams to start a trial');
    expect(script).toContain('  1) Status meetings cost 4 hours a week\n  2) Async updates take 2 minutes');
    expect(script).not.toMatch(/undefined|null|NaN|\[object|\.\./);
  });

  it('times the steps to the duration', () => {
    const short = buildGeneralScript({ ...base, duration: '5-10' }, fixed(0));
    const long = buildGeneralScript({ ...base, duration: '60+' }, fixed(0));
    expect(short).toContain('STEP 3: Key points (about 3 minutes)');
    expect(long).toContain('STEP 3: Key points (about 24 minutes)');
  });
});
