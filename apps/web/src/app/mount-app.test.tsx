import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as CoverArtLoaders from '../components/card-cover/art/cover-art';

// vitest-isolate: each test loads fresh copies of the illustrations' module, whose cache of loaded
// drawings other files fill.

/*
 * A cover illustration loads on demand (decision 176). When the server drew one into the page, the
 * browser must have it before hydrating, or the first client render (empty until it arrives) would
 * not match the server's HTML: React would report a mismatch and redraw the cover.
 */

type CoverArtModule = typeof CoverArtLoaders;

const LABEL = 'Illustration: a mortarboard and a diploma';

function cover(module: CoverArtModule) {
  return (
    <div className="card-cover__image card-cover__image--art" data-art="graduation">
      <module.CoverIllustration art="graduation" label={LABEL} />
    </div>
  );
}

/** The server's HTML: every illustration at hand, as the renderer has them. */
async function serverHtml(): Promise<string> {
  vi.resetModules();
  const server: CoverArtModule = await import('../components/card-cover/art/cover-art');
  await server.loadAllCoverArt();
  return renderToString(cover(server));
}

/** A router already initialised on this page (mountApp reads only these). */
function routerHere() {
  return { state: { initialized: true, errors: null, location: { pathname: window.location.pathname } }, subscribe: () => () => undefined };
}

afterEach(() => {
  vi.doUnmock('../components/card-cover/art/art-components');
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('mounting over the server’s HTML', () => {
  it('hydrates a drawn illustration only once its chunk is in: the same nodes, no mismatch reported', async () => {
    const html = await serverHtml();
    vi.resetModules();
    const client: CoverArtModule = await import('../components/card-cover/art/cover-art');
    const { mountApp } = await import('./mount-app');
    const container = document.createElement('div');
    container.dataset.ssr = 'landing';
    container.innerHTML = html;
    document.body.append(container);
    const drawn = container.querySelector('svg');
    expect(drawn).not.toBeNull();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = vi.fn();
    window.addEventListener('error', reported);

    // The illustrations' chunk arrives late (as on a slow phone), well after the router is ready.
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('../components/card-cover/art/art-components', async (importOriginal) => {
      await arrived;
      return importOriginal();
    });

    mountApp(container, routerHere() as never, cover(client));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.querySelector('svg')).toBe(drawn);
    arrive();
    await vi.waitFor(() => expect(container.querySelector('svg')).toHaveAttribute('aria-label', LABEL));
    await new Promise((resolve) => setTimeout(resolve, 50));

    window.removeEventListener('error', reported);
    expect(container.querySelector('svg')).toBe(drawn);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
  });

  it('draws an illustration that is not loaded yet once it arrives, in a box the cover already sized', async () => {
    vi.resetModules();
    const client: CoverArtModule = await import('../components/card-cover/art/cover-art');
    const { render, screen } = await import('@testing-library/react');
    const view = render(cover(client));
    expect(view.container.querySelector('[data-art="graduation"]')).toBeEmptyDOMElement();
    expect(await screen.findByRole('img', { name: LABEL })).toBeInTheDocument();
  });
});
