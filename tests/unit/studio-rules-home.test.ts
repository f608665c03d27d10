// The Studio refuses what the site would refuse, for the home page's document: each field's rules in the Studio
// (sanity/schema-types/home-page.ts) against the site's query (there too) and its parser, derived from that
// definition with the code's option lists (lib/marketing/home/schemas.ts), on the stored document, so the page is published by the Studio exactly when the site reads it. A Studio rule is read by running
// its validation function on a recorder that notes each rule it sets (required, max, min, custom).
import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import {
  homePageIds,
  painPointIcons,
  serviceBadgeColours,
  serviceIcons,
  stepColours,
  stepIcons,
  taskStates,
  toolKinds,
} from '@/lib/marketing/home/limits';
import { homePageSchema } from '@/lib/marketing/home/schemas';
import { seoLimits } from '@/lib/marketing/limits';
import { homePage, homePageQuery } from '@/sanity/schema-types/home-page';
import { mediaIdHint } from '@/lib/content/rules';
import { seo as seoType } from '@/sanity/schema-types/seo';
import {
  bothSides,
  type Doc,
  edit,
  imageOf,
  mediaIdCases,
  optionValues,
  siteReadsBy,
  storedDocuments,
  studioFieldAt,
  testListCounts,
  testTextLimits,
} from '../fixtures/studio-rules';

const shareImage = imageOf('A product demo');

const stored = storedDocuments().find((doc) => doc._id === homePageIds.homePage)!;

/** Today's document, with every optional part filled in (a share image, a video on every service). */
const sample = (): Doc => {
  const doc = structuredClone(stored);
  doc.seo = { ...(doc.seo as object), noIndex: false, image: shareImage };
  const services = doc.services as { items: Doc[] };
  services.items = services.items.map((item) => ({
    ...item,
    demo: item.demo ?? { mediaId: 'abc123', title: 'A sample' },
  }));
  return doc;
};

const home = bothSides({
  studio: homePage,
  sample,
  siteReads: siteReadsBy(homePageQuery, (result) => homePageSchema.safeParse(result).success),
});
const { studioPublishes, siteReads, expectBoth, rulesAt: studioRulesAt } = home;
/** The Studio field at `field`: a number steps into an array's member. */
const fieldAt = (field: string) => studioFieldAt(home.studio, field);

describe('the home page: one document, at the id its type names', () => {
  it('homePage', () => {
    expect(homePage.name).toBe('homePage');
    expect(homePageIds.homePage).toBe('homePage');
  });

  it('the Studio compiles the type without an error', () => {
    const schema = createSchema({ name: 'default', types: [seoType, homePage] });
    const problems = (schema._validation ?? []).flatMap((group) =>
      group.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message),
    );
    expect(problems).toEqual([]);
  });

  it('every field is in one of its groups', () => {
    const studio = homePage as unknown as { groups: { name: string }[]; fields: { group?: string }[] };
    const groups = studio.groups.map((group) => group.name);
    for (const field of studio.fields) expect(groups).toContain(field.group);
  });
});

describe('the Studio requires what the site requires', () => {
  it('today’s document, and with every optional part filled in, passes both', async () => {
    await expectBoth(stored, true);
    await expectBoth(sample(), true);
  });

  it.each([
    'hero',
    'painPoints',
    'solution',
    'services',
    'testimonials',
    'howItWorks',
    'seamless',
    'hero.eyebrow',
    'hero.title',
    'hero.lead',
    'hero.guarantee',
    'hero.guarantee.label',
    'hero.guarantee.text',
    'hero.ctaLabel',
    'hero.ctaNote',
    'hero.secondaryLabel',
    'hero.videoTitle',
    'hero.facts',
    'hero.facts.0.value',
    'hero.facts.0.label',
    'hero.trustedByTitle',
    'painPoints.title',
    'painPoints.items',
    'painPoints.items.0.icon',
    'painPoints.items.0.stat',
    'painPoints.items.0.title',
    'painPoints.items.0.text',
    'solution.title',
    'solution.stats',
    'solution.points',
    'services.title',
    'services.watchLabel',
    'services.items',
    'services.items.0.name',
    'services.items.0.description',
    'services.items.0.icon',
    'services.items.0.features',
    'services.items.0.badge',
    'services.items.0.badgeColour',
    'services.items.0.demo.mediaId',
    'services.items.0.demo.title',
    'testimonials.title',
    'howItWorks.title',
    'howItWorks.steps',
    'howItWorks.steps.0.icon',
    'howItWorks.steps.0.title',
    'howItWorks.steps.0.timeline',
    'howItWorks.steps.0.description',
    'howItWorks.steps.0.proof',
    'howItWorks.steps.0.colour',
    'seamless.title',
    'seamless.tools',
    'seamless.tools.0.kind',
    'seamless.tools.0.tool',
    'seamless.tools.0.title',
    'seamless.tools.0.text',
    'seamless.drawings',
    'seamless.drawings.chat',
    'seamless.drawings.chat.0.from',
    'seamless.drawings.chat.0.text',
    'seamless.drawings.review',
    'seamless.drawings.review.timecode',
    'seamless.drawings.review.comment',
    'seamless.drawings.tasks',
    'seamless.drawings.tasks.0.label',
    'seamless.drawings.tasks.0.state',
    'seamless.drawings.taskStates',
    'seamless.drawings.taskStates.done',
    'seamless.drawings.taskStates.doing',
    'seamless.drawings.taskStates.todo',
    'seamless.ctaLabel',
    'seamless.ctaLead',
  ])('%s, required by both', async (field) => {
    await expectBoth(edit(sample(), field, undefined), false);
  });

  it.each([
    'seo',
    'seo.image',
    'painPoints.eyebrow',
    'painPoints.lead',
    'solution.eyebrow',
    'services.lead',
    'services.items.0.demo',
    'testimonials.eyebrow',
    'testimonials.lead',
    'howItWorks.lead',
    'seamless.eyebrow',
  ])('%s, optional in both', async (field) => {
    await expectBoth(edit(sample(), field, undefined), true);
  });
});

