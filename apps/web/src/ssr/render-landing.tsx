import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { collectionSchema, recordZonedTexts, type Collection, type ZonedTexts } from '@groupgift/domain';
import { RootFrame } from '../app/root-frame';
import { inDefaultLayout } from '../app/layouts/default-layout';
import { meta } from '../app/route-meta';
import { HomeScreen } from '../app/screens/home-screen';
import { LandingScreen } from '../app/screens/landing-screen';
import { SignScreen } from '../app/screens/sign-screen';
import { HowMuchPage } from '../features/contribute/components/how-much-page';
import { PathwayCompletePage } from '../features/contribute/components/pathway-complete-page';
import { PaymentDetailsPage } from '../features/payment/components/payment-details-page';
import { ContributeShell } from '../features/contribute/contribute-shell';
import { statusRedirect } from '../features/contribute/boot';
import { assumeMagicWriterAvailability } from '../features/magic-writer/hooks/use-magic-writer-availability';
import { derivePathway } from '../features/contribute/pathway';
import { i18n } from '../lib/i18n';
import { loadAllCoverArt } from '../components/card-cover/art/cover-art';
import { clearJourneyStorage } from '../lib/storage';
import { collectionStore, groupCardStore, messageDraftStore, MESSAGE_DRAFT_DEFAULTS, pathwayStore } from '../lib/journey/journey-store';
import { ROUTE_NAME, STEP, stepOfPath } from '../lib/journey/steps';
import type { TranslationKey } from '../lib/i18n-resources';

/*
 * The contributor's steps drawn on the server (decisions 125 and 168): the landing page, sign,
 * how-much, payment-details and pathway-complete. The route tree is the client's (routes.tsx) cut
 * down to these steps, with the same components at the same places, so the client can hydrate the
 * HTML with its own router once that router has loaded the same screen.
 */

const LandingRoute = inDefaultLayout(ContributeShell);

type DrawnStep = { step: string; name: string; titleKey: TranslationKey; Component: ComponentType };

/** The steps drawn here, each as the browser draws it for a person who arrives with nothing stored. */
const DRAWN_STEPS: readonly DrawnStep[] = [
  { step: STEP.sign, name: ROUTE_NAME.sign, titleKey: 'titles.sign', Component: SignScreen },
  { step: STEP.howMuch, name: ROUTE_NAME.howMuch, titleKey: 'titles.howMuch', Component: HowMuchPage },
  { step: STEP.paymentDetails, name: ROUTE_NAME.paymentDetails, titleKey: 'titles.paymentDetails', Component: PaymentDetailsPage },
  { step: STEP.pathwayComplete, name: ROUTE_NAME.pathwayComplete, titleKey: 'titles.pathwayComplete', Component: PathwayCompletePage },
];

/** The step slugs the server draws, the landing page ('') first. */
const SERVER_DRAWN_STEPS: readonly string[] = [STEP.landing, ...DRAWN_STEPS.map((s) => s.step)];

const landingRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootFrame />,
    children: [
      {
        path: '/contribute/:id',
        id: 'contribute',
        Component: LandingRoute,
        children: [
          { index: true, ...meta(ROUTE_NAME.landing, 'titles.landing'), Component: LandingScreen },
          ...DRAWN_STEPS.map(({ step, name, titleKey, Component }) => ({ path: step, ...meta(name, titleKey), Component })),
        ],
      },
    ],
  },
];

const handler = createStaticHandler(landingRoutes);

/** Query flags that change the first view (top-up, sign only, editing, a no-thanks answer): those pages draw in the browser. */
const VIEW_CHANGING_QUERY = ['topUp', 'topup', 'signonly', 'messageId', 'response'];

/** A drawn page, its tab's title and the dates it wrote (for the browser to write the same without formatting). */
type RenderedLanding = { html: string; title: string; texts?: ZonedTexts };

/** What the server knows of its settings that changes a drawing. */
export type DrawingOptions = {
  /**
   * Whether the message writer is on when the server runs it itself (the page's settings say the same
   * to the browser): the sign step then draws it, or leaves it out, instead of a hidden placeholder
   * that the browser would reveal late. null or absent: the placeholder, as the browser draws it.
   */
  writerAvailable?: boolean | null;
};

/**
 * Whether the browser would draw what the server can on this step: organiser HTML is only ever shown after the
 * browser's sanitiser has run (there is none here), a card the details lack is fetched by the
 * browser, and the invitation's heading is read with the browser's HTML parser.
 */
function drawableHere(collection: Collection, step: string): boolean {
  // Without an amount stored the payment step sends a fresh visitor back to how-much, unless the
  // collection asks an exact amount.
  if (step === STEP.paymentDetails && !(collection.hasExactAmount && collection.exactAmount > 0)) return false;
  if (step !== STEP.landing) return true;
  if (collection.hasGroupCard && (!collection.groupCard || collection.cardHtml?.trim())) return false;
  if (!collection.hasGroupCard && collection.invitationHtml?.trim()) return false;
  // Without a subtitle the title may come from the invitation's first heading.
  return Boolean(collection.collectionSubtitle?.trim() || !collection.invitationHtml?.trim());
}

/**
 * A drawn step's HTML for `url` (a /contribute/<guid>[/<step>] path with its query) and the tab's
 * title, from the contribution-details body the API would answer; null when the browser must draw
 * this page itself (a step not drawn here, a redirect to a status page, a view-changing query flag,
 * organiser HTML on the landing page).
 */
export async function renderLanding(url: string, detailsBody: string, options: DrawingOptions = {}): Promise<RenderedLanding | null> {
  const location = new URL(url, 'http://localhost');
  if (VIEW_CHANGING_QUERY.some((name) => location.searchParams.has(name))) return null;
  const step = stepOfPath(location.pathname);
  if (step === undefined || !SERVER_DRAWN_STEPS.includes(step)) return null;
  const parsed = collectionSchema.safeParse(JSON.parse(detailsBody));
  if (!parsed.success) return null;
  const collection = parsed.data;
  if (!drawableHere(collection, step)) return null;

  const context = await handler.query(new Request(location.href));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The browser loads a cover's illustration on demand; here every one is at hand (loaded once).
  await loadAllCoverArt();

  // The journey stores are this module's singletons: fill them as the browser's boot does for a
  // visitor with nothing stored (features/contribute/boot.ts) and render in the same synchronous
  // turn, so no other request sees them between.
  clearJourneyStorage();
  collectionStore.set(collection);
  groupCardStore.set(collection.groupCard);
  pathwayStore.patch({ pathway: derivePathway(collection), invitationGuidId: location.searchParams.get('invId')?.trim() || null });
  messageDraftStore.set({ ...MESSAGE_DRAFT_DEFAULTS, collectionGuid: collection.collectionGuid });
  if (statusRedirect(collection, step, location.searchParams)) {
    clearJourneyStorage();
    return null;
  }
  assumeMagicWriterAvailability(options.writerAvailable ?? null);
  const { drawn: html, texts } = recordZonedTexts(() =>
    renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    ),
  );
  assumeMagicWriterAvailability(null);
  clearJourneyStorage();
  const titleKey = DRAWN_STEPS.find((s) => s.step === step)?.titleKey ?? 'titles.landing';
  return { html, title: `${i18n.t(titleKey)} · ${i18n.t('app.name')}`, texts };
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
