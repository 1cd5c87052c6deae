import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { PrivacyPage, TermsPage } from './legal-page';

function answer(market: string, document: string, html: string) {
  return new Response(JSON.stringify({ market, document, title: document === 'terms' ? 'Terms and conditions' : 'Privacy policy', html }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the terms and privacy pages', () => {
  it('asks for the market in the address, switches market, and drops anything unsafe the HTML carries', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const market = new URL(url, 'http://app.test').searchParams.get('market') ?? '';
      return answer(market, 'terms', `<p>Terms for ${market}</p><img src="x" onerror="window.hit=1">`);
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter([{ path: '/terms', element: <TermsPage /> }], { initialEntries: ['/terms?market=US'] });
    const { container } = render(<RouterProvider router={router} />);
    expect(await screen.findByText('Terms for US')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/legal/terms?market=US');
    expect(container.querySelector('[onerror]')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Australia' }));
    expect(await screen.findByText('Terms for AU')).toBeTruthy();
  });

  it('shows the privacy policy of the first market when none is named', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer('AU', 'privacy', '<p>AU privacy</p>')));
    const router = createMemoryRouter([{ path: '/privacy', element: <PrivacyPage /> }], { initialEntries: ['/privacy'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('AU privacy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Australia' }).getAttribute('aria-current')).toBe('page');
  });
});
