import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/i18n';
import { ActivityTabs } from './activity-tabs';
import { InvitationLink } from './invitation-link';
import { InviteesSection } from './invitees-section';

afterEach(() => vi.restoreAllMocks());

function Tabs() {
  const [selected, setSelected] = useState('a');
  return (
    <ActivityTabs
      label="Sections"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'a', label: 'First', panel: <p>first panel</p> },
        { id: 'b', label: 'Second', panel: <p>second panel</p> },
        { id: 'c', label: 'Third', panel: <p>third panel</p> },
      ]}
    />
  );
}

describe('collection page parts', () => {
  it('moves between tabs with the arrow keys, Home and End, one tab stop at a time', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    const first = screen.getByRole('tab', { name: 'First' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('first panel');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('second panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('copies the invitation link and says "Copied" in a status region, and draws its QR code', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<InvitationLink url="https://gift.example.test/contribute/abc" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://gift.example.test/contribute/abc');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    const qr = await screen.findByRole('img', { name: 'QR code of the invitation link' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('refuses invalid addresses with the catalogue wording and keeps what was typed', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<InviteesSection collectionGuid="c" invitees={[]} remindable={0} canSend onChanged={() => undefined} onError={() => undefined} />);
    const box = screen.getByLabelText('Email addresses');
    await user.type(box, 'ann@example.test, nope');
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    });
    expect(screen.getByText('Must be a valid email address: nope')).toBeInTheDocument();
    expect(box).toHaveValue('ann@example.test, nope');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // Nothing is sent (the automatic-reminders setting only reads its schedule).
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('turns automatic reminders on for the chosen days before the close', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      Response.json(init?.method === 'PUT' ? JSON.parse(String(init.body)) : { daysBefore: [] }),
    );
    const onChanged = vi.fn();
    render(<InviteesSection collectionGuid="c" invitees={[]} remindable={0} canSend onChanged={onChanged} onError={() => undefined} />);
    const weekBefore = await screen.findByRole('checkbox', { name: '7 days before the close' });
    await waitFor(() => expect(weekBefore).toBeEnabled());
    await user.click(weekBefore);
    await user.click(screen.getByRole('checkbox', { name: '1 day before the close' }));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    });
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/organiser/collections/c/invitees/reminder-schedule');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ daysBefore: [7, 1] });
    await waitFor(() =>
      expect(onChanged).toHaveBeenCalledWith('Automatic reminders saved: 7 days before the close, 1 day before the close.'),
    );
  });

  it('pauses invitations while the collection is closed or suspended', () => {
    render(<InviteesSection collectionGuid="c" invitees={[]} remindable={0} canSend={false} onChanged={() => undefined} onError={() => undefined} />);
    expect(screen.getByText('Invitations and reminders are paused while the collection is closed or suspended.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitations' })).toBeDisabled();
  });
});
