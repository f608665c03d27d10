// Client video testimonials for the home page carousel.
import { media } from '@/content/media';
import { claims, clientProfiles } from '@/content/site';

export type Testimonial = {
  company: string;
  author: { name: string; role: string; profileUrl: string };
  quote: string;
  /** Tint of the title card behind the play button. */
  thumbnailStyle: 'indigo' | 'amber' | 'emerald' | 'rose';
  /** Running time, m:ss. */
  duration: string;
  hasVideo: boolean;
  mediaId: string;
};

export const testimonials: Testimonial[] = [
  {
    company: 'Ledgerloop',
    author: { name: 'Maya Okafor', role: 'Co-founder & CEO', profileUrl: clientProfiles.mayaOkafor },
    quote: `Our demo video went live on a Tuesday. By the end of the month trial sign-ups from the pricing page were up ${claims.conversionIncrease}.`,
    thumbnailStyle: 'indigo',
    duration: '1:42',
    hasVideo: true,
    mediaId: media.testimonials[0],
  },
  {
    company: 'Pulsegrid',
    author: { name: 'Daniel Ruiz', role: 'Head of Growth', profileUrl: clientProfiles.danielRuiz },
    quote: `The onboarding series did what our help centre never could: early churn dropped ${claims.churnReduction} in one quarter.`,
    thumbnailStyle: 'emerald',
    duration: '2:05',
    hasVideo: true,
    mediaId: media.testimonials[1],
  },
  {
    company: 'Quillbase',
    author: { name: 'Priya Nair', role: 'VP Marketing', profileUrl: clientProfiles.priyaNair },
    quote:
      'They approved the script with us in two days and shipped every cut faster than our in-house team could review it.',
    thumbnailStyle: 'amber',
    duration: '1:18',
    hasVideo: true,
    mediaId: media.testimonials[2],
  },
  {
    company: 'Kitewave',
    author: { name: 'Tomas Lindqvist', role: 'Founder', profileUrl: clientProfiles.tomasLindqvist },
    quote: 'One webinar became six weeks of clips. Our YouTube channel finally brings in demos instead of just views.',
    thumbnailStyle: 'rose',
    duration: '1:56',
    hasVideo: true,
    mediaId: media.testimonials[3],
  },
];
