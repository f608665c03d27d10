// The submit button of both generator forms: a spinner and the 'Generating…' text while busy.
import { Loader2, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function GenerateButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" size="lg" disabled={busy} aria-disabled={busy} className="w-full">
      {busy ? (
        <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      ) : (
        <Sparkles aria-hidden="true" className="size-5" />
      )}
      {busy ? busyLabel : label}
    </Button>
  );
}
