// Home content invariants that must not drift: 15 logos at 140x48, the four services and badges,
// the four dated steps, the offer's timing. The testimonials and the offer itself are documents:
// tests/unit/marketing-content.test.ts.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientLogos } from '@/content/client-logos';
import { homeServices } from '@/content/home-services';
import { media } from '@/content/media';
import { processSteps } from '@/content/process-steps';
import { specialOffer } from '@/content/special-offer';
import { videoPosters } from '@/content/video';

describe('home content', () => {
  it('lists 15 distinct client logos, 140x48, whose files exist', () => {
    expect(clientLogos).toHaveLength(15);
    expect(new Set(clientLogos.map((logo) => logo.name)).size).toBe(15);
    for (const logo of clientLogos) {
      expect([logo.width, logo.height]).toEqual([140, 48]);
      expect(existsSync(`public${logo.src}`), logo.src).toBe(true);
    }
  });

  it('has the four services with their badges; the first two open the demo videos', () => {
    expect(homeServices.map((service) => [service.name, service.badge])).toEqual([
      ['Product Demo Videos', 'Most Popular'],
      ['Explainers & Onboarding', 'Best ROI'],
      ['Webinars & Event Repurposing', 'High Impact'],
      ['YouTube Content Strategy', 'Long-term Growth'],
    ]);
    expect(homeServices.map((service) => service.demo?.mediaId)).toEqual([
      media.services.productDemo,
      media.services.explainers,
      undefined,
      undefined,
    ]);
  });

  it('has the four steps with their timeline, Day 1 to Days 13-14', () => {
    expect(processSteps.map((step) => `${step.title} (${step.timeline})`)).toEqual([
      'Discovery Call (Day 1)',
      'Strategy & Script (Days 2-4)',
      'Production & Edit (Days 5-12)',
      'Launch & Optimize (Days 13-14)',
    ]);
  });

  it('opens the offer after 5 s, with a 259200 s countdown when it has no end date', () => {
    expect([specialOffer.delayMs, specialOffer.countdownSeconds]).toEqual([5000, 259_200]);
  });

  it('has a self-hosted poster file for every listed poster', () => {
    for (const poster of Object.values(videoPosters)) {
      expect(poster.src.startsWith('/')).toBe(true);
      expect(existsSync(`public${poster.src}`), poster.src).toBe(true);
    }
  });
});
