import { cardDigits, cvcLength, detectBrand, expiryValid, luhnValid } from './card-rules';
import { WALLET_CARDS } from './wallets';

/** Escapes text for HTML bodies and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Makes a value safe inside an inline <script> as a JS literal (no "</script>" break-out). */
function jsLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function formatAmount(cents: number, currency: string): string {
  return `$${(cents / 100).toFixed(2)} ${currency}`;
}

/**
 * The card rules as browser JavaScript: the same functions the server runs, so the page and the
 * tokenise endpoint can never disagree about a number. The `__name` shim covers bundlers that wrap
 * functions to keep their names.
 */
export function cardRulesScript(): string {
  return [
    'var __name = function (f) { return f; };',
    ...[cardDigits, luhnValid, detectBrand, cvcLength, expiryValid].map((f) => f.toString()),
  ].join('\n');
}

const baseStyle = `
  :root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; }
  body { margin: 0; padding: 16px; background: #fff; }
  .sheet { max-width: 420px; margin: 0 auto; }
  h1 { font-size: 1.25rem; margin: 0 0 12px; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input[type=text], input[type=tel] { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; border: 1px solid #6b6b6b; border-radius: 6px; }
  input[aria-invalid=true] { border-color: #b00020; }
  /* A label that wraps ("Expiry (MM/YY)" on a phone) must not push its input below its neighbour's. */
  .row { display: flex; gap: 12px; } .row > div { flex: 1; display: flex; flex-direction: column; justify-content: flex-end; }
  .error { color: #b00020; font-size: 0.875rem; min-height: 1.2em; margin: 4px 0 0; }
  .hint { color: #4a4a4a; font-size: 0.875rem; }
  button { font-size: 1rem; padding: 10px 16px; border-radius: 6px; border: 1px solid #1a1a1a; cursor: pointer; margin: 16px 8px 0 0; }
  button.primary { background: #1a1a1a; color: #fff; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1565c0; outline-offset: 2px; }
  .amount { font-size: 1.5rem; font-weight: 700; margin: 8px 0 16px; }
  label.inline { display: inline; font-weight: 400; }
  .badge { display: inline-block; font-size: 0.75rem; border: 1px solid #6b6b6b; padding: 2px 6px; border-radius: 4px; }
  fieldset { border: 1px solid #6b6b6b; border-radius: 6px; margin: 12px 0; } legend { font-weight: 600; }
`;

