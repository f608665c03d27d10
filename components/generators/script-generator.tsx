'use client';
// The generator pages' island: the page's form, copy, file name and engine, each engine a chunk of its own
// imported when the visitor starts on the form. The page names its generator.
import { Generator, type GeneratorProps } from '@/components/generators/generator';
import { generalGeneratorPage, generalGeneratorSeo, videoGeneratorPage, videoGeneratorSeo } from '@/content/generators';
import type { GeneratorField } from '@/lib/generators/fields';
import { generalScriptFileName, videoScriptFileName } from '@/lib/generators/file-names';

/** A generator's props but the lead endpoint, bound to a render function (keeps each one's field types). */
function generator<const Fields extends readonly GeneratorField[]>(
  props: Omit<GeneratorProps<Fields>, 'leadEndpoint'>,
) {
  return function render(leadEndpoint: string | undefined) {
    return <Generator {...props} leadEndpoint={leadEndpoint} />;
  };
}

const generators = {
  video: generator({
    idPrefix: 'video',
    loadEngine: () => import('@/lib/generators/video-engine').then((module) => module.videoScriptEngine),
    fileName: videoScriptFileName,
    page: videoGeneratorPage,
    source: videoGeneratorSeo.path,
  }),
  general: generator({
    idPrefix: 'script',
    loadEngine: () => import('@/lib/generators/general-engine').then((module) => module.generalScriptEngine),
    fileName: generalScriptFileName,
    page: generalGeneratorPage,
    source: generalGeneratorSeo.path,
  }),
};

export function ScriptGenerator({
  kind,
  leadEndpoint,
}: {
  kind: keyof typeof generators;
  leadEndpoint: string | undefined;
}) {
  return generators[kind](leadEndpoint);
}
