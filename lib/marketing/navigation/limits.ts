// What the navigation document's links (sanity/fields/link.ts) and the site's parser
// (lib/marketing/navigation/schemas.ts) both apply: the kinds of target a link may have, the choices of the fixed
// pages and of the home page's sections, and what makes a link one to nothing. No imports from the app: the Studio
// loads this file (content/routes.ts is plain data; content/home.ts is imported for its anchors only;
// lib/content/rules.ts has no imports).
import { homeAnchors } from '../../../content/home';
import { httpsProblem } from '../../content/rules';
import { staticRoutes } from '../../../content/routes';

/** The navigation document's id, which is its type's name. */
export const navigationId = { navigation: 'navigation' } as const;

/** A link's kinds of target, and what the Studio calls each. */
export const linkKinds = {
  page: 'A page of the site',
  document: 'A post, case study or landing page',
  anchor: 'A section of the home page',
  url: 'Another site (https)',
} as const;
export type LinkKind = keyof typeof linkKinds;
export const linkKindNames = Object.keys(linkKinds) as LinkKind[];

/** The documents a link may point to, by type; the site writes each one's address from its current slug. */
export const linkedDocumentTypes = ['post', 'caseStudy', 'landingPage'] as const;

/** The site's fixed pages, from the code's list of routes. Their addresses never change, so choosing one is as
 * good as a reference to it: nothing to follow, and a page the code removes leaves the choice unknown (the
 * site drops such a link rather than render a dead one). */
export const fixedPages: readonly string[] = staticRoutes.map((route) => route.path);

/** The home page's sections a link may scroll to (their ids are the code's: structure, not words). */
export const homeSections: readonly string[] = Object.values(homeAnchors);

/** A link as the site renders it: `external` (another site) opens in a new tab. */
export type ResolvedLink = { label: string; href: string; external: boolean };
/** A menu entry as the site renders it: a link, or a group of links under a label. */
export type MenuEntry = ResolvedLink | { label: string; links: ResolvedLink[] };

/** A link as stored: its label, the kind of its target, and each kind's target (only the chosen one counts). */
export type StoredLink = {
  label?: unknown;
  kind?: unknown;
  page?: unknown;
  document?: unknown;
  anchor?: unknown;
  url?: unknown;
};

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** What is wrong with an https address, or null. */
export const linkUrlProblem = (url: unknown) =>
  httpsProblem(url, 'A full address that starts with https://, like https://www.linkedin.com/company/launchframe.');

/** What is wrong with a link's target, or null: a link leads somewhere, of the kind it says. The label's own rule
 * is its field's. A reference's document is checked by the site when it reads it (it may be unpublished later). */
export function linkProblem(link: StoredLink | undefined | null): string | null {
  if (!link) return null; // the field's own required rule speaks
  const kind = link.kind ?? 'page'; // the field's starting value, as the site reads it
  if (!linkKindNames.includes(kind as LinkKind))
    return `Choose what the link leads to: ${Object.values(linkKinds).join(', ')}.`;
  switch (kind as LinkKind) {
    case 'page':
      if (!filled(link.page)) return 'Choose the page the link leads to.';
      return fixedPages.includes(link.page as string) ? null : `${String(link.page)}: not a page of the site.`;
    case 'document': {
      const ref = (link.document as { _ref?: unknown } | undefined)?._ref;
      return filled(ref) ? null : 'Choose the post, case study or landing page the link leads to.';
    }
    case 'anchor':
      if (!filled(link.anchor)) return 'Choose the section of the home page the link leads to.';
      return homeSections.includes(link.anchor as string)
        ? null
        : `#${String(link.anchor)}: not a section of the home page.`;
    case 'url':
      if (!filled(link.url)) return 'Write the address the link leads to.';
      return linkUrlProblem(link.url);
  }
}
