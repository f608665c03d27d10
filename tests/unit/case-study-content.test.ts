// The embedded case studies (content/dataset.ndjson): every one with a page makes a valid page
// (unique slug, playable media ids, notes for every tab, a client site) and the list's links point
// at real studies.
import { describe, expect, it } from 'vitest';
import {
  beforeAfterKeys,
  caseStudies,
  caseStudyCards,
  caseStudyPath,
  findCaseStudy,
} from '../fixtures/embedded-content';
import { staticRoutes } from '@/content/routes';
import { parseMediaSource } from '@/components/video/media-source';

describe('case study pages data', () => {
  it('has unique, URL-safe slugs that are not also static routes', () => {
    const slugs = caseStudies.map((study) => study.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const staticPaths = staticRoutes.map((route) => route.path as string);
    for (const slug of slugs) expect(staticPaths).not.toContain(caseStudyPath(slug));
  });

  it('gives every tab a before and an after video that a facade can play, and notes for both', () => {
    for (const study of caseStudies) {
      for (const key of beforeAfterKeys) {
        const videos = study.beforeAfterVideos[key];
        expect(() => parseMediaSource(videos.before)).not.toThrow();
        expect(() => parseMediaSource(videos.after)).not.toThrow();
        expect(study.beforeAfterNotes[key].before.length).toBeGreaterThan(0);
        expect(study.beforeAfterNotes[key].after.length).toBeGreaterThan(0);
      }
      expect(() => parseMediaSource(study.mainTestimonialVideo)).not.toThrow();
      expect(() => parseMediaSource(study.gif.id)).not.toThrow();
      expect(study.clientUrl).toMatch(/^https:\/\//);
      expect(study.pullQuote.role).toMatch(/Co-founder & CEO/);
    }
  });

  it("plays the first study's tutorial 'after' video through YouTube", () => {
    expect(parseMediaSource(caseStudies[0]!.beforeAfterVideos.tutorials.after).host).toBe('youtube');
  });

  it('links list cards only to studies that exist, and at least one card does', () => {
    const linked = caseStudyCards.filter((card) => card.slug);
    expect(linked.length).toBeGreaterThan(0);
    for (const card of linked) expect(findCaseStudy(card.slug!)).toBeDefined();
    expect(findCaseStudy('no-such-study')).toBeUndefined();
  });
});