function page(title: string, nonce: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${baseStyle}</style>
</head>
<body>
<main class="sheet">
${body}
</main>
${script ? `<script nonce="${nonce}">\n${script}\n</script>` : ''}
</body>
</html>`;
}

/**
 * Hosted card fields, loaded in an iframe. The card number lives only here; the parent gets the
 * token through postMessage sent to its exact origin, never "*".
 * Messages to the parent: sandbox:ready, sandbox:validity {valid}, sandbox:tokenized {tokenizedCard},
 * sandbox:error {errors}. From the parent (checked against the same origin): sandbox:submit, which
 * may carry {cardholderName}. Like Stripe's Payment Element, the page can leave the name on the card
 * to the parent (`askName` false): the parent already knows it and sends it with the submit.
 */
export function hostedFieldsPage(nonce: string, parentOrigin: string, showButton: boolean, askName = true): string {
  const body = `
<h1 class="hint">Card details <span class="badge">Sandbox</span></h1>
<form id="card-form" novalidate>
  <label for="number">Card number</label>
  <input id="number" name="number" type="tel" inputmode="numeric" autocomplete="cc-number" aria-describedby="number-brand number-error" required>
  <p id="number-brand" class="hint" aria-live="polite"></p>
  <p id="number-error" class="error" role="alert"></p>
  <div class="row">
    <div>
      <label for="expiry">Expiry (MM/YY)</label>
      <input id="expiry" name="expiry" type="tel" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" aria-describedby="expiry-error" required>
      <p id="expiry-error" class="error" role="alert"></p>
    </div>
    <div>
      <label for="cvc">Security code</label>
      <input id="cvc" name="cvc" type="tel" inputmode="numeric" autocomplete="cc-csc" aria-describedby="cvc-error" required>
      <p id="cvc-error" class="error" role="alert"></p>
    </div>
  </div>
  ${askName ? `<label for="name">Name on card</label>
  <input id="name" name="name" type="text" autocomplete="cc-name" aria-describedby="name-error" required>
  <p id="name-error" class="error" role="alert"></p>` : ''}
  ${showButton ? '<button class="primary" type="submit">Use this card</button>' : ''}
</form>`;
  const script = `
${cardRulesScript()}
var PARENT_ORIGIN = ${jsLiteral(parentOrigin)};
var brandNames = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unknown: '' };
var form = document.getElementById('card-form');
var fields = { number: document.getElementById('number'), expiry: document.getElementById('expiry'), cvc: document.getElementById('cvc') };
if (${jsLiteral(askName)}) fields.name = document.getElementById('name');
var givenName = '';
var busy = false;
function cardholder() { return fields.name ? fields.name.value : givenName; }
function post(message) { window.parent.postMessage(message, PARENT_ORIGIN); }
function setError(field, text) {
  document.getElementById(field + '-error').textContent = text || '';
  fields[field].setAttribute('aria-invalid', text ? 'true' : 'false');
}
function parseExpiry() {
  var m = /^\\s*(\\d{1,2})\\s*\\/?\\s*(\\d{2}|\\d{4})\\s*$/.exec(fields.expiry.value);
  return m ? { month: Number(m[1]), year: Number(m[2]) } : null;
}
function check(showErrors) {
  var digits = cardDigits(fields.number.value);
  var brand = detectBrand(digits);
  var expiry = parseExpiry();
  var errors = {};
  if (!luhnValid(digits)) errors.number = 'Enter a valid card number';
  if (!expiry || !expiryValid(expiry.month, expiry.year, new Date())) errors.expiry = 'Enter an expiry date in the future';
  if (!new RegExp('^\\\\d{' + cvcLength(brand) + '}$').test(fields.cvc.value.trim())) errors.cvc = 'Enter the ' + cvcLength(brand) + '-digit security code';
  if (fields.name && !fields.name.value.trim()) errors.name = 'Enter the name on the card';
  if (showErrors) Object.keys(fields).forEach(function (f) { setError(f, errors[f]); });
  return errors;
}
fields.number.addEventListener('input', function () {
  var digits = cardDigits(fields.number.value).replace(/\\D/g, '').slice(0, 19);
  var brand = detectBrand(digits);
  var groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  var parts = []; var at = 0;
  groups.forEach(function (n) { if (at < digits.length) { parts.push(digits.slice(at, at + n)); at += n; } });
  fields.number.value = parts.join(' ');
  document.getElementById('number-brand').textContent = brandNames[brand] ? 'Card type: ' + brandNames[brand] : '';
});
Object.keys(fields).forEach(function (f) {
  fields[f].addEventListener('blur', function () { var e = check(false); if (fields[f].value) setError(f, e[f]); });
  fields[f].addEventListener('input', function () { post({ type: 'sandbox:validity', valid: Object.keys(check(false)).length === 0 }); });
});
function submitCard() {
  if (busy) return;
  var errors = check(true);
  var names = Object.keys(errors);
  if (names.length) { fields[names[0]].focus(); post({ type: 'sandbox:error', errors: errors }); return; }
  busy = true;
  var expiry = parseExpiry();
  fetch('./tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: fields.number.value, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: fields.cvc.value.trim(), name: cardholder() })
  }).then(function (res) {
    return res.json().then(function (json) {
      if (res.ok) { post({ type: 'sandbox:tokenized', tokenizedCard: json }); return; }
      var fe = (json.error && json.error.details && json.error.details.fieldErrors) || {};
      Object.keys(fe).forEach(function (f) { var k = f === 'expiryMonth' || f === 'expiryYear' ? 'expiry' : f; if (fields[k]) setError(k, fe[f][0]); });
      post({ type: 'sandbox:error', errors: fe });
    });
  }).catch(function () {
    post({ type: 'sandbox:error', errors: { form: ['The card could not be checked. Please try again.'] } });
  }).finally(function () { busy = false; });
}
form.addEventListener('submit', function (event) { event.preventDefault(); submitCard(); });
window.addEventListener('message', function (event) {
  if (event.origin !== PARENT_ORIGIN || !event.data || event.data.type !== 'sandbox:submit') return;
  if (typeof event.data.cardholderName === 'string') givenName = event.data.cardholderName.slice(0, 200);
  submitCard();
});
post({ type: 'sandbox:ready' });
`;
  return page('Card details', nonce, body, script);
}

export function threeDsPage(nonce: string, paymentId: string, amount: string, settledLink?: string): string {
  const body = settledLink
    ? `<h1>Payment already confirmed</h1><p>This check has been answered.</p><p><a href="${escapeHtml(settledLink)}">Return to the shop</a></p>`
    : `
