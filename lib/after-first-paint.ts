// Next's startup chunks run after the page's first contentful paint instead of racing it. Next writes each chunk
// as `<script src async>` in the head: on a fast connection they arrive while the stylesheet is still loading and
// run before the first frame, so the page's largest paint (its heading, in that first frame) waits on them, and
// Lighthouse's simulation counts every one of them into the LCP. Here each becomes a low-priority preload (the
// download still starts at once) and one inline loader adds the scripts once the first contentful paint has been
// reported and the document is parsed. Learn more: docs/decisions/0035-startup-scripts-after-the-first-paint.md
// Plain TypeScript that Node runs as is (the cache handler imports it unbundled): no imports.

/** The attribute that marks a chunk the loader starts; scripts/build/compile-hints.ts reads it too. */
export const afterPaintAttribute = 'data-after-paint';

/** Next's startup chunk, exactly as it writes it (the polyfills' `noModule` script is left alone). */
const startupScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;

/**
 * Runs in the head, before anything paints. Two conditions, then one go: the first contentful paint has been
 * reported (or cannot be: no Paint Timing, a hidden tab, or 3 s gone by), and the document is parsed (a long page
 * can paint before the parser reaches the body's last chunk, and a chunk missed would leave the page unhydrated).
 * The scripts are added in document order, all at once, so Turbopack's runtime finds each one already requested.
 */
export const afterPaintLoader = `(()=>{let painted=0,parsed=0,started=0;const d=document;const go=()=>{if(started||!painted||!parsed)return;started=1;for(const link of d.querySelectorAll('link[${afterPaintAttribute}]')){const s=d.createElement('script');s.src=link.getAttribute('href');s.async=true;d.head.append(s)}};const paint=()=>{painted=1;go()};try{new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();paint()}}).observe({type:'paint',buffered:true})}catch{painted=1}if(d.visibilityState!=='visible')painted=1;setTimeout(paint,3000);const parse=()=>{parsed=1;go()};d.readyState==='loading'?d.addEventListener('DOMContentLoaded',parse):parse()})()`;

const loaderElement = `<script>${afterPaintLoader}</script>`;

/** A page's HTML with its startup chunks started after its first paint; HTML without them (or done) as it is. */
export function scriptsAfterFirstPaint(html: string): string {
  if (html.includes(loaderElement)) return html;
  let chunks = 0;
  const deferred = html.replace(startupScript, (_script, src: string) => {
    chunks += 1;
    return `<link rel="preload" as="script" fetchPriority="low" href="${src}" ${afterPaintAttribute}=""/>`;
  });
  const headEnd = deferred.indexOf('</head>');
  if (chunks === 0 || headEnd === -1) return html;
  return deferred.slice(0, headEnd) + loaderElement + deferred.slice(headEnd);
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
