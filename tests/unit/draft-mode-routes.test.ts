// The preview's enable route on a site with no Sanity project (the embedded dataset): it answers
// 404 with the reason in one line (the Studio's preview pane shows it) and sets no cookie.
import { expect, it, vi } from 'vitest';
import { GET } from '@/app/api/draft-mode/enable/route.server';

// next-sanity's draft-mode helper imports next/headers, which only a Next server resolves; without a
// project the route never calls it.
vi.mock('next-sanity/draft-mode', () => ({ defineEnableDraftMode: () => ({ GET: () => new Response(null) }) }));

it('says why the preview is off, and turns nothing on', async () => {
  const response = await GET(new Request('http://localhost:3000/api/draft-mode/enable?sanity-preview-secret=anything'));
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(
    'Preview is off: NEXT_PUBLIC_SANITY_PROJECT_ID is not set (the blog runs on the embedded dataset).\n',
  );
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(response.headers.get('cache-control')).toBe('no-store');
});
