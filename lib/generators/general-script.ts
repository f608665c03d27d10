// The general script engine (pure): a hook, then the script type's steps timed to the duration.
import {
  generalGeneratorPage,
  scriptDefaults,
  scriptDurationOptions,
  scriptToneOptions,
  scriptTypeOptions,
} from '@/content/generators';
import {
  defaultGeneralVoice,
  defaultScriptType,
  generalScriptLabels as L,
  generalVoices,
  scriptTypeProfiles,
} from '@/content/script-templates/general';
import type { GeneralTemplateContext, ScriptTypeProfile } from '@/content/script-templates/general';
import { optionLabel } from '@/lib/select-options';
import { cleanLine } from '@/lib/generators/clean-text';
import type { GeneratorValues } from '@/lib/generators/fields';
import { parseKeyPoints } from '@/lib/generators/key-points';
import { scriptLimits } from '@/lib/generators/limits';
import { pickIndex } from '@/lib/generators/pick-variant';
import type { RandomSource } from '@/lib/generators/pick-variant';
import { asSentence, lowerFirst, topicInSentence } from '@/lib/generators/sentence';
import { aboutMinutes, targetMinutes } from '@/lib/generators/timing';

export type GeneralScriptForm = GeneratorValues<typeof generalGeneratorPage.form.fields>;

export function scriptTypeProfile(scriptType: string): { type: string; profile: ScriptTypeProfile } {
  const type = Object.hasOwn(scriptTypeProfiles, scriptType) ? scriptType : defaultScriptType;
  return { type, profile: scriptTypeProfiles[type]! };
}

export function buildGeneralScript(form: GeneralScriptForm, random: RandomSource = Math.random): string {
  const title = cleanLine(form.title, scriptLimits.title) || 'Untitled script';
  const rawType = cleanLine(form.scriptType, 40);
  const duration = cleanLine(form.duration, 20);
  const tone = cleanLine(form.tone, 40);
  const audienceGiven = cleanLine(form.audience, scriptLimits.audience);
  const objective =
    cleanLine(form.objective, scriptLimits.objective).replace(/[.!]+$/u, '') || scriptDefaults.objective;
  const cta = cleanLine(form.callToAction, scriptLimits.callToAction);
  const points = parseKeyPoints(form.keyPoints);

  const { type, profile } = scriptTypeProfile(rawType);
  const voice = (Object.hasOwn(generalVoices, tone) ? generalVoices[tone] : undefined) ?? defaultGeneralVoice;
  const minutes = targetMinutes(duration, 10);
  const context: GeneralTemplateContext = {
    title: topicInSentence(title),
    audience: audienceGiven || scriptDefaults.audience,
    forAudience: audienceGiven ? ` for ${lowerFirst(audienceGiven)}` : '',
    objective,
    callToAction: cta ? asSentence(cta) : profile.defaultCallToAction,
  };

  const hook = profile.hooks[pickIndex(random, profile.hooks.length)]!(context);
  const steps = profile.steps.map((step, index) => {
    const stepPoints = index === profile.pointsStep ? points : [];
    const greeting = index === 0 ? [`"${voice.opener}"`] : [];
    return [
      L.step(index + 1, step.title, aboutMinutes(minutes * step.share)),
      ...greeting,
      ...step.body(context, stepPoints),
    ].join('\n');
  });

  return [
    `# ${title}`,
    `${L.type}: ${optionLabel(scriptTypeOptions, type)} | ${L.duration}: ${optionLabel(scriptDurationOptions, duration) ?? (duration || '—')} | ${L.tone}: ${optionLabel(scriptToneOptions, tone) ?? (tone || scriptDefaults.tone)}`,
    `${L.audience}: ${context.audience}`,
    `${L.objective}: ${objective}`,
    `${L.delivery}: ${voice.delivery}`,
    '',
    `## ${L.hook}`,
    hook,
    '',
    `## ${L.structure}`,
    steps.join('\n\n'),
    '',
    `## ${L.callToAction}`,
    L.finalSlide(context.callToAction),
  ].join('\n');
}
