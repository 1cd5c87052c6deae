import type { ReactNode } from 'react';
import { type CollectionActivity, formatInZone, paymentPath, SETUP_TYPE } from '@groupgift/domain';
import { ButtonLink } from '../../../../components/ui/button';
import { useTranslation } from '../../../../lib/i18n';

// The setup types whose card the organiser buys (SPEC §1: organisers pay for a paid group card).
const PAID_CARD_TYPES: readonly string[] = [SETUP_TYPE.PAID_GROUP_CARD, SETUP_TYPE.PGC_GIFT];

/**
 * What the organiser still has to buy for this collection: the card of a paid group card (or that it
 * is paid), or the payees of a Bulk Gifts collection. Nothing for the other setup types.
 */
export function PurchasePanel({ activity }: { activity: CollectionActivity }) {
  const { t } = useTranslation();
  const guid = encodeURIComponent(activity.guid);

  if (PAID_CARD_TYPES.includes(activity.setupType)) {
    const paidAt = activity.cardPaidAt;
    return (
      <Panel heading={t('activity.purchase.cardHeading')}>
        {paidAt ? (
          <p className="activity-purchase__state">
            <span className="activity-badge activity-badge--open" data-testid="card-paid">
              {t('activity.purchase.cardPaid')}
            </span>
            <span className="muted">{t('activity.purchase.paidOn', { date: formatInZone(paidAt, activity.timeZone) })}</span>
          </p>
        ) : (
          <>
            <p className="muted">{t('activity.purchase.cardUnpaid')}</p>
            <ButtonLink to={paymentPath(guid)}>{t('activity.purchase.payForCard')}</ButtonLink>
          </>
        )}
      </Panel>
    );
  }

  if (activity.setupType === SETUP_TYPE.BULK_GIFTS) {
    return (
      <Panel heading={t('activity.purchase.bulkHeading')}>
        <p className="muted">{t('activity.purchase.bulkBody')}</p>
        <ButtonLink to={`/bulkupload/${guid}/payee-details`}>
          {t('activity.purchase.uploadPayees')}
        </ButtonLink>
      </Panel>
    );
  }

  return null;
}

function Panel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="card-panel activity-purchase" aria-labelledby="purchase-heading" data-testid="purchase-panel">
      <h2 id="purchase-heading">{heading}</h2>
      {children}
    </section>
  );
}
