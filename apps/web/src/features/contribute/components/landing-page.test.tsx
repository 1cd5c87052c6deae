import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { collectionStore, groupCardStore, pathwayStore } from '../../../lib/journey/journey-store';
import { derivePathway } from '../pathway';
import { testCollection } from '../../../lib/journey/test-collection';
import { LandingPage } from './landing-page';

const GUID = '10000000-0000-4000-8000-000000000001';

function renderLanding(overrides: Record<string, unknown> = {}, onSignChosen?: () => void) {
  const collection = testCollection(overrides);
  collectionStore.set(collection);
  groupCardStore.set(collection.groupCard);
  pathwayStore.patch({ pathway: derivePathway(collection) });
  const router = createMemoryRouter(
    [
      { path: '/contribute/:id', element: <LandingPage onSignChosen={onSignChosen} /> },
      { path: '/contribute/:id/how-much', element: <p>amount step</p> },
      { path: '/contribute/:id/sign', element: <p>sign step</p> },
      { path: '/contribute/:id/no-thanks', element: <p>no thanks step</p> },
    ],
    { initialEntries: [`/contribute/${GUID}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const card = { hasGroupCard: true, groupCard: { id: 1, messages: [], coverPage: { id: 1, title: 'Farewell, Sam', coverType: 2 } } };

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('LandingPage', () => {
  it('shows the invitation title, the summaries, the close date and only Chip in for a plain collection', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sam’s retirement gift');
    expect(screen.getByText('Collected so far').nextSibling).toHaveTextContent('$125.00');
    expect(screen.getByText('Closes on 31 Dec 2035')).toBeInTheDocument();
    expect(screen.getByText("The amount you give won't be seen by others")).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Chip in']);
  });

  it('offers Sign & chip in and Chip in for a collection with a card, and Sign only when zero is allowed', () => {
    renderLanding({ collectionSetupType: 'Collection + Group Card', ...card, zeroContributionAllowed: true });
    expect(screen.getByRole('button', { name: 'Sign & chip in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chip in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign only' })).toBeInTheDocument();
  });

  it('words "No thanks" in sentence case like every other button, and it leads to the no-thanks step', async () => {
    const user = userEvent.setup();
    const router = renderLanding({ collectionSetupType: 'Collection + Group Card', ...card });
    expect(screen.queryByText('No Thanks')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'No thanks' }));
    expect(router.state.location.pathname).toMatch(/\/no-thanks$/);
  });

  it('has no Sign only without zero contribution, and no chip-in notice for a card only', () => {
    renderLanding({ collectionSetupType: 'Group Card Only', ...card });
    expect(screen.queryByRole('button', { name: 'Sign only' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign card' })).toBeInTheDocument();
    expect(screen.queryByText("The amount you give won't be seen by others")).not.toBeInTheDocument();
  });

  it('hides the close date for a Paid Group Card', () => {
    renderLanding({ collectionSetupType: 'Paid Group Card', ...card });
    expect(screen.queryByText(/^Closes on/)).not.toBeInTheDocument();
  });

  it('shows the charity share on chip-in pathways', () => {
    renderLanding({ charityName: 'Red Cross', charityPercentage: 10 });
    expect(screen.getByText('10% of every contribution goes to Red Cross.')).toBeInTheDocument();
  });

  it('Chip in opens the modal with the spec words, then goes to the amount screen that asks the details too', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = renderLanding();
    await user.click(screen.getByRole('button', { name: 'Chip in' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent("It's Fetch here. Just rounding everything up to get started.");
    await act(async () => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe(`/contribute/${GUID}/how-much`);
    expect(pathwayStore.get()).toMatchObject({ pathway: 1, signOnly: false });
  });

  it('Sign only sets the sign-only flag and opens the card-making modal before sign', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = renderLanding({ collectionSetupType: 'Collection + Group Card', ...card, zeroContributionAllowed: true });
    await user.click(screen.getByRole('button', { name: 'Sign only' }));
    expect(screen.getByRole('alertdialog', { name: "We're creating your card" })).toHaveTextContent(
      'Need help writing a message? Click the Magic Message Writer',
    );
    await act(async () => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe(`/contribute/${GUID}/sign`);
    expect(pathwayStore.get()).toMatchObject({ pathway: 3, signOnly: true });
  });

  it('says the contributor chose to sign while the card-making modal shows', async () => {
    const onSignChosen = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLanding({ collectionSetupType: 'Group Card Only', ...card }, onSignChosen);
    await user.click(screen.getByRole('button', { name: 'Sign card' }));
    expect(screen.getByRole('alertdialog', { name: "We're creating your card" })).toBeInTheDocument();
    expect(onSignChosen).toHaveBeenCalledTimes(1);
  });

  it('does not say so for Chip in', async () => {
    const onSignChosen = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLanding({}, onSignChosen);
    await user.click(screen.getByRole('button', { name: 'Chip in' }));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(onSignChosen).not.toHaveBeenCalled();
  });
});

describe('LandingPage: a card-only collection shows no money (issue 13)', () => {
  for (const setup of [
    { collectionSetupType: 'Group Card Only' },
    { collectionSetupType: 'Paid Group Card' },
    { collectionSetupType: 'FGC + Gift' },
    { collectionSetupType: 'PGC + Gift' },
    { collectionSetupType: 'Collection + Group Card', gcOnly: true },
  ]) {
    it(`${setup.collectionSetupType}${setup.gcOnly ? ' (card only)' : ''}: no "$", no "Collected", no target, no joined count`, () => {
      renderLanding({ ...setup, ...card, soFarCollected: 0, collectionTarget: 5000, joinedSofar: 0 });
      expect(screen.getByRole('button', { name: 'Sign card' })).toBeInTheDocument();
      const text = document.body.textContent ?? '';
      expect(text).not.toContain('$');
      expect(text).not.toMatch(/Collected/i);
      expect(screen.queryByText('Target')).toBeNull();
      expect(screen.queryByText('Joined so far')).toBeNull();
    });
  }

  it('a cover without a photo shows the illustration of the collection’s occasion (loaded on demand)', async () => {
    renderLanding({
      collectionSetupType: 'Group Card Only',
      collectionOccasion: 'Graduation',
      hasGroupCard: true,
      groupCard: { id: 1, messages: [], coverPage: { id: 1, title: 'Well done!', coverType: 1, className: 'classic-cream' } },
    });
    expect(await screen.findByRole('img', { name: 'Illustration: a mortarboard and a diploma' })).toBeInTheDocument();
  });
});
