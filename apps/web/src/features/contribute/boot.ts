import { PATHWAY, WHO_PAYS_FEE, type Collection, type GroupCard } from '@groupgift/domain';
import { ApiError, genericErrorText } from '../../lib/api-client';
import { appStatus } from '../../lib/app-status';
import { clearJourneyStorage } from '../../lib/storage';
import { pushMarketingCodes } from '../../lib/analytics';
import { getContributionDetails } from './api/get-contribution-details';
import { hasEmbeddedDetails } from './api/embedded-details';
import { getGroupCard } from './api/get-group-card';
import { getInvitationHtml } from './api/get-invitation-html';
import { saveInvitationStatus } from './api/save-invitation-status';
import { derivePathway } from './pathway';
import { loadSanitiser } from '../../lib/sanitised-html';
import { STEP, stepPath } from '../../lib/journey/steps';
import {
  collectionStore,
  groupCardStore,
  messageDraftStore,
  MESSAGE_DRAFT_DEFAULTS,
  pathwayStore,
  paymentDetailsStore,
} from '../../lib/journey/journey-store';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BOOTED_KEY = 'gg:booted';

function bootedFor(): string | null {
  try {
    return sessionStorage.getItem(BOOTED_KEY);
  } catch {
    return null;
  }
}

function markBooted(guid: string): void {
  try {
    sessionStorage.setItem(BOOTED_KEY, guid);
  } catch {
    // Without session storage the boot simply runs again on the next full load.
  }
}

/** Steps that are the destination of a redirect, so they never redirect to themselves. */
const STATUS_STEPS: readonly string[] = [STEP.collectionClosed, STEP.collectionSuspended, STEP.noThanks];

function marketingCodes(search: URLSearchParams) {
  const pick = (...names: string[]) => {
    for (const name of names) {
      const value = search.get(name)?.trim();
      if (value) return value.slice(0, 100);
    }
    return null;
  };
  return {
    gtmMedium: pick('gtmMedium', 'utm_medium'),
    gtmCampaign: pick('gtmCampaign', 'utm_campaign'),
    gtmTerm: pick('gtmTerm', 'utm_term'),
  };
}

function invIdOf(search: URLSearchParams): string | null {
  return search.get('invId')?.trim() || null;
}

/** SPEC §4 top-up mode: chip in, fee option by the new-fee flag, exact amount off when it is 0. */
export function applyTopUp(collection: Collection): Collection {
  return collection.exactAmount > 0 ? collection : { ...collection, hasExactAmount: false };
}

async function loadCollection(guid: string, search: URLSearchParams, step: string, signal?: AbortSignal): Promise<string | null> {
  if (step === STEP.landing) clearJourneyStorage();
  let collection: Collection;
  try {
    collection = await getContributionDetails(guid, signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return '/errors/404';
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    appStatus.showError(error instanceof Error && error.message ? error.message : genericErrorText());
    return '/errors/500';
  }

  const topUp = search.get('topUp') === 'true' || search.get('topup') === 'true';
  const signOnlyFlag = search.get('signonly') === 'true';
  const codes = marketingCodes(search);
  collection = {
    ...collection,
    gtmMedium: codes.gtmMedium ?? collection.gtmMedium,
    gtmCampaign: codes.gtmCampaign ?? collection.gtmCampaign,
    gtmTerm: codes.gtmTerm ?? collection.gtmTerm,
  };
  if (topUp) collection = applyTopUp(collection);
  // SPEC §4: signonly=true allows zero contribution.
  if (signOnlyFlag) collection = { ...collection, zeroContributionAllowed: true };

  let pathway = derivePathway(collection);
  if (topUp) pathway = PATHWAY.CHIP_IN;
  if (signOnlyFlag) pathway = PATHWAY.SIGN;

  let groupCard: GroupCard | null = collection.groupCard;
  if (collection.hasGroupCard && !groupCard) {
    groupCard = await getGroupCard(guid, { boot: true, signal }).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      return null;
    });
  }
  if (pathway === PATHWAY.CHIP_IN && !topUp && !collection.invitationHtml) {
    const invitationHtml = await getInvitationHtml(guid, signal).catch(() => null);
    collection = { ...collection, invitationHtml };
  }

  // The organiser's HTML is shown sanitised: the sanitiser loads only for a collection that has some
  // (decision 170), before the first render so nothing moves when it arrives.
  // (The invitation's HTML is shown only by a collection without a card: a card shows its cover.)
  if (collection.cardHtml?.trim() || (!collection.hasGroupCard && collection.invitationHtml?.trim())) await loadSanitiser().catch(() => undefined);
  // A card whose answer carries no server drawing of its cover (an older answer) shows an
  // illustration, loaded on demand (decision 176): the landing page's one loads before the first render.
  // (Rare, so even the choice of illustration loads only then.)
  if (collection.hasGroupCard && !collection.coverImage && !collection.cardHtml?.trim()) {
    const cover = groupCard?.coverPage ?? collection.coverPage ?? {};
    const occasionTexts = [collection.collectionOccasion, collection.collectionTitle, collection.collectionSubtitle];
    await import('../../components/card-cover/card-cover').then((module) => module.loadDrawnCoverArt(cover, occasionTexts)).catch(() => undefined);
  }

  // A later visit to the same collection without the link's invId (a new tab on the sign step)
  // keeps the invitation it came with, so signing or paying still counts for that invitee.
  const sameCollection = collectionStore.get()?.collectionGuid === guid;
  const linkInvId = invIdOf(search);
  const invId = linkInvId ?? (sameCollection ? pathwayStore.get().invitationGuidId : null);
  collectionStore.set(collection);
  groupCardStore.set(groupCard);
  pathwayStore.patch({ pathway, signOnly: signOnlyFlag, signOnlyLink: signOnlyFlag, invitationGuidId: invId });
  if (messageDraftStore.get().collectionGuid !== guid) messageDraftStore.set({ ...MESSAGE_DRAFT_DEFAULTS, collectionGuid: guid });
  if (topUp) {
    paymentDetailsStore.patch({
      topUp: true,
      whoPaysFeeOption: collection.isNewFee ? WHO_PAYS_FEE.CONTRIBUTOR : WHO_PAYS_FEE.ORGANISER,
    });
  }
  // SPEC §7 reports an opened invitation in the US market only (decision 067).
  if (linkInvId && collection.countryCode === 'US') void saveInvitationStatus(linkInvId).catch(() => undefined);
  if (codes.gtmMedium || codes.gtmCampaign || codes.gtmTerm) {
    pushMarketingCodes({
      gtmMedium: collection.gtmMedium ?? undefined,
      gtmCampaign: collection.gtmCampaign ?? undefined,
      gtmTerm: collection.gtmTerm ?? undefined,
    });
  }
  markBooted(guid);
  return null;
}

