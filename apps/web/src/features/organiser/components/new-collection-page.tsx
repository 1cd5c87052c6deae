import { useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { SETUP_TYPE } from '@groupgift/domain';
import { createCollection } from '../api/create-collection';
import { createStepPath, NEW_COLLECTION_PATH, stepFromParam, type CreateStep } from '../create-steps';
import { emptyForm } from '../form-values';
import { useOrganiserMarket } from '../hooks/use-organiser-market';
import { CollectionForm } from './collection-form';
import './organiser.css';

/** What a step's address carries when the step before it sent the person there (Back is then the browser's). */
type StepState = { fromStep?: true } | null;

/**
 * /dashboard/collections/new[/card|/money]: creating in steps (decision 141), each its own address so
 * the phone's back button steps back; the one form stays mounted across them, so nothing typed is
 * lost. After creating, the organiser lands on the collection's own page.
 */
export function NewCollectionPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const market = useOrganiserMarket();
  const step = stepFromParam(useParams().step);
  // A new collection starts as money and a card together, the product's usual gift (decision 141).
  const [initial] = useState(() => ({ ...emptyForm(market), setupType: SETUP_TYPE.COLLECTION_AND_GROUP_CARD }));
  const cameFromStep = (location.state as StepState)?.fromStep === true;

  const onStep = useCallback(
    (next: CreateStep, how: 'forward' | 'back' | 'replace') => {
      if (how === 'back' && cameFromStep) navigate(-1);
      else navigate(createStepPath(next), { replace: how !== 'forward', state: how === 'forward' ? { fromStep: true } : location.state });
    },
    [cameFromStep, location.state, navigate],
  );

  if (!step) return <Navigate to={NEW_COLLECTION_PATH} replace />;
  return (
    <div className={`organiser-page organiser-page--form organiser-page--steps organiser-page--step-${step}`}>
      <CollectionForm
        initial={initial}
        mode="create"
        step={step}
        onStep={onStep}
        submit={createCollection}
        onSaved={(saved) => navigate(`/dashboard/collections/${saved.guid}`)}
        cancelTo="/dashboard"
      />
    </div>
  );
}
