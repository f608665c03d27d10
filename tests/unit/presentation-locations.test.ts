// The Presentation tool's locations: the pages a document shows on, listed under it in the Studio.
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import {
  blogPageLocations,
  caseStudiesPageLocationsQuery,
  categoryLocations,
  pages,
  postLocations,
} from '@/sanity/presentation';

describe('Presentation locations', () => {
  it('lists a post on its page, on /blog and on each of its categories', () => {
    const locations = postLocations({
      title: 'How long should a SaaS demo video be?',
      slug: 'how-long-should-a-saas-demo-video-be',
      _id: 'drafts.post-demo-video-length',
      category0Title: 'Product demos',
      category0Slug: 'product-demos',
      category1Title: 'Onboarding & retention',
      category1Slug: 'onboarding-and-retention',
    });
    expect(locations).toEqual([
      { title: 'How long should a SaaS demo video be?', href: '/blog/how-long-should-a-saas-demo-video-be' },
      { title: 'Blog', href: '/blog' },
      { title: 'Category: Product demos', href: '/blog/category/product-demos' },
      { title: 'Category: Onboarding & retention', href: '/blog/category/onboarding-and-retention' },
    ]);
  });

  it('gives a new post without slug or categories its address by id and /blog', () => {
    expect(postLocations({ _id: 'drafts.post-new' })).toEqual([
      { title: 'Untitled post', href: '/blog/post-new' },
      { title: 'Blog', href: '/blog' },
    ]);
  });

  it('lists a category on its page and on /blog; one without an address on /blog only', () => {
    expect(categoryLocations({ title: 'Scripting', slug: 'scripting' })).toEqual([
      { title: 'Category: Scripting', href: '/blog/category/scripting' },
      { title: 'Blog', href: '/blog' },
    ]);
    expect(categoryLocations({ title: 'New' })).toEqual([{ title: 'Blog', href: '/blog' }]);
  });

  it('lists the blog page on /blog, and says its words are also on the archive, the categories and every post', () => {
    expect(blogPageLocations).toEqual({
      locations: [{ title: 'Blog', href: '/blog' }],
      message: 'Also on the older posts’ and the categories’ pages, and at the end of every post.',
    });
  });

  it('lists the case studies page on /case-studies and on every case study with a page, in the list’s order', async () => {
    const study = (order: number, client: string, slug?: string) => ({
      _id: `case-study-${client}`,
      _type: 'caseStudy',
      order,
      client,
      ...(slug ? { slug: { _type: 'slug', current: slug } } : {}),
    });
    const dataset = [study(2, 'Tallyflow', 'tallyflow'), study(1, 'Shiftboard'), study(0, 'Acme', 'acme')];
    expect(await (await evaluate(parse(caseStudiesPageLocationsQuery), { dataset })).get()).toEqual({
      locations: [
        { title: 'Case studies', href: '/case-studies' },
        { title: 'Case study: Acme', href: '/case-studies/acme' },
        { title: 'Case study: Tallyflow', href: '/case-studies/tallyflow' },
      ],
    });
    expect(await (await evaluate(parse(caseStudiesPageLocationsQuery), { dataset: [] })).get()).toEqual({
      locations: [{ title: 'Case studies', href: '/case-studies' }],
    });
  });

  it('lists the YouTube strategy page on /youtube-strategy', () => {
    expect(pages.youtubeStrategyPage).toEqual(['/youtube-strategy', 'YouTube strategy']);
  });
});
