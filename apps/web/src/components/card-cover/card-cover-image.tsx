import { COVER_HEIGHT, COVER_WIDTH, type CoverImage } from '@groupgift/domain';
import type { CSSProperties } from 'react';
import './card-cover-image.css';

export interface CardCoverImageProps {
  image: CoverImage;
  /** Fit inside this height as well as the container width. */
  maxHeight?: number;
  className?: string;
}

/**
 * The server's address of a cover as a path on this site: the API hands out absolute addresses on
 * the configured origin (for mail and link previews), the page loads them from its own origin.
 */
function onThisSite(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/**
 * The card's one cover as the server draws it (issue 31, decision 148): an <img> of the composed
 * SVG, so every place (invitation, finish, organiser, recipient) shows the same drawing and words.
 * Its width and height are the card's, so the browser reserves the space before the picture loads.
 */
export function CardCoverImage({ image, maxHeight, className }: CardCoverImageProps) {
  const style: CSSProperties | undefined = maxHeight ? { maxWidth: (maxHeight * COVER_WIDTH) / COVER_HEIGHT } : undefined;
  return (
    <div
      className={['card-cover-image', className].filter(Boolean).join(' ')}
      style={style}
      data-testid="card-cover"
      data-cover-hash={image.hash}
    >
      <img className="card-cover-image__img" src={onThisSite(image.svg)} alt={image.alt} width={COVER_WIDTH} height={COVER_HEIGHT} decoding="async" />
    </div>
  );
}
