import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryState, OrganiserCollection } from '@groupgift/domain';
import { ApiError } from '../../../../lib/api-client';
import { getCollection } from '../../api/get-collection';
import { cancelDelivery } from '../api/cancel-delivery';
import { deliver } from '../api/deliver';
import { getDelivery } from '../api/get-delivery';
import { issueRecipientLink } from '../api/issue-recipient-link';
import { resendDelivery } from '../api/resend-delivery';
import { revokeRecipientLink } from '../api/revoke-recipient-link';
import { DeliveryPanel } from './delivery-panel';

vi.mock('../../api/get-collection', () => ({ getCollection: vi.fn() }));
vi.mock('../api/get-delivery', () => ({ getDelivery: vi.fn() }));
vi.mock('../api/deliver', () => ({ deliver: vi.fn() }));
vi.mock('../api/cancel-delivery', () => ({ cancelDelivery: vi.fn() }));
vi.mock('../api/issue-recipient-link', () => ({ issueRecipientLink: vi.fn() }));
vi.mock('../api/revoke-recipient-link', () => ({ revokeRecipientLink: vi.fn() }));
vi.mock('../api/resend-delivery', () => ({ resendDelivery: vi.fn() }));

const GUID = '66666666-6666-4666-8666-666666666666';
const URL_ONCE = 'https://gift.example.test/card/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const NOT_DELIVERED: DeliveryState = {
  status: 'not_delivered',
  recipientName: null,
  recipientEmail: null,
  byEmail: false,
  byLink: false,
  scheduledAt: null,
  timeZone: null,
  deliveredAt: null,
  openedAt: null,
  keepOpen: false,
  linkActive: false,
  linkIssuedAt: null,
  bounce: null,
  messageCount: 2,
  thanks: [],
};
const DELIVERED: DeliveryState = {
  ...NOT_DELIVERED,
  status: 'delivered',
  recipientName: 'Robin Recipient',
  recipientEmail: 'robin@example.test',
  byEmail: true,
  byLink: true,
  timeZone: 'UTC',
  deliveredAt: '2026-11-25T10:00:00.000Z',
  linkActive: true,
  linkIssuedAt: '2026-11-25T10:00:00.000Z',
};

const onDelivered = vi.fn();
const onError = vi.fn();

function show() {
  return render(
    <MemoryRouter>
      <DeliveryPanel collectionGuid={GUID} onDelivered={onDelivered} onError={onError} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(getDelivery).mockResolvedValue(NOT_DELIVERED);
  vi.mocked(getCollection).mockResolvedValue({ recipientName: 'Robin Recipient', recipientEmail: 'robin@example.test' } as OrganiserCollection);
});
afterEach(() => vi.clearAllMocks());

