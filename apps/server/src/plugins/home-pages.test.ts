import { describe, expect, it, vi } from 'vitest';
import { splitIndexHtml } from './index-html';
import { homePages } from './landing-page';

// The front page drawn on the server (decision 142): once, for `/` only, marked for hydration.

const INDEX = '<!doctype html><html><head><title>GroupGift</title></head><body><div id="root"></div></body></html>';

describe('homePages', () => {
  it('puts the drawn front page, its title and styles in the page at / only, drawing it once', async () => {
    const render = vi.fn(async () => ({ html: '<h1 id="home-title">Chip in together.</h1>', title: 'Group gifts & cards · GroupGift' }));
    const pages = homePages({ render, styles: '.home{color:red}</style>' });
    const page = splitIndexHtml(INDEX);
    const drawn = await pages('/?utm_source=mail', page);
    expect(drawn?.after).toContain('<div id="root" data-ssr="home"><h1 id="home-title">Chip in together.</h1></div>');
    expect(drawn?.before).toContain('<title>Group gifts &amp; cards · GroupGift</title>');
    expect(drawn?.before).toContain('<style>.home{color:red}<\\/style></style>');
    await pages('/', page);
    expect(render).toHaveBeenCalledOnce();
    expect(await pages('/login', page)).toBeNull();
    expect(await pages('/contribute/x', page)).toBeNull();
  });

  it('leaves the page as it is when the drawing is refused', async () => {
    const pages = homePages({ render: async () => null, styles: '' });
    expect(await pages('/', splitIndexHtml(INDEX))).toBeNull();
  });
});
