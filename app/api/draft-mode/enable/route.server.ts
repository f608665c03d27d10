// GET /api/draft-mode/enable: Presentation enters the editors' preview here (server build only) via
// next-sanity's defineEnableDraftMode; anything doubtful is refused with a 4xx before it runs.
import { unstable_rethrow } from 'next/navigation';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { previewToken, previewUnavailable } from '@/lib/content/preview';
import { previewRedirectPath } from '@/lib/content/preview-redirect';
import { sanityClient } from '@/lib/content/sanity-client';
import { env } from '@/lib/env';

const PARAMS = new Set([
  'sanity-preview-secret',
  'sanity-preview-pathname',
  'sanity-preview-perspective',
  'sanity-preview-variant',
]);
const MAX_QUERY = 2048;

const answer = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

const unavailable = previewUnavailable();
const enable =
  unavailable === null
    ? defineEnableDraftMode({
        client: sanityClient(env.NEXT_PUBLIC_SANITY_PROJECT_ID!).withConfig({ token: previewToken() }),
      })
    : null;

export async function GET(request: Request): Promise<Response> {
  if (!enable) return answer(404, `Preview is off: ${unavailable}.`);
  const url = new URL(request.url);
  if (url.search.length > MAX_QUERY) return answer(400, 'Preview refused: the address is too long.');
  const names = [...url.searchParams.keys()];
  if (names.some((name) => !PARAMS.has(name)) || new Set(names).size !== names.length) {
    return answer(400, 'Preview refused: unexpected or repeated parameters.');
  }
  const secret = url.searchParams.get('sanity-preview-secret');
  if (!secret || secret.length > 256 || !/^[\w-]+$/.test(secret))
    return answer(401, 'Preview refused: invalid secret.');
  const pathname = url.searchParams.get('sanity-preview-pathname');
  if (pathname !== null && previewRedirectPath(pathname) === null) {
    return answer(400, 'Preview refused: the page to show must be a path of this site.');
  }
  const perspective = url.searchParams.get('sanity-preview-perspective');
  if (perspective !== null && !/^[\w.,-]{1,200}$/.test(perspective)) {
    return answer(400, 'Preview refused: invalid perspective.');
  }
  try {
    return await enable.GET(request);
  } catch (error) {
    // The redirect into the preview is thrown by redirect(): let Next answer it.
    unstable_rethrow(error);
    console.error('[preview] the content API did not answer the secret check', error);
    return answer(503, 'Preview unavailable: the content service did not answer; try again.');
  }
}
