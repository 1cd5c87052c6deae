import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hostedFieldsPage, walletPage } from './page-html';

type Listener = (event: Record<string, unknown>) => void;

/** Just enough DOM for the pages' scripts: elements with values, listeners and attributes. */
function fakeElement() {
  const listeners: Record<string, Listener[]> = {};
  return {
    value: '',
    textContent: '',
    attributes: {} as Record<string, string>,
    focused: false,
    addEventListener(type: string, fn: Listener) {
      (listeners[type] ??= []).push(fn);
    },
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
    focus() {
      this.focused = true;
    },
    querySelector() {
      return { value: '1' };
    },
    fire(type: string, event: Record<string, unknown> = {}) {
      for (const fn of listeners[type] ?? []) fn({ preventDefault() {}, ...event });
    },
  };
}

function scriptOf(html: string): string {
  const match = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no script');
  return match[1];
}

function runPage(html: string, fetchAnswer: { ok: boolean; json: unknown }, opener = false) {
  const elements = new Map<string, ReturnType<typeof fakeElement>>();
  const element = (id: string) => {
    if (!elements.has(id)) elements.set(id, fakeElement());
    return elements.get(id)!;
  };
  const posted: { message: unknown; origin: string }[] = [];
  const fetches: { url: string; body: unknown }[] = [];
  const windowListeners: Record<string, Listener[]> = {};
  let closed = false;
  const target = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const context = {
    document: { getElementById: element },
    window: {
      parent: target,
      opener: opener ? target : null,
      close: () => {
        closed = true;
      },
      addEventListener: (type: string, fn: Listener) => (windowListeners[type] ??= []).push(fn),
    },
    fetch: async (url: string, init: { body: string }) => {
      fetches.push({ url, body: JSON.parse(init.body) });
      return { ok: fetchAnswer.ok, json: async () => fetchAnswer.json };
    },
  };
  runInNewContext(scriptOf(html), context);
  const message = (event: Record<string, unknown>) => (windowListeners.message ?? []).forEach((fn) => fn(event));
  return { element, posted, fetches, message, closed: () => closed };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('hosted fields script', () => {
  const tokenizedCard = { token: 'tok_sbx_1', last4: '4242' };

  it('formats the number, names the brand, tokenises and posts the token to the parent origin only', async () => {
    const page = runPage(hostedFieldsPage('n', 'https://app.test', true), { ok: true, json: tokenizedCard });
    expect(page.posted).toEqual([{ message: { type: 'sandbox:ready' }, origin: 'https://app.test' }]);

    page.element('number').value = '378282246310005';
    page.element('number').fire('input');
    expect(page.element('number').value).toBe('3782 822463 10005');
    expect(page.element('number-brand').textContent).toBe('Card type: American Express');

    page.element('number').value = '4242424242424242';
    page.element('number').fire('input');
    page.element('expiry').value = '12/99';
    page.element('cvc').value = '123';
    page.element('name').value = 'Ada Lovelace';
    page.element('card-form').fire('submit');
    await settle();
    await settle();

    expect(page.fetches).toEqual([{ url: './tokens', body: { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 99, cvc: '123', name: 'Ada Lovelace' } }]);
    expect(page.posted.at(-1)).toEqual({ message: { type: 'sandbox:tokenized', tokenizedCard }, origin: 'https://app.test' });
    expect(page.posted.every((p) => p.origin === 'https://app.test')).toBe(true);
  });

  it('shows field errors and does not call the server for an invalid card', async () => {
    const page = runPage(hostedFieldsPage('n', 'https://app.test', true), { ok: true, json: tokenizedCard });
    page.element('number').value = '4242 4242 4242 4241';
    page.element('expiry').value = '01/20';
    page.element('cvc').value = '12';
    page.element('card-form').fire('submit');
    await settle();
    expect(page.fetches).toHaveLength(0);
    expect(page.element('number-error').textContent).toBe('Enter a valid card number');
    expect(page.element('number').attributes['aria-invalid']).toBe('true');
    expect(page.element('expiry-error').textContent).toBe('Enter an expiry date in the future');
    expect(page.element('cvc-error').textContent).toBe('Enter the 3-digit security code');
    expect(page.element('name-error').textContent).toBe('Enter the name on the card');
    expect(page.element('number').focused).toBe(true);
    expect(page.posted.at(-1)?.message).toMatchObject({ type: 'sandbox:error' });
  });

  it('submits on the parent page\'s request, but ignores requests from other origins', async () => {
    const page = runPage(hostedFieldsPage('n', 'https://app.test', false), { ok: true, json: tokenizedCard });
    page.element('number').value = '4242424242424242';
    page.element('expiry').value = '1299';
    page.element('cvc').value = '123';
    page.element('name').value = 'Ada';
    page.message({ origin: 'https://evil.test', data: { type: 'sandbox:submit' } });
    await settle();
    expect(page.fetches).toHaveLength(0);
    page.message({ origin: 'https://app.test', data: { type: 'sandbox:submit' } });
    await settle();
    await settle();
    expect(page.fetches).toHaveLength(1);
    expect(page.posted.at(-1)?.message).toMatchObject({ type: 'sandbox:tokenized' });
  });

  it('without its own name field, takes the cardholder name the parent sends with the submit', async () => {
    const html = hostedFieldsPage('n', 'https://app.test', false, false);
    expect(html).not.toContain('Name on card');
    const page = runPage(html, { ok: true, json: tokenizedCard });
    page.element('number').value = '4242424242424242';
    page.element('expiry').value = '12/99';
    page.element('cvc').value = '123';
    page.message({ origin: 'https://app.test', data: { type: 'sandbox:submit', cardholderName: 'Ada Lovelace' } });
    await settle();
    await settle();
    expect(page.fetches).toEqual([{ url: './tokens', body: { number: '4242424242424242', expiryMonth: 12, expiryYear: 99, cvc: '123', name: 'Ada Lovelace' } }]);
    expect(page.posted.at(-1)?.message).toMatchObject({ type: 'sandbox:tokenized' });
  });

  it('still refuses a card with a missing number or code when the name comes from the parent', async () => {
    const page = runPage(hostedFieldsPage('n', 'https://app.test', false, false), { ok: true, json: tokenizedCard });
    page.element('expiry').value = '12/99';
    page.message({ origin: 'https://app.test', data: { type: 'sandbox:submit', cardholderName: 'Ada' } });
    await settle();
    expect(page.fetches).toHaveLength(0);
    expect(page.element('number-error').textContent).toBe('Enter a valid card number');
    expect(page.posted.at(-1)?.message).toMatchObject({ type: 'sandbox:error' });
  });
});

describe('wallet sheet script', () => {
  it('posts the wallet token to the opener and closes the popup', async () => {
    const page = runPage(walletPage('n', 'google_pay', 'https://app.test', true, '$5.00 USD'), { ok: true, json: { walletToken: 'googlepay_sbx_1' } }, true);
    page.element('wallet-form').fire('submit');
    await settle();
    await settle();
    expect(page.fetches).toEqual([{ url: '../wallet-tokens', body: { wallet: 'google_pay', card: 1 } }]);
    expect(page.posted).toEqual([{ message: { type: 'sandbox:wallet-token', wallet: 'google_pay', walletToken: 'googlepay_sbx_1' }, origin: 'https://app.test' }]);
    expect(page.closed()).toBe(true);
  });

  it('tells the app at once when the wallet is unavailable, and Cancel reports a cancel', () => {
    const page = runPage(walletPage('n', 'apple_pay', 'https://app.test', false, ''), { ok: false, json: {} });
    expect(page.posted).toEqual([{ message: { type: 'sandbox:wallet-unavailable', wallet: 'apple_pay' }, origin: 'https://app.test' }]);
    page.element('cancel').fire('click');
    expect(page.posted.at(-1)).toEqual({ message: { type: 'sandbox:wallet-cancelled', wallet: 'apple_pay' }, origin: 'https://app.test' });
  });
});
