import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCachedValues } from '../../../lib/storage';
import { PATHWAY } from '@groupgift/domain';
import { pathwayStore, paymentDetailsStore } from '../../../lib/journey/journey-store';
import { browserNavigation } from '../browser-navigation';
import { paymentAddressStore } from '../state/payment-form-store';
import { FEES, GUID, SUCCESS, fakeHostedFields, fillUsZip, mockApi, payButton, renderPayment, setupJourney } from './payment-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DECLINE_WORDING = 'The payment has been declined. Please try a different card or contact your bank for further support.';

function summaryText(): string {
  return document.querySelector('dl.summary-list')?.textContent ?? '';
}

/** A US payer ready to pay by card: address and terms filled, hosted fields faked. */
async function readyUsCard(user: ReturnType<typeof userEvent.setup>, card: Parameters<typeof fakeHostedFields>[0] = {}) {
  renderPayment();
  const fields = await fakeHostedFields(card);
  await fillUsZip(user);
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
  return fields;
}

async function chooseAu(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Pay with' }));
  await user.click(screen.getByRole('option', { name: label }));
}

describe('PaymentDetailsPage: variants', () => {
  it('US market: the card tab and its ZIP code only; the name and email come from the amount screen (decision 101)', async () => {
    mockApi([]);
    setupJourney();
    renderPayment();
    expect(await screen.findByLabelText('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');
    // No billing address and no second copy of the details: the summary shows who pays, with a way back.
    for (const label of ['Street address', 'City', 'State', 'Postcode', 'Country', 'First name', 'Last name', 'Email address']) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(screen.getByText(/Alex Smith · alex@example\.test/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change details' })).toHaveAttribute('href', `/contribute/${GUID}/how-much`);
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('combobox', { name: 'Pay with' })).not.toBeInTheDocument();
    // The provider's page leaves the name on the card to us: we send the name given on the amount screen.
    expect(document.querySelector('iframe[title="Secure card details"]')?.getAttribute('src')).toBe(
      'http://localhost:3000/sandbox-provider/hosted-fields?origin=http%3A%2F%2Flocalhost%3A3000&button=0&name=0',
    );
  });

  it('US market: refuses a missing or malformed ZIP code before any payment starts, and sends the name with the card', async () => {
    const user = userEvent.setup();
    const api = mockApi([SUCCESS]);
    setupJourney();
    renderPayment();
    const { submits } = await fakeHostedFields();
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(await payButton());
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('ZIP code')).toHaveFocus();
    await user.type(screen.getByLabelText('ZIP code'), '6270');
    await user.click(await payButton());
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
    expect(submits).not.toHaveBeenCalled();
    expect(api.payments).toHaveLength(0);
    await user.type(screen.getByLabelText('ZIP code'), '1');
    await user.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(submits).toHaveBeenCalledWith({ type: 'sandbox:submit', cardholderName: 'Alex Smith' }, 'http://localhost:3000');
  });

  it('asks for the name and email here only when the amount screen did not (a payment address opened directly)', async () => {
    const user = userEvent.setup();
    const api = mockApi([]);
    setupJourney({}, { firstName: '', lastName: '', emailAddress: '' });
    renderPayment();
    expect(await screen.findByRole('group', { name: 'Your details' })).toBeInTheDocument();
    await user.click(await payButton());
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(/This field is required/);
    expect(api.payments).toHaveLength(0);
  });

  it('AU market: the payment dropdown, no address or postcode, no details again, and no card fields until a card is chosen', async () => {
    const user = userEvent.setup();
    mockApi([], {}, 'AU');
    setupJourney({ countryCode: 'AU' });
    renderPayment();
    const select = await screen.findByRole('combobox', { name: 'Pay with' });
    expect(select).toHaveTextContent('Please select');
    for (const label of ['Postcode', 'ZIP code', 'Street address', 'First name', 'Email address']) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Credit or Debit Card' }));
    expect(document.querySelector('iframe[title="Secure card details"]')).not.toBeNull();
    expect(screen.queryByLabelText('Postcode')).not.toBeInTheDocument();
  });

  it('any other market falls back to the AU variant', async () => {
    mockApi([], {}, 'NZ');
    setupJourney();
    // A stored collection from elsewhere may carry a market the schema does not know.
    paymentDetailsStore.patch({});
    const { collectionStore } = await import('../../../lib/journey/journey-store');
    collectionStore.set({ ...collectionStore.get()!, countryCode: 'NZ' as never });
    renderPayment();
    expect(await screen.findByRole('combobox', { name: 'Pay with' })).toBeInTheDocument();
    expect(document.querySelector('[data-variant]')).toHaveAttribute('data-variant', 'AU');
  });
});

describe('PaymentDetailsPage: fees and the dropdown', () => {
  it('hides fees when the organiser pays them (whoPaysFeeOption 1)', async () => {
    mockApi([], { whoPaysFeeOption: 1 });
    setupJourney({ whoPaysFeeOption: 1 });
    renderPayment();
    await payButton();
    expect(summaryText()).toBe('Subtotal$20.00Total$20.00');
    expect(await payButton()).toHaveTextContent('Pay $20.00');
  });

  it('shows the chosen method’s fee: card, American Express and PayPal differ (AU)', async () => {
    const user = userEvent.setup();
    mockApi([], {}, 'AU');
    setupJourney({ countryCode: 'AU' });
    renderPayment();
    await payButton();
    // Until a method is chosen the card fee shows: 30c + 2 % of $20.00 = 70c.
    expect(summaryText()).toBe('Subtotal$20.00Fees$0.70Total$20.70');
    await chooseAu(user, 'American Express');
    // 50c + 3.5 % of $20.00 = $1.20.
    expect(summaryText()).toBe('Subtotal$20.00Fees$1.20Total$21.20');
    expect(await payButton()).toHaveTextContent('Pay $21.20');
    await chooseAu(user, 'PayPal');
    expect(summaryText()).toBe('Subtotal$20.00Fees$1.00Total$21.00');
    expect(FEES.paypalFeeAmount).toBe(40);
  });

  it('offers the spec’s methods in order with icons, no search box, and Apple Pay only when available', async () => {
    const user = userEvent.setup();
    mockApi([], { wallets: { applePay: false, googlePay: true } }, 'AU');
    setupJourney({ countryCode: 'AU' });
    const first = renderPayment();
    await user.click(await screen.findByRole('combobox', { name: 'Pay with' }));
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.querySelector('.ui-payment-select__text')?.textContent)).toEqual(['American Express', 'Credit or Debit Card', 'PayPal', 'Google Pay']);
    expect(within(list).getAllByRole('option').every((o) => o.querySelector('img.ui-payment-icon[alt=""]'))).toBe(true);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(list).queryByRole('textbox')).not.toBeInTheDocument();
    first.view.unmount();

    mockApi([], { wallets: { applePay: true, googlePay: false } }, 'AU');
    renderPayment();
    await user.click(await screen.findByRole('combobox', { name: 'Pay with' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.querySelector('.ui-payment-select__text')?.textContent)).toEqual(['American Express', 'Credit or Debit Card', 'PayPal', 'Apple Pay']);
  });

  it('keeps Pay disabled, saying why, until a method is chosen; then asks for the terms before any payment starts', async () => {
    const user = userEvent.setup();
    const api = mockApi([], {}, 'AU');
    setupJourney({ countryCode: 'AU' });
    renderPayment();
    const pay = await payButton();
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Choose how to pay first');
    await user.click(pay);
    expect(api.payments).toHaveLength(0);
    await chooseAu(user, 'PayPal');
    expect(await payButton()).toBeEnabled();
    expect(await payButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Choose how to pay first')).toBeNull();
    await user.click(await payButton());
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(api.payments).toHaveLength(0);
  });

  it('US: American Express is its own tab, and choosing it shows its fee before Pay', async () => {
    const user = userEvent.setup();
    mockApi([]);
    setupJourney();
    renderPayment();
    const amex = await screen.findByRole('radio', { name: 'American Express' });
    const before = summaryText();
    await user.click(amex);
    expect(amex).toHaveAttribute('aria-checked', 'true');
    expect(summaryText()).not.toBe(before);
    expect(summaryText()).toMatch(/Fees\$\d+\.\d\d/);
  });
});

