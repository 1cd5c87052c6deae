import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { collectionStore, groupCardStore, messageDraftStore, pathwayStore, paymentDetailsStore } from './journey-store';
import { journeySteps, nextStepAfter, previousStepBefore, progressOf, isSignPathway, type JourneyInput } from './journey';
import { stepPath, type StepSlug } from './steps';
import { usePreviewMode } from '../preview-mode';

/** Everything a contributor step needs: the stored journey state and how to move along it. */
export function useJourney() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const collection = collectionStore.use();
  const groupCard = groupCardStore.use();
  const pathway = pathwayStore.use();
  const payment = paymentDetailsStore.use();
  const draft = messageDraftStore.use();
  // In the organiser's preview every step lives under /preview/:id (decision 070).
  const preview = usePreviewMode();

  const input: JourneyInput = useMemo(
    () => ({ pathway: pathway.pathway, signOnly: pathway.signOnly, hasExactAmount: Boolean(collection?.hasExactAmount && collection.exactAmount > 0) }),
    [pathway.pathway, pathway.signOnly, collection?.hasExactAmount, collection?.exactAmount],
  );

  const path = useCallback(
    (step: StepSlug | string, query?: string) => (preview ? preview.stepPath(step, query) : stepPath(id, step, query)),
    [id, preview],
  );
  const goTo = useCallback((step: StepSlug | string, query?: string) => navigate(path(step, query)), [path, navigate]);
  const goNext = useCallback((from: string) => navigate(path(nextStepAfter(input, from))), [path, input, navigate]);
  const goBack = useCallback((from: string) => navigate(path(previousStepBefore(input, from))), [path, input, navigate]);

  return {
    collectionGuid: id,
    /** The organiser's preview: writes are off and nothing is charged. */
    isPreview: preview !== null,
    search,
    collection,
    groupCard,
    pathway,
    payment,
    draft,
    input,
    steps: journeySteps(input),
    isSignOnlyJourney: isSignPathway(input),
    progress: (step: string) => progressOf(input, step),
    path,
    goTo,
    goNext,
    goBack,
  };
}
