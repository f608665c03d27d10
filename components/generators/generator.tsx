'use client';
// One script generator: fields from content/generators.ts, the generate step and the result panel.
import { useRef, useState } from 'react';
import type { ComponentProps } from 'react';
import { GeneratorFields } from '@/components/generators/generator-fields';
import { GeneratorFrame } from '@/components/generators/generator-frame';
import { ScriptResult } from '@/components/generators/script-result';
import { useFormFields } from '@/components/generators/use-form-fields';
import { useScriptGeneration } from '@/components/generators/use-script-generation';
import { prepareToasts } from '@/components/ui/toaster';
import { generatorName, trackEvent } from '@/lib/analytics/events';
import type { ScriptEngine } from '@/lib/generators/engine';
import type { GeneratorField, GeneratorValues, RequiredName } from '@/lib/generators/fields';

type GeneratorPage<Fields extends readonly GeneratorField[]> = {
  form: ComponentProps<typeof GeneratorFrame>['copy'] & {
    fields: Fields;
    requiredMark: string;
    /** The field the script is about (topic or title): it names the download. */
    subjectField: RequiredName<Fields>;
    /** The field that picks the kind of script (video type, script type): reported with each script made. */
    typeField: RequiredName<Fields>;
  };
  toasts: ComponentProps<typeof ScriptResult>['toasts'] & Parameters<typeof useScriptGeneration>[0]['toasts'];
  resultLead: string;
};

export type GeneratorProps<Fields extends readonly GeneratorField[]> = {
  /** Starts every field's id: `${idPrefix}-${name}`. */
  idPrefix: string;
  /** Schema and template, loaded on demand (lib/generators/engine.ts). */
  loadEngine: () => Promise<ScriptEngine<GeneratorValues<Fields>>>;
  fileName: (subject: string) => string;
  page: GeneratorPage<Fields>;
  /** The page, recorded with each lead. */
  source: string;
  leadEndpoint: string | undefined;
};

export function Generator<const Fields extends readonly GeneratorField[]>({
  idPrefix,
  loadEngine,
  fileName,
  page,
  source,
  leadEndpoint,
}: GeneratorProps<Fields>) {
  const [subjectAtGeneration, setSubjectAtGeneration] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const { status, script, invalid, generate, warm } = useScriptGeneration({
    loadEngine,
    onGenerated: (form) => {
      setSubjectAtGeneration(form[page.form.subjectField]);
      trackEvent('Script generated', { generator: generatorName(source), type: String(form[page.form.typeField]) });
    },
    toasts: page.toasts,
  });

  // A Generate pressed before the page hydrated sent the form as a plain GET: its values come back from the
  // address and the script is made, as the press asked.
  const { values, field } = useFormFields(page.form.fields, idPrefix, invalid, (restored) => {
    void generate(restored, formRef.current);
  });

  return (
    <GeneratorFrame
      idPrefix={idPrefix}
      copy={page.form}
      busy={status === 'generating'}
      formRef={formRef}
      onGenerate={() => void generate(values, formRef.current)}
      onFirstUse={() => {
        void warm().catch(() => {});
        prepareToasts();
      }}
      result={
        <ScriptResult
          status={status}
          script={script}
          fileName={fileName(subjectAtGeneration)}
          emptyText={page.resultLead}
          toasts={page.toasts}
          leadEndpoint={leadEndpoint}
          source={source}
        />
      }
    >
      <GeneratorFields fields={page.form.fields} requiredMark={page.form.requiredMark} field={field} />
    </GeneratorFrame>
  );
}
