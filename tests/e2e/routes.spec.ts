// Every route as a visitor's browser loads it: no Content-Security-Policy violation (each build
// sends its own policies, so on both), and where the viewport changes what is on screen (desktop,
// phone) nothing moves while the page loads and hydrates and axe finds no violation. The export's
// markup is the server build's, so the export is checked for its policies only.
import type { TestInfo } from '@playwright/test';
import { staticRoutes } from '@/content/routes';
import { caseStudies, caseStudyPath } from '../fixtures/embedded-content';
import { axeViolations } from './axe';
import { cspErrors, watchViolations } from './csp-violations';
import { expect, test } from './fixtures';
import { recordLayoutShifts, settled } from './page-state';

const routes = [
  ...staticRoutes.map((route) => route.path),
  ...caseStudies.map((study) => caseStudyPath(study.slug)),
  // A post with every kind of block (contents, image, video, call to action), one without a slug or image,
  // a category's second page (topics, pagination), and the not-found pages.
  '/blog/feature-launch-video-playbook',
  '/blog/post-no-slug-behind-the-scenes',
  '/blog/category/product-demos/page/2',
  '/blog/no-such-post',
  '/no-such-page',
];

const isExport = (testInfo: TestInfo) => testInfo.project.name === 'export';

for (const path of routes) {
  test(`${path}: no policy violation, no layout shift, no axe violation @phone @export`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const violations = await watchViolations(page);
    const shifts = await recordLayoutShifts(page);
    await page.goto(path);
    await settled(page);
    expect(violations).toEqual([]);
    expect(cspErrors(consoleErrors)).toEqual([]);
    if (isExport(testInfo)) return;
    expect(await shifts()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}

// The server build's /studio is the Studio itself (tests/e2e-sanity/studio.spec.ts).
test('/studio on a site with no Sanity project: no policy violation, no axe violation @export-only', async ({
  page,
  consoleErrors,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/studio');
  await settled(page);
  expect(violations).toEqual([]);
  expect(cspErrors(consoleErrors)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
