// GET /api/draft-mode/disable?redirect=/blog/x: leaves the editors' preview (the exit link of the
// preview bar) and returns to the page, now rendered from published content and the cache.
// Server build only (a `.server.ts` route: next.config.ts `pageExtensions` leaves it out of the
// export, which has no server). A redirect that is not a path of this site goes to /blog instead.
import { cookies, draftMode } from 'next/headers';
import { previewRedirectPath } from '@/lib/content/preview-redirect';

const PRESENTATION_COOKIES = ['sanity-preview-perspective', 'sanity-preview-variant'];

export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  // The Presentation tool's choices, which next-sanity's enable route sets next to the draft-mode
  // cookie (names from @sanity/preview-url-secret/constants, a package of next-sanity's own).
  const jar = await cookies();
  for (const name of PRESENTATION_COOKIES) if (jar.has(name)) jar.delete(name);
  const target = previewRedirectPath(new URL(request.url).searchParams.get('redirect')) ?? '/blog';
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
}