describe('PaymentDetailsPage: the payment attempt', () => {
  it('a double click starts one payment, with one Idempotency-Key, and the button is disabled meanwhile', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const api = mockApi([() => new Promise((resolve) => (release = () => resolve(SUCCESS)))]);
    setupJourney();
    await readyUsCard(user);
    const button = await payButton();
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => expect(api.payments).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(api.payments[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.payments[0]!.body).toMatchObject({ checkOutToken: 'tok_sandbox_1', paymentMethod: 1, netAmount: 2000, contributionFee: 88, contributionAmount: 2088, email: 'alex@example.test', fName: 'Alex', lName: 'Smith', collectionId: 7 });
    act(() => release());
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(api.payments).toHaveLength(1);
  });

  it('success: records the payment and continues to payment-successful?channel=card', async () => {
    const user = userEvent.setup();
    mockApi([SUCCESS]);
    setupJourney();
    const { submits } = await readyUsCard(user);
    await user.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(submits).toHaveBeenCalledWith({ type: 'sandbox:submit', cardholderName: 'Alex Smith' }, 'http://localhost:3000');
    const stored = paymentDetailsStore.get();
    expect(stored).toMatchObject({ paymentSuccessful: true, paymentId: 'pay-guid-1', invoiceNumber: 'INV-1001', paymentMethod: 1 });
    expect(stored.paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(sessionStorage.getItem('gg:payment-attempt')).toBeNull();
  });

  it('a journey that has already paid shows payment-successful, not a form that would charge again', async () => {
    const api = mockApi([SUCCESS]);
    setupJourney({}, { paymentSuccessful: true, paymentId: 'pay-guid-1' });
    const { router } = renderPayment();
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/contribute/${GUID}/payment-successful`);
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(api.payments).toHaveLength(0);
  });

  it('3-D Secure: sends the browser to the redirect URL and keeps the button disabled', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    mockApi([{ status: 200, body: { success: false, threeDsRequired: true, threeDsredirectUrl: 'http://localhost:3000/sandbox-provider/3ds/p1' } }]);
    setupJourney();
    await readyUsCard(user);
    await user.click(await payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox-provider/3ds/p1'));
    expect(await payButton()).toBeDisabled();
  });

  it('a security decline shows the decline wording and the same form takes another card with a new key', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi([
      { status: 402, body: { error: { code: 'payment_declined', message: 'Payment declined by security checks: Request failed with status code 400' } } },
      SUCCESS,
    ]);
    setupJourney();
    await readyUsCard(user);
    await user.click(await payButton());
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(DECLINE_WORDING);
    expect(error).toHaveBeenCalledWith('Something went wrong with the checkout process', expect.anything());
    const button = await payButton();
    expect(button).toBeEnabled();
    expect(document.querySelector('iframe[title="Secure card details"]')).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(api.payments[1]!.key).not.toBe(api.payments[0]!.key);
    expect(api.payments[1]!.body.checkOutToken).toBe('tok_sandbox_2');
  });

  it('a plain decline shows the provider’s message', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi([{ status: 402, body: { error: { code: 'payment_declined', message: 'Your card has insufficient funds.' } } }]);
    setupJourney();
    await readyUsCard(user);
    await user.click(await payButton());
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Your card has insufficient funds.');
  });

  it('a lost answer keeps the attempt: the retry sends the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi([{ status: 503, body: { error: { code: 'service_unavailable', message: 'The server could not process the request.' } } }, SUCCESS]);
    setupJourney();
    await readyUsCard(user);
    await user.click(await payButton());
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('The server could not process the request.');
    await user.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(api.payments[1]!.key).toBe(api.payments[0]!.key);
  });

  it('collection-suspended goes to the collection-suspended page', async () => {
    const user = userEvent.setup();
    mockApi([{ status: 409, body: { error: { code: 'collection_suspended', message: 'collection-suspended', details: { data: 'collection-suspended' } } } }]);
    setupJourney();
    await readyUsCard(user);
    await user.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Collection suspended' })).toBeInTheDocument();
  });

  it('a security error asking to contact support reloads the page', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    mockApi([{ status: 403, body: { error: { code: 'forbidden', message: 'Security check failed, please contact support' } } }]);
    setupJourney();
    await readyUsCard(user);
    await user.click(await payButton());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('an American Express card entered as a card switches to the Amex fee and asks again before paying', async () => {
    const user = userEvent.setup();
    const api = mockApi([SUCCESS]);
    setupJourney();
    await readyUsCard(user, { scheme: 'Amex' });
    await user.click(await payButton());
    expect(await screen.findByText(/This is an American Express card, so the fee has changed\. The new total is \$21\.20/)).toBeInTheDocument();
    expect(api.payments).toHaveLength(0);
    expect(summaryText()).toBe('Subtotal$20.00Fees$1.20Total$21.20');
    await user.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(api.payments[0]!.body).toMatchObject({ paymentMethod: 2, contributionFee: 120, contributionAmount: 2120 });
  });

  it('PayPal: submits a prepared form to the approval URL', async () => {
    const user = userEvent.setup();
    const submit = vi.spyOn(browserNavigation, 'submitForm').mockImplementation(() => undefined);
    const api = mockApi([{ status: 200, body: { success: false, paypalApprovalUrl: 'http://localhost:3000/sandbox-provider/paypal/approve/p9' } }], {}, 'AU');
    setupJourney({ countryCode: 'AU' });
    renderPayment();
    await chooseAu(user, 'PayPal');
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(await payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledWith('http://localhost:3000/sandbox-provider/paypal/approve/p9'));
    const complete = `http://localhost:3000/contribute/${GUID}/pathway-complete?channel=paypal`;
    expect(api.payments[0]!.url).toContain('/paypal/ProcessPayPal');
    expect(api.payments[0]!.body).toMatchObject({ paymentMethod: 3, paymentRedirectUrls: { success: complete, fail: complete } });
  });

  it('PayPal: a non-empty invoiceNumber is success, and lands on payment-successful as a card does', async () => {
    const user = userEvent.setup();
    mockApi([{ status: 200, body: { success: false, invoiceNumber: 'PP-77', message: 'PP-77' } }], {}, 'AU');
    setupJourney({ countryCode: 'AU' });
    const { router } = renderPayment();
    await chooseAu(user, 'PayPal');
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(`/contribute/${GUID}/payment-successful?channel=paypal`);
    expect(paymentDetailsStore.get()).toMatchObject({ paymentSuccessful: true, invoiceNumber: 'PP-77', paymentMethod: 3 });
  });

  it('Google Pay: opens the wallet sheet and pays with its token', async () => {
    const user = userEvent.setup();
    const api = mockApi([SUCCESS], { wallets: { applePay: false, googlePay: true } }, 'AU');
    setupJourney({ countryCode: 'AU' });
    renderPayment();
    await chooseAu(user, 'Google Pay');
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(await payButton());
    const sheet = await screen.findByTitle('Google Pay sheet');
    expect(sheet.getAttribute('src')).toBe('http://localhost:3000/sandbox-provider/wallet/google-pay?origin=http%3A%2F%2Flocalhost%3A3000&amount=2070&currency=AUD');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'sandbox:wallet-token', wallet: 'google_pay', walletToken: 'wt_1' }, origin: window.location.origin, source: (sheet as HTMLIFrameElement).contentWindow }));
    });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(api.payments[0]!.url).toContain('/checkout/GooglePayCheckout');
    expect(api.payments[0]!.body).toMatchObject({ checkOutToken: 'wt_1', paymentMethod: 6 });
  });

  it('ignores hosted-field messages from any other origin', async () => {
    const user = userEvent.setup();
    const api = mockApi([SUCCESS]);
    setupJourney();
    renderPayment();
    const { frame } = await fakeHostedFields();
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'sandbox:tokenized', tokenizedCard: { token: 'evil' } }, origin: 'https://evil.example', source: frame.contentWindow }));
    await fillUsZip(user);
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(await payButton());
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(api.payments[0]!.body.checkOutToken).toBe('tok_sandbox_1');
  });
});