describe('the limits: both refuse a longer text, a shorter or longer list', () => {
  // [field, limit, required]
  const texts = [
    ['hero.eyebrow', 40, true],
    ['hero.title', 80, true],
    ['hero.lead', 300, true],
    ['hero.guarantee.label', 60, true],
    ['hero.guarantee.text', 200, true],
    ['hero.ctaLabel', 40, true],
    ['hero.ctaNote', 80, true],
    ['hero.secondaryLabel', 40, true],
    ['hero.videoTitle', 80, true],
    ['hero.facts.0.value', 20, true],
    ['hero.facts.0.label', 80, true],
    ['hero.trustedByTitle', 60, true],
    ['painPoints.eyebrow', 40, false],
    ['painPoints.title', 80, true],
    ['painPoints.lead', 200, false],
    ['painPoints.items.0.stat', 20, true],
    ['painPoints.items.0.title', 60, true],
    ['painPoints.items.0.text', 240, true],
    ['solution.title', 80, true],
    ['solution.stats.0.value', 20, true],
    ['solution.stats.0.label', 80, true],
    ['solution.points.0', 80, true],
    ['services.eyebrow', 40, false],
    ['services.lead', 200, false],
    ['services.watchLabel', 40, true],
    ['services.items.0.name', 60, true],
    ['services.items.0.description', 200, true],
    ['services.items.0.features.0', 80, true],
    ['services.items.0.badge', 30, true],
    ['services.items.0.demo.title', 80, true],
    ['testimonials.eyebrow', 40, false],
    ['testimonials.title', 80, true],
    ['testimonials.lead', 200, false],
    ['howItWorks.title', 80, true],
    ['howItWorks.steps.0.title', 60, true],
    ['howItWorks.steps.0.timeline', 30, true],
    ['howItWorks.steps.0.description', 240, true],
    ['howItWorks.steps.0.proof', 80, true],
    ['seamless.title', 80, true],
    ['seamless.lead', 200, false],
    ['seamless.tools.0.tool', 40, true],
    ['seamless.tools.0.title', 60, true],
    ['seamless.tools.0.text', 240, true],
    ['seamless.drawings.chat.0.from', 30, true],
    ['seamless.drawings.chat.0.text', 80, true],
    ['seamless.drawings.review.timecode', 8, true],
    ['seamless.drawings.review.comment', 60, true],
    ['seamless.drawings.tasks.0.label', 30, true],
    ['seamless.drawings.taskStates.done', 20, true],
    ['seamless.drawings.taskStates.doing', 20, true],
    ['seamless.drawings.taskStates.todo', 20, true],
    ['seamless.ctaLabel', 40, true],
    ['seamless.ctaLead', 300, true],
    ['seo.title', seoLimits.titleMax, false],
    ['seo.description', seoLimits.descriptionMax, false],
    ['seo.image.alt', seoLimits.imageAltMax, true],
  ] as const;

  const checks = { named: '%s,', sides: () => home };
  testTextLimits(texts, checks);

  testListCounts(
    [
      ['hero.facts', 1, 3],
      ['painPoints.items', 1, 6],
      ['solution.stats', 1, 4],
      ['solution.points', 1, 6],
      ['services.items', 1, 6],
      ['services.items.0.features', 1, 6],
      ['howItWorks.steps', 2, 8],
      ['seamless.tools', 1, 3],
      ['seamless.drawings.chat', 1, 4],
      ['seamless.drawings.tasks', 1, 4],
    ] as const,
    checks,
  );
});

describe('the option lists: icons, colours, drawings', () => {
  it.each([
    ['painPoints.items.0.icon', painPointIcons],
    ['services.items.0.icon', serviceIcons],
    ['services.items.0.badgeColour', serviceBadgeColours],
    ['howItWorks.steps.0.icon', stepIcons],
    ['howItWorks.steps.0.colour', stepColours],
    ['seamless.tools.0.kind', toolKinds],
    ['seamless.drawings.tasks.0.state', taskStates],
  ] as const)(
    '%s: the Studio offers exactly the code’s, each named, and both refuse another',
    async (field, values) => {
      const list = fieldAt(field).options?.list ?? [];
      expect(optionValues(fieldAt(field))).toEqual([...values]);
      for (const option of list) expect(typeof option === 'object' && option.title?.trim()).toBeTruthy();
      for (const value of values) await expectBoth(edit(sample(), field, value), true);
      await expectBoth(edit(sample(), field, 'sparkles'), false);
    },
  );
});

describe('video ids and the share image', () => {
  it.each(mediaIdCases)(
    "a service's video: %s is accepted by both or refused by both",
    async (_label, id, accepted) => {
      await expectBoth(edit(sample(), 'services.items.1.demo.mediaId', id), accepted);
    },
  );

  it('a refused media id: the Studio says what it takes', () => {
    expect(studioRulesAt('services.items.0.demo.mediaId').custom!('https://x')).toBe(mediaIdHint);
  });

  it('a share image without its file: the Studio asks for it, the site reads the page without one', async () => {
    const withoutFile = edit(sample(), 'seo.image', { _type: 'image', alt: 'A product demo' });
    expect(studioPublishes(withoutFile)).toBe(false);
    expect(await siteReads(withoutFile)).toBe(true);
  });
});
