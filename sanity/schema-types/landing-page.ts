// Sanity schema: a campaign landing page at an address the marketer chooses (/webinar-offer), built from the
// site's sections in the order they choose, with its SEO. Each section's definition is in its folder
// (components/landing/sections/<section>/schema.ts). The site's parser (lib/landing/schemas.ts) is derived from
// these definitions; its address, the order of its sections, and its own booking link and campaign tag (the
// Campaign tab) follow the rules of lib/landing/limits.ts, which the Studio applies here: a page the site would
// refuse cannot be published, nor one at an address the site serves. A page may be published ahead of the time it
// goes live (lib/landing/schedule.ts).
import { RocketIcon } from '@sanity/icons/Rocket';
import { callToActionSection } from '../../components/landing/sections/call-to-action/schema';
import { faqSection } from '../../components/landing/sections/faq/schema';
import { heroSection } from '../../components/landing/sections/hero/schema';
import { logosSection } from '../../components/landing/sections/logos/schema';
import { pricingSection } from '../../components/landing/sections/pricing/schema';
import { processSection } from '../../components/landing/sections/process/schema';
import { servicesSection } from '../../components/landing/sections/services/schema';
import { statsSection } from '../../components/landing/sections/stats/schema';
import { testimonialsSection } from '../../components/landing/sections/testimonials/schema';
import { videoShowcaseSection } from '../../components/landing/sections/video-showcase/schema';
import {
  landingBookingUrlProblem,
  landingCampaignProblem,
  landingLimits as limits,
  landingSlugify,
  landingSlugProblem,
  sectionsProblem,
} from '../../lib/landing/limits';
import { defineField } from '../fields/define';
import { document } from '../fields/page';
import { seoField } from '../fields/shapes';
import { line } from '../fields/text';
import { itemCount, quotesKnownClaims } from '../fields/rules';

/** ' · goes live …' for a go-live time still to come, else nothing. */
const scheduledNote = (liveFrom: unknown) =>
  typeof liveFrom === 'string' && Date.parse(liveFrom) > Date.now()
    ? ` · goes live ${new Date(liveFrom).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`
    : '';

export const landingPage = document(
  'landingPage',
  'Landing page',
  [
    // The page's name: the last crumb of its breadcrumb, and the Studio's list.
    line('title', 80, 'The page’s name.', {
      group: 'page',
      description: 'The page’s name: the last crumb of its breadcrumb, and its name here. Visitors see the hero.',
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      group: 'page',
      description: 'The page is at /{address}: lowercase letters, digits and dashes, and not an address the site has.',
      options: { source: 'title', maxLength: limits.slugMax, slugify: landingSlugify },
      // The rule says what is missing itself: an error() here would also replace the slug type's own
      // "already in use" message (another landing page has the address).
      validation: (rule) => rule.custom((slug?: { current?: unknown }) => landingSlugProblem(slug?.current) ?? true),
    }),
    defineField({
      name: 'sections',
      type: 'array',
      group: 'page',
      description:
        'In the order they appear. A hero first; each kind of section once, calls to action as often as needed.',
      of: [
        heroSection,
        videoShowcaseSection,
        servicesSection,
        testimonialsSection,
        processSection,
        statsSection,
        pricingSection,
        faqSection,
        logosSection,
        callToActionSection,
      ],
      validation: (rule) => [
        ...itemCount(rule, ['section', 'sections'], limits.sectionsMin, limits.sectionsMax),
        rule.custom(
          (sections?: { _type?: unknown }[]) =>
            sectionsProblem((sections ?? []).map((section) => section._type)) ?? true,
        ),
      ],
    }),
    // Where the page's booking buttons lead, and the tag that names the campaign in the bookings: each empty keeps
    // what every other page does.
    defineField({
      name: 'bookingUrl',
      title: 'Booking link',
      type: 'url',
      group: 'campaign',
      description:
        'Where every booking button of this page leads (the hero’s, each call to action’s): a full https:// address. Empty: the booking page of the settings, as on the rest of the site.',
      validation: (rule) => rule.custom((url) => landingBookingUrlProblem(url) ?? true),
    }),
    defineField({
      name: 'campaign',
      title: 'Campaign tag',
      type: 'string',
      group: 'campaign',
      description: `The campaign the bookings from this page are counted under (utm_campaign): lowercase letters, digits, dashes and underscores, at most ${limits.campaignMax}, like webinar_q3. Empty: the page’s address, like webinar-offer.`,
      validation: (rule) => rule.custom((campaign) => landingCampaignProblem(campaign) ?? true),
    }),
    // Nothing announces the time (no webhook): the site's own clock decides at each visit (lib/landing/schedule.ts).
    defineField({
      name: 'liveFrom',
      title: 'Goes live at',
      type: 'datetime',
      group: 'campaign',
      description:
        'Optional: publish the page ahead and it goes live at this time, with nothing more to publish. Before it, a visitor at its address sees the site’s “page not found” page, and the page is not in the sitemap; the preview shows it at any time. A site built as static files shows it from its first build after this time. Empty: live as soon as it is published.',
    }),
    seoField,
  ],
  {
    icon: RocketIcon,
    validation: (rule) => quotesKnownClaims(rule),
    groups: [
      { name: 'page', title: 'Page', default: true },
      { name: 'campaign', title: 'Campaign' },
      { name: 'seo', title: 'SEO' },
    ],
    preview: {
      select: { title: 'title', slug: 'slug.current', liveFrom: 'liveFrom' },
      // A page not live yet says when it will be, in the editor's own time.
      prepare: ({ title, slug, liveFrom }) => ({
        title: title || 'Landing page',
        subtitle: `${slug ? `/${slug}` : 'No address yet'}${scheduledNote(liveFrom)}`,
      }),
    },
  },
);
