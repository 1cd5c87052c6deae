import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { collectionSchema, type Collection } from '@groupgift/domain';
import { RootFrame } from '../app/root-frame';
import { inDefaultLayout } from '../app/layouts/default-layout';
import { meta } from '../app/route-meta';
import { HomeScreen } from '../app/screens/home-screen';
import { LandingScreen } from '../app/screens/landing-screen';
import { ContributeShell } from '../features/contribute/contribute-shell';
import { statusRedirect } from '../features/contribute/boot';
import { derivePathway } from '../features/contribute/pathway';
import { i18n } from '../lib/i18n';
import { clearJourneyStorage } from '../lib/storage';
import { collectionStore, groupCardStore, pathwayStore } from '../lib/journey/journey-store';
import { ROUTE_NAME, STEP } from '../lib/journey/steps';

/*
 * The contributor's landing page drawn on the server (decision 125). The route tree is the client's
 * (routes.tsx) cut down to the landing page, with the same components at the same places, so the
 * client can hydrate the HTML with its own router once that router has loaded the same screen.
 */

const LandingRoute = inDefaultLayout(ContributeShell);

const landingRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootFrame />,
    children: [
      {
        path: '/contribute/:id',
        id: 'contribute',
        Component: LandingRoute,
        children: [{ index: true, ...meta(ROUTE_NAME.landing, 'titles.landing'), Component: LandingScreen }],
      },
    ],
  },
];

const handler = createStaticHandler(landingRoutes);

/** Query flags that change the first view (top-up, sign only, editing, a no-thanks answer): those pages draw in the browser. */
const VIEW_CHANGING_QUERY = ['topUp', 'topup', 'signonly', 'messageId', 'response'];

type RenderedLanding = { html: string; title: string };

/**
 * Whether the browser would draw what the server can: organiser HTML is only ever shown after the
 * browser's sanitiser has run (there is none here), a card the details lack is fetched by the
 * browser, and the invitation's heading is read with the browser's HTML parser.
 */
function drawableHere(collection: Collection): boolean {
  if (collection.hasGroupCard && (!collection.groupCard || collection.cardHtml?.trim())) return false;
  if (!collection.hasGroupCard && collection.invitationHtml?.trim()) return false;
  // Without a subtitle the title may come from the invitation's first heading.
  return Boolean(collection.collectionSubtitle?.trim() || !collection.invitationHtml?.trim());
}

/**
 * The landing page's HTML for `url` (a /contribute/<guid> path with its query) and the tab's title,
 * from the contribution-details body the API would answer; null when the browser must draw this
 * page itself (a redirect to a status page, a view-changing query flag, organiser HTML).
 */
export async function renderLanding(url: string, detailsBody: string): Promise<RenderedLanding | null> {
  const location = new URL(url, 'http://localhost');
  if (VIEW_CHANGING_QUERY.some((name) => location.searchParams.has(name))) return null;
  const parsed = collectionSchema.safeParse(JSON.parse(detailsBody));
  if (!parsed.success) return null;
  const collection = parsed.data;
  if (!drawableHere(collection)) return null;

  const context = await handler.query(new Request(location.href));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  // The journey stores are this module's singletons: fill them as the browser's boot does for a fresh
  // landing visit and render in the same synchronous turn, so no other request sees them between.
  clearJourneyStorage();
  collectionStore.set(collection);
  groupCardStore.set(collection.groupCard);
  pathwayStore.patch({ pathway: derivePathway(collection) });
  if (statusRedirect(collection, STEP.landing, location.searchParams)) return null;
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  clearJourneyStorage();
  return { html, title: `${i18n.t('titles.landing')} · ${i18n.t('app.name')}` };
}

const homeHandler = createStaticHandler([
  { id: 'root', element: <RootFrame />, children: [{ path: '/', ...meta('home', 'titles.home'), Component: HomeScreen }] },
]);

/**
 * The front page (decision 142) drawn the same way: it needs no data, so the server draws it once
 * and serves the same HTML to everyone; the browser hydrates it with its own router.
 */
export async function renderHome(url: string): Promise<RenderedLanding | null> {
  const location = new URL(url, 'http://localhost');
  if (location.pathname !== '/') return null;
  const context = await homeHandler.query(new Request(location.href));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(homeHandler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, title: `${i18n.t('titles.home')} · ${i18n.t('app.name')}` };
}
