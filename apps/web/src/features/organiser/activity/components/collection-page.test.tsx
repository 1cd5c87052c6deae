import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FEE_TOTALS, type CollectionActivity, type OrganiserInvitee, type OrganiserMessage } from '@groupgift/domain';
import '../../../../lib/i18n';
import { deleteMessage } from '../api/delete-message';
import { getActivity } from '../api/get-activity';
import { getContributions } from '../api/get-contributions';
import { getInvitees } from '../api/get-invitees';
import { getMessages } from '../api/get-messages';
import { reopenCollection } from '../api/reopen-collection';
import { sendReminders } from '../api/send-reminders';
import { setMessageHidden } from '../api/set-message-hidden';
import { CollectionPage } from './collection-page';

vi.mock('../api/get-activity', () => ({ getActivity: vi.fn() }));
vi.mock('../api/get-contributions', () => ({ getContributions: vi.fn() }));
vi.mock('../api/get-messages', () => ({ getMessages: vi.fn() }));
vi.mock('../api/get-invitees', () => ({ getInvitees: vi.fn() }));
vi.mock('../api/delete-message', () => ({ deleteMessage: vi.fn() }));
vi.mock('../api/reopen-collection', () => ({ reopenCollection: vi.fn() }));
vi.mock('../api/send-reminders', () => ({ sendReminders: vi.fn() }));
vi.mock('../api/set-message-hidden', () => ({ setMessageHidden: vi.fn() }));

const GUID = '66666666-6666-4666-8666-666666666666';

const OPEN: CollectionActivity = {
  guid: GUID,
  title: 'Farewell Sam',
  market: 'US',
  setupType: 'Collection + Group Card',
  status: 'open',
  isClosed: false,
  isSuspended: false,
  closeDate: '2035-01-01T00:00:00.000Z',
  timeZone: 'America/New_York',
  closeDatePassed: false,
  hasGroupCard: true,
  cardPaidAt: null,
  invitationUrl: `https://gift.example.test/contribute/${GUID}`,
  coverImage: null,
  summary: { collected: 0, joined: 0, charityShare: 0, target: 0, charityName: null, charityPercentage: null, breakdown: EMPTY_FEE_TOTALS },
};
const CLOSED: CollectionActivity = { ...OPEN, status: 'closed', closeDate: '2024-01-01T00:00:00.000Z', closeDatePassed: true };

const message = (n: number, name: string): OrganiserMessage => ({
  guid: `77777777-7777-4777-8777-00000000000${n}`,
  name,
  comment: `Good luck from ${name}`,
  imageUrl: null,
  commentDate: '2026-11-20T10:00:00.000Z',
  hidden: false,
});
const ANN = message(1, 'Ann');
const BO = message(2, 'Bo');

const INVITEE: OrganiserInvitee = {
  guid: '88888888-8888-4888-8888-000000000001',
  email: 'cai@example.test',
  status: 'sent',
  invitedAt: '2026-11-18T10:00:00.000Z',
  openedAt: null,
  respondedAt: null,
  lastRemindedAt: null,
  canRemind: true,
};

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(getActivity).mockResolvedValue(OPEN);
  vi.mocked(getContributions).mockResolvedValue({ contributions: [], nextCursor: null, summary: { total: 0, breakdown: EMPTY_FEE_TOTALS } });
  vi.mocked(getMessages).mockResolvedValue({ messages: [ANN, BO], nextCursor: null, summary: { total: 2 } });
  vi.mocked(getInvitees).mockResolvedValue({ invitees: [INVITEE], nextCursor: null, summary: { total: 1, remindable: 1 } });
});

