import { useCallback, useRef } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { recipientTokenSchema } from '@groupgift/domain';
import { Spinner } from '../../../components/ui/spinner';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';
import { useResource } from '../../../lib/use-resource';
import { getRecipientCard } from '../api/get-recipient-card';
import { markOpened } from '../api/mark-opened';
import { cardLoadOf } from '../hooks/use-card-load';
import { CardLoadFailed, CardUnavailable } from './card-unavailable';
import { RecipientCardView } from './recipient-card-view';

/** /card/:token — the recipient's own card at their private link. */
export function RecipientPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation(RECIPIENT_NS);
  const valid = recipientTokenSchema.safeParse(token).success;
  const resource = useResource(
    (signal) => (valid ? getRecipientCard(token, signal) : Promise.reject(new Error('bad link'))),
    [token, valid],
  );
  const told = useRef(false);
  const onOpened = useCallback(() => {
    // Once per visit: the server keeps the first opening, so this only spares a request.
    if (told.current) return;
    told.current = true;
    void markOpened(token).catch(() => undefined);
  }, [token]);

  if (!valid) return <CardUnavailable />;
  const load = cardLoadOf(resource);
  if (load.kind === 'loading') {
    return (
      <div className="recipient-loading" aria-busy="true">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (load.kind === 'failed') return <CardLoadFailed onRetry={resource.retry} />;
  if (load.kind !== 'card') return <CardUnavailable />;
  return <RecipientCardView card={load.card} viewer="recipient" token={token} onOpened={onOpened} />;
}
