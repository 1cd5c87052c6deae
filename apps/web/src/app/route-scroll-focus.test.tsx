import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRouteScrollPositions, useRouteScrollFocus } from './route-scroll-focus';

function Frame() {
  useRouteScrollFocus();
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

function LatePage() {
  // A page that loads its data after navigation: the heading comes a moment later.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Late page</h1> : <p>Loading</p>;
}

function makeRouter() {
  return createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/a', element: <h1>Page A</h1> },
          { path: '/b', element: <h1>Page B</h1> },
          { path: '/late', element: <LatePage /> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
}

let scrollTo: ReturnType<typeof vi.fn>;

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  resetRouteScrollPositions();
  scrolledTo(0);
  scrollTo = vi.fn((options: ScrollToOptions) => scrolledTo(options.top ?? 0));
  vi.stubGlobal('scrollTo', scrollTo);
  (document.activeElement as HTMLElement | null)?.blur();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useRouteScrollFocus', () => {
  it('leaves the first page load alone: no scroll, no focus', () => {
    render(<RouterProvider router={makeRouter()} />);
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('opens a new page at the top with its heading focused', async () => {
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    scrolledTo(400);
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    const heading = screen.getByRole('heading', { name: 'Page B' });
    // These pages share one heading element, taken once the renderer's queued work has run.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('a replace navigation opens at the top too', async () => {
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    scrolledTo(300);
    await act(() => router.navigate('/b', { replace: true }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page B' })));
  });

  it('back restores the position the page was left at', async () => {
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    scrolledTo(400);
    // The position is recorded on the next frame, as a scroll handler does.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await act(() => router.navigate('/b'));
    expect(window.scrollY).toBe(0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 400, left: 0, behavior: 'instant' });
    // These pages share one heading element, taken once the renderer's queued work has run.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page A' })));
  });

  it('focuses a heading drawn after the navigation, once it is there', async () => {
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/late'));
    expect(document.activeElement).toBe(document.getElementById('main'));
    const heading = await screen.findByRole('heading', { name: 'Late page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('a change of query string on the same page (a filter, a tab) neither scrolls nor moves focus', async () => {
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/a?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('a change of hash on the same page (the skip link) neither scrolls nor moves focus', async () => {
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/a#main'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});
