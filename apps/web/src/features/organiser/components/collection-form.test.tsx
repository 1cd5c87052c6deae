import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganiserCollection } from '@groupgift/domain';
import '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { setOrganiser } from '../../../lib/organiser-session';
import { createCollection } from '../api/create-collection';
import { uploadCollectionImage } from '../api/upload-collection-image';
import { emptyForm } from '../form-values';
import { CollectionForm } from './collection-form';
import { NewCollectionPage } from './new-collection-page';

vi.mock('../api/create-collection', () => ({ createCollection: vi.fn() }));
vi.mock('../api/upload-collection-image', () => ({ uploadCollectionImage: vi.fn() }));

// A step change scrolls to the top (decision 141), which jsdom does not draw.
let scrollTo: { mockRestore: () => void } | undefined;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  scrollTo?.mockRestore();
});

function renderForm(submit = vi.fn(), setupType: 'Collection' | 'Group Card Only' | 'Collection + Group Card' = 'Collection') {
  const onSaved = vi.fn();
  render(
    <MemoryRouter>
      <CollectionForm initial={{ ...emptyForm('US'), setupType }} mode="create" submit={submit} onSaved={onSaved} cancelTo="/dashboard" />
    </MemoryRouter>,
  );
  return { submit, onSaved };
}

describe('CollectionForm', () => {
  it('checks a field once it is left, and live after that', async () => {
    const user = userEvent.setup();
    renderForm();
    const recipient = screen.getByLabelText("Recipient's name *");
    await user.click(recipient);
    expect(screen.queryByText('This field is required')).toBeNull();
    await user.tab();
    expect(screen.getByText('This field is required')).toBeVisible();
    await user.type(recipient, 'Sam');
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('shows the fields of the setup type: no money for a card only, the cover designer with a live preview', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(), 'Group Card Only');
    expect(screen.queryByRole('heading', { name: 'Money' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Group card' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Trophy' }));
    await user.type(screen.getByLabelText('Cover title'), 'Well done');
    // The preview is the server's drawing of the design with the words (decision 146).
    expect(within(screen.getByTestId('cover-preview')).getByRole('img')).toHaveAttribute('src', expect.stringContaining('design=congratulations-trophy&title=Well+done'));
  });

  it('shows server field errors on their fields and keeps every value', async () => {
    const user = userEvent.setup();
    const submit = vi.fn().mockRejectedValue(
      new ApiError({ name: 'createCollection', status: 400, code: 'validation_failed', message: 'x', fieldErrors: { imageUrl: ['Upload failed'], minimumContributionCents: ['Must be greater than 0'] } }),
    );
    const { onSaved } = renderForm(submit);
    await user.type(screen.getByLabelText("Recipient's name *"), 'Sam');
    await user.type(screen.getByLabelText('Title *'), 'Farewell');
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(submit).toHaveBeenCalledOnce();
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ title: 'Farewell', minimumContributionCents: 100, setupType: 'Collection' });
    expect(await screen.findByText('Must be greater than 0')).toBeVisible();
    expect(screen.getByText('Upload failed')).toBeVisible();
    expect(screen.getByLabelText('Title *')).toHaveValue('Farewell');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('hands the saved collection on', async () => {
    const user = userEvent.setup();
    const saved = { guid: 'abc' } as OrganiserCollection;
    const { onSaved } = renderForm(vi.fn().mockResolvedValue(saved));
    await user.type(screen.getByLabelText("Recipient's name *"), 'Sam');
    await user.type(screen.getByLabelText('Title *'), 'Farewell');
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(onSaved).toHaveBeenCalledWith(saved);
  });
});

