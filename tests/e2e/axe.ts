// axe-core's WCAG 2.2 AA and best-practice rules on the page as it is now: the violations, one line
// each (rule, impact, the elements). Only violations are gathered: passes are not needed here.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function axeViolations(page: Page, { tags = wcagTags }: { tags?: string[] | null } = {}) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
