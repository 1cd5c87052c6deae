import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CardCover } from '../../../components/card-cover/card-cover';
import { LoadMoreMessages } from '../../../components/card/load-more-messages';
import { MessageBoard, toBoardMessages } from '../../../components/card/message-board';
import { BoardThemeArea } from '../../../components/card/board-theme';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useJourney } from '../../../lib/journey/use-journey';
import { STEP } from '../../../lib/journey/steps';
import { StepHeader } from '../../../components/journey/step-header';
import { useCardMessagePages } from '../hooks/use-card-message-pages';
import { useFreshGroupCard } from '../hooks/use-fresh-group-card';
import './card-review-page.css';

// The cover is a greeting, not the content: on a phone it should leave room for the first messages.
const COVER_MAX_HEIGHT = 360;

/**
 * The whole card (decision 103): the cover, then every message at a glance on the board, opening at
 * the visitor's own message when they have signed; further pages load as the reader nears the end
 * (decision 121).
 */
export function CardReviewPage() {
  const { t } = useTranslation();
  const journey = useJourney();
  const { collection, groupCard, draft, payment, collectionGuid } = journey;
  useFreshGroupCard(collectionGuid);
  const messages = useCardMessagePages(collectionGuid, groupCard);
  const boardMessages = useMemo(() => toBoardMessages(messages.items), [messages.items]);

  if (!collection) return null;
  const cover = groupCard?.coverPage ?? collection.coverPage;
  const ownGuid = draft.savedMessageId === null ? null : String(draft.savedMessageId);
  return (
    <div className="step-page step-page--wide card-review">
      <StepHeader step={STEP.cardReview} />
      <h1 className="step-page__heading">{t('cardReview.heading')}</h1>
      <p className="step-page__intro">{t('cardReview.intro')}</p>
      <div className="card-review__cover">
        <CardCover
          image={collection.coverImage}
          coverPage={cover}
          cardHtml={collection.cardHtml}
          maxHeight={COVER_MAX_HEIGHT}
          label={t('card.cover')}
        />
      </div>
      <BoardThemeArea theme={cover?.boardTheme}>
        <MessageBoard messages={boardMessages} ownGuid={ownGuid} />
      </BoardThemeArea>
      {messages.items.length > 0 ? <LoadMoreMessages more={messages} /> : null}
      <div className="actions actions--end">
        {ownGuid ? (
          <Button variant="secondary" onClick={() => void journey.goTo(STEP.sign)}>
            {t('sign.editHeading')}
          </Button>
        ) : null}
        {/* Someone who signed or paid came from the finish; anyone else is sent to the invitation. */}
        {ownGuid || payment.paymentSuccessful ? (
          <Button onClick={() => void journey.goTo(STEP.pathwayComplete)}>{t('buttons.finish')}</Button>
        ) : (
          <ButtonLink to={journey.path(STEP.landing)}>{t('buttons.backToStart')}</ButtonLink>
        )}
      </div>
    </div>
  );
}
