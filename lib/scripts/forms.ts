// The generator forms at their boundary: visitor input parsed once with zod. A missing required
// field fails the parse (the page shows 'Missing Information'); optional text is bounded.
import {
  scriptDurationOptions,
  scriptToneOptions,
  scriptTypeOptions,
  videoDurationOptions,
  videoToneOptions,
  videoTypeOptions,
} from '@/content/generators';
import { z } from '@/lib/zod';
import type { SelectOption } from '@/lib/select-options';
import { cleanLine } from '@/lib/scripts/clean-text';
import { scriptLimits } from '@/lib/scripts/limits';
import type { GeneralScriptForm } from '@/lib/scripts/general-script';
import type { VideoScriptForm } from '@/lib/scripts/video-script';

const required = (max: number) => z.string().transform((value) => cleanLine(value, max)).pipe(z.string().min(1));
const optional = (max: number) => z.string().default('').transform((value) => cleanLine(value, max));
const oneOf = (options: readonly SelectOption[]) => z.string().refine((value) => options.some((option) => option.value === value));
const optionalOneOf = (options: readonly SelectOption[]) =>
  z.string().default('').refine((value) => value === '' || options.some((option) => option.value === value));
// Key points keep their line breaks; the engine splits and cleans them.
const keyPoints = z.string().default('').transform((value) => value.slice(0, scriptLimits.keyPoints));

export const videoScriptFormSchema = z.object({
  topic: required(scriptLimits.topic),
  videoType: oneOf(videoTypeOptions),
  duration: oneOf(videoDurationOptions),
  audience: optional(scriptLimits.audience),
  tone: optionalOneOf(videoToneOptions),
  keyPoints,
}) satisfies z.ZodType<VideoScriptForm, unknown>;

export const generalScriptFormSchema = z.object({
  title: required(scriptLimits.title),
  scriptType: oneOf(scriptTypeOptions),
  duration: oneOf(scriptDurationOptions),
  audience: optional(scriptLimits.audience),
  tone: optionalOneOf(scriptToneOptions),
  objective: optional(scriptLimits.objective),
  keyPoints,
  callToAction: optional(scriptLimits.callToAction),
}) satisfies z.ZodType<GeneralScriptForm, unknown>;