describe('PaymentDetailsPage: reload', () => {
  it('keeps what was entered across a reload, and never stores card data', async () => {
    const user = userEvent.setup();
    mockApi([]);
    setupJourney();
    const first = renderPayment();
    await fakeHostedFields();
    await fillUsZip(user);
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    first.view.unmount();
    forgetCachedValues();

    const second = mockApi([]);
    renderPayment();
    expect(await screen.findByLabelText('ZIP code')).toHaveValue('62701');
    expect(screen.getByText(/Alex Smith · alex@example\.test/)).toBeInTheDocument();
    expect(screen.getByLabelText('I accept the terms and conditions')).toBeChecked();
    expect(paymentAddressStore.get().postcode).toBe('62701');
    // Nothing was paid before the reload: no earlier payment to ask the server about or to hold Pay for.
    expect(await payButton()).toBeEnabled();
    expect(second.statusChecks).toEqual([]);
    expect(screen.queryByText(/Your last payment is still being confirmed/)).not.toBeInTheDocument();
    expect(screen.queryByText(/We could not check whether your last payment went through/)).not.toBeInTheDocument();
    const everything = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(everything).not.toMatch(/4242|tok_|tokenizedCard|checkOutToken/);
  });
});


describe('PaymentDetailsPage: the server’s quote', () => {
  it('an amount mismatch shows the server’s figures and pays them on the next press', async () => {
    const user = userEvent.setup();
    const api = mockApi([
      { status: 422, body: { error: { code: 'amount_mismatch', message: 'The amount has changed. Please check the total and try again.', details: { quote: { subtotal: 2000, fee: 100, total: 2100 } } } } },
      SUCCESS,
    ]);
    setupJourney();
    await readyUsCard(user);
    await user.click(await payButton());
    expect(await screen.findByText('The amount has been updated to $21.00. Press Pay again to confirm.')).toBeInTheDocument();
    expect(summaryText()).toBe('Subtotal$20.00Fees$1.00Total$21.00');
    await user.click(await payButton());
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(api.payments[1]!.body).toMatchObject({ contributionFee: 100, contributionAmount: 2100 });
    expect(api.payments[1]!.key).not.toBe(api.payments[0]!.key);
  });

  it('an American Express card the fields could not name is switched to its own fee by the server’s answer, and paid on the next press', async () => {
    const user = userEvent.setup();
    const api = mockApi([
      {
        status: 422,
        body: {
          error: {
            code: 'amount_mismatch',
            message: "This card's type has its own fee, so the total is now $21.20. Nothing has been charged. Press Pay again to confirm.",
            details: { reason: 'card_brand', paymentMethod: 2, quote: { subtotal: 2000, fee: 120, total: 2120 } },
          },
        },
      },
      SUCCESS,
    ]);
    setupJourney();
    await readyUsCard(user, { scheme: '' });
    await user.click(await payButton());
    expect(await screen.findByText(/This is an American Express card, so the fee has changed\. The new total is \$21\.20\. Press Pay again to confirm\./)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'American Express' })).toHaveAttribute('aria-checked', 'true');
    expect(summaryText()).toBe('Subtotal$20.00Fees$1.20Total$21.20');
    await user.click(await payButton());
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(api.payments[0]!.body).toMatchObject({ paymentMethod: 1 });
    expect(api.payments[1]!.body).toMatchObject({ paymentMethod: 2, contributionFee: 120, contributionAmount: 2120 });
  });

  it('with no method chosen, Pay cannot be pressed and says to choose first; the dropdown still waits on "Please select"', async () => {
    const user = userEvent.setup();
    const api = mockApi([], {}, 'AU');
    setupJourney({ countryCode: 'AU' }, { termsAccepted: true });
    renderPayment();
    await user.click(await payButton());
    expect(api.payments).toHaveLength(0);
    expect(screen.getByText('Choose how to pay first')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Pay with' })).toHaveTextContent('Please select');
  });
});

