// Next's startup chunks run after the page's first contentful paint instead of racing it. Next writes each chunk
// as `<script src async>` in the head: on a fast connection they arrive while the stylesheet is still loading and
// run before the first frame, so the page's largest paint (its heading, in that first frame) waits on them, and
// Lighthouse's simulation counts every one of them into the LCP. Here one inline loader in the head adds them once
// the first contentful paint has been reported. Learn more: docs/decisions/0035-startup-scripts-after-the-first-paint.md
// Plain TypeScript that Node runs as is (the cache handler imports it unbundled): no imports.

/** Marks the loader; scripts/build/compile-hints.ts reads the chunks it starts from it. */
export const afterPaintAttribute = 'data-after-paint';

/** Next's startup chunk, exactly as it writes it, with the request's nonce when the page was rendered for one: after
 * `async` on the chunks React preinits, before it on React's bootstrap script (the polyfills' `noModule` script is
 * left alone)… */
const startupScript =
  /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"(?: nonce="[^"]*")? async=""(?: nonce="[^"]*")?><\/script>/g;
/** …and the preload it adds for one of them. */
const startupPreload =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"(?: nonce="[^"]*")?\/>/g;

/**
 * Runs in the head, before anything paints, with the page's chunks. Once the first contentful paint has been
 * reported (or cannot be: no Paint Timing, a hidden tab, or 3 s gone by) it adds them all at once, in document
 * order, so Turbopack's runtime finds each one already requested. Nothing downloads them before: a preload would put
 * them back in the paint's way (Lighthouse's simulation counts a script downloaded before the paint into it).
 */
const loader = `(chunks)=>{let started=0;const d=document;const go=()=>{if(started)return;started=1;for(const src of chunks){const s=d.createElement('script');s.src=src;s.async=true;d.head.append(s)}};try{new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch{go()}if(d.visibilityState!=='visible')go();setTimeout(go,3000)}`;

/** The loader's script element for these chunks (their paths hold no `<`, so none can end the element early). */
export const afterPaintLoader = (chunks: string[]) =>
  `<script ${afterPaintAttribute}="">(${loader})(${JSON.stringify(chunks)})</script>`;

/** The chunks a page's loader starts. */
export function chunksAfterPaint(html: string): string[] {
  const list = new RegExp(`<script ${afterPaintAttribute}="">[^<]*\\((\\[[^\\]]*\\])\\)</script>`).exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** A page's HTML with its startup chunks started after its first paint; HTML without them (or done) as it is. */
export function scriptsAfterFirstPaint(html: string): string {
  if (html.includes(`<script ${afterPaintAttribute}=""`)) return html;
  const chunks = [...html.matchAll(startupScript)].map(([, src]) => src!);
  const headEnd = html.indexOf('</head>');
  if (chunks.length === 0 || headEnd === -1) return html;
  const started = new Set(chunks);
  const rest = (part: string) =>
    part
      .replace(startupScript, '')
      .replace(startupPreload, (preload, href: string) => (started.has(href) ? '' : preload));
  return rest(html.slice(0, headEnd)) + afterPaintLoader(chunks) + rest(html.slice(headEnd));
}

/** What is read here of a cache entry's value: Next's page (APP_PAGE) keeps its HTML as a string. */
type EntryValue = { kind?: unknown; html?: unknown };

/** A page the server regenerates, as the cache keeps it: its chunks after the first paint, as the build's pages. */
export function entryWithScriptsAfterFirstPaint<T>(data: T): T {
  const value = data as EntryValue | null;
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return data;
  const html = scriptsAfterFirstPaint(value.html);
  return html === value.html ? data : ({ ...value, html } as T);
}
