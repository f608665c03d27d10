// A landing page's own booking link and campaign tag (its Campaign tab): the Studio refuses a link that is not a
// full https address and a tag analytics would not keep, with its message, and the site reads exactly what the
// Studio publishes; every booking button of the page (the hero's, each call to action's) then opens the page's
// own link tagged with its own campaign, or, with both empty, the settings' booking page tagged with the page's
// address, as every other page's buttons are.
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingSections } from '@/components/landing/landing-sections';
import { BookingUrlProvider } from '@/components/ui/booking-url';
import { loadDataset } from '@/lib/content/dataset';
import { landingPageQuery } from '@/lib/landing/queries';
import { landingPageLookupSchema, type LandingPage } from '@/lib/landing/schemas';
import { landingPage } from '@/sanity/schema-types/landing-page';
import { studioAccepts, studioRules, type StudioType } from '../fixtures/studio-rules';

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
const embedded = dataset.find((doc) => doc._type === 'landingPage') as unknown as Record<string, unknown>;
const slug = 'webinar-offer';

/** What the site makes of a stored landing page: its query, run by groq-js, and its parser. */
const siteRead = async (doc: Record<string, unknown>) =>
  landingPageLookupSchema.safeParse(
    await (await evaluate(parse(landingPageQuery), { dataset: [doc as never], params: { slug } })).get(),
  );
const pageWith = async (fields: Record<string, unknown>) => {
  const read = await siteRead({ ...embedded, ...fields });
  if (!read.success) throw new Error(read.error.message);
  return read.data!;
};

const studioField = (name: string) =>
  (landingPage as unknown as StudioType).fields!.find((field) => field.name === name)!;
/** The Studio's message for a value: true when it publishes it. */
const studioSays = (name: string, value: unknown) => studioRules(studioField(name)).custom!(value, {});

describe('the Studio’s Campaign tab', () => {
  it('holds the booking link and the campaign tag, each saying what empty means', () => {
    for (const name of ['bookingUrl', 'campaign']) {
      const field = studioField(name) as StudioType & { group?: string; description?: string };
      expect(field.group).toBe('campaign');
      expect(field.description).toMatch(/Empty: the (booking page of the settings|page’s address)/);
    }
    expect((landingPage as unknown as { groups: { name: string; title: string }[] }).groups).toContainEqual({
      name: 'campaign',
      title: 'Campaign',
    });
  });

  const linkMessage = 'A full address that starts with https://, like https://cal.com/your-team/webinar.';
  const tagMessage = 'Lowercase letters, digits, dashes and underscores only, like webinar_q3.';
  // [field, what, value, the Studio's message or true]
  const cases = [
    ['bookingUrl', 'empty', undefined, true],
    ['bookingUrl', 'an https address', 'https://cal.com/launchframe/webinar-call', true],
    ['bookingUrl', 'one with its own query', 'https://cal.com/launchframe/webinar-call?duration=15', true],
    ['bookingUrl', 'an http address', 'http://cal.com/launchframe/webinar-call', linkMessage],
    ['bookingUrl', 'a relative address', '/book', linkMessage],
    ['bookingUrl', 'no address', 'cal.com/launchframe', linkMessage],
    ['bookingUrl', 'a script', 'javascript:alert(1)', linkMessage],
    ['campaign', 'empty', undefined, true],
    ['campaign', 'a tag', 'webinar_q3-2026', true],
    ['campaign', `${60} characters`, 'a'.repeat(60), true],
    ['campaign', `${61} characters`, 'a'.repeat(61), 'At most 60 characters.'],
    ['campaign', 'capitals', 'Webinar_Q3', tagMessage],
    ['campaign', 'a space', 'webinar q3', tagMessage],
    ['campaign', 'a path', 'webinar/q3', tagMessage],
  ] as const;

  for (const [name, what, value, says] of cases)
    it(`${name}: ${what} is ${says === true ? 'published, and read by the site' : `refused: “${says}”; the site refuses it too`}`, async () => {
      expect(studioSays(name, value)).toBe(says);
      const doc = { ...embedded, [name]: value };
      expect(studioAccepts(landingPage as unknown as StudioType, doc), 'the Studio').toBe(says === true);
      expect((await siteRead(doc)).success, 'the site').toBe(says === true);
    });
});

describe('the href of a landing page’s booking buttons', () => {
  const settingsBooking = 'https://cal.com/launchframe/from-the-settings';
  /** The hero's and the call to action's hrefs, as the page at its address renders them under the settings'
   * booking page. */
  const bookingHrefs = (page: LandingPage) => {
    const sections = page.sections.filter((section) => ['heroSection', 'callToActionSection'].includes(section._type));
    const html = renderToStaticMarkup(
      <PathnameContext.Provider value={`/${page.slug}`}>
        <BookingUrlProvider url={settingsBooking}>
          <LandingSections
            sections={sections}
            site={{ home: null, testimonials: [], logos: [], pricing: null }}
            booking={page}
          />
        </BookingUrlProvider>
      </PathnameContext.Provider>,
    );
    return [...html.matchAll(/href="([^"]*utm_medium[^"]*)"/g)].map(
      ([, href]) => new URL(href!.replace(/&amp;/g, '&')),
    );
  };
  const described = (url: URL) => ({
    link: `${url.origin}${url.pathname}`,
    medium: url.searchParams.get('utm_medium'),
    campaign: url.searchParams.get('utm_campaign'),
    source: url.searchParams.get('utm_source'),
  });

  it('without its own link or tag (the embedded page): the settings’ booking page, tagged with the page’s address', async () => {
    const page = await pageWith({});
    expect(page).toMatchObject({ bookingUrl: null, campaign: null });
    expect(bookingHrefs(page).map(described)).toEqual(
      ['landing-hero', 'landing-closing'].map((medium) => ({
        link: settingsBooking,
        medium,
        campaign: slug,
        source: 'launchframe.video',
      })),
    );
  });

  it('with both: its own link, tagged with its own campaign, on every booking button', async () => {
    const page = await pageWith({
      bookingUrl: 'https://cal.com/launchframe/webinar-call?duration=15',
      campaign: 'webinar_q3',
    });
    const hrefs = bookingHrefs(page);
    expect(hrefs.map(described)).toEqual(
      ['landing-hero', 'landing-closing'].map((medium) => ({
        link: 'https://cal.com/launchframe/webinar-call',
        medium,
        campaign: 'webinar_q3',
        source: 'launchframe.video',
      })),
    );
    // The link's own query stays.
    for (const href of hrefs) expect(href.searchParams.get('duration')).toBe('15');
  });

  it('with one of them: that one, and the usual other', async () => {
    const own = await pageWith({ bookingUrl: 'https://cal.com/launchframe/webinar-call' });
    expect(bookingHrefs(own).map(described)[0]).toMatchObject({
      link: 'https://cal.com/launchframe/webinar-call',
      campaign: slug,
    });
    const tagged = await pageWith({ campaign: 'webinar_q3' });
    expect(bookingHrefs(tagged).map(described)[0]).toMatchObject({ link: settingsBooking, campaign: 'webinar_q3' });
  });
});
