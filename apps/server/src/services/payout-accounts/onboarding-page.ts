import type { Market } from '@groupgift/domain';
import { escapeHtml } from '../../payment-providers/sandbox/page-html';

/**
 * The sandbox's hosted onboarding page (issue 33): what Stripe's Express onboarding asks of an
 * individual in each market (decision 165), prefilled with test values, and three ways out. Nothing
 * typed here is kept: the choice alone decides the account's state.
 */
export function onboardingPageHtml(input: { nonce: string; accountId: string; country: Market; status: string; action: string }): string {
  const { nonce, country } = input;
  const fields =
    country === 'AU'
      ? [
          ['abn', 'ABN (optional)', '', 'Only if you have one: not needed to receive a gift'],
          ['bsb', 'BSB', '000-000', ''],
          ['account', 'Account number', '000123456', ''],
        ]
      : [
          ['ssn', 'SSN (last 4) or EIN', '0000', 'The sandbox accepts 0000'],
          ['routing', 'Routing number', '110000000', ''],
          ['account', 'Account number', '000123456789', ''],
        ];
  const input_ = ([id, label, value, hint]: string[]) => `
  <label for="${id}">${escapeHtml(label!)}</label>
  <input id="${id}" name="${id}" type="text" value="${escapeHtml(value!)}" autocomplete="off"${hint ? ` aria-describedby="${id}-hint"` : ''}>
  ${hint ? `<p id="${id}-hint" class="hint">${escapeHtml(hint)}</p>` : ''}`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Set up payouts · Sandbox</title>
<style nonce="${nonce}">
  :root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; }
  body { margin: 0; background: #f6f7f9; }
  header { background: #fff; border-bottom: 1px solid #d8dbe0; padding: 12px 16px; display: flex; justify-content: space-between; align-items: center; gap: 8px; }
  .brand { font-weight: 700; } .badge { font-size: 0.75rem; border: 1px solid #6b6b6b; padding: 2px 6px; border-radius: 4px; }
  main { max-width: 480px; margin: 16px auto; padding: 0 16px 32px; }
  .card { background: #fff; border: 1px solid #d8dbe0; border-radius: 10px; padding: 16px 20px; }
  h1 { font-size: 1.35rem; margin: 0 0 8px; } h2 { font-size: 1rem; margin: 20px 0 4px; }
  p { line-height: 1.45; margin: 6px 0; } .hint { color: #4a4a4a; font-size: 0.875rem; margin: 4px 0 0; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; border: 1px solid #6b6b6b; border-radius: 6px; }
  .status { font-size: 0.875rem; margin: 0 0 12px; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 20px; }
  button { font-size: 1rem; padding: 10px 16px; border-radius: 6px; border: 1px solid #1a1a1a; background: #fff; cursor: pointer; }
  button.primary { background: #1a1a1a; color: #fff; flex: 1 1 100%; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1565c0; outline-offset: 2px; }
</style>
</head>
<body>
<header><span class="brand">Payouts</span><span class="badge">Sandbox: no real identity check</span></header>
<main>
<div class="card">
<h1>Set up payouts</h1>
<p class="status">Account ${escapeHtml(input.accountId)} · ${country === 'AU' ? 'Australia' : 'United States'} · now ${escapeHtml(input.status)}</p>
<p>To send you the collection’s money, we need to know who you are and where to pay it. This is the test version of the provider’s page: the values below are test values.</p>
<form method="post" action="${escapeHtml(input.action)}">
  <h2>About you</h2>
  ${input_(['name', 'Legal name', 'Olive Organiser', ''])}
  ${input_(['dob', 'Date of birth', '1990-01-01', ''])}
  ${input_(['address', 'Home address', country === 'AU' ? '1 Test St, Sydney NSW 2000' : '1 Test St, New York NY 10001', ''])}
  <h2>${country === 'AU' ? 'Tax and bank (AUD)' : 'Tax and bank (USD)'}</h2>
  ${fields.map(input_).join('')}
  <div class="actions">
    <button class="primary" type="submit" name="choice" value="complete">Submit and verify</button>
    <button type="submit" name="choice" value="leave_due">Save and finish later</button>
    <button type="submit" name="choice" value="restrict">Fail the ID check</button>
  </div>
</form>
</div>
</main>
</body>
</html>`;
}
