import { useEffect, useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { Icon, type IconName } from '../../components/ui/icon';
import { FarewellArt } from '../../components/card-cover/art/farewell-art';
import { useTranslation } from '../../lib/i18n';
import { getDemoCollections, type DemoCollections } from './get-demo-collections';
import './home-page.css';

const STEPS = ['create', 'share', 'deliver'] as const;
const POINTS: readonly { key: 'together' | 'noAccount' | 'fees' | 'markets'; icon: IconName }[] = [
  { key: 'together', icon: 'heart' },
  { key: 'noAccount', icon: 'check' },
  { key: 'fees', icon: 'sparkles' },
  { key: 'markets', icon: 'clock' },
];
/** The demo collections the page offers first: the three ways to join in, in each market's first. */
const FEATURED_TYPES = ['Collection + Group Card', 'Group Card Only', 'Collection'];

/** The demo's featured collections, once the server says it runs with demo data; none on a real site. */
function useDemoCollections(): DemoCollections {
  const [found, setFound] = useState<DemoCollections>([]);
  useEffect(() => {
    const controller = new AbortController();
    getDemoCollections(controller.signal)
      .then(setFound)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return found;
}

/** What the card on the page shows: a farewell cover with its money and messages beside it (decoration). */
function HeroCard() {
  const { t } = useTranslation();
  return (
    <div className="home-card" aria-hidden="true">
      <div className="home-card__cover">
        <FarewellArt />
        <p className="home-card__title">{t('home.card.title')}</p>
        <p className="home-card__from">{t('home.card.from')}</p>
      </div>
      <div className="home-card__money">
        <p className="home-card__amount">{t('home.card.amount')}</p>
        <p className="home-card__people">{t('home.card.people')}</p>
        <span className="home-card__bar">
          <span />
        </span>
      </div>
      <p className="home-card__note home-card__note--one">{t('home.card.noteOne')}</p>
      <p className="home-card__note home-card__note--two">{t('home.card.noteTwo')}</p>
    </div>
  );
}

/**
 * The site's front page (issue 30; decision 142): what the product is, for whom, and the ways in:
 * sign up, log in, and (where the server runs its demo) a demo collection to try without an account.
 */
export function HomePage() {
  const { t } = useTranslation();
  const demo = useDemoCollections();
  const featured = FEATURED_TYPES.map((type) => demo.find((c) => c.market === 'US' && c.setupType === type)).filter((c) => c !== undefined);
  const au = demo.find((c) => c.market === 'AU' && c.setupType === FEATURED_TYPES[0]);
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__text">
          <p className="home-eyebrow">{t('home.eyebrow')}</p>
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="home-lead">{t('home.lead')}</p>
          <div className="home-actions">
            <ButtonLink className="home-actions__main" to="/signup">
              {t('home.start')}
            </ButtonLink>
            <ButtonLink variant="secondary" to="/login">
              {t('home.logIn')}
            </ButtonLink>
          </div>
          <p className="home-hero__small">
            {featured[0] ? (
              <a href={featured[0].url}>{t('home.tryDemo')}</a>
            ) : (
              t('home.free')
            )}
          </p>
        </div>
        <div className="home-hero__art">
          <HeroCard />
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-how">
        <h2 id="home-how">{t('home.how.heading')}</h2>
        <ol className="home-steps">
          {STEPS.map((step, index) => (
            <li key={step} className="home-step">
              <span className="home-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`home.how.${step}.title`)}</h3>
              <p>{t(`home.how.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="home-section" aria-labelledby="home-why">
        <h2 id="home-why">{t('home.why.heading')}</h2>
        <ul className="home-points">
          {POINTS.map(({ key, icon }) => (
            <li key={key} className="home-point">
              <span className="home-point__icon">
                <Icon name={icon} size={22} />
              </span>
              <div>
                <h3>{t(`home.why.${key}.title`)}</h3>
                <p>{t(`home.why.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {featured.length > 0 ? (
        <section className="home-section home-demo" aria-labelledby="home-demo">
          <h2 id="home-demo">{t('home.demo.heading')}</h2>
          <p>{t('home.demo.body')}</p>
          <ul className="home-demo__list">
            {featured.map((c) => (
              <li key={c.url}>
                <a href={c.url}>
                  <span className="home-demo__title">{c.title}</span>
                  <span className="home-demo__type">{t(`home.demo.types.${c.setupType}` as 'home.demo.types.Collection')}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="home-demo__more">
            {au ? (
              <>
                <a href={au.url}>{t('home.demo.au')}</a>
                {' · '}
              </>
            ) : null}
            <a href="/demo">{t('home.demo.all')}</a>
          </p>
        </section>
      ) : null}

      <section className="home-final" aria-labelledby="home-final">
        <h2 id="home-final">{t('home.final.heading')}</h2>
        <p>{t('home.final.body')}</p>
        <div className="home-actions home-actions--center">
          <ButtonLink to="/signup">{t('home.start')}</ButtonLink>
          <ButtonLink variant="ghost" to="/login">
            {t('home.haveAccount')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
