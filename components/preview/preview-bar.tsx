// The 'Preview — exit' bar fixed at the bottom of an editor's preview (draft mode only); the exit is a
// full page load through the disable route. Rendered by PreviewTools, a client component, so a client one too.
import { previewBar } from '@/content/blog/copy';
import { previewExitPath } from '@/lib/content/preview-redirect';

export function PreviewBar({ path }: { path: string }) {
  const exit = previewExitPath(path);
  return (
    <div
      role="region"
      aria-label={previewBar.label}
      className="fixed inset-x-0 bottom-4 z-50 mx-auto flex w-fit max-w-[calc(100vw-2rem)] items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm text-white shadow-xl ring-1 ring-white/15"
    >
      <span className="size-2 shrink-0 rounded-full bg-highlight" aria-hidden="true" />
      <strong className="font-semibold">{previewBar.label}</strong>
      <span className="hidden text-muted-on-ink sm:inline">({previewBar.text})</span>
      <span aria-hidden="true">—</span>
      {/* A full page load, not a client navigation: leaving draft mode clears a cookie. */}
      <a
        href={exit}
        aria-label={previewBar.exitLabel}
        className="font-semibold text-accent-on-ink underline underline-offset-4 hover:text-white"
      >
        {previewBar.exit}
      </a>
    </div>
  );
}
