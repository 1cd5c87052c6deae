import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardMessages } from '../../../components/card/card-messages';
import { Button } from '../../../components/ui/button';
import { useJourney } from '../../../lib/journey/use-journey';
import { getGroupCard } from '../api/get-group-card';
import { groupCardStore } from '../../../lib/journey/journey-store';
import { STEP } from '../../../lib/journey/steps';
import { StepHeader } from '../../../components/journey/step-header';

/** The whole card with every message, the visitor's own marked, in the "N of M" carousel. */
export function CardReviewPage() {
  const { t } = useTranslation();
  const journey = useJourney();
  const { collection, groupCard, draft, collectionGuid } = journey;

  useEffect(() => {
    // Others may have signed since the boot: show the card as it is now.
    const controller = new AbortController();
    getGroupCard(collectionGuid, { signal: controller.signal })
      .then((card) => groupCardStore.set(card))
      .catch(() => undefined);
    return () => controller.abort();
  }, [collectionGuid]);

  if (!collection) return null;
  const cover = groupCard?.coverPage ?? collection.coverPage;
  return (
    <div className="step-page step-page--wide">
      <StepHeader step={STEP.cardReview} />
      <h1 className="step-page__heading">{t('cardReview.heading')}</h1>
      <p className="step-page__intro">{t('cardReview.intro')}</p>
      <CardMessages
        coverPage={cover}
        cardHtml={collection.cardHtml}
        messages={groupCard?.messages ?? []}
        ownMessageId={draft.savedMessageId}
      />
      <div className="actions actions--end">
        <Button variant="secondary" onClick={() => void journey.goTo(STEP.sign)}>
          {t('sign.editHeading')}
        </Button>
        <Button onClick={() => void journey.goTo(STEP.pathwayComplete)}>{t('buttons.finish')}</Button>
      </div>
    </div>
  );
}
