// The cookie policy: what this site stores (almost nothing) and what third parties may set on play.
import { definitions, list, onlyWhen, paragraph, subheading, type LegalDocument } from '@/content/legal/document';
import { textLink } from '@/content/rich-text';
import { legalLinks, site } from '@/content/site';
import { DELIVERED_KEY, OUTBOX_KEY } from '@/lib/leads/outbox-key';

const privacyMail = textLink(site.email.privacy, `mailto:${site.email.privacy}`);

export const cookiePolicy: LegalDocument = {
  seo: {
    title: 'Cookie Policy',
    description: `${site.name} sets no tracking cookies. What this website stores on your device, what video players may set when you press play, and how to control it.`,
    keywords: ['cookie policy', 'cookies', 'local storage', 'ePrivacy Portugal', site.name],
    path: '/cookie-policy',
  },
  title: 'Cookie Policy',
  lead: 'The short version: this website sets no tracking cookies, so there is no banner to click. Video players from other companies may set cookies — but only after you press play.',
  sections: [
    {
      id: 'what-this-covers',
      heading: 'What this policy covers',
      blocks: [
        paragraph(
          'Cookies are small text files a website stores in your browser. Local storage is a similar browser feature that keeps data on your device without sending it with every request. Portuguese law (Article 5 of Law 41/2004, as amended by Law 46/2012) allows a website to store or read such information without your consent only when it is strictly necessary for a service you explicitly asked for. Everything else needs your prior consent.',
        ),
        paragraph([
          'This policy explains what is stored on your device when you visit this website, who stores it and how you can control it. It complements our ',
          textLink('Privacy Policy', '/privacy-policy'),
          '.',
        ]),
      ],
    },
    {
      id: 'no-tracking-cookies',
      heading: 'No tracking cookies, no banner',
      blocks: [
        onlyWhen(
          'analytics-off',
          paragraph(
            'When you open any page of this website, it sets no cookies at all: no analytics, no advertising pixels, no social-media trackers. The only thing the site itself may keep on your device is the strictly necessary item described below. Because nothing requires consent, we do not show a consent banner.',
          ),
        ),
        onlyWhen(
          'analytics-off',
          paragraph(
            'If we ever add a feature that needs consent, such as analytics, it will stay switched off until you agree, and we will update this policy first.',
          ),
        ),
        onlyWhen(
          'analytics-on',
          paragraph(
            'When you open any page of this website, it sets no cookies at all: no advertising pixels, no social-media trackers, and no analytics cookie. The only thing the site itself may keep on your device is the strictly necessary item described below. Because nothing requires consent, we do not show a consent banner.',
          ),
        ),
        onlyWhen(
          'analytics-on',
          paragraph([
            'We count visits with Plausible Analytics, which works without cookies and stores nothing on your device: no cookie, no local storage, no identifier. What it records is set out under “Visit statistics” in our ',
            textLink('Privacy Policy', '/privacy-policy'),
            '. If your browser sends Global Privacy Control or Do Not Track, nothing is counted.',
          ]),
        ),
      ],
    },
    {
      id: 'what-we-store',
      heading: 'What this website stores on your device',
      blocks: [
        definitions({
          term: 'Lead outbox (local storage, first party)',
          text: `When you leave your name and e-mail address to copy or download a script from one of our script generators, your browser keeps the submission in local storage under “${OUTBOX_KEY}” until our lead sheet confirms it has received it, so a submission lost to a dropped connection is sent again the next time you open a page of this site. The entry holds your name and e-mail address, the page you were on, whether you copied or downloaded, the time, a random reference number and how many times sending was tried. It is removed as soon as the sheet confirms it, and 30 days after you submitted it at the latest, even if it never got through (if you do not open a page of this site that day, the next page you open removes it). Once a submission is confirmed, its reference number alone — no name, no e-mail address — stays under “${DELIVERED_KEY}”, among the last 200 at most, so that another open tab does not send it again. All of this is strictly necessary to complete the request you made, so it needs no consent.`,
        }),
        paragraph(
          'The topics and details you type into the script generators are used to build the script in your browser; they are not stored after you leave the page.',
        ),
      ],
    },
    {
      id: 'video-players',
      heading: 'What video players may set when you press play',
      blocks: [
        paragraph(
          'Videos on this site show a still image (a poster) with a play button. Until you press it, no player loads and no cookie from a video platform is set. Loading the poster image from the video host’s image server does reveal your IP address to that host, like any image from another website, but sets no cookies.',
        ),
        paragraph(
          'When you press play, the player of the company hosting that video loads in your browser and may store the following:',
        ),
        subheading('Wistia (most videos)'),
        definitions(
          {
            term: 'Playback preferences (local storage)',
            text: 'Remembers settings such as volume, captions and where you stopped watching, so a video can resume. Kept until you clear your browser’s storage.',
          },
          {
            term: 'View statistics (cookies and local storage)',
            text: [
              'Count views and measure how much of a video is watched; in its privacy mode Wistia anonymises this data and sets no tracking cookies. See ',
              textLink('Wistia’s privacy policy', legalLinks.wistiaPrivacy),
              '.',
            ],
          },
        ),
        subheading('YouTube (some videos, in privacy-enhanced mode)'),
        paragraph([
          'We embed YouTube from youtube-nocookie.com, its privacy-enhanced mode. Once you press play, Google may set the following cookies on the youtube.com domains, and similar entries in local storage that remember player settings. They are governed by ',
          textLink('Google’s privacy policy', legalLinks.googlePrivacy),
          '.',
        ]),
        definitions(
          {
            term: 'YSC',
            text: 'Protects against abuse and keeps statistics for the embedded video. Deleted when you close the browser.',
          },
          {
            term: 'VISITOR_INFO1_LIVE',
            text: 'Estimates your connection speed to choose the video quality. About 6 months.',
          },
          { term: 'VISITOR_PRIVACY_METADATA', text: 'Stores your cookie-consent state for YouTube. About 6 months.' },
        ),
      ],
    },
    {
      id: 'other-websites',
      heading: 'Other websites we link to',
      blocks: [
        paragraph(
          'The booking page for discovery calls, our social-media profiles and the other sites we link to open in a new tab and set their own cookies under their own policies. Nothing from them is loaded on this website before you follow the link.',
        ),
        paragraph(
          'Authorised editors who sign in to our content studio receive the sign-in cookies of our content platform, Sanity; visitors never do.',
        ),
      ],
    },
    {
      id: 'your-choices',
      heading: 'How to control what is stored',
      blocks: [
        list(
          'Do not press play on a video if you do not want its player to load. Everything else on the site works without it.',
          'Block third-party cookies in your browser’s privacy settings; the players still work, with fewer saved preferences.',
          'Delete cookies and local storage for this and any other site at any time through your browser’s settings (often under “Site data” or “Privacy”).',
          'Use a private or incognito window, which discards everything when you close it.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        paragraph(
          'We update this policy whenever what is stored on your device changes. The effective date at the top shows the current version.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        paragraph([
          `Questions about cookies or storage? Write to ${site.name} in ${site.location.label} at `,
          privacyMail,
          '.',
        ]),
      ],
    },
  ],
};
