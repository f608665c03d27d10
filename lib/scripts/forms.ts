// The generator forms at their boundary: visitor input parsed once with zod (mini: this ships to
// the browser). A missing required field fails the parse (the page shows 'Missing Information');
// optional text is bounded.
import {
  scriptDurationOptions,
  scriptToneOptions,
  scriptTypeOptions,
  videoDurationOptions,
  videoToneOptions,
  videoTypeOptions,
} from '@/content/generators';
import * as z from '@/lib/zod-mini';
import type { SelectOption } from '@/lib/select-options';
import { cleanLine } from '@/lib/scripts/clean-text';
import { scriptLimits } from '@/lib/scripts/limits';
import type { GeneralScriptForm } from '@/lib/scripts/general-script';
import type { VideoScriptForm } from '@/lib/scripts/video-script';

const clean = (max: number) => z.transform((value: string) => cleanLine(value, max));
const required = (max: number) => z.pipe(z.pipe(z.string(), clean(max)), z.string().check(z.minLength(1)));
const optional = (max: number) => z.pipe(z._default(z.string(), ''), clean(max));
const isOption = (options: readonly SelectOption[], value: string) => options.some((option) => option.value === value);
const oneOf = (options: readonly SelectOption[]) => z.string().check(z.refine((value) => isOption(options, value)));
const optionalOneOf = (options: readonly SelectOption[]) =>
  z._default(z.string(), '').check(z.refine((value) => value === '' || isOption(options, value)));
// Key points keep their line breaks; the engine splits and cleans them.
const keyPoints = z.pipe(
  z._default(z.string(), ''),
  z.transform((value: string) => value.slice(0, scriptLimits.keyPoints)),
);

export const videoScriptFormSchema = z.object({
  topic: required(scriptLimits.topic),
  videoType: oneOf(videoTypeOptions),
  duration: oneOf(videoDurationOptions),
  audience: optional(scriptLimits.audience),
  tone: optionalOneOf(videoToneOptions),
  keyPoints,
}) satisfies z.ZodMiniType<VideoScriptForm, unknown>;

export const generalScriptFormSchema = z.object({
  title: required(scriptLimits.title),
  scriptType: oneOf(scriptTypeOptions),
  duration: oneOf(scriptDurationOptions),
  audience: optional(scriptLimits.audience),
  tone: optionalOneOf(scriptToneOptions),
  objective: optional(scriptLimits.objective),
  keyPoints,
  callToAction: optional(scriptLimits.callToAction),
}) satisfies z.ZodMiniType<GeneralScriptForm, unknown>;
