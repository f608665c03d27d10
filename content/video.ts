// Words the video facades and dialogs show or say to assistive technology, and their self-hosted posters.
import { media } from '@/content/media';

export const videoLabels = {
  /** Prefix of every play button's name: 'Play video: {title}'. */
  playPrefix: 'Play video:',
  /** Names the region that holds a running player. */
  playerPrefix: 'Video player:',
  closeDialog: 'Close video',
} as const;

export type VideoPoster = { src: string; alt: string };

/** Self-hosted posters by media id, so no video host is asked before play; others get a title card. */
export const videoPosters: Record<string, VideoPoster> = {
  [media.hero]: { src: '/posters/hero.webp', alt: 'A SaaS analytics dashboard with conversions climbing' },
  [media.services.productDemo]: { src: '/posters/product-demo.webp', alt: 'A product screen from a demo video' },
  [media.services.explainers]: {
    src: '/posters/explainers.webp',
    alt: 'An onboarding checklist from an explainer video',
  },
  [media.testimonials[0]]: { src: '/posters/testimonial-ledgerloop.webp', alt: 'Maya Okafor of Ledgerloop on camera' },
  [media.testimonials[1]]: { src: '/posters/testimonial-pulsegrid.webp', alt: 'Daniel Ruiz of Pulsegrid on camera' },
  [media.testimonials[2]]: { src: '/posters/testimonial-quillbase.webp', alt: 'Priya Nair of Quillbase on camera' },
  [media.testimonials[3]]: { src: '/posters/testimonial-kitewave.webp', alt: 'Tomas Lindqvist of Kitewave on camera' },
  [media.specialOffer[0]]: { src: '/posters/social-1.webp', alt: 'A vertical social video with a bold product shot' },
  [media.specialOffer[1]]: { src: '/posters/social-2.webp', alt: 'A vertical social video with on-screen captions' },
  [media.specialOffer[2]]: { src: '/posters/social-3.webp', alt: 'A vertical social video with a call to action' },
};
