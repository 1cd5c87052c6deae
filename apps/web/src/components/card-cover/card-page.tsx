import { CARD_DESIGN } from '@groupgift/domain';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { computeBookletSize } from './cover-layout';
import { useElementWidth } from './use-element-width';
import './card-page.css';

export interface CardPageProps {
  /** Accessible name of the page. */
  label: string;
  /** Content laid out on the 540 × 765 design; it is scaled to the page. */
  children: ReactNode;
  maxHeight?: number;
  className?: string;
}

/** One page of the booklet: as wide as its container, 1.416 times as tall, design scaled to fit. */
export function CardPage({ label, children, maxHeight, className }: CardPageProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const size = computeBookletSize(width, maxHeight);
  // Until the container is measured (on the server, and in the browser before its first layout) the
  // stylesheet sizes the page from its container, so the size the measurement then sets is the one
  // already on screen and nothing moves when the server's HTML is hydrated (decision 125).
  const measured = width > 0;

  return (
    <div
      ref={containerRef}
      className={['card-booklet', measured ? null : 'card-booklet--unmeasured', className].filter(Boolean).join(' ')}
    >
      <figure
        className="card-booklet__page"
        style={
          measured
            ? { width: size.pageWidth, height: size.pageHeight }
            : { aspectRatio: CARD_DESIGN.WIDTH_RATIO, maxWidth: maxHeight ? maxHeight * CARD_DESIGN.WIDTH_RATIO : undefined }
        }
        aria-label={label}
        data-scale={size.scale.toFixed(4)}
      >
        <div
          className="card-booklet__design"
          style={{ width: CARD_DESIGN.WIDTH, height: CARD_DESIGN.HEIGHT, transform: measured ? `scale(${size.scale})` : undefined }}
        >
          {children}
        </div>
      </figure>
    </div>
  );
}
