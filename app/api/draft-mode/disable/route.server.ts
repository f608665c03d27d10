// GET /api/draft-mode/disable?redirect=/blog/x: leaves the editors' preview (the exit link of the
// preview bar) and returns to the page, now rendered from published content and the cache.
// Server build only. A redirect that is not a path of this site goes to /blog instead.
import { draftMode } from 'next/headers';
import { previewRedirectPath } from '@/lib/blog/preview-redirect';

export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const target = previewRedirectPath(new URL(request.url).searchParams.get('redirect')) ?? '/blog';
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store' } });
}