/** The redirect that the collection's status or the query asks for, if any (SPEC §2 and §4). */
export function statusRedirect(collection: Collection, step: string, search: URLSearchParams): string | null {
  const guid = collection.collectionGuid;
  if (collection.isSuspended) return step === STEP.collectionSuspended ? null : stepPath(guid, STEP.collectionSuspended);
  if (collection.isCollectionClosed || collection.isDeletedCollection) {
    return step === STEP.collectionClosed ? null : stepPath(guid, STEP.collectionClosed);
  }
  if (STATUS_STEPS.includes(step)) {
    // A status page whose status no longer applies (e.g. an old link) goes back to the invitation.
    return step === STEP.noThanks ? null : stepPath(guid, STEP.landing);
  }
  const messageId = search.get('messageId');
  if (messageId && step !== STEP.sign) return stepPath(guid, STEP.sign, search.toString());
  if (step === STEP.landing) {
    // SPEC §2: the landing page is not shown in edit mode or on a no-thanks response.
    if (collection.isNoThanks || search.get('response') === 'nothanks') return stepPath(guid, STEP.noThanks);
    if (pathwayStore.get().isEdit && pathwayStore.get().editMessageId !== null) return stepPath(guid, STEP.sign);
  }
  return null;
}

/**
 * Boot (SPEC §4): once per session per collection, load the collection, its group card and (chip in,
 * not top-up) the invitation html, apply the query flags, then send closed, deleted and suspended
 * collections to their pages. Returns where to go instead, or null to stay.
 */
export async function boot(options: { collectionGuid: string | undefined; step: string; search: URLSearchParams; signal?: AbortSignal }): Promise<string | null> {
  const { collectionGuid: guid, step, search } = options;
  if (!guid || !GUID.test(guid)) return '/errors/404';
  const stored = collectionStore.get();
  // A page the server drew boots from the details it embedded, so its stores match what it drew.
  const fresh = hasEmbeddedDetails(guid) || bootedFor() !== guid || stored?.collectionGuid !== guid;
  if (fresh) {
    appStatus.setCoreLoading(true);
    try {
      const redirectTo = await loadCollection(guid, search, step, options.signal);
      if (redirectTo) return redirectTo;
    } finally {
      appStatus.setCoreLoading(false);
    }
  }
  // An invitation link opened in a tab that already booted this collection still names its invitee.
  const linkInvId = invIdOf(search);
  if (!fresh && linkInvId && pathwayStore.get().invitationGuidId !== linkInvId) pathwayStore.patch({ invitationGuidId: linkInvId });
  const messageId = Number(search.get('messageId'));
  if (Number.isInteger(messageId) && messageId > 0) {
    pathwayStore.patch({ isEdit: true, editMessageId: messageId });
  }
  const collection = collectionStore.get();
  if (!collection) return '/errors/404';
  return statusRedirect(collection, step, search);
}
