import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * With E2E_SHOTS_DIR set, keeps a full-page screenshot of the page at phone (360 px) and desktop
 * (1280 px) width, or at the widths given, for looking at what a test walked through. Without it,
 * does nothing.
 */
export async function shot(page: Page, name: string, widths: readonly number[] = [360, 1280]): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: size.height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
