'use client';
// The wiring both generator islands share: form values and their invalid state, the generate
// step (parse, 2-second 'generating', the script), the result panel with Copy and Download, and
// the retry of waiting leads. An island brings only its own fields, schema and template.
import { useEffect, useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { GeneratorFrame } from '@/components/generators/generator-frame';
import { ScriptResult } from '@/components/generators/script-result';
import { useFormFields } from '@/components/generators/use-form-fields';
import { useScriptGeneration } from '@/components/generators/use-script-generation';
import { startLeadRetry } from '@/lib/leads/browser';
import type * as z from '@/lib/zod-mini';

type GeneratorPage = {
  form: ComponentProps<typeof GeneratorFrame>['copy'];
  toasts: ComponentProps<typeof ScriptResult>['toasts'] & Parameters<typeof useScriptGeneration>[0]['toasts'];
  resultLead: string;
};

export function Generator<Schema extends z.ZodMiniType, Values extends Record<string, string>>({
  idPrefix,
  empty,
  schema,
  build,
  subject,
  fileName,
  page,
  source,
  leadEndpoint,
  children,
}: {
  idPrefix: string;
  empty: Values;
  schema: Schema;
  build: (form: z.output<Schema>) => string;
  /** What the script is about (topic or title): names the download. */
  subject: (form: z.output<Schema>) => string;
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
  const { status, script, invalid, generate } = useScriptGeneration({
    schema,
    build: (form) => {
      setSubjectAtGeneration(subject(form));
      return build(form);
    },
    toasts: page.toasts,
  });

  useEffect(() => startLeadRetry(leadEndpoint), [leadEndpoint]);

  const { values, field } = useFormFields(empty, idPrefix, invalid);

  return (
    <GeneratorFrame
      idPrefix={idPrefix}
      copy={page.form}
      busy={status === 'generating'}
      formRef={formRef}
      onGenerate={() => generate(values, formRef.current)}
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