describe('creating a collection with every field filled', () => {
  const SAVED_GUID = '44444444-4444-4444-8444-444444444444';
  const IMAGE_URL = 'https://images.example.test/collections/farewell.png';

  function renderNewPage() {
    vi.mocked(createCollection).mockReset().mockResolvedValue({ guid: SAVED_GUID } as OrganiserCollection);
    vi.mocked(uploadCollectionImage).mockReset().mockResolvedValue({ imageUrl: IMAGE_URL, width: 800, height: 600 });
    // Signed out: the form starts in the default market (US) without asking the server who is signed in.
    setOrganiser(null);
    render(
      <MemoryRouter initialEntries={['/dashboard/collections/new']}>
        <Routes>
          <Route path="/dashboard/collections/new/:step?" element={<NewCollectionPage />} />
          <Route path="/dashboard/collections/:id" element={<h1>Saved collection</h1>} />
        </Routes>
      </MemoryRouter>,
    );
  }

  // Pasted rather than typed: every keystroke re-validates the whole form, and typing all of it in
  // jsdom comes close to the test timeout on a busy machine.
  async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement | string, value: string) {
    const input = typeof field === 'string' ? screen.getByLabelText(field) : field;
    await user.clear(input);
    await user.paste(value);
  }

  /** The steps (decision 141): what and for whom, card and cover, money; each one's fields then "Next". */
  async function fillEveryField(user: ReturnType<typeof userEvent.setup>) {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Step 1 of 3What and for whom');
    await user.selectOptions(screen.getByLabelText('What are you setting up?'), 'Collection + Group Card');
    await user.click(screen.getByText('More details'));
    // Switching market forgets the gateways ticked for the other market, so it comes first.
    await user.click(screen.getByRole('radio', { name: 'Australia (AUD)' }));
    await fill(user, "Recipient's name *", 'Sam Lee');
    await fill(user, "Recipient's email", 'sam@example.test');
    await fill(user, 'Occasion', 'Farewell');
    await fill(user, 'Close date *', '2031-05-06');
    await fill(user, 'Title *', 'Farewell Sam');
    await fill(user, 'Subtitle', 'Ten years in the studio');
    await fill(user, screen.getByRole('textbox', { name: 'Description' }), 'Chip in for a send-off present.');
    // The file input is hidden behind its button, which has no accessible link to it.
    const fileInput = screen.getByRole('button', { name: 'Upload a picture' }).parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(fileInput, new File(['png'], 'farewell.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Chosen picture' })).toHaveAttribute('src', IMAGE_URL);
    await user.click(screen.getByRole('button', { name: 'Next: Card and cover' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Step 2 of 3/ })).toHaveTextContent('Card and cover');
    await user.click(screen.getByRole('button', { name: 'Next: Money' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Step 3 of 3/ })).toHaveTextContent('Money');

    await fill(user, 'Target', '500');
    await fill(user, 'Minimum contribution *', '5');
    await fill(user, 'Maximum contribution', '100.50');
    await user.click(screen.getByRole('checkbox', { name: 'Allow signing without contributing' }));
    await fill(user, 'Contribution question', 'Favourite memory of Sam?');
    await fill(user, 'Charity name', 'Red Cross');
    await fill(user, 'Charity share (%)', '12.5');

    await user.click(screen.getByRole('radio', { name: 'Contributors pay the fees on top' }));
    await user.click(screen.getByRole('checkbox', { name: 'PayPal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Card (Checkout.com)' }));
  }

  // The collection closes at the end of the chosen day in the organiser's own time zone.
  const CLOSE_DATE = new Date(2031, 4, 6, 23, 59).toISOString();
  const BODY = {
    setupType: 'Collection + Group Card',
    market: 'AU',
    recipientName: 'Sam Lee',
    recipientEmail: 'sam@example.test',
    occasion: 'Farewell',
    title: 'Farewell Sam',
    subtitle: 'Ten years in the studio',
    description: 'Chip in for a send-off present.',
    imageUrl: IMAGE_URL,
    closeDate: CLOSE_DATE,
    // The browser's own zone goes with the request: the collection's clock from now on (decision 144).
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    targetCents: 50000,
    hasExactAmount: false,
    exactAmountCents: 0,
    minimumContributionCents: 500,
    maxIndividualLimitCents: 10050,
    zeroContributionAllowed: true,
    // Left empty: contributors see the market's defaults (decision 145).
    suggestedAmountsCents: [],
    charityName: 'Red Cross',
    charityPercentage: 12.5,
    whoPaysFeeOption: 2,
    paymentGateways: [3, 1],
    contributionQuestion: 'Favourite memory of Sam?',
    // Left as the designer starts, its title following the collection's (decision 141); the cover designer has its own test.
    cover: {
      // The design pre-chosen from the collection's words is what is stored (decision 146).
      className: 'design-farewell-paper-plane',
      coverType: 1,
      imageUrl: null,
      title: 'Farewell Sam',
      description: '',
      fontSize: 36,
      textAlign: 'center',
      descFontSize: 18,
      descTextAlign: 'center',
      boardTheme: 'paper',
    },
  };

  it('sends every value entered, money in cents and the close date as ISO, and opens the saved collection', async () => {
    const user = userEvent.setup();
    renderNewPage();
    await fillEveryField(user);
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByRole('heading', { name: 'Saved collection' })).toBeInTheDocument();
    expect(createCollection).toHaveBeenCalledOnce();
    expect(vi.mocked(createCollection).mock.calls[0]?.[0]).toEqual(BODY);
    // Three steps typed into one field at a time: longer than the default on a busy machine.
  }, 60_000);

  it('with one amount for everyone, sends that amount and drops the minimum and maximum typed before', async () => {
    const user = userEvent.setup();
    renderNewPage();
    await fillEveryField(user);
    await user.click(screen.getByRole('checkbox', { name: 'Everyone gives the same amount' }));
    expect(screen.queryByLabelText('Minimum contribution *')).not.toBeInTheDocument();
    await fill(user, 'Amount per contribution *', '25');
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByRole('heading', { name: 'Saved collection' })).toBeInTheDocument();
    expect(vi.mocked(createCollection).mock.calls[0]?.[0]).toEqual({
      ...BODY,
      hasExactAmount: true,
      exactAmountCents: 2500,
      minimumContributionCents: 0,
      maxIndividualLimitCents: 0,
    });
    // Three steps typed into one field at a time: longer than the default on a busy machine.
  }, 60_000);
});
