// The local fake of Sanity's query API behaves like Sanity where the draft preview depends on it:
// drafts only for the drafts perspective with the token, the preview-secret lookup that
// next-sanity's defineEnableDraftMode makes, 401 for a wrong token, a source map for stega.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const port = 3290 + Math.floor(Math.random() * 50) * 2;
const api = `http://127.0.0.1:${port}/v2025-07-23/data/query/production`;
const control = `http://127.0.0.1:${port + 1}`;
const token = 'unit-test-token';
let fake: ChildProcess;

const query = async (
  groq: string,
  { perspective, auth, params = {}, sourceMap = false } = {} as {
    perspective?: string;
    auth?: string;
    params?: Record<string, unknown>;
    sourceMap?: boolean;
  },
) => {
  const url = new URL(api);
  url.searchParams.set('query', groq);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(`$${key}`, JSON.stringify(value));
  if (perspective) url.searchParams.set('perspective', perspective);
  if (sourceMap) url.searchParams.set('resultSourceMap', 'withKeyArraySelector');
  const response = await fetch(url, auth ? { headers: { authorization: `Bearer ${auth}` } } : {});
  return { status: response.status, body: await response.json() };
};

const upsert = (doc: Record<string, unknown>) =>
  fetch(`${control}/documents`, { method: 'POST', body: JSON.stringify(doc) }).then((response) => response.json());

beforeAll(async () => {
  fake = spawn(process.execPath, ['tests/fixtures/fake-sanity.ts', String(port), String(port + 1)], {
    env: { ...process.env, FAKE_SANITY_TOKEN: token },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${control}/stats`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await upsert({
    _id: 'drafts.post-demo-video-length',
    _type: 'post',
    title: 'Edited, not published',
    slug: { current: 'how-long-should-a-saas-demo-video-be' },
  });
  await upsert({
    _id: 'drafts.post-never-published',
    _type: 'post',
    title: 'Only a draft',
    slug: { current: 'only-a-draft' },
  });
});

afterAll(() => {
  fake.kill('SIGTERM');
});

const titleOf = `*[_type == "post" && slug.current == $slug][0].title`;

describe('fake Sanity: perspectives and the token', () => {
  it('published (the default) never shows drafts, with or without the token', async () => {
    const published = await query(titleOf, { params: { slug: 'how-long-should-a-saas-demo-video-be' } });
    expect(published.body.result).toBe('How long should a SaaS demo video be?');
    const withToken = await query(titleOf, { params: { slug: 'only-a-draft' }, auth: token });
    expect(withToken.body.result).toBeNull();
  });

  it('drafts with the token puts each draft in place of its document, never-published ones too', async () => {
    const edited = await query(`*[slug.current == $slug][0]{_id, _originalId, title}`, {
      perspective: 'drafts',
      auth: token,
      params: { slug: 'how-long-should-a-saas-demo-video-be' },
    });
    expect(edited.body.result).toEqual({
      _id: 'post-demo-video-length',
      _originalId: 'drafts.post-demo-video-length',
      title: 'Edited, not published',
    });
    const draft = await query(titleOf, { perspective: 'drafts', auth: token, params: { slug: 'only-a-draft' } });
    expect(draft.body.result).toBe('Only a draft');
  });

  it('drafts without the token sees published documents only', async () => {
    const anonymous = await query(titleOf, { perspective: 'drafts', params: { slug: 'only-a-draft' } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.result).toBeNull();
  });

  it('refuses a wrong token with 401, whatever is asked', async () => {
    for (const perspective of [undefined, 'published', 'drafts', 'raw']) {
      expect((await query(titleOf, { perspective, auth: 'wrong', params: { slug: 'only-a-draft' } })).status).toBe(401);
    }
  });

  it('answers the preview-secret lookup of defineEnableDraftMode (raw perspective, expiring after an hour)', async () => {
    await upsert({
      _id: 'drafts.secret-fresh',
      _type: 'sanity.previewUrlSecret',
      secret: 'fresh',
      _updatedAt: new Date().toISOString(),
    });
    await upsert({
      _id: 'drafts.secret-old',
      _type: 'sanity.previewUrlSecret',
      secret: 'old',
      _updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    });
    const lookup = `*[_type == "sanity.previewUrlSecret" && secret == $secret && dateTime(_updatedAt) > dateTime(now()) - 3600][0]{ _id, secret }`;
    expect((await query(lookup, { perspective: 'raw', auth: token, params: { secret: 'fresh' } })).body.result).toEqual(
      {
        _id: 'drafts.secret-fresh',
        secret: 'fresh',
      },
    );
    expect(
      (await query(lookup, { perspective: 'raw', auth: token, params: { secret: 'old' } })).body.result,
    ).toBeNull();
    expect((await query(lookup, { perspective: 'raw', params: { secret: 'fresh' } })).body.result).toBeNull();
  });

  it("maps strings to their document's fields for stega", async () => {
    const { body } = await query(`*[slug.current == $slug][0]{_id, title}`, {
      perspective: 'drafts',
      auth: token,
      params: { slug: 'only-a-draft' },
      sourceMap: true,
    });
    expect(body.resultSourceMap.documents).toEqual([{ _id: 'drafts.post-never-published', _type: 'post' }]);
    expect(body.resultSourceMap.mappings["$['title']"]).toEqual({
      type: 'value',
      source: { type: 'documentValue', document: 0, path: 0 },
    });
    expect(body.resultSourceMap.paths).toEqual(["$['title']"]);
  });
});
