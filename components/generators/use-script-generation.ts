'use client';
// The generate step of both generators: parse the form, then a fixed 'generating' pause (by design) and
// the script. The engine loads when the visitor first touches the form (`warm`), at the latest on Generate.
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/toaster';
import type { ScriptEngine } from '@/lib/generators/engine';

export const GENERATION_DELAY_MS = 2000;

type Toast = { title: string; description: string };

export function useScriptGeneration<Form>({
  loadEngine,
  onGenerated,
  toasts,
}: {
  loadEngine: () => Promise<ScriptEngine<Form>>;
  /** The parsed form, once a script is being made (the page names the download after it). */
  onGenerated?: (form: Form) => void;
  toasts: { missing: Toast; generated: Toast };
}) {
  const [status, setStatus] = useState<'idle' | 'generating' | 'generated'>('idle');
  const [script, setScript] = useState('');
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const engine = useRef<Promise<ScriptEngine<Form>> | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  function warm(): Promise<ScriptEngine<Form>> {
    engine.current ??= loadEngine().catch((error: unknown) => {
      engine.current = null;
      throw error;
    });
    return engine.current;
  }

  async function generate(values: unknown, form: HTMLFormElement | null): Promise<void> {
    if (status === 'generating') return;
    let loaded: ScriptEngine<Form>;
    try {
      loaded = await warm();
    } catch (error) {
      console.error('The script generator could not load; press Generate again.', error);
      return;
    }
    const parsed = loaded.schema.safeParse(values);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setInvalid(fields);
      notify('error', toasts.missing.title, { description: toasts.missing.description });
      const first = Array.from(form?.elements ?? []).find(
        (element): element is HTMLElement =>
          element instanceof HTMLElement && fields.has(element.getAttribute('name') ?? ''),
      );
      first?.focus();
      return;
    }
    setInvalid(new Set());
    setStatus('generating');
    onGenerated?.(parsed.data);
    timer.current = setTimeout(() => {
      setScript(loaded.build(parsed.data));
      setStatus('generated');
      notify('success', toasts.generated.title, { description: toasts.generated.description });
    }, GENERATION_DELAY_MS);
  }

  return { status, script, invalid, generate, warm };
}
