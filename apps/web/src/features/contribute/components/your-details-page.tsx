import { Navigate } from 'react-router';
import { useJourney } from '../../../lib/journey/use-journey';
import { STEP } from '../../../lib/journey/steps';

/**
 * SPEC's your-details step now sits on the amount screen (decision 101). The address stays for links
 * and bookmarks made before, and for the preview's step list: it opens the amount screen.
 */
export function YourDetailsPage() {
  const journey = useJourney();
  const amountStep = journey.input.hasExactAmount ? STEP.howMany : STEP.howMuch;
  const query = journey.search.toString();
  return <Navigate to={journey.path(amountStep, query || undefined)} replace />;
}
