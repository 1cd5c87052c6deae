import { coverPreviewPath } from '@groupgift/domain';
import { useTranslation } from '../../lib/i18n';
import { PromoCarousel, type PromoItem, type PromoVariant } from './promo-carousel';

// Real covers as the server composes them (issue 31, decision 148): the designs a card can have,
// with words on them, rather than placeholders.
const cover = (design: string, title: string, name: string) => coverPreviewPath(design, { title, name });
const DESIGNS: readonly PromoItem[] = [
  { id: 'farewell', title: 'Farewell', imageUrl: cover('farewell-paper-plane', 'Good luck, Jo', 'Jo Bloggs') },
  { id: 'birthday', title: 'Birthday', imageUrl: cover('birthday-balloons', 'Happy birthday!', 'Sam') },
  { id: 'get-well', title: 'Get well', imageUrl: cover('get-well-flowers', 'Get well soon', 'Priya') },
  { id: 'celebration', title: 'Celebration', imageUrl: cover('celebration-confetti', 'Congratulations!', 'Alex and Kim') },
  { id: 'leaving', title: 'Leaving do', imageUrl: cover('farewell-paper-plane', 'We’ll miss you', 'Morgan') },
  { id: 'kids-birthday', title: 'Kids birthday', imageUrl: cover('birthday-balloons', 'Seven today!', 'Ollie') },
  { id: 'thank-you', title: 'Thank you', imageUrl: cover('celebration-confetti', 'Thank you, coach', 'Riverside under-nines') },
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
