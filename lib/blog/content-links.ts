// Links in a post's body to the site's own content pages (a post, a case study, a landing page): an editor writes
// them as plain addresses, so unpublishing the page they name leaves them leading to a 404. Those the content says
// are gone keep their words but are not links; while the address lists cannot say (a failed read), links stay.
import 'server-only';
import { mayAnswerAt } from '@/lib/content/addresses';
import { isLandingSlug } from '@/lib/landing/limits';
import { staticPagePaths } from '@/lib/redirects/pages';

type ContentAddress = { type: 'post' | 'caseStudy' | 'landingPage'; segment: string };

/** The content page a site-relative href names ('/case-studies/x?y#z' → a case study 'x'), or null. */
export function contentAddressOf(href: string): ContentAddress | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  if (staticPagePaths.has(path)) return null;
  const [first, second, ...rest] = path.split('/').slice(1);
  if (rest.length > 0 || !first) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(second ?? first);
  } catch {
    return null;
  }
  if (second !== undefined) {
    if (first === 'blog') return { type: 'post', segment };
    if (first === 'case-studies') return { type: 'caseStudy', segment };
    return null;
  }
  return isLandingSlug(segment) ? { type: 'landingPage', segment } : null;
}

/** The link hrefs of Portable Text blocks, as their mark definitions hold them. */
const linkHrefs = (body: readonly Record<string, unknown>[]) =>
  new Set(
    body.flatMap((block) =>
      (Array.isArray(block.markDefs) ? (block.markDefs as { _type?: unknown; href?: unknown }[]) : []).flatMap(
        (mark) => (mark._type === 'link' && typeof mark.href === 'string' ? [mark.href] : []),
      ),
    ),
  );

/** The hrefs of `body`'s links to content pages that are no longer published. */
export async function goneContentLinks(body: readonly Record<string, unknown>[]): Promise<ReadonlySet<string>> {
  const hrefs = linkHrefs(body);
  const gone = await Promise.all(
    [...hrefs].map(async (href) => {
      const address = contentAddressOf(href);
      return address && !(await mayAnswerAt(address.type, address.segment)) ? [href] : [];
    }),
  );
  return new Set(gone.flat());
}
