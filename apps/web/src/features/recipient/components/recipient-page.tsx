import { Suspense, useCallback, useMemo, useRef, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { recipientTokenSchema } from '@groupgift/domain';
import { ensureCardStylesheet } from '../../../components/card-cover/card-stylesheet';
import { Spinner } from '../../../components/ui/spinner';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';
import { useResource } from '../../../lib/use-resource';
import { getRecipientCard } from '../api/get-recipient-card';
import { markOpened } from '../api/mark-opened';
import { cardLoadOf } from '../hooks/use-card-load';
import { CardLoadFailed, CardUnavailable } from './card-unavailable';
import { LazyRecipientCardView, loadCardView } from './lazy-card-view';
import './recipient.css';

export interface RecipientPageProps {
  /**
   * What the recipient can do with the group's gift, shown under it once the card is open, from
   * another feature (the app's screen passes it, so this feature imports none of that code).
   */
  redeem?: ComponentType<{ token: string }>;
}

/** /card/:token — the recipient's own card at their private link. */
export function RecipientPage({ redeem }: RecipientPageProps) {
  const { token = '' } = useParams();
  const { t } = useTranslation(RECIPIENT_NS);
  const valid = recipientTokenSchema.safeParse(token).success;
  const resource = useResource(
    (signal) => {
      if (!valid) return Promise.reject(new Error('bad link'));
      // Everything the envelope needs, at once rather than one after the other (decision 110): the
      // card, the envelope's code and the card templates' stylesheet.
      void loadCardView().catch(() => undefined);
      ensureCardStylesheet();
      return getRecipientCard(token, signal);
    },
    [token, valid],
  );
  const reader = useMemo(() => ({ kind: 'recipient' as const, token }), [token]);
  const told = useRef(false);
  const onOpened = useCallback(() => {
    // Once per visit: the server keeps the first opening, so this only spares a request.
    if (told.current) return;
    told.current = true;
    void markOpened(token).catch(() => undefined);
  }, [token]);

  if (!valid) return <CardUnavailable />;
  const load = cardLoadOf(resource);
  const loading = (
    <div className="recipient-loading" aria-busy="true">
      <Spinner label={t('loading')} />
    </div>
  );
  if (load.kind === 'loading') return loading;
  if (load.kind === 'failed') return <CardLoadFailed onRetry={resource.retry} />;
  if (load.kind !== 'card') return <CardUnavailable />;
  return (
    <Suspense fallback={loading}>
      <LazyRecipientCardView
        card={load.card}
        viewer="recipient"
        reader={reader}
        token={token}
        onOpened={onOpened}
        redeem={redeem}
      />
    </Suspense>
  );
}
