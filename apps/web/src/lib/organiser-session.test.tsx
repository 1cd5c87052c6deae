// vitest-isolate: api-client keeps its 401 handler in module state, and a screen another file rendered may have set it (decision 128).
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './i18n';
import { apiRequest } from './api-client';
import { forgetOrganiserSession, loginPath, requireOrganiserLoader, safeNextPath, setOrganiser } from './organiser-session';

const organiser = {
  id: 7,
  guid: '30000000-0000-4000-8000-000000000099',
  email: 'olive@example.test',
  firstName: 'Olive',
  lastName: 'Organiser',
  market: 'US' as const,
  pictureUrl: null,
};

function respondWith(status: number, body: unknown) {
  return vi.fn().mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const expired = { error: { code: 'unauthorized', message: 'Your session has expired. Please log in again.' } };

function app(start: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Log in page</h1> },
      { path: '/account/profile', loader: requireOrganiserLoader, element: <h1>Profile page</h1> },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => forgetOrganiserSession());
afterEach(() => vi.unstubAllGlobals());

describe('safeNextPath', () => {
  it('follows same-site paths only', () => {
    expect(safeNextPath('/dashboard/collections/1')).toBe('/dashboard/collections/1');
    expect(safeNextPath('https://evil.example/')).toBe('/dashboard');
    expect(safeNextPath('//evil.example/')).toBe('/dashboard');
    expect(safeNextPath('/\\evil.example')).toBe('/dashboard');
    expect(safeNextPath(null)).toBe('/dashboard');
  });

  it('builds the log-in path with the way back', () => {
    expect(loginPath('/account/profile?x=1', 'expired')).toBe('/login?next=%2Faccount%2Fprofile%3Fx%3D1&reason=expired');
  });
});

describe('requireOrganiserLoader', () => {
  it('sends a signed-out visitor to log in with next', async () => {
    vi.stubGlobal('fetch', respondWith(401, expired));
    const router = app('/account/profile?tab=picture');
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Faccount%2Fprofile%3Ftab%3Dpicture');
  });

  it('lets a signed-in organiser through', async () => {
    vi.stubGlobal('fetch', respondWith(200, { organiser, csrfToken: 'c' }));
    app('/account/profile');
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });
});

describe('an ended session', () => {
  it('takes the user from an organiser screen to log in, saying the session expired', async () => {
    setOrganiser(organiser);
    const router = app('/account/profile');
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    // Outside the guard element the handler falls back to a full navigation.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/account/profile', search: '', assign });
    vi.stubGlobal('fetch', respondWith(401, expired));
    await expect(apiRequest('/organiser/thing', { name: 'thing', method: 'PUT', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/login?next=%2Faccount%2Fprofile&reason=expired');
    router.dispose();
  });
});
