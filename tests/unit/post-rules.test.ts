// The Studio refuses what the site would refuse: the post's and the author's required fields and
// limits in the Studio's validation (sanity/schema-types/) against the site's zod schemas
// (lib/blog/schemas.ts), field by field. A Studio rule is read by running its validation function
// on a recorder that notes each rule it sets (required, max, min, custom).
import { describe, expect, it } from 'vitest';
import { postLimits } from '@/lib/blog/post-limits';
import { postSchema } from '@/lib/blog/schemas';
import { author } from '@/sanity/schema-types/author';
import { post } from '@/sanity/schema-types/post';

type Recorded = { required: boolean; max?: number; min?: number; custom?: (value: unknown) => unknown };

function studioRules(field: { validation?: unknown }): Recorded {
  const recorded: Recorded = { required: false };
  const rule: Record<string, unknown> = new Proxy(
    {},
    {
      get: (_target, name) => (argument: unknown) => {
        if (name === 'required') recorded.required = true;
        if (name === 'max') recorded.max = argument as number;
        if (name === 'min') recorded.min = argument as number;
        if (name === 'custom') recorded.custom = argument as Recorded['custom'];
        return rule;
      },
    },
  );
  if (typeof field.validation === 'function') field.validation(rule);
  return recorded;
}

const studioField = (type: { fields?: unknown[] }, name: string) => {
  const field = (type.fields as { name: string; validation?: unknown }[]).find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no Studio field ${name}`);
  return studioRules(field);
};

const valid = {
  _id: 'p1',
  title: 'A title',
  slug: { current: 'a-title' },
  excerpt: 'An excerpt.',
  publishedAt: '2025-01-01T00:00:00Z',
  mainImage: null,
  author: { name: 'Marta Silva', image: null },
  body: [{ _type: 'block', _key: 'k' }],
};
const siteAccepts = (change: Partial<Record<keyof typeof valid, unknown>>) =>
  postSchema.safeParse({ ...valid, ...change }).success;
const siteRequires = (field: keyof typeof valid) => {
  const without: Record<string, unknown> = { ...valid };
  delete without[field];
  return !postSchema.safeParse(without).success;
};

describe('the Studio requires what the site requires', () => {
  it.each(['title', 'slug', 'excerpt', 'publishedAt', 'mainImage', 'author', 'body'] as const)('%s', (field) => {
    expect(siteAccepts({})).toBe(true);
    expect(studioField(post, field).required).toBe(siteRequires(field));
  });

  it('a body that is not a list of blocks: refused by the site (the Studio cannot make one)', () => {
    expect(siteAccepts({ body: 'not blocks' })).toBe(false);
    expect(siteAccepts({ body: [] })).toBe(true);
  });

  it('an author without a name: refused by both', () => {
    expect(siteAccepts({ author: { name: '' } })).toBe(false);
    expect(studioField(author, 'name').required).toBe(true);
  });
});

describe('the Studio and the site share the limits', () => {
  it.each([
    ['title', 'titleMax', (text: string) => ({ title: text })],
    ['excerpt', 'excerptMax', (text: string) => ({ excerpt: text })],
  ] as const)('%s: at most %s characters', (field, limit, change) => {
    const max = postLimits[limit];
    expect(studioField(post, field).max).toBe(max);
    expect(siteAccepts(change('x'.repeat(max)))).toBe(true);
    expect(siteAccepts(change('x'.repeat(max + 1)))).toBe(false);
  });

  it('author name: at most authorNameMax characters', () => {
    const max = postLimits.authorNameMax;
    expect(studioField(author, 'name').max).toBe(max);
    expect(siteAccepts({ author: { name: 'x'.repeat(max) } })).toBe(true);
    expect(siteAccepts({ author: { name: 'x'.repeat(max + 1) } })).toBe(false);
  });

  it.each([
    ['a plain slug', 'a-title'],
    ['the longest slug', 'x'.repeat(postLimits.slugMax)],
    ['a slug one too long', 'x'.repeat(postLimits.slugMax + 1)],
    ['a slug with a slash', 'a/b'],
    ['a slug with a space', 'a b'],
    ['a slug that is a number', 42],
  ])('slug: %s is accepted by both or refused by both', (_label, current) => {
    const studio = studioField(post, 'slug').custom!({ current }) === true;
    expect(studio).toBe(siteAccepts({ slug: { current } }));
  });

  it('no slug at all is fine for both (the post is reached by its id)', () => {
    expect(studioField(post, 'slug').custom!(undefined)).toBe(true);
    expect(siteAccepts({ slug: null })).toBe(true);
  });
});
