'use client';
// The lead-capture dialog of Copy and Download (loaded on first use): name, e-mail and a honeypot. The
// lead sender is part of this chunk, so a dialog on screen guarantees captureLead can run.
import { useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { notify } from '@/components/ui/toaster';
import { Link } from '@/components/ui/link';
import { FormField, TextInput } from '@/components/generators/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { leadDialogCopy, sharedToasts } from '@/content/generators';
import { leadLimits, parseLeadEntry } from '@/lib/leads/entry';
import type { LeadEntry } from '@/lib/leads/entry';
import { browserLeadSender, startLeadRetry } from '@/lib/leads/browser';

export type LeadMode = 'copy' | 'download';

/** Puts the lead in the outbox and sends it; keeps retrying waiting leads from now on. */
export function captureLead(endpoint: string | undefined, entry: LeadEntry, source: string, mode: LeadMode) {
  browserLeadSender(endpoint).capture(entry, source, mode);
  startLeadRetry(endpoint);
}
type Toast = { title: string; description: string };

export default function LeadDialog({
  mode,
  open,
  onOpenChange,
  onSubmit,
  missingToast,
  returnFocusTo,
}: {
  mode: LeadMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs the copy or download (and sends the lead); resolves when done. */
  onSubmit: (entry: LeadEntry, options: { bot: boolean }) => Promise<void>;
  missingToast: Toast;
  /** The button that opened the dialog lives outside this lazily loaded module. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const copy = leadDialogCopy[mode];
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<'name' | 'email' | null>(null);
  // Also said inside the dialog: a modal hides the page (and its toasts) from screen readers.
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = parseLeadEntry({ name, email, website: honeypotRef.current?.value ?? '' });
    if (!result.ok) {
      setInvalid(result.field);
      const message = result.reason === 'missing' ? missingToast : sharedToasts.invalidEmail;
      notify('error', message.title, { description: message.description });
      setError(message.description);
      (result.field === 'name' ? nameRef : emailRef).current?.focus();
      return;
    }
    setInvalid(null);
    setError('');
    setBusy(true);
    // Called synchronously: the clipboard only accepts writes during the submit itself.
    void onSubmit(result.entry, { bot: result.bot }).finally(() => {
      setBusy(false);
      setName('');
      setEmail('');
      onOpenChange(false);
    });
  }

  const nameId = `lead-${mode}-name`;
  const emailId = `lead-${mode}-email`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={copy.title}
        description={copy.description}
        size="sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
          <FormField id={nameId} label={leadDialogCopy.nameLabel}>
            <TextInput
              ref={nameRef}
              id={nameId}
              name="name"
              autoComplete="name"
              maxLength={leadLimits.name}
              placeholder={leadDialogCopy.namePlaceholder}
              value={name}
              aria-invalid={invalid === 'name' || undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <FormField id={emailId} label={leadDialogCopy.emailLabel}>
            <TextInput
              ref={emailRef}
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={leadLimits.email}
              placeholder={leadDialogCopy.emailPlaceholder}
              value={email}
              aria-invalid={invalid === 'email' || undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          {/* Honeypot: off-screen and out of the tab order; people never fill it, naive bots do. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`lead-${mode}-website`}>{leadDialogCopy.honeypotLabel}</label>
            <input
              ref={honeypotRef}
              id={`lead-${mode}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <p role="alert" className="text-sm font-medium text-before empty:hidden">
            {error}
          </p>
          <p className="text-xs text-muted">
            {leadDialogCopy.privacyNote}{' '}
            <Link href={leadDialogCopy.privacyHref} className="font-medium text-accent underline underline-offset-2">
              {leadDialogCopy.privacyLinkLabel}
            </Link>
          </p>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{leadDialogCopy.cancel}</Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {copy.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
