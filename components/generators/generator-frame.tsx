// The generators' shared frame: the configuration panel beside the result panel, stacked on phones.
import type { ReactNode, RefObject } from 'react';
import { GenerateButton } from '@/components/generators/generate-button';
import { Card } from '@/components/ui/card';

export function GeneratorFrame({
  idPrefix,
  copy,
  busy,
  formRef,
  onGenerate,
  onFirstUse,
  children,
  result,
}: {
  idPrefix: string;
  copy: { title: string; description: string; submit: string; generating: string };
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onGenerate: () => void;
  /** The visitor starts on the form (focus, pointer or touch): time to load what Generate needs. */
  onFirstUse: () => void;
  children: ReactNode;
  result: ReactNode;
}) {
  const titleId = `${idPrefix}-form-title`;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      {/* No pointer glow behind fields the visitor is filling in. */}
      <Card as="section" aria-labelledby={titleId} glow={false} className="shadow-sm">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{copy.description}</p>
        <form
          ref={formRef}
          noValidate
          className="mt-6 grid gap-5"
          onFocus={onFirstUse}
          onPointerDown={onFirstUse}
          onSubmit={(event) => {
            event.preventDefault();
            onGenerate();
          }}
        >
          {children}
          <GenerateButton busy={busy} label={copy.submit} busyLabel={copy.generating} />
        </form>
      </Card>
      {result}
    </div>
  );
}
