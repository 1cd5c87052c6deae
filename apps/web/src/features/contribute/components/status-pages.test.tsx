import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { pathwayStore } from '../../../lib/journey/journey-store';
import { NoThanksPage } from './status-pages';

const GUID = '10000000-0000-4000-8000-000000000001';
const INVITEE = '40000000-0000-4000-8000-000000000007';

function renderNoThanks() {
  const router = createMemoryRouter([{ path: '/contribute/:id/no-thanks', element: <NoThanksPage /> }], {
    initialEntries: [`/contribute/${GUID}/no-thanks`],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.restoreAllMocks();
  pathwayStore.patch({ invitationGuidId: null });
});

describe('NoThanksPage', () => {
  it("reports the invitee's No thanks so the organiser's list shows it", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ saved: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    pathwayStore.patch({ invitationGuidId: INVITEE });
    renderNoThanks();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toContain('/contributions/save-invitation-status');
    expect(JSON.parse(String(init?.body))).toEqual({ response: 'nothanks', invitationGuidId: INVITEE });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('reports nothing without an invitation id', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderNoThanks();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
