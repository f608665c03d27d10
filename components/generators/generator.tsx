'use client';
// The wiring both generator islands share: form values and their invalid state, the generate
// step (parse, 2-second 'generating', the script) and the result panel with Copy and Download
// (leads left waiting by an earlier visit are retried by the root layout, as on every page). An
// island brings only its own fields, schema and template.
import { useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { GeneratorFrame } from '@/components/generators/generator-frame';
import { ScriptResult } from '@/components/generators/script-result';
import { useFormFields } from '@/components/generators/use-form-fields';
import { useScriptGeneration } from '@/components/generators/use-script-generation';
import { prepareToasts } from '@/components/ui/toaster';
import type { ScriptEngine } from '@/lib/scripts/engine';

type GeneratorPage = {
  form: ComponentProps<typeof GeneratorFrame>['copy'];
  toasts: ComponentProps<typeof ScriptResult>['toasts'] & Parameters<typeof useScriptGeneration>[0]['toasts'];
  resultLead: string;
};

export function Generator<Form, Values extends Record<string, string>>({
  idPrefix,
  empty,
  loadEngine,
  subject,
  fileName,
  page,
  source,
  leadEndpoint,
  children,
}: {
  idPrefix: string;
  empty: Values;
  /** The form's schema and the script template, loaded on demand (lib/scripts/engine.ts). */
  loadEngine: () => Promise<ScriptEngine<Form>>;
  /** What the script is about (topic or title): names the download. */
  subject: (form: Form) => string;
  fileName: (subject: string) => string;
  page: GeneratorPage;
  /** The page, recorded with each lead. */
  source: string;
  leadEndpoint: string | undefined;
  /** The form's fields, wired by `field(name)`. */
  children: (field: ReturnType<typeof useFormFields<Values>>['field']) => ReactNode;
}) {
  const [subjectAtGeneration, setSubjectAtGeneration] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const { status, script, invalid, generate, warm } = useScriptGeneration({
    loadEngine,
    onGenerated: (form) => setSubjectAtGeneration(subject(form)),
    toasts: page.toasts,
  });

  const { values, field } = useFormFields(empty, idPrefix, invalid);

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
      {children(field)}
    </GeneratorFrame>
  );
}