function renderPage(tab: string) {
  render(
    <MemoryRouter initialEntries={[`/dashboard/collections/${GUID}?tab=${tab}`]}>
      <Routes>
        <Route path="/dashboard/collections/:id" element={<CollectionPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** yyyy-mm-dd of a day counted from today, as the date input holds it. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('CollectionPage', () => {
  it('shows a card-only collection without money: no figures, no contributions tab, the messages first', async () => {
    vi.mocked(getActivity).mockResolvedValue({ ...OPEN, setupType: 'Paid Group Card' });
    renderPage('contributions');
    expect(await screen.findByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Contributions' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-collected')).not.toBeInTheDocument();
    expect(await screen.findByText('Good luck from Ann')).toBeInTheDocument();
  });

  it('keeps the money figures and opens on the contributions of a collection that takes money', async () => {
    renderPage('');
    expect(await screen.findByRole('tab', { name: 'Contributions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('summary-collected')).toHaveTextContent('$0.00');
  });

  it('puts the invitation link first until someone joins, then the progress with the recent activity', async () => {
    vi.mocked(getMessages).mockResolvedValue({ messages: [], nextCursor: null, summary: { total: 0 } });
    renderPage('');
    const invite = await screen.findByTestId('invite-block');
    expect(within(invite).getByRole('heading', { name: 'Invite people' })).toBeInTheDocument();
    expect(within(invite).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(invite).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=.*contribute%2F/);
    expect(within(invite).getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
    expect(within(invite).getByRole('link', { name: 'Text message' }).getAttribute('href')).toMatch(/^sms:\?&body=/);
    // No native share sheet in this browser: no button for it.
    expect(within(invite).queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    const progress = screen.getByTestId('progress-block');
    expect(invite.compareDocumentPosition(progress) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('shows the progress first once someone has signed, the link after it, smaller', async () => {
    renderPage('');
    const progress = await screen.findByTestId('progress-block');
    expect(within(progress).getByTestId('summary-signed')).toHaveTextContent('2');
    expect(within(progress).getByText('Ann signed the card')).toBeInTheDocument();
    const invite = screen.getByTestId('invite-block');
    expect(progress.compareDocumentPosition(invite) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(invite).queryByRole('heading', { name: 'Invite people' })).not.toBeInTheDocument();
  });

  it('puts the delivery first within two days of the close, and after it, once people have signed', async () => {
    vi.mocked(getActivity).mockResolvedValue({ ...OPEN, closeDate: new Date(Date.now() + 36 * 3600_000).toISOString() });
    renderPage('');
    const progress = await screen.findByTestId('progress-block');
    const delivery = screen.getByRole('heading', { name: 'Delivery', level: 2 });
    expect(delivery.compareDocumentPosition(progress) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Still open: the link stays, last.
    const invite = screen.getByTestId('invite-block');
    expect(progress.compareDocumentPosition(invite) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers no reminder in the first day after an invitation and says from when, with the rule beside the list', async () => {
    const invitedAt = new Date(Date.now() - 3600_000).toISOString();
    vi.mocked(getInvitees).mockResolvedValue({
      invitees: [{ ...INVITEE, invitedAt, canRemind: false }],
      nextCursor: null,
      summary: { total: 1, remindable: 0 },
    });
    renderPage('invitations');
    const row = await screen.findByRole('row', { name: /cai@\s?example\.\s?test/ });
    expect(within(row).queryByRole('button', { name: /^Remind/ })).not.toBeInTheDocument();
    expect(within(row).getByText(/^Reminder from /)).toBeInTheDocument();
    expect(screen.getByText(/starting a day after their invitation/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reminders' })).toBeDisabled();
  });

  it('keeps Close and Suspend in the More menu, each behind a confirmation', async () => {
    const user = userEvent.setup();
    renderPage('');
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Close collection' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Suspend' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Suspend' }));
    expect(screen.getByRole('dialog', { name: 'Suspend this collection?' })).toBeInTheDocument();
  });

  it('deletes a message only after confirming, and takes it off the list', async () => {
    const user = userEvent.setup();
    vi.mocked(deleteMessage).mockResolvedValue(undefined);
    renderPage('messages');
    const list = within(await screen.findByRole('tabpanel')).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete: Ann' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(dialog).toHaveTextContent('The message from Ann will be removed from the card for good.');
    expect(deleteMessage).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deleteMessage).toHaveBeenCalledExactlyOnceWith(GUID, ANN.guid);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Good luck from Ann')).not.toBeInTheDocument();
    expect(screen.getByText('Good luck from Bo')).toBeInTheDocument();
    expect(within(within(screen.getByRole('tabpanel')).getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('The message from Ann was deleted.')).toBeInTheDocument();
  });

  it('keeps the message when the deletion is cancelled', async () => {
    const user = userEvent.setup();
    renderPage('messages');
    await user.click(await screen.findByRole('button', { name: 'Delete: Ann' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteMessage).not.toHaveBeenCalled();
    expect(screen.getByText('Good luck from Ann')).toBeInTheDocument();
  });

  it('reopens a collection whose close date has passed only with a new close date in the future', async () => {
    const user = userEvent.setup();
    vi.mocked(getActivity).mockResolvedValue(CLOSED);
    vi.mocked(reopenCollection).mockResolvedValue({ ...OPEN, closeDate: '2099-03-04T23:59:59.000Z' });
    renderPage('contributions');
    expect(await screen.findByTestId('collection-status')).toHaveTextContent('Closed');

    // Reopen (like Close and Suspend) sits in the More menu.
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reopen' }));
    const dialog = screen.getByRole('dialog', { name: 'Reopen this collection?' });
    expect(dialog).toHaveTextContent('The close date has passed. Choose a new close date to reopen the collection.');
    const date = within(dialog).getByLabelText('New close date');

    await user.clear(date);
    await user.type(date, dayFromToday(-1));
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(within(dialog).getByText('This date must be in the future')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(reopenCollection).not.toHaveBeenCalled();

    await user.clear(date);
    await user.type(date, '2099-03-04');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    // The end of the chosen day in the organiser's own time zone.
    expect(reopenCollection).toHaveBeenCalledExactlyOnceWith(GUID, { closeDate: new Date(2099, 2, 4, 23, 59, 59).toISOString() });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('collection-status')).toHaveTextContent('Open');
    expect(screen.getByText('The collection is open again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menuitem', { name: 'Close collection' })).toBeInTheDocument();
  });

  it('reminds one invitee, says how many reminders went, and shows the reminder in the list', async () => {
    const user = userEvent.setup();
    vi.mocked(sendReminders).mockResolvedValue({ sent: 1, skipped: 0 });
    renderPage('invitations');
    const remind = await screen.findByRole('button', { name: 'Remind cai@example.test' });
    const reminded = { ...INVITEE, lastRemindedAt: '2026-11-24T10:00:00.000Z', canRemind: false };
    vi.mocked(getInvitees).mockResolvedValue({ invitees: [reminded], nextCursor: null, summary: { total: 1, remindable: 0 } });

    await user.click(remind);
    expect(sendReminders).toHaveBeenCalledExactlyOnceWith(GUID, [INVITEE.guid]);
    expect(await screen.findByText('1 reminder sent.')).toBeInTheDocument();
    // The list is read again so the last reminder date comes from the server.
    // The address is in pieces that may wrap (EmailAddress); jsdom has no layout, so the name it
    // computes spaces them ("cai@ example. test"), where a browser reads the address whole (word-wrap.spec.ts).
    const row = await screen.findByRole('row', { name: /cai@\s?example\.\s?test/ });
    await waitFor(() => expect(within(row).getByText('24 Nov 2026')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Remind cai@example.test' })).not.toBeInTheDocument();
  });

  it('shows a later page on "Show more", says how many of all are shown, and hides a message from that page', async () => {
    const user = userEvent.setup();
    const CAI = message(3, 'Cai');
    vi.mocked(getMessages).mockImplementation(async (_guid, page = {}) =>
      page.cursor === 'after-bo'
        ? { messages: [BO, CAI], nextCursor: null, summary: null }
        : { messages: [ANN, BO], nextCursor: 'after-bo', summary: { total: 3 } },
    );
    vi.mocked(setMessageHidden).mockResolvedValue({ ...CAI, hidden: true });
    renderPage('messages');
    expect(await screen.findByText('2 of 3 shown')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show more: 2 of 3 shown' });
    more.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Good luck from Cai')).toBeInTheDocument();
    expect(getMessages).toHaveBeenLastCalledWith(GUID, { cursor: 'after-bo', limit: 50 }, undefined);
    // Bo came again on the later page (the list moved meanwhile) and is listed once.
    expect(within(within(screen.getByRole('tabpanel')).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('All 3 shown')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide: Cai' }));
    expect(setMessageHidden).toHaveBeenCalledExactlyOnceWith(GUID, CAI.guid, true);
    expect(await screen.findByRole('button', { name: 'Show again: Cai' })).toBeInTheDocument();
    expect(within(within(screen.getByRole('tabpanel')).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('offers "Remind all" from the whole list\'s count, though nobody shown can be reminded', async () => {
    const answered = { ...INVITEE, status: 'contributed' as const, canRemind: false };
    vi.mocked(getInvitees).mockResolvedValue({ invitees: [answered], nextCursor: 'next', summary: { total: 80, remindable: 12 } });
    renderPage('invitations');
    expect(await screen.findByRole('button', { name: 'Send reminders' })).toBeEnabled();
    expect(screen.getByText('1 of 80 shown')).toBeInTheDocument();
  });
});