describe('DeliveryPanel', () => {
  it("fills the recipient from the collection and delivers now by email, closing the collection", async () => {
    vi.mocked(deliver).mockResolvedValue({ delivery: DELIVERED, recipientUrl: null });
    show();
    expect(await screen.findByLabelText(/Recipient's name/)).toHaveValue('Robin Recipient');
    expect(screen.getByLabelText(/Recipient's email/)).toHaveValue('robin@example.test');
    expect(screen.getByText('Not delivered yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deliver now' }));
    expect(deliver).toHaveBeenCalledWith(GUID, {
      recipientName: 'Robin Recipient',
      recipientEmail: 'robin@example.test',
      byEmail: true,
      byLink: false,
      when: { kind: 'now' },
      keepOpen: false,
    });
    expect(onDelivered).toHaveBeenCalledWith('The card is delivered.');
    expect(await screen.findByText(/^Delivered 25 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText('Not opened yet')).toBeInTheDocument();
    expect(screen.getByText('By email to robin@example.test')).toBeInTheDocument();
    // A delivered card cannot be delivered again.
    expect(screen.queryByRole('button', { name: 'Deliver now' })).not.toBeInTheDocument();
  });

  it('shows the private link once with a Copy button when a link delivery issues one', async () => {
    vi.mocked(deliver).mockResolvedValue({ delivery: DELIVERED, recipientUrl: URL_ONCE });
    show();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Give me a private link to share' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep the collection open after delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deliver now' }));
    expect(vi.mocked(deliver).mock.calls[0]?.[1]).toMatchObject({ byEmail: true, byLink: true, keepOpen: true });
    const link = await screen.findByTestId('recipient-link');
    expect(within(link).getByRole('textbox', { name: "The recipient's private link" })).toHaveValue(URL_ONCE);
    expect(within(link).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await userEvent.click(within(link).getByRole('button', { name: 'Done: hide the link' }));
    expect(screen.queryByDisplayValue(URL_ONCE)).not.toBeInTheDocument();
  });

  it('asks for the email only when mail delivery is chosen, and refuses a delivery with no way to arrive', async () => {
    show();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Email it to the recipient' }));
    expect(screen.queryByLabelText(/Recipient's email/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deliver now' }));
    expect(screen.getByText('Choose email, a private link, or both.')).toBeInTheDocument();
    expect(deliver).not.toHaveBeenCalled();
  });

  it('refuses mail delivery without an address and without a name', async () => {
    vi.mocked(getCollection).mockResolvedValue({ recipientName: '', recipientEmail: '' } as OrganiserCollection);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Deliver now' }));
    const name = screen.getByLabelText(/Recipient's name/);
    const email = screen.getByLabelText(/Recipient's email/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(deliver).not.toHaveBeenCalled();
  });

  it('schedules in the future in the organiser time zone and refuses a time in the past', async () => {
    const at = new Date(Date.now() + 2 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:30`;
    vi.mocked(deliver).mockResolvedValue({
      delivery: { ...NOT_DELIVERED, status: 'scheduled', recipientName: 'Robin Recipient', recipientEmail: 'robin@example.test', byEmail: true, scheduledAt: new Date(local).toISOString(), timeZone: 'UTC' },
      recipientUrl: null,
    });
    show();
    await userEvent.click(await screen.findByRole('radio', { name: 'Schedule a date and time' }));
    const input = screen.getByLabelText('Date and time');
    await userEvent.type(input, '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule delivery' }));
    expect(screen.getByText('Choose a time in the future.')).toBeInTheDocument();
    expect(deliver).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, local);
    await userEvent.click(screen.getByRole('button', { name: 'Schedule delivery' }));
    const sent = vi.mocked(deliver).mock.calls[0]?.[1];
    expect(sent?.when).toEqual({ kind: 'scheduled', at: new Date(local).toISOString(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(await screen.findByText(/^Scheduled for/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the schedule' })).toBeInTheDocument();
  });

  it("types and shows the schedule on the collection's clock, whatever the browser's (decision 144)", async () => {
    vi.mocked(getCollection).mockResolvedValue({ recipientName: 'Robin', recipientEmail: 'robin@example.test', timeZone: 'Australia/Sydney' } as OrganiserCollection);
    const year = new Date().getUTCFullYear() + 1;
    // 9:00 on 1 Dec in Sydney (AEDT, UTC+11) is 22:00 UTC the day before.
    const at = `${year}-11-30T22:00:00.000Z`;
    vi.mocked(deliver).mockResolvedValue({
      delivery: { ...NOT_DELIVERED, status: 'scheduled', recipientName: 'Robin', recipientEmail: 'robin@example.test', byEmail: true, scheduledAt: at, timeZone: 'Australia/Sydney' },
      recipientUrl: null,
    });
    show();
    await userEvent.click(await screen.findByRole('radio', { name: 'Schedule a date and time' }));
    const input = screen.getByLabelText('Date and time');
    await userEvent.type(input, `${year}-12-01T09:00`);
    expect(screen.getByText("In the collection's time zone, Australia/Sydney (AEDT). You can change it on the collection's edit page.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule delivery' }));
    expect(vi.mocked(deliver).mock.calls[0]?.[1].when).toEqual({ kind: 'scheduled', at, timeZone: 'Australia/Sydney' });
    expect(await screen.findByText(`Scheduled for 1 Dec ${year}, 9:00 am AEDT`)).toBeInTheDocument();
  });

  it('cancels a schedule', async () => {
    vi.mocked(getDelivery).mockResolvedValue({ ...NOT_DELIVERED, status: 'scheduled', byEmail: true, recipientEmail: 'robin@example.test', recipientName: 'Robin', scheduledAt: '2035-01-01T09:00:00.000Z', timeZone: 'Europe/London' });
    vi.mocked(cancelDelivery).mockResolvedValue({ delivery: NOT_DELIVERED, recipientUrl: null });
    show();
    expect(await screen.findByText('Scheduled for 1 Jan 2035, 9:00 am GMT')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the schedule' }));
    expect(cancelDelivery).toHaveBeenCalledWith(GUID);
    expect(onDelivered).toHaveBeenCalledWith('The scheduled delivery is cancelled.');
    expect(await screen.findByText('Not delivered yet')).toBeInTheDocument();
  });

  it('warns, without blocking, when nobody has signed', async () => {
    vi.mocked(getDelivery).mockResolvedValue({ ...NOT_DELIVERED, messageCount: 0 });
    vi.mocked(deliver).mockResolvedValue({ delivery: DELIVERED, recipientUrl: null });
    show();
    expect(await screen.findByTestId('delivery-no-messages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deliver now' }));
    expect(deliver).toHaveBeenCalled();
  });

  it('issues a new link after asking, and revokes the link', async () => {
    vi.mocked(getDelivery).mockResolvedValue(DELIVERED);
    vi.mocked(issueRecipientLink).mockResolvedValue({ delivery: DELIVERED, recipientUrl: URL_ONCE });
    vi.mocked(revokeRecipientLink).mockResolvedValue({ delivery: { ...DELIVERED, linkActive: false }, recipientUrl: null });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Issue a new link' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue a new link' }));
    expect(issueRecipientLink).toHaveBeenCalledWith(GUID);
    expect(await screen.findByDisplayValue(URL_ONCE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(revokeRecipientLink).toHaveBeenCalledWith(GUID);
    expect(await screen.findByText("The recipient's link is switched off.")).toBeInTheDocument();
  });

  it('shows a bounce and resends to a corrected address', async () => {
    vi.mocked(getDelivery).mockResolvedValue({ ...DELIVERED, bounce: { at: '2026-11-25T10:01:00.000Z', reason: '550 No such user' } });
    vi.mocked(resendDelivery).mockResolvedValue({ delivery: { ...DELIVERED, recipientEmail: 'robin@example.org' }, recipientUrl: null });
    show();
    const bounce = await screen.findByRole('alert');
    expect(bounce).toHaveTextContent('550 No such user');
    const field = within(bounce).getByLabelText('A different email address');
    await userEvent.clear(field);
    await userEvent.type(field, 'robin@example.org');
    await userEvent.click(within(bounce).getByRole('button', { name: 'Send again' }));
    expect(resendDelivery).toHaveBeenCalledWith(GUID, 'robin@example.org');
    expect(onDelivered).toHaveBeenCalledWith('The card was sent again to robin@example.org.');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows the recipient's thanks and when it was opened", async () => {
    vi.mocked(getDelivery).mockResolvedValue({
      ...DELIVERED,
      openedAt: '2026-11-25T12:00:00.000Z',
      thanks: [{ guid: '99999999-9999-4999-8999-000000000001', text: 'Thank you all so much', imageUrl: null, to: 'everyone', mailed: 3, sentAt: '2026-11-25T13:00:00.000Z' }],
    });
    show();
    expect(await screen.findByText('Opened 25 Nov 2026, 12:00 pm UTC')).toBeInTheDocument();
    expect(within(screen.getByTestId('delivery-thanks')).getByText('Thank you all so much')).toBeInTheDocument();
  });

  it("shows the picture sent with the recipient's thanks", async () => {
    const picture = '/api/groupcard/images/99999999-9999-4999-8999-000000000002.png';
    vi.mocked(getDelivery).mockResolvedValue({
      ...DELIVERED,
      thanks: [{ guid: '99999999-9999-4999-8999-000000000001', text: 'From the beach', imageUrl: picture, to: 'everyone', mailed: 1, sentAt: '2026-11-25T13:00:00.000Z' }],
    });
    show();
    const thanks = await screen.findByTestId('delivery-thanks');
    expect(within(thanks).getByRole('img', { name: 'The picture sent with these thanks' })).toHaveAttribute('src', picture);
  });

  it("shows the server's refusal on its field", async () => {
    vi.mocked(deliver).mockRejectedValue(new ApiError({ name: 'deliver', status: 400, code: 'validation', message: 'Invalid', fieldErrors: { recipientEmail: ['Enter a valid email address'] } }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Deliver now' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });
});
