// The Sanity publish webhook handler: a validly signed event revalidates what the document appears
// on (a post, a case study, a job opening, a landing page); anything else is refused and revalidates nothing. Who sent a
// delivery is settled before its body is parsed, the body is read to 64 KB at most, and a repeat is
// acknowledged without a second revalidation.
import { createHmac } from 'node:crypto';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { staticRoutes } from '@/content/routes';
import { webhookBodyMaxBytes } from '@/lib/content/webhook/body';
import { createRevalidateHandler } from '@/lib/content/webhook/handler';
import { idempotencyHeader } from '@/lib/content/webhook/idempotency';
import { signatureHeader } from '@/lib/content/webhook/signature';
import { revalidationFor } from '@/lib/content/webhook/tags';

const SECRET = 'a-webhook-secret-for-tests-32-chars';
const NOW = 1_760_000_000_000;

/** Sanity's signature, computed independently of the library under test. */
function sign(body: string, secret = SECRET, timestamp = NOW) {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url');
  return `t=${timestamp},v1=${digest}`;
}

function request(body: string | ReadableStream<Uint8Array>, signature?: string | null, extra: HeadersInit = {}) {
  const headers = new Headers({ 'content-type': 'application/json', ...extra });
  if (signature !== null && signature !== undefined) headers.set(signatureHeader, signature);
  return new NextRequest('http://localhost/api/revalidate', {
    method: 'POST',
    headers,
    body,
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  });
}

/** A body sent in chunks with no Content-Length, counting how much of it the handler pulled. */
function streamed(chunks: number, chunkBytes = 16 * 1024) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
  });
  return { stream, pulledBytes: () => pulled * chunkBytes };
}

type WarmResult = { path: string; status: number }[];

function setup(
  options: { secret?: string; probe?: () => Promise<void>; warm?: (paths: string[]) => Promise<WarmResult> } = {},
) {
  // An explicit `secret: undefined` means "unset", not "use the default".
  const secret = 'secret' in options ? options.secret : SECRET;
  const probe = options.probe ?? (async () => {});
  const revalidated: string[] = [];
  const logged: string[] = [];
  const warmed: string[][] = [];
  const scheduled: Promise<void>[] = [];
  const warm = options.warm ?? (async (paths: string[]) => paths.map((path) => ({ path, status: 200 })));
  const claimed = new Set<string>();
  const handler = createRevalidateHandler({
    secret,
    revalidate: (tag) => revalidated.push(tag),
    probe,
    warm: async (paths) => {
      warmed.push(paths);
      return warm(paths);
    },
    afterResponse: (task) => {
      scheduled.push(task());
    },
    claimDelivery: async (key) => !claimed.has(key) && !!claimed.add(key),
    releaseDelivery: async (key) => {
      claimed.delete(key);
    },
    waitForConsistency: false,
    now: () => NOW,
    log: (message) => logged.push(message),
  });
  return { handler, revalidated, logged, warmed, settled: () => Promise.all(scheduled) };
}

const postEvent = JSON.stringify({ _type: 'post', _id: 'post-1', slug: 'new-post' });

describe('a valid delivery', () => {
  it('revalidates the list and the post, regenerates their pages after answering, and says what it did', async () => {
    const { handler, revalidated, warmed, settled } = setup();
    const response = await handler(request(postEvent, sign(postEvent)));
    expect(response.status).toBe(200);
    expect(revalidated).toEqual(['blog:posts', 'blog:post:new-post']);
    await settled();
    expect(warmed).toEqual([['/blog', '/blog/new-post', '/blog/feed.xml', '/sitemap.xml']]);
    expect(await response.json()).toMatchObject({ revalidated: true, tags: ['blog:posts', 'blog:post:new-post'] });
  });

  it('also revalidates the previous address when the slug changed', async () => {
    const { handler, revalidated } = setup();
    const body = JSON.stringify({ _type: 'post', _id: 'post-1', slug: 'renamed', previousSlug: 'old-name' });
    expect((await handler(request(body, sign(body)))).status).toBe(200);
    expect(revalidated).toEqual(['blog:posts', 'blog:post:renamed', 'blog:post:old-name', 'navigation']);
  });

  it('uses the id for a post without a slug (its card links by id)', async () => {
    const { handler, revalidated } = setup();
    const body = JSON.stringify({ _type: 'post', _id: 'post-without-slug', slug: null });
    expect((await handler(request(body, sign(body)))).status).toBe(200);
    expect(revalidated).toEqual(['blog:posts', 'blog:post:post-without-slug']);
  });

  it('accepts a signature within the five-minute window', async () => {
    const { handler, revalidated } = setup();
    const response = await handler(request(postEvent, sign(postEvent, SECRET, NOW - 4 * 60 * 1000)));
    expect(response.status).toBe(200);
    expect(revalidated).toHaveLength(2);
  });
});

