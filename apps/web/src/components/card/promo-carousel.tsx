import { PROMO_CARD_CAROUSEL, PROMO_GROUP_CARD_CAROUSEL } from '@groupgift/domain';
import type { CarouselSettings } from '@groupgift/domain';
import { Carousel } from '../ui/carousel';
import type { CarouselLabels } from '../ui/carousel';
import { CardCover } from '../card-cover/card-cover';
import type { CoverPageLike } from '../card-cover/card-cover';
import './promo-carousel.css';

export interface PromoItem {
  id: string;
  /** Caption under the design, e.g. the template or occasion name. */
  title: string;
  /** Drawn as a live cover when given… */
  coverPage?: CoverPageLike;
  /** …else this thumbnail picture. */
  imageUrl?: string;
  href?: string;
}

export type PromoVariant = 'card' | 'group-card';

const SETTINGS: Record<PromoVariant, CarouselSettings> = {
  card: PROMO_CARD_CAROUSEL,
  'group-card': PROMO_GROUP_CARD_CAROUSEL,
};

export interface PromoCarouselProps {
  /** 'card': SPEC §9 promo card carousel; 'group-card': the promo group card carousel. */
  variant: PromoVariant;
  items: readonly PromoItem[];
  label: string;
  labels?: Partial<CarouselLabels>;
  className?: string;
}

/** A strip of card designs that moves on every 4 s, pausing on hover, focus and reduced motion. */
export function PromoCarousel({ variant, items, label, labels, className }: PromoCarouselProps) {
  const settings = SETTINGS[variant];
  return (
    <div className={['promo-carousel', `promo-carousel--${variant}`, className].filter(Boolean).join(' ')}>
      <Carousel
        label={label}
        slidesToShow={settings.slidesToShow}
        breakpoints={settings.responsive}
        autoplayMs={settings.autoplay ? settings.autoplaySpeedMs : 0}
        arrows={settings.arrows ?? true}
        dots={settings.dots ?? false}
        loop
        labels={labels}
      >
        {items.map((item) => {
          const body = (
            <>
              {item.coverPage ? (
                <CardCover coverPage={item.coverPage} label={item.title} />
              ) : (
                <img className="promo-carousel__thumb" src={item.imageUrl} alt="" width={540} height={765} decoding="async" />
              )}
              <span className="promo-carousel__caption">{item.title}</span>
            </>
          );
          return item.href ? (
            <a key={item.id} className="promo-carousel__tile" href={item.href}>
              {body}
            </a>
          ) : (
            <div key={item.id} className="promo-carousel__tile">
              {body}
            </div>
          );
        })}
      </Carousel>
    </div>
  );
}
