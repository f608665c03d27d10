// Which redirect documents a slug change needs (pure): the old address of a post, a case study or a landing page
// sent to its new one for good, and the new address freed of any redirect away from it. The Studio's publish action writes them
// (sanity/actions/slug-redirect.ts). Relative imports: the Studio and the tests load it.
import { fromProblem } from './limits.ts';

export type AddressedType = 'post' | 'caseStudy' | 'landingPage';

export const addressedTypes: readonly AddressedType[] = ['post', 'caseStudy', 'landingPage'];

/** A landing page answers at the site's top level: /webinar-offer. */
const basePath: Record<AddressedType, string> = { post: '/blog', caseStudy: '/case-studies', landingPage: '' };
const idPrefix: Record<AddressedType, string> = {
  post: 'redirect-post',
  caseStudy: 'redirect-case-study',
  landingPage: 'redirect-landing-page',
};

export type RedirectDocument = { _id: string; _type: 'redirect'; from: string; to: string; permanent: boolean };

export type SlugRedirectPlan = {
  /** Created or replaced (its id follows from the old address, so a second publish writes the same one). */
  create: RedirectDocument | null;
  /** Redirects from these addresses are deleted: the renamed page answers there now. */
  deleteFrom: string[];
  /** Why no redirect is created although the address changed. */
  skipped?: string;
};

/** A post without a slug answers at its id; a case study or a landing page without one has no page. */
function addressOf(type: AddressedType, id: string, slug: string | undefined): string | null {
  const segment = slug?.trim() || (type === 'post' ? id : '');
  return segment ? `${basePath[type]}/${segment}` : null;
}

/** 32-bit FNV-1a, in hex: tells apart two old slugs that the id alphabet would make one. */
function shortHash(value: string): string {
  let hash = 0x811c9dc5;
  for (const char of value) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Sanity's id alphabet without '.', which would make the document private (a path). At most 128 characters. */
export function redirectDocumentId(type: AddressedType, oldSlug: string): string {
  const safe = oldSlug.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  const base = `${idPrefix[type]}-${safe}`;
  if (safe === oldSlug && base.length <= 128) return base;
  return `${base.slice(0, 128 - 9)}-${shortHash(oldSlug)}`;
}

/**
 * What publishing `next` over `published` needs, or null when the address stays (or the document was never
 * published, or has no page now). Slugs as their `current` values.
 */
export function slugRedirectPlan({
  type,
  id,
  publishedSlug,
  nextSlug,
  wasPublished,
}: {
  type: AddressedType;
  /** The published id (no `drafts.` prefix). */
  id: string;
  publishedSlug: string | undefined;
  nextSlug: string | undefined;
  wasPublished: boolean;
}): SlugRedirectPlan | null {
  if (!wasPublished) return null;
  const from = addressOf(type, id, publishedSlug);
  const to = addressOf(type, id, nextSlug);
  if (!from || !to || from === to) return null;
  const problem = fromProblem(from);
  // A redirect written by hand may end in a slash: the site reads it as the same address.
  const deleteFrom = [to, `${to}/`];
  if (problem) return { create: null, deleteFrom, skipped: `${from} cannot be redirected: ${problem}` };
  const oldSegment = from.slice(basePath[type].length + 1);
  return {
    create: { _id: redirectDocumentId(type, oldSegment), _type: 'redirect', from, to, permanent: true },
    deleteFrom,
  };
}
