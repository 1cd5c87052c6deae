import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { latestMail, linkIn } from '../support/mail.js';
import { E2E_ORGANISER_PASSWORD, signUp } from '../support/organiser.js';

const PASSWORD = 'a sturdy test password';
const NEW_PASSWORD = 'a different sturdy password';
const newEmail = () => `account-${randomUUID()}@example.test`;
const TOO_EASY = 'This password is too easy to guess. Add a few words or use a longer phrase.';

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel('First name', { exact: true }).fill('Sam');
  await page.getByLabel('Last name', { exact: true }).fill('Signup');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('sign up, confirm by the emailed link, log out, a wrong password, then log in again', async ({ page }) => {
  const email = newEmail();
  await page.goto('/signup');
  await expect(page).toHaveTitle(/Create your account/);
  await expectNoAxeViolations(page);

  // A common password is called out while it is typed, and refused by the server if sent anyway.
  await fillSignUp(page, email);
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByLabel('Confirm password', { exact: true }).fill('password');
  await expect(page.getByText(`${TOO_EASY} This is a heavily used password.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/This password is too easy to guess/);

  // Field errors in the catalogue's wording, and nothing typed is lost.
  await fillSignUp(page, email);
  await page.getByLabel('Confirm password', { exact: true }).fill('something else');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password confirmation should match password')).toBeVisible();
  await expect(page.getByLabel('Confirm password', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(email);
  await expectNoAxeViolations(page);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('radio', { name: 'Australia (AUD)' }).check();
  await expect(page.getByText('Hard to guess: a good password.')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Not signed in yet: the answer says to check the email, whatever the address.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?next=/);

  // The emailed link finishes the sign-up and signs in.
  await page.goto(linkIn(await latestMail(page, email, 'Finish creating your account'), '/signup/confirm'));
  await expect(page.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Australia (AUD)' })).toBeChecked();

  // Log out from the organiser header.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fprofile/);
  await expectNoAxeViolations(page);

  await logIn(page, email, 'not my password');
  await expect(page.getByRole('alert').filter({ hasText: 'Email and password do not match our records' })).toBeVisible();
  await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(email);
  await expectNoAxeViolations(page);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back to where the guard sent us from.
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByText(email)).toBeVisible();
});

test('signing up with an address that has an account looks the same and mails its owner instead', async ({ page }) => {
  const { email } = await signUp(page);
  await page.context().clearCookies();
  await page.goto('/signup');
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We have emailed ${email} a link to finish creating your account.`)).toBeVisible();

  const mail = await latestMail(page, email, 'Someone tried to create an account with your email');
  expect(mail.text).toContain('but you already have one');
  expect(mail.text).toMatch(/Log in https?:\/\/\S+\/login/);
  expect(mail.text).toMatch(/Reset your password https?:\/\/\S+\/forgot-password/);

  // The account still has its own password; the one typed on the form does nothing.
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Email and password do not match our records' })).toBeVisible();
  await logIn(page, email, E2E_ORGANISER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
});

test('password reset through the emailed link, then log in with the new password', async ({ page }) => {
  const { email } = await signUp(page);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoAxeViolations(page);

  const resetLink = linkIn(await latestMail(page, email, 'Reset your password'), '/reset-password');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The same rule as at sign-up: the account's own email is too easy to guess.
  await page.getByLabel('New password', { exact: true }).fill(email);
  await page.getByLabel('Confirm password', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(TOO_EASY)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login\?reason=password-changed/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  // The link worked once. (Leave the dashboard first: signed out, its calls would send us to log in.)
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('yet another password');
  await page.getByLabel('Confirm password', { exact: true }).fill('yet another password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'expired or has already been used' })).toBeVisible();
});

test('forgot username sends a reminder', async ({ page }) => {
  const { email } = await signUp(page);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot username?' }).click();
  await expect(page).toHaveURL(/\/forgot-username$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send me a reminder' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoAxeViolations(page);
  const mail = await latestMail(page, email, 'Your username');
  expect(mail.text).toContain(`your username is your email address: ${email}`);
});

test('profile: names, market and a picture with a preview', async ({ page }) => {
  await signUp(page, { market: 'US' });
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('First name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Priya');
  await page.getByRole('radio', { name: 'Australia (AUD)' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  // A 1×1 PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Your picture has been saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /\/api\/account\/pictures\//);

  await page.reload();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Priya');
  await expect(page.getByRole('radio', { name: 'Australia (AUD)' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an ended session sends the user to log in again with the catalogue wording', async ({ page }) => {
  await signUp(page);
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  // The session ends on the server (e.g. a password reset elsewhere); the cookie is still in the browser.
  const csrf = (await page.context().cookies()).find((c) => c.name === 'gg_csrf')!.value;
  await page.request.post('/api/account/logout', { headers: { 'x-csrf-token': csrf } });
  const session = (await page.context().cookies()).find((c) => c.name === 'gg_session');
  expect(session).toBeUndefined();
  await page.context().addCookies([{ name: 'gg_session', value: 'ended-session', url: page.url() }]);

  await page.getByLabel('First name', { exact: true }).fill('Changed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fprofile&reason=expired/);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
});
