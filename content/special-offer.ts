// The home page's special offer popup.
import { media } from '@/content/media';
import { links } from '@/content/site';

export const specialOffer = {
  /** Opens once, this long after the home page loads. */
  delayMs: 5000,
  /** The countdown starts here: 3 days. */
  countdownSeconds: 259_200,
  title: 'Special Offer',
  headline: '3 Social Media Videos',
  text: 'Three short vertical videos for your launch, ready for every social feed.',
  videos: [
    { mediaId: media.specialOffer[0], title: 'Social video sample 1' },
    { mediaId: media.specialOffer[1], title: 'Social video sample 2' },
    { mediaId: media.specialOffer[2], title: 'Social video sample 3' },
  ],
  regularPrice: '$250',
  regularPriceLabel: 'Regular price',
  offerPrice: '$100',
  offerPriceLabel: 'Offer price',
  partner: 'for Lovable users',
  countdownLabel: 'Offer ends in',
  units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  cta: { label: 'Claim Your Offer', href: links.social },
  closeLabel: 'Close offer',
} as const;
