import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { guidSchema } from '@groupgift/domain';
import { Spinner } from '../../../components/ui/spinner';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';
import { useResource } from '../../../lib/use-resource';
import { getContributorCard } from '../api/get-contributor-card';
import { cardLoadOf } from '../hooks/use-card-load';
import { CardLoadFailed, CardUnavailable } from './card-unavailable';
import { RecipientCardView } from './recipient-card-view';

/** The edit token from `#t=…`: a fragment never reaches the server or the Referer. */
export function editTokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('t') ?? '';
}

/** /delivered/:id#t=<edit token> — a contributor reads the delivered card from their receipt link. */
export function ContributorCardPage() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const { t } = useTranslation(RECIPIENT_NS);
  const editToken = editTokenOf(hash);
  const valid = guidSchema.safeParse(id).success && editToken !== '';
  const resource = useResource(
    (signal) => (valid ? getContributorCard(id, editToken, signal) : Promise.reject(new Error('bad link'))),
    [id, editToken, valid],
  );
  const reader = useMemo(() => ({ kind: 'contributor' as const, collectionGuid: id, editToken }), [id, editToken]);

  if (!valid) {
    return (
      <section className="recipient-message card-panel" data-testid="card-unavailable">
        <h1>{t('unavailable.heading')}</h1>
        <p>{t('contributor.noToken')}</p>
      </section>
    );
  }
  const load = cardLoadOf(resource);
  if (load.kind === 'loading') {
    return (
      <div className="recipient-loading" aria-busy="true">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (load.kind === 'failed') return <CardLoadFailed onRetry={resource.retry} />;
  if (load.kind === 'unavailable') return <CardUnavailable />;
  if (load.kind === 'notDelivered' || (load.kind === 'card' && load.card.deliveredAt === null)) {
    const organiser = load.kind === 'card' ? load.card.organiserName : '';
    return (
      <section className="recipient-message card-panel" data-testid="card-not-delivered">
        <h1>{t('contributor.notYet')}</h1>
        <p>{organiser ? t('contributor.notYetBody', { organiser }) : t('contributor.notYetBodyNoName')}</p>
      </section>
    );
  }
  return (
    <>
      <p className="recipient-note">{t('contributor.intro', { name: load.card.recipientName })}</p>
      <RecipientCardView card={load.card} viewer="contributor" reader={reader} />
    </>
  );
}
