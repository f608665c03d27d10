// GET /api/draft-mode/disable?redirect=/blog/x: leaves the editors' preview for the published page
// (server build only); a redirect that is not a path of this site goes to /blog.
import { cookies, draftMode } from 'next/headers';
import { previewRedirectPath } from '@/lib/content/preview-redirect';

const PRESENTATION_COOKIES = ['sanity-preview-perspective', 'sanity-preview-variant'];

export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  // Presentation's choices, set by next-sanity's enable route (names: @sanity/preview-url-secret/constants).
  const jar = await cookies();
  for (const name of PRESENTATION_COOKIES) if (jar.has(name)) jar.delete(name);
  const target = previewRedirectPath(new URL(request.url).searchParams.get('redirect')) ?? '/blog';
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
}
