import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settle } from './layout-checks.js';

type RunOptions = Parameters<AxeBuilder['options']>[0];

const WCAG_21_AA: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Passes and incomplete checks are not read: axe then keeps one node of each, not every node.
  resultTypes: ['violations'],
};

type Frame = ReturnType<Page['mainFrame']>;

/**
 * Axe's Playwright runner checks every frame (cross-origin ones too, such as a provider's card
 * fields) and then merges the frames' results in a new blank page: a new renderer and one more copy
 * of axe for every check. Our pages leave axe's globals alone, so the checked page merges them itself
 * (decision 129).
 *
 * It also gives axe one second to load into each frame and, past that, skips the frame without a
 * word: a first script in a cross-origin frame took 1.0–1.05 s on a busy two-core machine, so
 * provider fields went unchecked. Here loading waits as long as the test may (decision 130).
 */
function axeOn(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options(WCAG_21_AA);
  const internals = builder as unknown as { script(): string; axeConfigure(): Promise<string> };
  Object.assign(builder, {
    inject: async (frames: Frame[]) => {
      for (const frame of frames) {
        await frame.evaluate(internals.script());
        await frame.evaluate(await internals.axeConfigure());
      }
    },
    finishRun: (partials: unknown) =>
      page.evaluate(
        ([results, options]) =>
          (
            window as unknown as { axe: { finishRun(r: unknown, o: unknown): Promise<unknown> } }
          ).axe.finishRun(results, options),
        [partials, WCAG_21_AA] as const,
      ),
  });
  return builder;
}

/**
 * Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the page once it has
 * settled. Axe reads colours as they are drawn: a button caught in its 150 ms colour transition (a
 * secondary button that has just become a danger one) fails contrast though its end state passes.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settle(page);
  const results = await axeOn(page).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
