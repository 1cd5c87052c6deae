import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeJsonText, jsonForScript, type IndexPage } from './index-html';

/*
 * The contributor's landing page drawn on the server (decision 125): the web build writes a
 * renderer (apps/web/src/ssr/render-landing.tsx) beside its output; given the contribution-details
 * body it returns the page's HTML, which goes into index.html's root with the body itself as JSON,
 * so the browser shows the invitation before its scripts run and hydrates it without a request.
 */

/** A drawn page, its tab's title and the dates it wrote as [formatInZone's arguments, text] (decision 180). */
export type RenderedLanding = { html: string; title: string; texts?: [string, string][] };
/** What the server knows of its settings that changes a drawing (apps/web/src/ssr/render-landing.tsx). */
export type DrawingOptions = {
  /** Whether the message writer is on, when this server runs it (null: the browser asks, decision 179). */
  writerAvailable?: boolean | null;
};
/**
 * The landing route's and the front page's own stylesheets, beyond the entry's, and those of each
 * other drawn step by its slug (apps/web/ssr-build.ts).
 */
type LandingAssets = { css: string[]; home?: string[]; steps?: Record<string, string[]> };
/** A stylesheet of the entry as index.html links it (the whole tag) and its text. */
type EntryStyle = { tag: string; text: string };
export type LandingRenderer = {
  render: (url: string, detailsBody: string, options?: DrawingOptions) => Promise<RenderedLanding | null>;
  /** The landing route's stylesheets' text, put in the page so its first paint needs no more requests. */
  styles: string;
  /** The addresses of the files in `styles`, marked in the page so the browser does not load them again. */
  styleHrefs?: string[];
  /** The same for each other drawn step (decision 168), by its slug; a step without its own uses `styles`. */
  stepStyles?: Record<string, string>;
  stepStyleHrefs?: Record<string, string[]>;
  /** The entry's stylesheets: a drawn page carries their text in place of the link (decision 179). */
  entryStyles?: EntryStyle[];
  /** The front page (decision 142), when the build drew it: the same for everyone, so drawn once. */
  home?: { render: (url: string) => Promise<RenderedLanding | null>; styles: string; styleHrefs?: string[] };
};

const GUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The contributor steps drawn on the server besides the landing page (decision 168). */
const DRAWN_STEPS = ['sign', 'how-much', 'payment-details', 'pathway-complete'];
const LANDING_PATH = new RegExp(`^/contribute/(${GUID})/?$`, 'i');
const STEP_PATH = new RegExp(`^/contribute/(${GUID})/(${DRAWN_STEPS.join('|')})/?$`, 'i');

/** Past this the body is not put in the page: a collection that large is drawn by the browser as before. */
const MAX_EMBEDDED_BODY = 256 * 1024;

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/i;

/** The collection of a landing page path (/contribute/<guid>), or null for any other path. */
export function landingGuid(path: string): string | null {
  return LANDING_PATH.exec(path)?.[1]?.toLowerCase() ?? null;
}

/** The collection and step slug ('' for the landing page) of a drawn contributor path, or null. */
export function drawnStepOf(path: string): { guid: string; step: string } | null {
  const landing = landingGuid(path);
  if (landing) return { guid: landing, step: '' };
  const match = STEP_PATH.exec(path);
  return match ? { guid: match[1]!.toLowerCase(), step: match[2]!.toLowerCase() } : null;
}

