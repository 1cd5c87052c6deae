import { useTranslation } from '../../lib/i18n';
import { PromoCarousel, type PromoItem, type PromoVariant } from './promo-carousel';

// Designs drawn from the shared card stylesheet, so the strip needs no pictures to download.
const DESIGNS: readonly PromoItem[] = [
  { id: 'farewell', title: 'Farewell', coverPage: { title: 'Good luck, Jo', description: 'Wherever the road takes you next', className: 'farewell-navy', textAlign: 'left', descTextAlign: 'left' } },
  { id: 'thank-you', title: 'Thank you', coverPage: { coverType: 2, title: 'Thank you', description: 'For everything you do', className: 'thank-you-botanical' } },
  { id: 'birthday', title: 'Birthday', coverPage: { title: 'Happy birthday!', description: 'Hip hip hooray', className: 'birthday-confetti' } },
  { id: 'kids-green', title: 'Kids birthday', coverPage: { title: '7', description: 'Have a brilliant birthday!', className: 'age-green-balloon' } },
  { id: 'kids-pink', title: 'Kids birthday', coverPage: { title: '6', description: 'Hooray!', className: 'age-pink-balloon', fontSize: 110 } },
  { id: 'baby', title: 'New baby', coverPage: { title: 'Welcome, baby!', description: '', className: 'classic-baby' } },
  { id: 'coach', title: 'Thanks, coach', coverPage: { coverType: 2, title: 'What a season!', description: 'Thanks, coach', className: 'description-trophy' } },
];

/** After a pathway, a strip of card designs that invites the contributor to send one of their own. */
export function PromoStrip({ variant }: { variant: PromoVariant }) {
  const { t } = useTranslation();
  return (
    <section className="promo-strip" aria-labelledby={`promo-${variant}`}>
      <h2 id={`promo-${variant}`} className="small">
        {t(variant === 'group-card' ? 'promo.groupCardHeading' : 'promo.cardHeading')}
      </h2>
      <PromoCarousel variant={variant} items={DESIGNS} label={t('promo.label')} />
    </section>
  );
}
