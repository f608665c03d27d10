// axe on every page route (and the 404 page): on a desktop against the server build and on a
// phone against the export. Both builds render the same markup from the same components (the
// export's own pages and headers are checked in static-host.spec.ts and content-security.spec.ts),
// while the viewport changes what is on screen (the menu sheet, the stacked layouts): so each
// route is checked in both viewports and both builds, once each, not four times.
import AxeBuilder from '@axe-core/playwright';
import { caseStudies, caseStudyPath } from '../fixtures/embedded-content';
import { staticRoutes } from '@/content/routes';
import { expect, test } from './fixtures';

const routes = [
  ...staticRoutes.map((route) => route.path),
  ...caseStudies.map((study) => caseStudyPath(study.slug)),
  '/this-page-does-not-exist',
  // Blog: a post with a main image and links, and one without a slug or image.
  '/blog/how-long-should-a-saas-demo-video-be',
  '/blog/post-no-slug-behind-the-scenes',
  '/studio',
];

for (const path of routes) {
  test(`axe finds no violations on ${path} @export-mobile`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const summary = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
}
