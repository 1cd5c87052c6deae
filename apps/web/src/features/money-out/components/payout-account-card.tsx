import { useState } from 'react';
import type { Market } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { useResource } from '../../../lib/use-resource';
import { getPayoutAccount, startOnboarding } from '../api/payout-account';
import { MONEY_OUT_NS } from '../money-out-namespace';

export interface PayoutAccountCardProps {
  collectionGuid: string;
  market: Market;
  onError: (text: string) => void;
}

/**
 * The organiser's payout account (issue 33, decision 165): before a first bank withdrawal they verify
 * who they are once, on the payout provider's own pages; here they see where it stands (not set up,
 * pending, verified, restricted), what is still due, and the button that takes them there.
 */
export function PayoutAccountCard({ collectionGuid, market, onError }: PayoutAccountCardProps) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const account = useResource((signal) => getPayoutAccount(collectionGuid, signal), [collectionGuid], { logInOn401: true });
  const [leaving, setLeaving] = useState(false);
  const data = account.data;
  if (!data?.required) return null;

  const go = async () => {
    setLeaving(true);
    try {
      window.location.assign(await startOnboarding(collectionGuid));
    } catch (error) {
      setLeaving(false);
      onError(error instanceof Error ? error.message : t('payoutAccount.failed'));
    }
  };
  const country = market === 'AU' ? t('payoutAccount.needsAU') : t('payoutAccount.needsUS');

  return (
    <section className={`payout-account payout-account--${data.status}`} aria-labelledby="payout-account-heading" data-testid="payout-account">
      <div className="payout-account__head">
        <h3 id="payout-account-heading">{t('payoutAccount.heading')}</h3>
        <span className="payout-account__status" data-testid="payout-account-status">
          {t(`payoutAccount.status.${data.status}`)}
        </span>
      </div>
      <p>{t(`payoutAccount.says.${data.status}`)}</p>
      {data.status === 'none' ? <p className="payout-account__needs">{country}</p> : null}
      {data.requirementsDue.length > 0 && data.status !== 'none' ? (
        <>
          <p className="payout-account__due-label">{t('payoutAccount.due')}</p>
          <ul className="payout-account__due">
            {data.requirementsDue.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      {data.status !== 'verified' ? (
        <Button variant={data.status === 'none' ? 'primary' : 'secondary'} onClick={() => void go()} busy={leaving}>
          {t(`payoutAccount.action.${data.status}`)}
        </Button>
      ) : null}
    </section>
  );
}
