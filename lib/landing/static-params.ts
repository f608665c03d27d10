// The landing pages the build prerenders. The static export refuses a dynamic route whose generateStaticParams
// returns no page at all, and a project may delete every landing page: then the export writes one not-found page
// under a segment no landing page can have, and the build goes on.

/** Not a landing page's address (an underscore); it renders the site's not-found page, noindex. */
export const exportPlaceholderSegment = '_no-landing-page';

export function landingStaticParams(slugs: readonly string[], isExport: boolean): { landing: string }[] {
  if (slugs.length === 0 && isExport) return [{ landing: exportPlaceholderSegment }];
  return slugs.map((slug) => ({ landing: slug }));
}
