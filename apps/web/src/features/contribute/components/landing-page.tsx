import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { SETUP_TYPE, collectionTakesMoney, landingButtons, type PathwayButton } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { CardCover } from '../../../components/card-cover/card-cover';
import { Envelope } from '../../../components/card/envelope';
import type { TranslationKey } from '../../../lib/i18n-resources';
import { config } from '../../../lib/config';
import { useSanitisedHtml } from '../../../lib/sanitised-html';
import { loaderModalsAllowed } from '../../../lib/preview-mode';
import { useJourney } from '../../../lib/journey/use-journey';
import { pathwayStore, paymentDetailsStore } from '../../../lib/journey/journey-store';
import { STEP } from '../../../lib/journey/steps';
import { money } from '../../../lib/money';
import { pathwayForButton } from '../pathway';
import { invitationTitle } from '../invitation-title';
import { StepHeader } from '../../../components/journey/step-header';
import { PathwayLoaderModal, type LoaderKind } from './pathway-loader-modal';
import { useCloseDateText } from './close-date';
import './landing-page.css';

const BUTTON_LABEL: Record<PathwayButton, TranslationKey> = {
  'chip-in': 'buttons.chipIn',
  'sign-and-chip-in': 'buttons.signAndChipIn',
  'sign-card': 'buttons.signCard',
  'sign-only': 'buttons.signOnly',
};

/**
 * The invitation: what the collection is for and the ways to join in (SPEC §2 "Landing page").
 * `onSignChosen` runs as soon as the contributor chooses to sign, while the loader modal shows, so
 * the route layer can start what the sign page needs (the message writer's availability check).
 */
export function LandingPage({ onSignChosen }: { onSignChosen?: () => void }) {
  const { t } = useTranslation();
  const journey = useJourney();
  const { collection, groupCard, pathway } = journey;
  const [loader, setLoader] = useState<LoaderKind | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const closeDateText = useCloseDateText(collection?.closeDate, collection?.timeZone);
  // Sanitised only where it is shown: a card collection shows its cover instead (and the server, which
  // draws only those, has no sanitiser: decision 125).
  const invitationHtml = useSanitisedHtml(collection && !collection.hasGroupCard ? collection.invitationHtml : null);
  if (!collection) return null;

  const buttons: PathwayButton[] = landingButtons(collection);
  // A top-up link is always chip in.
  const shownButtons: PathwayButton[] = journey.payment.topUp ? ['chip-in'] : pathway.signOnlyLink ? ['sign-card'] : buttons;
  const chipInPathway = shownButtons.some((button) => button === 'chip-in' || button === 'sign-and-chip-in');
  const cover = groupCard?.coverPage ?? collection.coverPage;
  const market = collection.countryCode;

  function choose(choice: PathwayButton) {
    if (loader) return;
    // Chip in opens on the amount screen, which also asks the name and email (decision 101).
    const amountStep = journey.input.hasExactAmount ? STEP.howMany : STEP.howMuch;
    const next = choice === 'chip-in' ? amountStep : STEP.sign;
    pathwayStore.patch(pathwayForButton(choice, pathway.signOnly));
    // A pathway chosen here is a new contribution: an earlier payment in this tab must not send its
    // payment step on to payment-successful (decision 098).
    if (journey.payment.paymentSuccessful) paymentDetailsStore.patch({ paymentSuccessful: false });
    if (next === STEP.sign) onSignChosen?.();
    // SPEC §2: on a preview page the loader modal shows only inside an iframe preview.
    if (!loaderModalsAllowed(window.location.pathname)) {
      void journey.goTo(next);
      return;
    }
    setLoader(choice === 'chip-in' ? 'chip-in' : 'sign');
    timer.current = window.setTimeout(() => {
      setLoader(null);
      void journey.goTo(next);
    }, config.loaderModalMs);
  }

  const showCloseDate = collection.collectionSetupType !== SETUP_TYPE.PAID_GROUP_CARD && collection.closeDate;

  return (
    <div className="landing">
      <section
        className={`landing__card ${collection.hasGroupCard ? 'landing__card--cover' : 'landing__card--invitation'}`}
        aria-label={collection.hasGroupCard ? t('titles.cardReview') : t('landing.invitationOnly')}
      >
        {collection.hasGroupCard ? (
          <div className="landing__cover">
            <Envelope>
              <CardCover
                image={collection.coverImage}
                coverPage={cover}
                cardHtml={collection.cardHtml}
                label={cover?.title || collection.collectionSubtitle || undefined}
                occasionTexts={[collection.collectionOccasion, collection.collectionTitle, collection.collectionSubtitle]}
              />
            </Envelope>
          </div>
        ) : (
          <div className="invitation-card">
            {collection.collectionImage ? <img className="invitation-card__image" src={collection.collectionImage} alt="" /> : null}
            <div className="invitation-card__body">
              <p className="invitation-card__eyebrow">{t('landing.invitationOnly')}</p>
              {invitationHtml ? (
                <div className="invitation-card__html" dangerouslySetInnerHTML={{ __html: invitationHtml }} />
              ) : (
                <p className="invitation-card__title">{collection.collectionSubtitle || collection.collectionOccasion}</p>
              )}
            </div>
          </div>
        )}
        {/* A card-only collection takes no money: no figure suggests that it could (decision 092). */}
        {collectionTakesMoney(collection) ? (
          <dl className="landing__stats">
            {collection.showSoFarCollected ? (
              <div>
                <dt>{t('landing.collectedSoFar')}</dt>
                <dd>{money(collection.collected, market)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('landing.joinedSoFar')}</dt>
              <dd>{collection.joined}</dd>
            </div>
            {collection.target > 0 ? (
              <div>
                <dt>{t('landing.target')}</dt>
                <dd>{money(collection.target, market)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </section>

      <section className="landing__details card-panel" aria-labelledby="landing-title">
        <StepHeader step={STEP.landing} />
        <h1 id="landing-title">{invitationTitle(collection, cover) ?? t('titles.landing')}</h1>
        {collection.organiserName ? <p className="muted">{t('landing.organisedBy', { name: collection.organiserName })}</p> : null}
        {showCloseDate ? <p className="landing__closes">{t('landing.closesOn', { date: closeDateText })}</p> : null}
        {collection.hasGroupCard && collection.collectionDescription ? <p className="landing__description">{collection.collectionDescription}</p> : null}
        {collection.hasExactAmount && collection.exactAmount > 0 && chipInPathway ? (
          <p>{t('landing.exactAmount', { amount: money(collection.exactAmount, market) })}</p>
        ) : null}
        {chipInPathway ? (
          <div className="notice landing__donation">
            {collection.charityName ? (
              <p>{t('landing.donationNotice', { percentage: collection.charityPercentage, charity: collection.charityName })}</p>
            ) : null}
            <p>{t('landing.amountPrivate')}</p>
          </div>
        ) : null}
        {collection.hasGroupCard && groupCard && groupCard.messages.length === 0 ? <p className="muted">{t('landing.beFirstToSign')}</p> : null}

        <h2 className="landing__choose">{t('landing.chooseHow')}</h2>
        <div className="landing__buttons">
          {shownButtons.map((button, index) => (
            <Button key={button} block variant={index === 0 ? 'primary' : 'secondary'} onClick={() => choose(button)}>
              {t(BUTTON_LABEL[button])}
            </Button>
          ))}
        </div>
        <p className="landing__no-thanks">
          <Link to={journey.path(STEP.noThanks)}>{t('buttons.noThanks')}</Link>
        </p>
      </section>
      <PathwayLoaderModal kind={loader} />
    </div>
  );
}
