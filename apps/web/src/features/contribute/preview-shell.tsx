import { useEffect, useMemo } from 'react';
import { Outlet, redirect, useLoaderData, useLocation, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PATHWAY, type Collection } from '@groupgift/domain';
import { PreviewBanner } from '../../components/preview-frame/preview-banner';
import { ApiError, genericErrorText } from '../../lib/api-client';
import { appStatus } from '../../lib/app-status';
import { isInIframe, isPreviewPath, previewModeFor, PreviewModeProvider, previewStepOf, usePreviewMessages } from '../../lib/preview-mode';
import { clearJourneyStorage, forgetCachedValues, setStorageWrites } from '../../lib/storage';
import { getInvitationHtml } from './api/get-invitation-html';
import { getPreviewCollection } from './api/get-preview-collection';
import { derivePathway } from './pathway';
import {
  collectionStore,
  groupCardStore,
  MESSAGE_DRAFT_DEFAULTS,
  messageDraftStore,
  PATHWAY_DEFAULTS,
  pathwayStore,
  paymentDetailsStore,
} from '../../lib/journey/journey-store';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PreviewData {
  collectionGuid: string;
  token: string | null;
}

/**
 * The preview's boot (SPEC §4: it clears local storage on preview pages): load the collection with
 * the organiser's session or the preview token, then keep every journey value in memory only, so
 * the preview stores nothing in the browser. Closed and suspended collections are previewed as
 * they would look open; the banner says what contributors see instead.
 */
export async function previewLoader({ params, request }: LoaderFunctionArgs): Promise<PreviewData> {
  const guid = params.id;
  if (!guid || !GUID.test(guid)) throw redirect('/errors/404');
  const url = new URL(request.url);
  const token = url.searchParams.get('token');

  clearJourneyStorage();
  appStatus.setCoreLoading(true);
  let collection: Collection;
  try {
    collection = await getPreviewCollection(guid, token, request.signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      // Signed out, or an expired link: log in, then come back to this preview (without the token).
      throw redirect(`/login?next=${encodeURIComponent(url.pathname)}`);
    }
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw redirect('/errors/404');
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    appStatus.showError(error instanceof Error && error.message ? error.message : genericErrorText());
    throw redirect('/errors/500');
  } finally {
    appStatus.setCoreLoading(false);
  }

  // From here on the journey lives in memory only (turned back on when the preview is left).
  setStorageWrites(false);
  const pathway = derivePathway(collection);
  if (pathway === PATHWAY.CHIP_IN && !collection.invitationHtml) {
    const invitationHtml = await getInvitationHtml(guid, request.signal).catch(() => null);
    collection = { ...collection, invitationHtml };
  }
  collectionStore.set(collection);
  groupCardStore.set(collection.groupCard);
  pathwayStore.set({ ...PATHWAY_DEFAULTS, pathway });
  messageDraftStore.set({ ...MESSAGE_DRAFT_DEFAULTS, collectionGuid: guid });
  paymentDetailsStore.reset();
  if (previewStepOf(url.pathname) === 'payment-details' && !(collection.hasExactAmount && collection.exactAmount > 0)) {
    // Opened straight on the payment step (the frame's step button): show it with a sample amount,
    // the collection's minimum, rather than sending the organiser back to how much.
    paymentDetailsStore.patch({ contribution: collection.minimumContributionAmount > 0 ? collection.minimumContributionAmount : 1000 });
  }
  return { collectionGuid: guid, token };
}

/** Steps of one preview share the loaded collection; another collection or token loads afresh. */
export function shouldRevalidatePreview({ currentParams, nextParams, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  if (currentParams.id !== nextParams.id) return true;
  return currentUrl.searchParams.get('token') !== nextUrl.searchParams.get('token');
}

/**
 * The contributor screens in preview mode: a banner, writes off, and messages to the embedding frame
 * (the route layer puts the default layout around it).
 */
export function PreviewShell() {
  const { collectionGuid, token } = useLoaderData() as PreviewData;
  const collection = collectionStore.use();
  const location = useLocation();
  const mode = useMemo(() => previewModeFor(collectionGuid, token), [collectionGuid, token]);
  usePreviewMessages(collectionGuid, previewStepOf(location.pathname));

  useEffect(() => {
    // Embedded, the page reports its content height, so the layouts must not stretch to the frame.
    setStorageWrites(false);
    const embedded = isInIframe();
    document.documentElement.classList.toggle('preview-embedded', embedded);
    return () => {
      document.documentElement.classList.remove('preview-embedded');
      // Leaving the preview: the contributor journey reads and writes browser storage again. Checked
      // after the navigation settles, so a remount of the same preview keeps its in-memory journey.
      window.setTimeout(() => {
        if (isPreviewPath(window.location.pathname)) return;
        setStorageWrites(true);
        forgetCachedValues();
      }, 0);
    };
  }, []);

  return (
    <PreviewModeProvider value={mode}>
      <PreviewBanner closed={Boolean(collection?.isCollectionClosed || collection?.isDeletedCollection)} suspended={Boolean(collection?.isSuspended)} />
      {collection ? <Outlet /> : null}
    </PreviewModeProvider>
  );
}
