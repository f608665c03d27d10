'use client';
// The result panel: 'Ready to Generate', a placeholder while generating, then the script with Copy and
// Download; both open the lead dialog, and a valid entry copies or downloads at once.
import { Copy, Download, FileText, Loader2 } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { resultCopy, sharedToasts } from '@/content/generators';
import type { LeadMode } from '@/components/generators/lead-dialog';
import { copyText } from '@/components/generators/copy-text';
import { downloadText } from '@/components/generators/download-text';
import { generatorName, trackEvent } from '@/lib/analytics/events';
import type { LeadEntry } from '@/lib/leads/entry';

const loadLeadDialog = () => import('@/components/generators/lead-dialog');
const LeadDialog = dynamic(loadLeadDialog, { ssr: false });

type Toast = { title: string; description: string };

export type ResultToasts = {
  missingLeadCopy: Toast;
  missingLeadDownload: Toast;
  copied: (name: string) => Toast;
  downloaded: (name: string) => Toast;
};

export function ScriptResult({
  status,
  script,
  fileName,
  emptyText,
  toasts,
  leadEndpoint,
  source,
}: {
  status: 'idle' | 'generating' | 'generated';
  script: string;
  fileName: string;
  emptyText: string;
  toasts: ResultToasts;
  leadEndpoint: string | undefined;
  source: string;
}) {
  const [mode, setMode] = useState<LeadMode>('copy');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const copyRef = useRef<HTMLButtonElement>(null);
  const downloadRef = useRef<HTMLButtonElement>(null);
  const scriptRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (status !== 'generated') return;
    // Warm the dialog's code while the visitor reads the script.
    void loadLeadDialog();
    scriptRef.current?.focus({ preventScroll: true });
    // Stacked layout (phones): the result sits below the form, so bring it into view.
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    if (top > window.innerHeight * 0.6 || top < 0) {
      sectionRef.current?.scrollIntoView({
        block: 'start',
        behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
    }
  }, [status, script]);

  function openDialog(next: LeadMode) {
    setMode(next);
    setRequested(true);
    setOpen(true);
  }

  async function deliver(entry: LeadEntry, { bot }: { bot: boolean }) {
    // The copy or download starts first; the lead never delays it.
    const done = mode === 'copy' ? copyText(script) : (downloadText(fileName, script), Promise.resolve(true));
    // The dialog that gave us this entry is on screen, so its module (and the sender) is loaded.
    if (!bot) {
      void loadLeadDialog().then(({ captureLead }) => captureLead(leadEndpoint, entry, source, mode));
      trackEvent('Lead captured', { generator: generatorName(source), action: mode });
    }
    const ok = await done;
    if (!ok) {
      notify('error', sharedToasts.copyFailed.title, { description: sharedToasts.copyFailed.description });
      return;
    }
    const message = mode === 'copy' ? toasts.copied(entry.name) : toasts.downloaded(entry.name);
    notify('success', message.title, { description: message.description });
  }

  return (
    <Card
      as="section"
      ref={sectionRef}
      aria-labelledby="script-result-title"
      glow={false}
      className="flex min-h-[28rem] flex-col shadow-sm lg:sticky lg:top-24"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="script-result-title" className="text-xl font-bold text-ink">
          {status === 'idle' ? resultCopy.emptyTitle : resultCopy.title}
        </h2>
        {status === 'generated' ? (
          <div className="flex gap-2">
            <Button ref={copyRef} variant="outline" size="sm" aria-haspopup="dialog" onClick={() => openDialog('copy')}>
              <Copy aria-hidden="true" className="size-4" />
              {resultCopy.copy}
            </Button>
            <Button ref={downloadRef} size="sm" aria-haspopup="dialog" onClick={() => openDialog('download')}>
              <Download aria-hidden="true" className="size-4" />
              {resultCopy.download}
            </Button>
          </div>
        ) : null}
      </div>
      {status === 'idle' ? (
        <div className="mt-6 flex flex-1 flex-col items-center justify-center rounded-(--radius-card) border border-dashed border-line bg-paper-soft p-8 text-center">
          <FileText aria-hidden="true" className="size-10 text-accent" />
          <p className="mt-4 max-w-sm text-muted">{emptyText}</p>
        </div>
      ) : null}
      {status === 'generating' ? (
        <div className="mt-6 flex flex-1 flex-col gap-3 rounded-(--radius-card) bg-paper-soft p-6" aria-hidden="true">
          <Loader2 className="size-6 animate-spin text-accent motion-reduce:animate-none" />
          {[90, 75, 85, 60, 80, 70].map((width) => (
            <div
              key={width}
              className="h-3 animate-pulse rounded bg-line motion-reduce:animate-none"
              style={{ width: `${width}%` }}
            />
          ))}
        </div>
      ) : null}
      {status === 'generated' ? (
        <div
          ref={scriptRef}
          role="region"
          aria-label={resultCopy.scriptLabel}
          tabIndex={0}
          data-testid="generated-script"
          className="mt-6 max-h-[40rem] flex-1 overflow-y-auto rounded-(--radius-card) border border-line bg-paper-soft p-5 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-body lg:max-h-[calc(100dvh-14rem)]"
        >
          {script}
        </div>
      ) : null}
      {requested ? (
        <LeadDialog
          mode={mode}
          open={open}
          onOpenChange={setOpen}
          onSubmit={deliver}
          missingToast={mode === 'copy' ? toasts.missingLeadCopy : toasts.missingLeadDownload}
          returnFocusTo={mode === 'copy' ? copyRef : downloadRef}
        />
      ) : null}
    </Card>
  );
}