/** The entry's stylesheet links in the built index.html (Vite writes `<link rel="stylesheet" crossorigin href="/assets/…css">`). */
const ENTRY_STYLESHEET = /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** The renderer the web build wrote beside `webDistDir` (apps/web/ssr-build.ts), or null without one. */
export async function loadLandingRenderer(webDistDir: string): Promise<LandingRenderer | null> {
  const trimmed = webDistDir.replace(/[\\/]+$/, '');
  const dir = join(dirname(trimmed), `${basename(trimmed)}-ssr`);
  const file = join(dir, 'render-landing.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderLanding?: LandingRenderer['render']; renderHome?: NonNullable<LandingRenderer['home']>['render'] };
  if (typeof module.renderLanding !== 'function') return null;
  const assets = JSON.parse(await readFile(join(dir, 'landing-assets.json'), 'utf8')) as LandingAssets;
  const read = async (hrefs: readonly string[]) => (await Promise.all(hrefs.map((href) => readFile(join(trimmed, href), 'utf8')))).join('\n');
  const home = typeof module.renderHome === 'function' && assets.home ? { render: module.renderHome, styles: await read(assets.home), styleHrefs: assets.home } : undefined;
  const stepStyles: Record<string, string> = {};
  for (const [step, hrefs] of Object.entries(assets.steps ?? {})) stepStyles[step] = await read(hrefs);
  const index = existsSync(join(trimmed, 'index.html')) ? await readFile(join(trimmed, 'index.html'), 'utf8') : '';
  const entryStyles = await Promise.all([...index.matchAll(ENTRY_STYLESHEET)].map(async ([tag, href]) => ({ tag, text: await read([href!]) })));
  return {
    render: module.renderLanding,
    styles: await read(assets.css),
    styleHrefs: assets.css,
    stepStyles,
    stepStyleHrefs: assets.steps ?? {},
    entryStyles,
    ...(home ? { home } : {}),
  };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inlineStyle = (css: string) => `<style>${css.replace(/<\//g, '<\\/')}</style>`;

/**
 * The head of a drawn page (decision 179): the entry's stylesheets' text in place of their links, so
 * the first paint waits on no request at all, then the route's own styles. Each of the route's files
 * is also named by a disabled link (which the browser does not fetch): the app's loader of a route's
 * chunks looks for the stylesheet's link before adding it, so it neither downloads those files again
 * nor waits for them before the page can hydrate, and the page is not restyled when they arrive.
 */
export function firstPaintHead(before: string, styles: string, hrefs: readonly string[] = [], entryStyles: readonly EntryStyle[] = []): string {
  let head = before;
  for (const { tag, text } of entryStyles) head = head.replace(tag, () => inlineStyle(text));
  const marks = hrefs.map((href) => `<link rel="stylesheet" href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" disabled>`).join('');
  return head + inlineStyle(styles) + marks;
}

/** The entry's script tag as the build writes it into index.html's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * A drawn page's head without the entry's script tag, and the entry's address: the page loads the
 * entry once its first paint is on screen (index-html.ts), so nothing but the page's own bytes
 * comes before it.
 */
function afterFirstPaint(head: string): { before: string; entryAfterPaint?: string } {
  const match = ENTRY_SCRIPT.exec(head);
  return match ? { before: head.replace(match[0], ''), entryAfterPaint: match[1]! } : { before: head };
}

/**
 * The page with the drawn step in its root, the details as a non-executable JSON script (no
 * nonce needed: the policy governs scripts that run) and the tab's title; null when the page has no
 * empty root to fill. The root is marked `data-ssr="landing"` for the landing page and
 * `data-ssr="step"` for another step, which the browser hydrates only when it stores no journey of
 * its own (apps/web/src/app/mount-app.ts).
 */
export function withLanding(
  page: IndexPage,
  drawn: RenderedLanding,
  assets: Pick<LandingRenderer, 'styles' | 'stepStyles' | 'styleHrefs' | 'stepStyleHrefs' | 'entryStyles'>,
  guid: string,
  detailsBody: string,
  step = '',
): IndexPage | null {
  if (!page.after.includes(EMPTY_ROOT)) return null;
  // The route's styles before first paint (or the page would move when they arrive), in the page
  // itself (style-src allows it) to spare a round trip per file. The entry keeps its usual priority:
  // until it runs, a press on the drawn buttons goes nowhere (after, mount-app holds and replays it).
  // It fetches the route's chunks itself (preloading them made the first paint wait in Lighthouse's model).
  const own = step ? assets.stepStyles?.[step] : undefined;
  const styles = own ?? assets.styles;
  const hrefs = (own === undefined ? assets.styleHrefs : assets.stepStyleHrefs?.[step]) ?? [];
  const data =
    `<script type="application/json" id="gg-contribution-details" data-collection="${guid}">${escapeJsonText(detailsBody)}</script>` +
    // The dates the drawing wrote, which the browser then writes without building a date format.
    (drawn.texts?.length ? `<script type="application/json" id="gg-drawn-texts">${jsonForScript(drawn.texts)}</script>` : '');
  const root = `<div id="root" data-ssr="${step ? 'step' : 'landing'}">${drawn.html}</div>${data}`;
  const title = `<title>${escapeText(drawn.title)}</title>`;
  return {
    ...afterFirstPaint(firstPaintHead(page.before.replace(TITLE, () => title), styles, hrefs, assets.entryStyles)),
    after: page.after.replace(EMPTY_ROOT, () => root),
  };
}

/** Drawn pages kept per collection version and query, so a busy invitation is rendered once. */
const MAX_DRAWN = 500;

type LandingPages = (url: string, page: IndexPage) => Promise<IndexPage | null>;

/** A cover drawn from its fields (apps/web/src/components/card-cover/card-cover.tsx), which the card stylesheet styles. */
const DRAWN_COVER = /class="card-cover[ "]/;

/** What the server passes to each drawing and what it leaves out of a drawn page. */
export type LandingPageOptions = DrawingOptions & {
  /**
   * The card stylesheet's preload tag that every page carries (decision 119). A drawn page whose
   * cover is the server's picture (every collection since issue 31) has no use for that stylesheet,
   * so it goes, and nothing but the page itself comes before its first paint.
   */
  cardPreload?: string;
};

/**
 * The landing page or another drawn step (decision 168) for a request URL, drawn from the cached
 * contribution-details body, or null when the browser draws it (not a drawn path, an unknown
 * collection, too large a body, or the renderer's own refusals: a redirect, a view-changing query,
 * organiser HTML).
 */
export function landingPages(
  renderer: LandingRenderer,
  details: { find(guid: string): Promise<{ etag: string; body: () => Promise<string> } | null> },
  options: LandingPageOptions = {},
): LandingPages {
  const { cardPreload, ...drawing } = options;
  const drawn = new Map<string, RenderedLanding | null>();
  return async (url, page) => {
    const queryAt = url.indexOf('?');
    const drawnStep = drawnStepOf(queryAt >= 0 ? url.slice(0, queryAt) : url);
    if (!drawnStep) return null;
    const { guid, step } = drawnStep;
    const found = await details.find(guid);
    if (!found) return null;
    const body = await found.body();
    if (body.length > MAX_EMBEDDED_BODY) return null;
    const key = `${guid}|${step}|${found.etag}|${queryAt >= 0 ? url.slice(queryAt) : ''}`;
    let landing = drawn.get(key);
    if (landing === undefined) {
      landing = await renderer.render(`/contribute/${guid}${step ? `/${step}` : ''}${queryAt >= 0 ? url.slice(queryAt) : ''}`, body, drawing);
      if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value as string);
      drawn.set(key, landing);
    }
    if (!landing) return null;
    const needsCardStylesheet = DRAWN_COVER.test(landing.html);
    const base = cardPreload && !needsCardStylesheet ? { ...page, before: page.before.replace(cardPreload, '') } : page;
    return withLanding(base, landing, renderer, guid, body, step);
  };
}

/**
 * The front page (decision 142) for a request URL: drawn once (it shows no data) and put in the
 * page with its styles, marked `data-ssr="home"` so the browser hydrates it; null for any other
 * path, without a drawn front page, or when the drawing was refused.
 */
export function homePages(home: NonNullable<LandingRenderer['home']>, entryStyles: readonly EntryStyle[] = []): LandingPages {
  let drawn: Promise<RenderedLanding | null> | undefined;
  return async (url, page) => {
    const queryAt = url.indexOf('?');
    if ((queryAt >= 0 ? url.slice(0, queryAt) : url) !== '/' || !page.after.includes(EMPTY_ROOT)) return null;
    drawn ??= home.render('/');
    const landing = await drawn;
    if (!landing) return null;
    return {
      ...afterFirstPaint(firstPaintHead(page.before.replace(TITLE, () => `<title>${escapeText(landing.title)}</title>`), home.styles, home.styleHrefs, entryStyles)),
      after: page.after.replace(EMPTY_ROOT, () => `<div id="root" data-ssr="home">${landing.html}</div>`),
    };
  };
}
