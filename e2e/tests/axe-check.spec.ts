import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';

// The check every spec leans on must itself fail: on the page and inside a frame from another
// origin (a provider's card fields are one), since its results are merged in the page (decision 129).
test('the axe check names a violation on the page and one in a cross-origin frame', async ({ page }) => {
  const html = (body: string) => ({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><title>t</title></head><body><main>${body}</main></body></html>`,
  });
  await page.route('http://page.test/', (route) =>
    route.fulfill(
      html(
        '<h1>Page</h1><img src="data:," id="page-img"><iframe title="Fields" src="http://frame.test/"></iframe>',
      ),
    ),
  );
  await page.route('http://frame.test/', (route) =>
    route.fulfill(html('<h1>Frame</h1><input id="frame-input">')),
  );
  await page.goto('http://page.test/');
  await expect(page.frameLocator('iframe').locator('#frame-input')).toBeVisible();
  const failure = await expectNoAxeViolations(page).then(
    () => undefined,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('#page-img');
  expect(failure).toContain('#frame-input');
});
