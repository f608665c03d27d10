// zod schema for the navigation document (sanity/schema-types/navigation.ts): its texts derived from the Studio
// definition; its links by hand, since a link is a union of kinds the Studio cannot say to the derivation: each is
// resolved to the address the site renders (a fixed page, a home page section, a document's current address, or an
// https address, opened in a new tab), by the rules the Studio applies too (lib/marketing/navigation/limits.ts). A
// link that leads nowhere (its document unpublished or deleted, a page the code no longer has) is kept as dropped,
// with the reason, for the reader to leave out and log: one dead link does not cost the whole navigation.
import { stegaClean } from 'next-sanity';
import { postPath } from '@/lib/blog/schemas';
import { caseStudyPath } from '@/lib/case-studies/schemas';
import { derive, documentParser } from '@/lib/content/derive';
import { clean } from '@/lib/content/text';
import {
  fixedPages,
  homeSections,
  linkKindNames,
  linkUrlProblem,
  type LinkKind,
  type MenuEntry,
  type ResolvedLink,
} from '@/lib/marketing/navigation/limits';
import { z } from '@/lib/zod';
import { linkLabel } from '@/sanity/fields/link';
import {
  columnTitle,
  groupLabel,
  navigation,
  navigationCounts as counts,
  servicesMenuLabel,
} from '@/sanity/schema-types/navigation';

export type { MenuEntry, ResolvedLink };
/** A link the site leaves out, and why (for the log). */
export type DroppedLink = { label: string; dropped: string };

const choice = clean(z.string().nullish());

/** The linked document as the query gives it: null when it is not published (or deleted). */
const linkedDocument = z.object({ _type: z.string(), _id: z.string(), slug: clean(z.string().nullish()) }).nullish();

const storedLink = {
  label: derive(linkLabel),
  kind: choice,
  page: choice,
  anchor: choice,
  url: choice,
  document: linkedDocument,
};
const storedLinkSchema = z.object(storedLink);
type StoredLink = z.output<typeof storedLinkSchema>;

/** The address of a linked document, from its current slug; null when it has none the site can show. */
function documentHref(doc: NonNullable<StoredLink['document']>): string | null {
  const slug = doc.slug ? stegaClean(doc.slug) : null;
  switch (doc._type) {
    case 'post': // a post without a slug is reached by its id
      return postPath({ slug, _id: doc._id.replace(/^drafts\./, '') });
    case 'caseStudy':
      return slug ? caseStudyPath(encodeURIComponent(slug)) : null;
    case 'landingPage':
      return slug ? `/${encodeURIComponent(slug)}` : null;
    default:
      return null;
  }
}

/** Where a stored link leads, or why it leads nowhere. */
export function resolveLink(link: StoredLink): ResolvedLink | DroppedLink {
  const { label } = link;
  const kind = link.kind ?? 'page';
  const at = (href: string, external = false): ResolvedLink => ({ label, href, external });
  const drop = (dropped: string): DroppedLink => ({ label, dropped });
  if (!linkKindNames.includes(kind as LinkKind)) return drop(`unknown kind "${kind}"`);
  switch (kind as LinkKind) {
    case 'page':
      return link.page && fixedPages.includes(link.page) ? at(link.page) : drop(`no page "${link.page ?? ''}"`);
    case 'anchor':
      return link.anchor && homeSections.includes(link.anchor)
        ? at(`/#${link.anchor}`)
        : drop(`no home page section "${link.anchor ?? ''}"`);
    case 'url':
      return link.url && linkUrlProblem(link.url) === null ? at(link.url, true) : drop(`not an https address`);
    case 'document': {
      if (!link.document) return drop('its document is not published');
      const href = documentHref(link.document);
      return href ? at(href) : drop(`its document (${link.document._id}) has no address`);
    }
  }
}

export const isDropped = (link: ResolvedLink | DroppedLink): link is DroppedLink => 'dropped' in link;

const linkSchema = storedLinkSchema.transform(resolveLink);
const linkList = (max: number) => z.array(linkSchema).min(1).max(max);

const derived = documentParser(navigation);

/** A mobile menu entry: a link, or a group of links under a label. */
const mobileEntry = z.union([
  z.object({ _type: z.literal('navLink'), ...storedLink }).transform(resolveLink),
  z.object({
    _type: z.literal('navGroup'),
    label: derive(groupLabel),
    links: linkList(counts.groupLinksMax),
  }),
]);

export const navigationSchema = derived.extend({
  servicesMenu: z.object({ label: derive(servicesMenuLabel), links: linkList(counts.servicesLinksMax) }),
  headerLinks: linkList(counts.headerLinksMax),
  roiButton: linkSchema,
  mobileMenu: z.array(mobileEntry).min(1).max(counts.mobileEntriesMax),
  footerColumns: z
    .array(z.object({ title: derive(columnTitle), links: linkList(counts.columnLinksMax) }))
    .min(1)
    .max(counts.columnsMax),
  legalLinks: linkList(counts.legalLinksMax),
});
export type StoredNavigation = z.output<typeof navigationSchema>;

/** The navigation as the site renders it: its links resolved, those that lead nowhere left out. */
export type Navigation = Omit<
  StoredNavigation,
  'servicesMenu' | 'headerLinks' | 'roiButton' | 'mobileMenu' | 'footerColumns' | 'legalLinks'
> & {
  servicesMenu: { label: string; links: ResolvedLink[] };
  headerLinks: ResolvedLink[];
  /** Null when its link leads nowhere: the button is left out. */
  roiButton: ResolvedLink | null;
  mobileMenu: MenuEntry[];
  footerColumns: { title: string; links: ResolvedLink[] }[];
  legalLinks: ResolvedLink[];
};

/** The navigation without the links that lead nowhere; `log` hears each one left out, where it was and why. */
export function pruneNavigation(doc: StoredNavigation, log: (message: string) => void): Navigation {
  const keep = (links: (ResolvedLink | DroppedLink)[], where: string) =>
    links.filter((link): link is ResolvedLink => {
      if (!isDropped(link)) return true;
      log(`[content] navigation: the link "${stegaClean(link.label)}" (${where}) is left out: ${link.dropped}`);
      return false;
    });
  const [roiButton = null] = keep([doc.roiButton], 'the ROI button');
  return {
    ...doc,
    servicesMenu: { label: doc.servicesMenu.label, links: keep(doc.servicesMenu.links, 'the Services menu') },
    headerLinks: keep(doc.headerLinks, 'the header'),
    roiButton,
    mobileMenu: doc.mobileMenu.flatMap((entry): MenuEntry[] => {
      if ('links' in entry)
        return [{ label: entry.label, links: keep(entry.links, `the mobile menu's ${stegaClean(entry.label)}`) }];
      return keep([entry], 'the mobile menu');
    }),
    footerColumns: doc.footerColumns.map((column) => ({
      title: column.title,
      links: keep(column.links, `the footer's ${stegaClean(column.title)}`),
    })),
    legalLinks: keep(doc.legalLinks, 'the legal links'),
  };
}
