import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the page has stopped moving: fonts loaded, every finite animation and transition
 * finished (a spinner's endless one is left alone), and two frames drawn so that ResizeObservers
 * have had their say. A layout that feeds on itself (issue 13's carousel) keeps growing past this.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 3000))]);
    for (let i = 0; i < 2; i += 1) await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  });
}

interface OverflowReport {
  scrollWidth: number;
  innerWidth: number;
  offenders: string[];
}

/**
 * Fails when the page is wider than the viewport: the document scrolls sideways, a phone has
 * zoomed out to fit it (window.innerWidth grows past the device width when isMobile), or an element
 * reaches past either edge without an ancestor that clips it (a carousel's hidden slides are fine).
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const report = await page.evaluate((viewport): OverflowReport => {
    const inside = (r: DOMRect) => r.left >= -1 && r.right <= viewport + 1;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible' && inside(up.getBoundingClientRect())) return true;
      }
      return false;
    };
    const past = new Set<Element>();
    const offenders: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      // Visually hidden text is a 1 px box, and empty boxes draw nothing.
      if (r.width <= 1 || r.height <= 1 || inside(r) || clipped(el)) continue;
      past.add(el);
      // Name the outermost element only: its children are past the edge because it is.
      if (el.parentElement && past.has(el.parentElement)) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${Array.from(el.classList).map((c) => `.${c}`).join('')}`;
      offenders.push(`${name} from ${Math.round(r.left)} to ${Math.round(r.right)} px: "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, offenders: offenders.slice(0, 10) };
  }, width);
  expect.soft(report.offenders, `elements past the ${width} px viewport on ${page.url()}`).toEqual([]);
  expect.soft(report.scrollWidth, `document width on ${page.url()}`).toBeLessThanOrEqual(width);
  expect.soft(report.innerWidth, `layout viewport on ${page.url()} (a phone zooms out to fit a wide page)`).toBeLessThanOrEqual(width);
}

/** Fails when the control is not wholly on the first screen, before any scrolling. */
export async function expectOnFirstScreen(page: Page, control: Locator, what: string): Promise<void> {
  const height = page.viewportSize()?.height ?? 0;
  await expect(control, what).toBeVisible();
  const box = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
  });
  expect.soft(box.bottom, `${what} ends ${Math.round(box.bottom)} px down; the first screen is ${height} px`).toBeLessThanOrEqual(height);
}

/**
 * Fails unless the page's main heading is in the viewport and focused as the page arrives, before
 * the test scrolls anything (issue 30, decision 137): a step reached by navigation opens at its top.
 */
export async function expectHeadingInViewOnArrival(page: Page, what: string): Promise<void> {
  const heading = page.locator('#main h1').first();
  await expect(heading, `the heading of ${what} is in view on arrival`).toBeInViewport();
  await expect(heading, `the heading of ${what} has focus on arrival`).toBeFocused();
}
