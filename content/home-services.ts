// The four services on the home page. The first two open a demo video.
import { media } from '@/content/media';

export type ServiceIcon = 'demo' | 'onboarding' | 'webinar' | 'youtube';
export type ServiceBadgeColour = 'accent' | 'highlight' | 'success' | 'ink';

export type Service = {
  name: string;
  title: string;
  description: string;
  provider: string;
  icon: ServiceIcon;
  features: string[];
  badge: string;
  badgeColour: ServiceBadgeColour;
  /** A sample video opened from the card, when the service has one. */
  demo?: { mediaId: string; title: string };
};

export const homeServices: Service[] = [
  {
    name: 'Product Demo Videos',
    title: 'Product Demo Videos',
    description: 'A 60–120 second walkthrough that shows the job your product does, not every button it has.',
    provider: 'Launchframe',
    icon: 'demo',
    features: [
      'Script built around one conversion goal',
      'Screen capture with motion design',
      'Cut-downs for ads and social',
    ],
    badge: 'Most Popular',
    badgeColour: 'accent',
    demo: { mediaId: media.services.productDemo, title: 'Product demo video sample' },
  },
  {
    name: 'Explainers & Onboarding',
    title: 'Explainers & Onboarding',
    description: 'Short explainers and in-app onboarding clips that get new users to their first win.',
    provider: 'Launchframe',
    icon: 'onboarding',
    features: [
      'Feature explainers under 90 seconds',
      'Onboarding series for your activation steps',
      'Help-centre ready formats',
    ],
    badge: 'Best ROI',
    badgeColour: 'success',
    demo: { mediaId: media.services.explainers, title: 'Explainer and onboarding video sample' },
  },
  {
    name: 'Webinars & Event Repurposing',
    title: 'Webinars & Event Repurposing',
    description: 'One recorded webinar becomes a month of clips, highlights and an evergreen on-demand version.',
    provider: 'Launchframe',
    icon: 'webinar',
    features: ['Highlight reel and chaptered replay', '10–20 short clips per event', 'Captions and branded templates'],
    badge: 'High Impact',
    badgeColour: 'highlight',
  },
  {
    name: 'YouTube Content Strategy',
    title: 'YouTube Content Strategy',
    description: 'A channel plan, scripts and production that compound into search traffic and trial sign-ups.',
    provider: 'Launchframe',
    icon: 'youtube',
    features: ['Keyword-led topic plan', 'Scripts with tested hooks', 'Thumbnails and publishing cadence'],
    badge: 'Long-term Growth',
    badgeColour: 'ink',
  },
];
