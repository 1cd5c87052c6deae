import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHWAY } from '@groupgift/domain';
import { forgetCachedValues } from '../../../lib/storage';
import { amountDraftStore } from '../../../lib/journey/journey-store';

const amountReset = () => {
  amountDraftStore.set(null);
  paymentDetailsStore.patch({ contribution: null });
};
import { collectionStore, messageDraftStore, pathwayStore, paymentDetailsStore, savedDetailsStore } from '../../../lib/journey/journey-store';
import { testCollection } from '../../../lib/journey/test-collection';
import { HowMuchPage } from './how-much-page';
import { HowManyPage } from './how-many-page';
import { YourDetailsPage } from './your-details-page';

const GUID = '10000000-0000-4000-8000-000000000001';

function renderStep(step: string, overrides: Record<string, unknown> = {}, pathway: number = PATHWAY.CHIP_IN) {
  collectionStore.set(testCollection(overrides));
  pathwayStore.patch({ pathway: pathway as never });
  const router = createMemoryRouter(
    [
      { path: '/contribute/:id/how-much', element: <HowMuchPage /> },
      { path: '/contribute/:id/how-many', element: <HowManyPage /> },
      { path: '/contribute/:id/your-details', element: <YourDetailsPage /> },
      { path: '/contribute/:id/payment-details', element: <h1>payment step</h1> },
      { path: '/contribute/:id/sign', element: <h1>sign step</h1> },
      { path: '/contribute/:id', element: <h1>landing</h1> },
    ],
    { initialEntries: [`/contribute/${GUID}/${step}`] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Alex');
  await user.type(screen.getByLabelText('Last name'), 'Smith');
  await user.type(screen.getByLabelText('Email address'), ' alex@example.test ');
}

describe('the amount screen with the details (decision 101)', () => {
  it('asks the amount, the name and the email on one screen, then goes to payment with them stored trimmed', async () => {
    const user = userEvent.setup();
    const { router } = renderStep('how-much');
    expect(screen.getByRole('heading', { level: 1, name: 'How much would you like to chip in?' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '20');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe(`/contribute/${GUID}/payment-details`);
    expect(paymentDetailsStore.get()).toMatchObject({ contribution: 2000, contributions: 1, firstName: 'Alex', lastName: 'Smith', emailAddress: 'alex@example.test' });
  });

  it('refuses a bad amount and missing details, focusing the first field in page order', async () => {
    const user = userEvent.setup();
    const { router } = renderStep('how-much');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('This field is required');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Must be a valid email address');
    expect(router.state.location.pathname).toBe(`/contribute/${GUID}/how-much`);
  });

  it('keeps the typed amount and details across a reload, even a half-typed amount', async () => {
    const user = userEvent.setup();
    const first = renderStep('how-much');
    await user.type(screen.getByLabelText('Amount'), '12.5');
    await user.type(screen.getByLabelText('First name'), 'Robin');
    await user.type(screen.getByLabelText('Email address'), 'robin@exa');
    first.view.unmount();
    forgetCachedValues();

    renderStep('how-much');
    expect(screen.getByLabelText('Amount')).toHaveValue('12.5');
    expect(screen.getByLabelText('First name')).toHaveValue('Robin');
    expect(screen.getByLabelText('Email address')).toHaveValue('robin@exa');
  });

  it('lets the amount be cleared after a reload instead of bringing the stored one back', async () => {
    const user = userEvent.setup();
    paymentDetailsStore.patch({ contribution: 2000 });
    renderStep('how-much');
    expect(screen.getByLabelText('Amount')).toHaveValue('20.00');
    await user.clear(screen.getByLabelText('Amount'));
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it('offers details saved on this device and fills them in', async () => {
    const user = userEvent.setup();
    savedDetailsStore.set({ firstName: 'Sam', lastName: 'Lee', emailAddress: 'sam@example.test' });
    renderStep('how-much');
    await user.click(screen.getByRole('button', { name: 'Use these saved details' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Email address')).toHaveValue('sam@example.test');
  });

  it('on an exact-amount collection asks how many with the details on one screen', async () => {
    const user = userEvent.setup();
    const { router } = renderStep('how-many', { hasExactAmount: true, exactAmount: 2500 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe(`/contribute/${GUID}/payment-details`);
    expect(paymentDetailsStore.get()).toMatchObject({ contribution: 2500, firstName: 'Alex' });
  });

  it('sends an old your-details address to the amount screen', async () => {
    const { router } = renderStep('your-details?invite=abc');
    expect(await screen.findByLabelText('Amount')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/contribute/${GUID}/how-much`);
    expect(router.state.location.search).toBe('?invite=abc');
  });

  it('on sign and chip in is step 2 of 4, after the message', () => {
    renderStep('how-much', {}, PATHWAY.SIGN_AND_CHIP_IN);
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });
});

describe('how much: the real minimum, suggested amounts, the name asked once (decision 145)', () => {
  it("shows the organiser's minimum where signing without paying is allowed, and offers that as its own choice", async () => {
    const user = userEvent.setup();
    const { router } = renderStep(
      'how-much',
      { collectionSetupType: 'Collection + Group Card', hasGroupCard: true, minimumContributionAmount: 500, zeroContributionAllowed: true },
      PATHWAY.SIGN_AND_CHIP_IN,
    );
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Minimum $5.00');
    expect(screen.queryByText(/Minimum \$0\.00/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '4.99');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Minimum $5.00 Must be greater than or equal to $5.00');
    await user.click(screen.getByRole('button', { name: 'Sign without chipping in' }));
    expect(router.state.location.pathname).toBe(`/contribute/${GUID}/sign`);
    expect(pathwayStore.get()).toMatchObject({ pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: true });
  });

  it('offers no "sign without chipping in" where zero is not allowed', () => {
    renderStep('how-much', { collectionSetupType: 'Collection + Group Card', hasGroupCard: true }, PATHWAY.SIGN_AND_CHIP_IN);
    expect(screen.queryByRole('button', { name: 'Sign without chipping in' })).not.toBeInTheDocument();
  });

  it("fills the amount with one tap on a suggested amount: the market's defaults, or the organiser's", async () => {
    const user = userEvent.setup();
    const first = renderStep('how-much', { countryCode: 'AU' });
    const group = screen.getByRole('group', { name: 'Pick an amount' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['$20.00', '$30.00', '$50.00']);
    await user.click(within(group).getByRole('radio', { name: '$30.00' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('30.00');
    expect(within(group).getByRole('radio', { name: '$30.00' })).toBeChecked();
    // Arrow keys move the choice, as in any radio group.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByLabelText('Amount')).toHaveValue('50.00');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(paymentDetailsStore.get()).toMatchObject({ contribution: 5000 });
    first.view.unmount();

    amountReset();
    renderStep('how-much', { countryCode: 'US', suggestedAmounts: [1500, 4000] });
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['$15.00', '$40.00']);
  });

  it('on sign and chip in fills the payer from the name signed on the card, still editable', async () => {
    const user = userEvent.setup();
    messageDraftStore.patch({ from: 'Jo van Dijk' });
    const { router } = renderStep('how-much', {}, PATHWAY.SIGN_AND_CHIP_IN);
    expect(screen.getByLabelText('First name')).toHaveValue('Jo');
    expect(screen.getByLabelText('Last name')).toHaveValue('van Dijk');
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Joanna');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.type(screen.getByLabelText('Email address'), 'jo@example.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe(`/contribute/${GUID}/payment-details`);
    expect(paymentDetailsStore.get()).toMatchObject({ firstName: 'Joanna', lastName: 'van Dijk' });
  });

  it('on chip in alone leaves the name empty', () => {
    messageDraftStore.patch({ from: 'Jo van Dijk' });
    renderStep('how-much');
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });
});
