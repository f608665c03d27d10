'use client';
// /script-generator's island: its page's form and copy, and its own engine, loaded when the
// visitor starts on the form.
import { Generator } from '@/components/generators/generator';
import { generalGeneratorPage, generalGeneratorSeo } from '@/content/generators';
import { generalScriptFileName } from '@/lib/generators/file-names';

export function GeneralScriptGenerator({ leadEndpoint }: { leadEndpoint: string | undefined }) {
  return (
    <Generator
      idPrefix="script"
      loadEngine={() => import('@/lib/generators/general-engine').then((module) => module.generalScriptEngine)}
      fileName={generalScriptFileName}
      page={generalGeneratorPage}
      source={generalGeneratorSeo.path}
      leadEndpoint={leadEndpoint}
    />
  );
}
