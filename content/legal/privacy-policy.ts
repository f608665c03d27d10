// The privacy policy (GDPR and Portuguese law): who controls which data, why, for how long, and the visitor's rights.
import { definitions, list, onlyWhen, paragraph, type LegalDocument } from '@/content/legal/document';
import { textLink } from '@/content/rich-text';
import { legalLinks, site } from '@/content/site';

const privacyMail = textLink(site.email.privacy, `mailto:${site.email.privacy}`);

export const privacyPolicy: LegalDocument = {
  seo: {
    title: 'Privacy Policy',
    description: `How ${site.name}, a video production studio in ${site.location.label}, collects, uses and protects personal data under the GDPR and Portuguese law, and how to exercise your rights.`,
    keywords: ['privacy policy', 'GDPR', 'RGPD', 'data protection Portugal', 'CNPD', site.name],
    path: '/privacy-policy',
  },
  title: 'Privacy Policy',
  lead: 'What we collect when you visit, use our free tools, book a call or work with us — why we collect it, who helps us process it, how long we keep it and how you stay in control.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        paragraph(
          `${site.name} is the trade name of a sole proprietor (empresário em nome individual) established in ${site.location.label}. We produce videos for software companies. For the personal data described in this policy we are the controller within the meaning of the General Data Protection Regulation (EU) 2016/679 (GDPR) and Portuguese Law 58/2019, which implements it.`,
        ),
        paragraph([
          'You can reach us about anything in this policy at ',
          privacyMail,
          `. As a one-person business we are not required to appoint a data protection officer; messages to that address are read by the proprietor. Our tax number (NIF) appears on every invoice and is available on request.`,
        ]),
      ],
    },
    {
      id: 'scope',
      heading: 'What this policy covers',
      blocks: [
        paragraph(
          'This policy applies to this website, our free script generators, the discovery calls you book with us, e-mail conversations, job applications and the projects we deliver for clients. Websites we link to — the booking page, video platforms, social networks — are run by other companies under their own privacy policies.',
        ),
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'The personal data we collect',
      blocks: [
        definitions(
          {
            term: 'When you browse this website',
            text: [
              'Our hosting provider records technical data for every request: IP address, date and time, the page requested, the referring page and your browser’s user agent. Video posters are loaded from our video hosts’ image servers, which therefore also see your IP address. We do not use cookies to track you (see the ',
              textLink('Cookie Policy', '/cookie-policy'),
              ').',
            ],
          },
          {
            term: 'When you use a script generator',
            text: 'To copy or download a generated script you give us your name and e-mail address. The topic and details you type to generate the script stay in your browser and are not sent to us.',
          },
          {
            term: 'When you book a discovery call',
            text: 'The scheduling service collects your name, e-mail address, the time you choose and anything you write in the booking form, such as your company and what you would like to discuss.',
          },
          {
            term: 'When you e-mail us',
            text: 'Your e-mail address, name and whatever you choose to include in the message and its attachments.',
          },
          {
            term: 'When you become a client',
            text: 'Contact and billing details (name, company, address, tax number), payment records, and the material you share for a project — which can include recordings of you or your team.',
          },
          {
            term: 'When you apply for a job',
            text: 'Your CV, portfolio, e-mail correspondence and any notes from interviews.',
          },
        ),
        paragraph(
          'We do not ask for special categories of data (such as health or political opinions). Please do not send them to us.',
        ),
      ],
    },
    {
      id: 'purposes-and-legal-bases',
      heading: 'Why we use your data, and our legal bases',
      blocks: [
        definitions(
          {
            term: 'To answer enquiries and hold discovery calls',
            text: 'Steps you ask us to take before a contract (Article 6(1)(b) GDPR).',
          },
          {
            term: 'To send the resources you asked for when you used a script generator, and occasional e-mails about video for SaaS',
            text: 'Your consent (Article 6(1)(a) GDPR and Article 13-A of Law 41/2004). Every e-mail has an unsubscribe link, and you can withdraw consent at any time without affecting what we did before.',
          },
          {
            term: 'To deliver projects, invoice and get paid',
            text: 'Performance of our contract with you or your employer (Article 6(1)(b)); keeping invoices and accounting records is a legal obligation (Article 6(1)(c)).',
          },
          {
            term: 'To assess job applications',
            text: 'Steps you ask us to take before a contract (Article 6(1)(b)); keeping your application for future openings only with your consent (Article 6(1)(a)).',
          },
          {
            term: 'To keep the website secure and working',
            text: 'Our legitimate interest in protecting the site against abuse and fixing errors (Article 6(1)(f)).',
          },
          {
            term: 'To establish, exercise or defend legal claims',
            text: 'Our legitimate interest (Article 6(1)(f)).',
          },
        ),
        paragraph(
          'We do not sell personal data, and we do not make decisions about you based solely on automated processing, including profiling, that produce legal or similarly significant effects.',
        ),
      ],
    },
    {
      id: 'service-providers',
      heading: 'Service providers we rely on',
      blocks: [
        paragraph(
          'We use a small number of providers that process personal data on our behalf under data processing terms (Article 28 GDPR), or, where noted, as independent controllers under their own policies:',
        ),
        definitions(
          {
            term: 'Lead spreadsheet — Google (Google Sheets and Apps Script)',
            text: [
              'Receives the name and e-mail address you leave in a script generator and stores them in our spreadsheet. Provided by Google Ireland Limited; see ',
              textLink('Google’s privacy policy', legalLinks.googlePrivacy),
              '.',
            ],
          },
          {
            term: 'Scheduling — Cal.com',
            text: [
              'Runs our booking page and sends the calendar invitation. See ',
              textLink('Cal.com’s privacy policy', legalLinks.calPrivacy),
              '.',
            ],
          },
          {
            term: 'Video hosting — Wistia',
            text: [
              'Hosts most of the videos on this site and serves their posters. The player loads only when you press play. Wistia, Inc. is based in the United States; see ',
              textLink('Wistia’s privacy policy', legalLinks.wistiaPrivacy),
              '.',
            ],
          },
          {
            term: 'Video platform — YouTube',
            text: [
              'Some videos play through YouTube’s privacy-enhanced player, which loads only when you press play. When it does, Google processes your data as a controller under ',
              textLink('Google’s privacy policy', legalLinks.googlePrivacy),
              '.',
            ],
          },
          {
            term: 'Content management — Sanity',
            text: [
              'Stores our blog articles and the accounts of the people who edit them. Sanity AS is based in Norway (EEA); see ',
              textLink('Sanity’s privacy policy', legalLinks.sanityPrivacy),
              '.',
            ],
          },
          {
            term: 'Hosting, e-mail and accounting',
            text: 'Our web host, e-mail provider and certified accountant process data only as needed to run the site, handle correspondence and keep the books required by Portuguese law.',
          },
        ),
        onlyWhen(
          'analytics-on',
          definitions({
            term: 'Visit statistics — Plausible Analytics',
            text: [
              'Counts visits without cookies, as described under “Visit statistics”. Plausible Insights OÜ is based in Estonia (EU); see ',
              textLink('Plausible’s data policy', legalLinks.plausibleDataPolicy),
              '.',
            ],
          }),
        ),
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        paragraph([
          'Clients can pay invoices by card or bank transfer through Stripe. Stripe Payments Europe, Limited (Ireland) processes your payment details; we never see or store full card numbers. Stripe also acts as an independent controller to prevent fraud and meet its own legal obligations. Read ',
          textLink('Stripe’s privacy policy', legalLinks.stripePrivacy),
          ', and use ',
          textLink('Stripe’s Privacy Center', legalLinks.stripePrivacyCenter),
          ' to exercise your rights with Stripe or object to its processing.',
        ]),
      ],
    },
    {
      id: 'visit-statistics',
      heading: 'Visit statistics',
      when: 'analytics-on',
      blocks: [
        paragraph([
          'We count visits with Plausible Analytics, a cookieless service run by Plausible Insights OÜ in Estonia (EU) on servers in the EU. It sets no cookie and stores nothing on your device. For each page you open it records the page’s address, the page or site that sent you, your browser, operating system, device type and country. Your IP address and your browser’s identifying string are used, together with a random value that changes every day, only to count you once per day; they are not stored. See ',
          textLink('Plausible’s data policy', legalLinks.plausibleDataPolicy),
          '.',
        ]),
        paragraph(
          'We also count, without anything that identifies you: a click on a button that books a call (and which button, on which page), opening and claiming the special offer, a script made with a script generator (its type, never what you typed), a copy or download after you left your details (never your name or e-mail address), a first use of the ROI calculator, a click on a link to another website, an address on this site that does not exist, and how quickly each page loaded and responded for you (Core Web Vitals, in ranges).',
        ),
        paragraph(
          'Nothing is counted or sent if your browser asks websites not to track you (Global Privacy Control or Do Not Track). Counting visits this way serves our legitimate interest in knowing which pages help visitors (Article 6(1)(f)); as nothing is stored on or read from your device, it needs no consent.',
        ),
      ],
    },
    {
      id: 'analytics-and-advertising',
      heading: 'Analytics and advertising',
      blocks: [
        onlyWhen(
          'analytics-off',
          paragraph(
            'This website does not load Google Analytics or any other analytics or advertising tag by default, which is why you see no cookie banner. If we ever add analytics, it will only run after you agree, and we will update this policy and the Cookie Policy before it does.',
          ),
        ),
        onlyWhen(
          'analytics-on',
          paragraph(
            'Apart from the cookieless visit counting described under “Visit statistics”, this website loads no analytics or advertising tag: no Google Analytics, no advertising pixels, no social-media trackers. That is why you see no cookie banner.',
          ),
        ),
        paragraph([
          'We may advertise our services on Google and YouTube. Google decides which ads you see there under ',
          textLink('Google’s privacy policy', legalLinks.googlePrivacy),
          ', and its page on ',
          textLink(
            'how Google uses information from sites and apps that use its services',
            legalLinks.googlePartnerSites,
          ),
          ' explains what Google Analytics and its ad services collect. You can stop Google Analytics from measuring your visits on every website with ',
          textLink('Google’s Analytics opt-out browser add-on', legalLinks.googleAnalyticsOptOut),
          ', and turn off personalised ads in ',
          textLink('Google’s ad settings', legalLinks.googleAdSettings),
          '.',
        ]),
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      blocks: [
        paragraph([
          'Some providers — Wistia, Cal.com and, for some services, Google and Stripe — process data in the United States or give access to it from there. Where a provider is certified under the ',
          textLink('EU-U.S. Data Privacy Framework', legalLinks.dataPrivacyFramework),
          ', transfers rely on the European Commission’s adequacy decision of 10 July 2023; otherwise they rely on the Commission’s standard contractual clauses (Article 46(2)(c) GDPR) with additional safeguards where needed. You can ask us for a copy of the relevant safeguards.',
        ]),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      blocks: [
        list(
          'Names and e-mail addresses from the script generators: until you withdraw consent or unsubscribe, and at most 24 months after our last contact with you.',
          'Discovery-call bookings and enquiries that do not lead to a project: 24 months after our last contact.',
          'Contracts, invoices and accounting records: 10 years after the end of the year they relate to, as Portuguese tax law requires.',
          'Project material: for the duration of the project and 12 months after delivery, so we can make revisions, unless we agree otherwise.',
          'Job applications: 6 months after the recruitment ends, or 12 months if you agree that we keep them for future openings.',
          'Server logs: 30 days, unless needed to investigate an incident.',
        ),
        paragraph('When a period ends we delete the data or anonymise it so that it no longer identifies you.'),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        paragraph('Under the GDPR you have the right to:'),
        definitions(
          { term: 'Access', text: 'get confirmation that we process your data and a copy of it (Article 15).' },
          { term: 'Rectification', text: 'have inaccurate or incomplete data corrected (Article 16).' },
          {
            term: 'Erasure',
            text: 'have your data deleted when we no longer need it or you withdraw consent (Article 17).',
          },
          {
            term: 'Restriction',
            text: 'ask us to pause processing while a question about it is settled (Article 18).',
          },
          {
            term: 'Portability',
            text: 'receive the data you gave us in a machine-readable format, or have it sent to someone else (Article 20).',
          },
          {
            term: 'Objection',
            text: 'object to processing based on our legitimate interests, and to direct marketing at any time (Article 21).',
          },
          { term: 'Withdraw consent', text: 'at any time, as easily as you gave it (Article 7(3)).' },
        ),
        paragraph([
          'To exercise a right, write to ',
          privacyMail,
          '. We answer within one month; if a request is complex we may extend this by two further months and will tell you why. Exercising your rights is free. We may ask you to confirm your identity before acting on a request.',
        ]),
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        paragraph([
          'Our website and services are meant for businesses and are not directed at children under 16. We do not knowingly collect personal data from anyone under 16. If you believe a child has given us personal data, write to ',
          privacyMail,
          ' and we will delete it.',
        ]),
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      blocks: [
        paragraph(
          'The site is served only over HTTPS with strict security headers; accounts with our providers are protected by strong, unique passwords and two-factor authentication; project files are shared through access-controlled links that we revoke after delivery. No system is perfectly secure: if a breach is likely to put you at risk, we will notify the CNPD within 72 hours and tell you without undue delay.',
        ),
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        paragraph([
          'If you think we have handled your data unlawfully, please tell us first so we can put it right. You also have the right to lodge a complaint with a supervisory authority. In Portugal that is the Comissão Nacional de Proteção de Dados (CNPD), Av. D. Carlos I, 134, 1.º, 1200-651 Lisboa — ',
          textLink('www.cnpd.pt', legalLinks.cnpd),
          '. If you live or work in another EU country, you can also complain to the authority there.',
        ]),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        paragraph(
          'We update this policy when our services or the law change. The effective date at the top always shows the current version; if a change affects how we use data you already gave us, we will tell you by e-mail before it applies.',
        ),
      ],
    },
  ],
};
