// Site facts in one place: name, contact and every external URL (the claims are in the settings' document, and the
// description quotes them as `{name}`). No
// configuration is read here: client islands import this file, and the parsed env (zod) must stay out of browser
// bundles.

export const site = {
  name: 'Launchframe',
  legalName: 'Launchframe — Video Production for SaaS',
  tagline: 'Video production for SaaS companies',
  /** It quotes the settings' claims: lib/seo.ts fills them (lib/marketing/claims.ts). */
  description:
    'Launchframe produces product demo, explainer, onboarding and short-form videos for SaaS companies — scripted, shot and delivered in {process} days, with a {guarantee}-day performance guarantee.',
  foundingYear: 2024,
  copyrightYear: 2025,
  locale: 'en_US',
  location: { city: 'Lisbon', country: 'Portugal', countryCode: 'PT', label: 'Lisbon, Portugal' },
  email: {
    hello: 'hello@launchframe.video',
    careers: 'careers@launchframe.video',
    privacy: 'privacy@launchframe.video',
  },
} as const;

export const links = {
  /** The free 15-minute discovery call on the external scheduling service. */
  booking: 'https://cal.com/launchframe/video-growth-plan',
  social: 'https://www.instagram.com/launchframe.video',
  professionalNetwork: 'https://www.linkedin.com/company/launchframe-video',
  /** The partner app-building tool of the special offer. */
  partnerTool: 'https://lovable.dev',
  founders: {
    tomas: 'https://www.linkedin.com/in/tomas-almeida-launchframe',
    sofia: 'https://www.linkedin.com/in/sofia-marques-launchframe',
  },
} as const;

/** Every booking link names this site as its source (utm_source), so the scheduling service's bookings say
 * where they came from; utm_medium names the call to action and utm_campaign the page (lib/analytics/booking.ts). */
export const bookingSource = 'launchframe.video';

/** Outbound URLs the legal pages cite. */
export const legalLinks = {
  stripePrivacy: 'https://stripe.com/privacy',
  stripePrivacyCenter: 'https://stripe.com/legal/privacy-center',
  googlePrivacy: 'https://policies.google.com/privacy',
  googlePartnerSites: 'https://policies.google.com/technologies/partner-sites',
  googleAnalyticsOptOut: 'https://tools.google.com/dlpage/gaoptout',
  googleAdSettings: 'https://adssettings.google.com',
  wistiaPrivacy: 'https://wistia.com/privacy',
  calPrivacy: 'https://cal.com/privacy',
  sanityPrivacy: 'https://www.sanity.io/legal/privacy',
  plausibleDataPolicy: 'https://plausible.io/data-policy',
  dataPrivacyFramework: 'https://www.dataprivacyframework.gov',
  cnpd: 'https://www.cnpd.pt',
  complaintsBook: 'https://www.livroreclamacoes.pt',
  consumerPortal: 'https://www.consumidor.gov.pt',
} as const;

/** Professional-network profiles of the clients quoted on the home page (author names link here). */
export const clientProfiles = {
  mayaOkafor: 'https://www.linkedin.com/in/maya-okafor-ledgerloop',
  danielRuiz: 'https://www.linkedin.com/in/daniel-ruiz-pulsegrid',
  priyaNair: 'https://www.linkedin.com/in/priya-nair-quillbase',
  tomasLindqvist: 'https://www.linkedin.com/in/tomas-lindqvist-kitewave',
} as const;
