import { expect, test } from '../support/worker-page.js';
import { nextCreateStep, signUp } from '../support/organiser.js';
import { expectNoHorizontalOverflow } from '../support/layout-checks.js';
import { shot } from '../support/shots.js';
import { SIGN_MODAL, checkA11y, choosePathway, openInvitation } from './contribute-helpers.js';

// Issue 31 (decisions 146, 147): the organiser picks a cover design, types its title and picks the
// board's theme; a contributor signing sees the board in that theme.

test('a design, a title and a board theme chosen at create reach the contributor’s sign page @phone', async ({ page }) => {
  await signUp(page);
  await page.goto('/dashboard/collections/new');
  await page.getByLabel('What are you setting up?').selectOption('Group Card Only');
  await page.getByLabel("Recipient's name *").fill('Robin Recipient');
  await page.getByLabel('Title *').fill('Robin is moving on');
  await nextCreateStep(page, 'card');

  const gallery = page.getByRole('group', { name: 'Cover designs' });
  await gallery.getByRole('radio', { name: 'Suitcase', exact: true }).check();
  await page.getByLabel('Cover title').fill('Bon voyage');
  await page.getByRole('group', { name: 'Board theme' }).getByRole('radio', { name: 'Midnight', exact: true }).check();
  await expect(page.getByRole('img', { name: 'The cover: Suitcase design, titled “Bon voyage”, for Robin Recipient' })).toHaveAttribute(
    'src',
    /\/api\/covers\/preview\.svg\?design=farewell-suitcase&title=Bon\+voyage&name=Robin\+Recipient/,
  );
  await expectNoHorizontalOverflow(page);
  await checkA11y(page);
  await shot(page, 'cover-designs-create-card-step');

  await page.getByRole('button', { name: 'Create collection' }).click();
  await expect(page).toHaveURL(/\/dashboard\/collections\/[0-9a-f-]{36}/);
  const guid = /\/dashboard\/collections\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

  await openInvitation(page, guid);
  await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
  const board = page.locator('.sign-page__preview .board-theme');
  await expect(board).toHaveAttribute('data-board-theme', 'midnight');
  await expect(board).toHaveCSS('background-color', 'rgb(31, 42, 77)');
  await page.getByLabel('Your name').fill('Sam');
  await page.getByLabel('Your message').fill('Safe travels, Robin!');
  await checkA11y(page);
  await shot(page, 'cover-designs-sign-page-midnight');
});