describe('refused deliveries revalidate nothing', () => {
  const tampered = (signature: string) => signature.replace(/v1=(.)/, (_, c: string) => `v1=${c === 'A' ? 'B' : 'A'}`);

  const unauthorized: [string, () => NextRequest, { secret?: string }?][] = [
    ['no signature header', () => request(postEvent)],
    ['an empty signature header', () => request(postEvent, '')],
    ['a signature header of garbage', () => request(postEvent, 'garbage')],
    ['a header without a timestamp', () => request(postEvent, sign(postEvent).replace(/^t=\d+,/, ''))],
    ['a header without a digest', () => request(postEvent, `t=${NOW}`)],
    ['a non-numeric timestamp', () => request(postEvent, sign(postEvent).replace(/^t=\d+/, 't=abc'))],
    ['a tampered digest', () => request(postEvent, tampered(sign(postEvent)))],
    ['a digest made with the wrong secret', () => request(postEvent, sign(postEvent, 'the-wrong-secret'))],
    ['a body changed after signing', () => request(postEvent.replace('new-post', 'other-post'), sign(postEvent))],
    [
      'a timestamp changed after signing',
      () => request(postEvent, sign(postEvent).replace(`t=${NOW}`, `t=${NOW - 1000}`)),
    ],
    ['an expired timestamp (10 minutes old)', () => request(postEvent, sign(postEvent, SECRET, NOW - 10 * 60 * 1000))],
    [
      'a timestamp from the future (10 minutes ahead)',
      () => request(postEvent, sign(postEvent, SECRET, NOW + 10 * 60 * 1000)),
    ],
    ['a signature over an empty body', () => request('', sign(''))],
    ['a valid signature while the secret is unset', () => request(postEvent, sign(postEvent)), { secret: undefined }],
    ['no signature while the secret is unset', () => request(postEvent), { secret: undefined }],
    [
      'a valid signature while the secret is shorter than 32 characters',
      () => request(postEvent, sign(postEvent, 'short-secret')),
      { secret: 'short-secret' },
    ],
    ['a padded digest (not the base64url Sanity sends)', () => request(postEvent, `${sign(postEvent)}=`)],
    ['text that is not JSON, with a made-up signature', () => request('not json', tampered(sign('not json')))],
    ['text that is not JSON, unsigned', () => request('not json')],
    ['a 2 MB body, unsigned', () => request('x'.repeat(2 * 1024 * 1024))],
  ];

  it.each(unauthorized)('401 for %s', async (_label, make, options) => {
    const { handler, revalidated, warmed } = setup(options ?? {});
    const response = await handler(make());
    expect(response.status).toBe(401);
    expect(revalidated).toEqual([]);
    expect(warmed).toEqual([]);
  });

  const badBodies: [string, string][] = [
    ['text that is not JSON', 'not json'],
    ['truncated JSON', '{"_type":"post","_id":'],
    ['null', 'null'],
    ['an array', '[]'],
    ['a JSON string', '"post"'],
    ['a number', '42'],
    ['an author event', JSON.stringify({ _type: 'author', _id: 'author-1' })],
    ['a case study with a numeric slug', JSON.stringify({ _type: 'caseStudy', _id: 'c', slug: 42 })],
    ['a landing page without an id', JSON.stringify({ _type: 'landingPage', slug: 'webinar-offer' })],
    ['a job opening without an id', JSON.stringify({ _type: 'jobOpening' })],
    ['a post without an id', JSON.stringify({ _type: 'post', slug: 'x' })],
    ['a post with an empty id', JSON.stringify({ _type: 'post', _id: '  ' })],
    ['a post with a numeric id', JSON.stringify({ _type: 'post', _id: 7 })],
    ['a post with a numeric slug', JSON.stringify({ _type: 'post', _id: 'p', slug: 42 })],
    [
      'a slug object instead of the projected string',
      JSON.stringify({ _type: 'post', _id: 'p', slug: { current: 'x' } }),
    ],
    ['no _type at all', JSON.stringify({ _id: 'p', slug: 'x' })],
  ];

  it.each(badBodies)('400 for a validly signed body of %s', async (_label, body) => {
    const { handler, revalidated, warmed } = setup();
    const response = await handler(request(body, sign(body)));
    expect(response.status).toBe(400);
    expect(revalidated).toEqual([]);
    expect(warmed).toEqual([]);
  });

  it('503 (retry later) when the content service does not answer, and nothing is expired', async () => {
    const { handler, revalidated, logged, warmed } = setup({
      probe: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    const response = await handler(request(postEvent, sign(postEvent)));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(revalidated).toEqual([]);
    expect(warmed).toEqual([]);
    expect(logged.join('\n')).toContain('content service unavailable');
  });

  it('logs a page that fails to regenerate right after the probe (Next keeps the last good page)', async () => {
    const { handler, logged, settled } = setup({
      warm: async (paths) => paths.map((path) => ({ path, status: path === '/blog' ? 500 : 200 })),
    });
    const response = await handler(request(postEvent, sign(postEvent)));
    expect(response.status).toBe(200);
    await settled();
    expect(logged.join('\n')).toContain('regeneration failed for /blog;');
  });

  it('413 for a signed body over 64 KB, announced by its Content-Length, unread', async () => {
    const { handler, revalidated } = setup();
    const body = JSON.stringify({ _type: 'post', _id: 'post-1', slug: 'x', padding: 'x'.repeat(webhookBodyMaxBytes) });
    const response = await handler(request(body, sign(body), { 'content-length': String(body.length) }));
    expect(response.status).toBe(413);
    expect(revalidated).toEqual([]);
  });

  it('413 for a streamed body once it passes 64 KB: the rest is never read', async () => {
    const { handler, revalidated } = setup();
    const { stream, pulledBytes } = streamed(128); // 2 MB on offer
    const response = await handler(request(stream, sign('anything')));
    expect(response.status).toBe(413);
    expect(pulledBytes()).toBeLessThanOrEqual(webhookBodyMaxBytes + 2 * 16 * 1024);
    expect(revalidated).toEqual([]);
  });

  it('reads a body of exactly 64 KB', async () => {
    const { handler } = setup();
    const event = JSON.stringify({ _type: 'post', _id: 'post-1', slug: 'x' });
    const body = event.padEnd(webhookBodyMaxBytes, ' ');
    expect((await handler(request(body, sign(body)))).status).toBe(200);
  });

  it('has at least 20 refused cases', () => {
    expect(unauthorized.length + badBodies.length).toBeGreaterThanOrEqual(20);
  });
});

describe("repeated deliveries (Sanity's idempotency-key)", () => {
  const delivery = { [idempotencyHeader]: 'delivery-1' };

  it('acknowledges a repeat without a second revalidation', async () => {
    const { handler, revalidated, warmed, settled } = setup();
    const first = await handler(request(postEvent, sign(postEvent), delivery));
    const repeat = await handler(request(postEvent, sign(postEvent), delivery));
    expect([first.status, repeat.status]).toEqual([200, 200]);
    expect(await repeat.json()).toMatchObject({ revalidated: false, repeated: true });
    expect(revalidated).toEqual(['blog:posts', 'blog:post:new-post']);
    await settled();
    expect(warmed).toHaveLength(1);
  });

  it('a replay with the key left out is a repeat too (the same signature)', async () => {
    const { handler, revalidated } = setup();
    await handler(request(postEvent, sign(postEvent), delivery));
    const replay = await handler(request(postEvent, sign(postEvent)));
    expect(await replay.json()).toMatchObject({ repeated: true });
    expect(revalidated).toHaveLength(2);
  });

  it('acts on another delivery of the same document', async () => {
    const { handler, revalidated } = setup();
    await handler(request(postEvent, sign(postEvent), delivery));
    // Sanity signs each delivery anew (its own timestamp).
    await handler(request(postEvent, sign(postEvent, SECRET, NOW - 1000), { [idempotencyHeader]: 'delivery-2' }));
    expect(revalidated).toHaveLength(4);
  });

  it("acts on Sanity's retry of a delivery answered 503", async () => {
    let down = true;
    const { handler, revalidated } = setup({
      probe: async () => {
        if (down) throw new Error('connect ECONNREFUSED');
      },
    });
    expect((await handler(request(postEvent, sign(postEvent), delivery))).status).toBe(503);
    down = false;
    expect((await handler(request(postEvent, sign(postEvent), delivery))).status).toBe(200);
    expect(revalidated).toEqual(['blog:posts', 'blog:post:new-post']);
  });

  it('a forged repeat (bad signature) is a 401, and does not use up the key', async () => {
    const { handler, revalidated } = setup();
    expect(
      (await handler(request(postEvent, sign(postEvent, 'a-wrong-secret-of-32-characters!!'), delivery))).status,
    ).toBe(401);
    expect((await handler(request(postEvent, sign(postEvent), delivery))).status).toBe(200);
    expect(revalidated).toHaveLength(2);
  });
});

describe('what each document type revalidates', () => {
  it.each([
    [
      'a post',
      { _type: 'post', _id: 'post-1', slug: 'a-post' },
      ['blog:posts', 'blog:post:a-post'],
      ['/blog', '/blog/a-post', '/blog/feed.xml', '/sitemap.xml'],
    ],
    [
      'a renamed post (a link of the navigation to it follows)',
      { _type: 'post', _id: 'post-1', slug: 'new', previousSlug: 'old' },
      ['blog:posts', 'blog:post:new', 'blog:post:old', 'navigation'],
      ['/blog', '/blog/new', '/blog/old', '/blog/feed.xml', '/sitemap.xml'],
    ],
    [
      'a case study with a page',
      { _type: 'caseStudy', _id: 'case-study-tallyflow', slug: 'tallyflow' },
      ['case-studies', 'case-study:tallyflow'],
      ['/case-studies', '/case-studies/tallyflow', '/sitemap.xml'],
    ],
    [
      'a case study with a card only',
      { _type: 'caseStudy', _id: 'case-study-shiftboard', slug: null },
      ['case-studies'],
      ['/case-studies', '/sitemap.xml'],
    ],
    [
      'a case study whose page was removed (its slug too)',
      { _type: 'caseStudy', _id: 'case-study-tallyflow', slug: null, previousSlug: 'tallyflow' },
      ['case-studies', 'case-study:tallyflow', 'navigation'],
      ['/case-studies', '/case-studies/tallyflow', '/sitemap.xml'],
    ],
    ['a job opening', { _type: 'jobOpening', _id: 'job-video-editor' }, ['jobs'], ['/career']],
    [
      'the client logos (the home page at once; a landing page that shows them reads them under the same tag)',
      { _type: 'clientLogos', _id: 'clientLogos' },
      ['client-logos'],
      ['/'],
    ],
    [
      'a landing page (the address list, its page, the sitemap)',
      { _type: 'landingPage', _id: 'landing-webinar-offer', slug: 'webinar-offer' },
      ['landing-pages', 'landing-page:webinar-offer'],
      ['/webinar-offer', '/sitemap.xml'],
    ],
    [
      'a landing page moved to a new address (the old one stops answering; a link of the navigation follows)',
      { _type: 'landingPage', _id: 'landing-webinar-offer', slug: 'webinar-clips', previousSlug: 'webinar-offer' },
      ['landing-pages', 'landing-page:webinar-clips', 'landing-page:webinar-offer', 'navigation'],
      ['/webinar-clips', '/webinar-offer', '/sitemap.xml'],
    ],
    [
      'the home page (the landing pages that show its sections read the same tag)',
      { _type: 'homePage', _id: 'homePage' },
      ['home-page'],
      ['/'],
    ],
    [
      'a category renamed (posts carry its title, so the posts are read again)',
      { _type: 'category', _id: 'category-scripting', slug: 'scripts', previousSlug: 'scripting' },
      ['blog:posts', 'blog:categories'],
      ['/blog', '/blog/category/scripts', '/blog/category/scripting', '/sitemap.xml'],
    ],
  ] as const)('%s', (_label, event, tags, paths) => {
    expect(revalidationFor(event)).toEqual({ tags: [...tags], paths: [...paths] });
  });

  it('the navigation (the header, the mobile menu and the footer are on every page): every page, as the settings', () => {
    const { tags, paths } = revalidationFor({ _type: 'navigation', _id: 'navigation' });
    expect(tags).toEqual(['navigation']);
    expect(paths).toEqual(staticRoutes.map((route) => route.path));
    expect(revalidationFor({ _type: 'siteSettings', _id: 'siteSettings' }).paths).toEqual(paths);
  });

  it('a video (its poster and details show wherever a page names it): every page that read the library', () => {
    const { tags, paths } = revalidationFor({ _type: 'hostedVideo', _id: 'video-home-hero' });
    expect(tags).toEqual(['videos']);
    expect(paths).toEqual(expect.arrayContaining(['/', '/shorts', '/product-demo-videos', '/video-production']));
  });

  it('a signed case study event revalidates its tags and regenerates its pages', async () => {
    const { handler, revalidated, warmed, settled } = setup();
    const body = JSON.stringify({ _type: 'caseStudy', _id: 'case-study-tallyflow', slug: 'tallyflow' });
    expect((await handler(request(body, sign(body)))).status).toBe(200);
    expect(revalidated).toEqual(['case-studies', 'case-study:tallyflow']);
    await settled();
    expect(warmed).toEqual([['/case-studies', '/case-studies/tallyflow', '/sitemap.xml']]);
  });
});
