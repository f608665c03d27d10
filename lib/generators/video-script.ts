// The YouTube script engine (pure): (form, random) → text: hook, introduction, four sections, call to action, outro.
import {
  scriptDefaults,
  videoDurationOptions,
  videoGeneratorPage,
  videoToneOptions,
  videoTypeOptions,
} from '@/content/generators';
import {
  defaultVideoTypeProfile,
  defaultVideoVoice,
  videoHookDirection,
  videoHooks,
  videoScriptLabels as L,
  videoTypeProfiles,
  videoVoices,
} from '@/content/script-templates/video';
import type { VideoTemplateContext } from '@/content/script-templates/video';
import { optionLabel } from '@/lib/select-options';
import { cleanLine } from '@/lib/generators/clean-text';
import type { GeneratorValues } from '@/lib/generators/fields';
import { parseKeyPoints } from '@/lib/generators/key-points';
import { scriptLimits } from '@/lib/generators/limits';
import { asSentence, joinList, lowerFirst, topicInSentence } from '@/lib/generators/sentence';
import { pickIndex } from '@/lib/generators/pick-variant';
import type { RandomSource } from '@/lib/generators/pick-variant';
import { clock, targetMinutes } from '@/lib/generators/timing';

export type VideoScriptForm = GeneratorValues<typeof videoGeneratorPage.form.fields>;

const SECTION_COUNT = 4;
const CLOSING_SECONDS = 45; // the call to action and the outro

export function sectionsFromKeyPoints(
  points: readonly string[],
  defaults: readonly string[],
): { title: string; extra: string[] }[] {
  if (points.length <= SECTION_COUNT) {
    return Array.from({ length: SECTION_COUNT }, (_, index) => ({
      title: points[index] ?? defaults[index]!,
      extra: [],
    }));
  }
  const size = Math.ceil(points.length / SECTION_COUNT);
  return Array.from({ length: SECTION_COUNT }, (_, index) => {
    const group = points.slice(index * size, (index + 1) * size);
    return { title: group[0] ?? defaults[index]!, extra: group.slice(1) };
  });
}

export function buildVideoScript(form: VideoScriptForm, random: RandomSource = Math.random): string {
  const topic = cleanLine(form.topic, scriptLimits.topic) || 'your topic';
  const videoType = cleanLine(form.videoType, 40);
  const duration = cleanLine(form.duration, 20);
  const tone = cleanLine(form.tone, 40);
  const audienceGiven = cleanLine(form.audience, scriptLimits.audience);
  const points = parseKeyPoints(form.keyPoints);

  // hasOwn: a visitor-typed '__proto__' or 'constructor' must not reach Object.prototype.
  const profile =
    (Object.hasOwn(videoTypeProfiles, videoType) ? videoTypeProfiles[videoType] : undefined) ?? defaultVideoTypeProfile;
  const voice = (Object.hasOwn(videoVoices, tone) ? videoVoices[tone] : undefined) ?? defaultVideoVoice;
  const minutes = targetMinutes(duration, 5);
  const context: VideoTemplateContext = {
    topic: topicInSentence(topic),
    audience: audienceGiven || scriptDefaults.audience,
    forAudience: audienceGiven ? ` for ${lowerFirst(audienceGiven)}` : '',
    minutes: Math.round(minutes),
    typeNoun: profile.noun,
  };

  const hook = videoHooks[pickIndex(random, videoHooks.length)]!(context);
  const sections = sectionsFromKeyPoints(points, profile.sections());

  // Hook and introduction take the first 30 seconds.
  const total = Math.max(minutes * 60, 120);
  const perSection = (total - 30 - CLOSING_SECONDS) / SECTION_COUNT;
  const sectionBlocks = sections.map((section, index) => {
    const from = 30 + perSection * index;
    const lines = [
      `### ${L.section(index + 1, section.title, clock(from), clock(from + perSection))}`,
      `"${(profile.bridges ?? voice.bridges)[index]} ${asSentence(section.title)}"`,
      profile.direction(section.title),
    ];
    if (section.extra.length > 0) lines.push(`${L.alsoCover}: ${joinList(section.extra)}.`);
    return lines.join('\n');
  });

  return [
    `# ${L.heading}: ${topic}`,
    `${L.format}: ${optionLabel(videoTypeOptions, videoType) ?? (videoType || '—')} | ${L.length}: ${optionLabel(videoDurationOptions, duration) ?? (duration || '—')}`,
    `${L.audience}: ${context.audience} | ${L.tone}: ${optionLabel(videoToneOptions, tone) ?? (tone || scriptDefaults.tone)}`,
    `${L.delivery}: ${voice.delivery}`,
    '',
    `## ${L.hook}`,
    videoHookDirection,
    hook,
    '',
    `## ${L.introduction}`,
    `"${voice.greeting} I made this ${profile.noun}${context.forAudience}. ${profile.promise(context.topic)} ${L.preview}"`,
    L.chapters(sections.map((section) => section.title)),
    '',
    `## ${L.mainContent}`,
    sectionBlocks.join('\n\n'),
    '',
    `## ${L.callToAction} (${clock(total - CLOSING_SECONDS)}-${clock(total - 15)})`,
    profile.cta(context),
    '',
    `## ${L.outro} (${clock(total - 15)}-${clock(total)})`,
    voice.signOff,
    L.outroDirection,
  ].join('\n');
}
