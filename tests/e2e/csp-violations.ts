// Content-Security-Policy violations a page reports, for the specs that check no policy blocks
// anything a visitor or an editor needs.
import type { Page } from '@playwright/test';

/** Collects every CSP violation the page reports, from its first script on. */
export async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

/** The console's CSP errors (a blocked inline script is also logged there). */
export const cspErrors = (errors: string[]) => errors.filter((text) => /Content Security Policy/i.test(text));
