'use client';
// The generate step of both generators: parse the form (zod) → 'Missing Information' toast and
// focus on the first missing field, or 'generating' for the spec's 2000 ms, then the script and
// the 'Script Generated!' toast.
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type * as z from '@/lib/zod-mini';

export const GENERATION_DELAY_MS = 2000;

type Toast = { title: string; description: string };

export function useScriptGeneration<Schema extends z.ZodMiniType>({
  schema,
  build,
  toasts,
}: {
  schema: Schema;
  build: (form: z.output<Schema>) => string;
  toasts: { missing: Toast; generated: Toast };
}) {
  const [status, setStatus] = useState<'idle' | 'generating' | 'generated'>('idle');
  const [script, setScript] = useState('');
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Returns the names of the missing fields (empty when generation started). */
  function generate(values: unknown, form: HTMLFormElement | null): void {
    if (status === 'generating') return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setInvalid(fields);
      toast.error(toasts.missing.title, { description: toasts.missing.description });
      const first = Array.from(form?.elements ?? []).find(
        (element): element is HTMLElement =>
          element instanceof HTMLElement && fields.has(element.getAttribute('name') ?? ''),
      );
      first?.focus();
      return;
    }
    setInvalid(new Set());
    setStatus('generating');
    timer.current = setTimeout(() => {
      setScript(build(parsed.data));
      setStatus('generated');
      toast.success(toasts.generated.title, { description: toasts.generated.description });
    }, GENERATION_DELAY_MS);
  }

  return { status, script, invalid, generate };
}