<h1>Confirm your payment</h1>
<p class="hint">3-D Secure check by your bank <span class="badge">Sandbox</span></p>
<p class="amount">${escapeHtml(amount)}</p>
<p>Choose how this test check ends.</p>
<form method="post" action="./${encodeURIComponent(paymentId)}">
  <button class="primary" type="submit" name="outcome" value="complete">Complete</button>
  <button type="submit" name="outcome" value="fail">Fail</button>
</form>`;
  return page('3-D Secure check', nonce, body);
}

export function payPalPage(nonce: string, paymentId: string, amount: string, settledLink?: string): string {
  const body = settledLink
    ? `<h1>PayPal</h1><p>This payment has already been answered.</p><p><a href="${escapeHtml(settledLink)}">Return to the shop</a></p>`
    : `
<h1>Pay with PayPal <span class="badge">Sandbox</span></h1>
<p>You are paying</p>
<p class="amount">${escapeHtml(amount)}</p>
<form method="post" action="./${encodeURIComponent(paymentId)}">
  <button class="primary" type="submit" name="decision" value="approve">Approve</button>
  <button type="submit" name="decision" value="cancel">Cancel</button>
</form>`;
  return page('PayPal approval', nonce, body);
}

export type WalletPageKind = 'apple_pay' | 'google_pay';

/**
 * The simulated Apple Pay / Google Pay sheet, for a popup (posts to window.opener) or an iframe
 * (posts to window.parent). Messages: sandbox:wallet-token {wallet, walletToken},
 * sandbox:wallet-cancelled, sandbox:wallet-unavailable.
 */
export function walletPage(nonce: string, wallet: WalletPageKind, parentOrigin: string, available: boolean, amount: string): string {
  const label = wallet === 'apple_pay' ? 'Apple Pay' : 'Google Pay';
  const choices = WALLET_CARDS.map(
    (c, i) => `<div><input type="radio" id="card-${i}" name="card" value="${i}"${i === 0 ? ' checked' : ''}> <label for="card-${i}" class="inline">${escapeHtml(c.label)}</label></div>`,
  ).join('\n');
  const body = available
    ? `
<h1>${label} <span class="badge">Sandbox</span></h1>
${amount ? `<p class="amount">${escapeHtml(amount)}</p>` : ''}
<form id="wallet-form">
  <fieldset><legend>Card in your wallet</legend>${choices}</fieldset>
  <button class="primary" type="submit">Pay with ${label}</button>
  <button type="button" id="cancel">Cancel</button>
</form>
<p id="status" role="status"></p>`
    : `<h1>${label}</h1><p role="alert">${label} is not available on this device.</p><button type="button" id="cancel">Close</button>`;
  const script = `
var PARENT_ORIGIN = ${jsLiteral(parentOrigin)};
var WALLET = ${jsLiteral(wallet)};
var target = window.opener || window.parent;
function done(message) { target.postMessage(message, PARENT_ORIGIN); if (window.opener) window.close(); }
document.getElementById('cancel').addEventListener('click', function () { done({ type: 'sandbox:wallet-cancelled', wallet: WALLET }); });
${
  available
    ? `var form = document.getElementById('wallet-form');
form.addEventListener('submit', function (event) {
  event.preventDefault();
  var card = Number(form.querySelector('input[name=card]:checked').value);
  document.getElementById('status').textContent = 'Paying…';
  fetch('../wallet-tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ wallet: WALLET, card: card }) })
    .then(function (res) { return res.json().then(function (json) { return { ok: res.ok, json: json }; }); })
    .then(function (r) {
      if (r.ok) done({ type: 'sandbox:wallet-token', wallet: WALLET, walletToken: r.json.walletToken });
      else done({ type: 'sandbox:wallet-unavailable', wallet: WALLET });
    })
    .catch(function () { document.getElementById('status').textContent = 'Something went wrong. Please try again.'; });
});`
    : `target.postMessage({ type: 'sandbox:wallet-unavailable', wallet: WALLET }, PARENT_ORIGIN);`
}
`;
  return page(label, nonce, body, script);
}

/**
 * What a payment frame shows when it cannot open (an origin it may not post to, a bad form answer):
 * a short message in the product's words, never the API's JSON, which is a dead end where people pay.
 */
export function refusedPage(nonce: string): string {
  return page(
    "Can't open here",
    nonce,
    "<h1>This payment form can't open here</h1><p>Nothing has been paid. Please go back to the page you came from and try again.</p>",
  );
}

export function notFoundPage(nonce: string): string {
  return page('Not found', nonce, '<h1>Payment not found</h1><p>This link is not valid any more.</p>');
}
