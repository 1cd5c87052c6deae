import type { DemoLinks } from './demo-links';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const MARKET_NAMES = { US: 'United States market', AU: 'Australian market' } as const;

/** A plain server-rendered page: works without the web build, readable on a phone, no script. */
export function renderDemoPage(links: DemoLinks): string {
  const sections = (['US', 'AU'] as const)
    .map((market) => {
      const items = links.collections
        .filter((c) => c.market === market)
        .map(
          (c) =>
            `<li><a href="${escapeHtml(c.url)}">${escapeHtml(c.title)}</a>` +
            `<p><span class="type">${escapeHtml(c.setupType)}.</span> ${escapeHtml(c.shows)}</p></li>`,
        )
        .join('\n');
      return `<section aria-labelledby="m-${market}"><h2 id="m-${market}">${MARKET_NAMES[market]}</h2><ul>${items}</ul></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo collections</title>
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  main { max-width: 44rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2rem; }
  ul { list-style: none; padding: 0; }
  li { padding: 0.75rem 0; border-bottom: 1px solid #d0d0d0; }
  li p { margin: 0.25rem 0 0; }
  a { color: #0b4f9c; font-weight: 600; text-underline-offset: 0.15em; }
  a:focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
  .type { font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>Demo collections</h1>
<p>Each link opens a demo collection as a contributor sees it. The data is reset every time the server starts.</p>
${sections}
<section aria-labelledby="m-organiser"><h2 id="m-organiser">Organiser</h2>
<ul><li><a href="${escapeHtml(links.organiser.packPaymentUrl)}">Pay for a pack</a><p>The demo organiser's pack payment screen, with plans and a pack.</p></li>
<li><a href="/api/docs">API documentation</a><p>Every endpoint, with its request and response shapes.</p></li></ul>
</section>
</main>
</body>
</html>
`;
}