describe('PaymentDetailsPage: the contribution question (SPEC §4, §5)', () => {
  const QUESTION = 'What was your favourite moment of the season?';

  it('a sign-only pathway shows the question, leaves it optional, and sends the trimmed answer', async () => {
    const user = userEvent.setup();
    const api = mockApi([SUCCESS]);
    setupJourney({ contributionQuestion: `  ${QUESTION} `, cqid: 14 });
    pathwayStore.patch({ pathway: PATHWAY.SIGN, signOnly: true });
    await readyUsCard(user);
    const answer = screen.getByLabelText(QUESTION, { exact: false });
    expect(answer).toHaveAccessibleDescription(expect.stringContaining('Optional'));
    // Optional: an empty answer never blocks the payment.
    await user.click(await payButton());
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(api.payments[0]!.body).toMatchObject({ collectionAnswer: '', collectionQuestions: QUESTION, cqid: 14 });
  });

  it('sends the answer trimmed, with the trimmed question and its cqid', async () => {
    const user = userEvent.setup();
    const api = mockApi([SUCCESS]);
    setupJourney({ contributionQuestion: QUESTION, cqid: 14 });
    pathwayStore.patch({ pathway: PATHWAY.SIGN, signOnly: true });
    await readyUsCard(user);
    await user.type(screen.getByLabelText(QUESTION, { exact: false }), '  The final  ');
    await user.click(await payButton());
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(api.payments[0]!.body).toMatchObject({ collectionAnswer: 'The final', collectionQuestions: QUESTION, cqid: 14 });
  });

  it('a chip-in pathway neither asks the question nor sends an answer', async () => {
    const user = userEvent.setup();
    const api = mockApi([SUCCESS]);
    setupJourney({ contributionQuestion: QUESTION, cqid: 14 });
    await readyUsCard(user);
    expect(screen.queryByLabelText(QUESTION, { exact: false })).not.toBeInTheDocument();
    await user.click(await payButton());
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(api.payments[0]!.body).toMatchObject({ collectionAnswer: '', collectionQuestions: '' });
  });
});
