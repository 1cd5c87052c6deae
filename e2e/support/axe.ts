import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settle } from './layout-checks.js';

/**
 * Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the page once it has
 * settled. Axe reads colours as they are drawn: a button caught in its 150 ms colour transition (a
 * secondary button that has just become a danger one) fails contrast though its end state passes.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
