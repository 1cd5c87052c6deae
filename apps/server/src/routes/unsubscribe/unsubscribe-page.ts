const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/*
 * The small page behind an unsubscribe link (decision 161). Mail scanners open every link, so
 * opening it only asks; the button POSTs to the same address, which unsubscribes.
 */

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1ec;color:#1f2430}
main{box-sizing:border-box;max-width:480px;margin:48px auto;padding:24px;background:#fff;border-radius:12px}
header{font-weight:700;color:#1f6f6b;margin:0 0 16px}h1{font-size:1.4rem;line-height:1.3;margin:0 0 12px}p{line-height:1.5}
button{font:inherit;font-weight:700;color:#fff;background:#1f6f6b;border:0;border-radius:8px;padding:12px 20px;min-height:44px;cursor:pointer;max-width:100%}
@media (max-width:520px){main{margin:0;border-radius:0;min-height:100vh}}
@media (prefers-color-scheme:dark){body{background:#15171c;color:#f1f1f1}main{background:#22252c}header{color:#7cc4bf}}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><header>GroupGift</header>${body}</main></body></html>`;
}

export function confirmPage(collectionTitle: string, alreadyUnsubscribed: boolean): string {
  const title = escapeHtml(collectionTitle);
  if (alreadyUnsubscribed)
    return page('Unsubscribed', `<h1>You’re unsubscribed</h1><p>You will get no more invitations or reminders about “${title}”.</p>`);
  return page(
    'Unsubscribe',
    `<h1>Stop mail about “${title}”?</h1><p>You will get no more invitations or reminders about this collection. Other mail from us is not affected.</p>` +
      `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function donePage(collectionTitle: string): string {
  return page(
    'Unsubscribed',
    `<h1>You’re unsubscribed</h1><p>You will get no more invitations or reminders about “${escapeHtml(collectionTitle)}”.</p>`,
  );
}

export function invalidPage(): string {
  return page('Link not valid', `<h1>This link is not valid</h1><p>Please use the unsubscribe link exactly as it appears in the mail.</p>`);
}
