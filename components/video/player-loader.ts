// Third-party player scripts, attached on demand and shared: players on a page share one player.js,
// and the last release removes it.
type Entry = { element: HTMLScriptElement; users: number };

const entries = new Map<string, Entry>();

/** Adds `<script src>` to <head> (once per src) and returns the function that releases it. */
export function attachScript(src: string, options: { module?: boolean } = {}): () => void {
  let entry = entries.get(src);
  if (!entry) {
    const element = document.createElement('script');
    element.src = src;
    element.async = true;
    if (options.module) element.type = 'module';
    element.dataset.videoScript = '';
    document.head.appendChild(element);
    entry = { element, users: 0 };
    entries.set(src, entry);
  }
  entry.users += 1;
  let released = false;
  return () => {
    // React may run a cleanup twice in development; a release counts once.
    if (released) return;
    released = true;
    const current = entries.get(src);
    if (!current) return;
    current.users -= 1;
    if (current.users === 0) {
      current.element.remove();
      entries.delete(src);
    }
  };
}
