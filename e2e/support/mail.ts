import { expect, type Page } from '@playwright/test';

export type CapturedMail = { to: string; subject: string; text: string };

/** The newest captured mail to an address with a subject (the outbox worker sends within seconds). */
export async function latestMail(page: Page, to: string, subject: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/dev/mail.json');
        const { mails } = (await response.json()) as { mails: CapturedMail[] };
        found = mails.filter((m) => m.to.includes(to) && m.subject === subject).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the first link in a mail's text that goes to `path` on this site. */
export function linkIn(mail: CapturedMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const link = new RegExp(`https?://\\S+${escaped}\\?token=\\S+`).exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** The token of the newest sign-up link mailed to an address (decision 097). */
export async function signUpLinkToken(page: Page, email: string): Promise<string> {
  const mail = await latestMail(page, email, 'Finish creating your account');
  return new URL(linkIn(mail, '/signup/confirm'), 'http://x').searchParams.get('token')!;
}

/** The path of the recipient's card in a delivery mail. */
export function cardLinkIn(mail: CapturedMail): string {
  const link = /https?:\/\/\S+\/card\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return new URL(link!).pathname;
}
