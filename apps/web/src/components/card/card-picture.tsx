import { stillPictureUrl } from '@groupgift/domain';

export interface CardPictureProps {
  src: string;
  alt?: string;
  className?: string;
  /** The picture's own size, so the browser reserves its box before it loads and nothing shifts. */
  width?: number | null;
  height?: number | null;
  loading?: 'lazy' | 'eager';
}

/**
 * A message's picture on the card. A stored GIF plays, except for people who asked for less motion:
 * they get its still first frame, chosen by the browser from the media query before anything loads.
 */
export function CardPicture({ src, alt = '', className, width, height, loading }: CardPictureProps) {
  const image = (
    <img src={src} alt={alt} className={className} width={width ?? undefined} height={height ?? undefined} loading={loading} decoding="async" />
  );
  const still = stillPictureUrl(src);
  if (!still) return image;
  return (
    <picture>
      <source media="(prefers-reduced-motion: reduce)" srcSet={still} />
      {image}
    </picture>
  );
}
