import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportAuditEntry } from '@groupgift/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { ActionButton } from './action-dialog';

afterEach(() => vi.restoreAllMocks());

const PAYMENT = '11111111-1111-4111-8111-111111111111';

const audit = (why: string): SupportAuditEntry => ({
  id: 1,
  at: '2026-11-27T10:00:00.000Z',
  operatorEmail: 'support@groupgift.test',
  action: 'resend_receipt',
  targetKind: 'payment',
  targetGuid: PAYMENT,
  why,
  outcome: 'done',
  detail: 'ann@example.test',
});

function respond() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { why: string };
    return new Response(JSON.stringify({ audit: audit(body.why) }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

describe('a support action', () => {
  it('asks why before it sends anything', async () => {
    const fetch = respond();
    const done = vi.fn();
    render(<ActionButton action="resend_receipt" targetGuid={PAYMENT} onDone={done} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend receipt' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend receipt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go ahead' }));
    expect(within(dialog).getByText('Say why before you go ahead.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Why/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go ahead' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });

  it('sends the why with one key per dialog: a double click is one action, a new dialog a new key', async () => {
    const fetch = respond();
    const done = vi.fn();
    render(<ActionButton action="resend_receipt" targetGuid={PAYMENT} onDone={done} />);
    const keys: string[] = [];
    for (const why of ['Never arrived', 'Asked again']) {
      await userEvent.click(screen.getByRole('button', { name: 'Resend receipt' }));
      const dialog = screen.getByRole('dialog', { name: 'Resend receipt' });
      await userEvent.type(within(dialog).getByLabelText(/Why/), why);
      await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Go ahead' }));
      await vi.waitFor(() => expect(done).toHaveBeenCalledWith(audit(why), 'Done: Resend receipt.'));
    }
    for (const [url, init] of fetch.mock.calls) {
      expect(String(url)).toContain(`/support/payments/${PAYMENT}/resend-receipt`);
      keys.push((JSON.parse(String(init?.body)) as { idempotencyKey: string }).idempotencyKey);
    }
    // Two dialogs, each double-clicked: two requests with two keys.
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });
});
