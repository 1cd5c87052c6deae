import { TIMINGS } from '@groupgift/domain';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion';
import './envelope.css';

export interface EnvelopeProps {
  /** The card, usually a CardCover. */
  children: ReactNode;
  insideDelayMs?: number;
  /** Called once the card is inside the envelope. */
  onInside?: () => void;
  className?: string;
}

/**
 * A paper envelope that slides in with the card standing above it; after the delay the card
 * drops into the pocket (it moves behind the front panel). With reduced motion the card is in
 * the envelope from the start and nothing moves.
 */
export function Envelope({
  children,
  // SPEC §9: the card goes into the envelope 2400 ms after it appears.
  insideDelayMs = TIMINGS.ENVELOPE_MS,
  onInside,
  className,
}: EnvelopeProps) {
  const reduced = usePrefersReducedMotion();
  const [timerDone, setTimerDone] = useState(false);
  const inside = reduced || timerDone;

  useEffect(() => {
    if (reduced) return;
    const timer = window.setTimeout(() => setTimerDone(true), insideDelayMs);
    return () => window.clearTimeout(timer);
  }, [reduced, insideDelayMs]);

  useEffect(() => {
    if (inside) onInside?.();
    // Only the moment it goes in matters, not a new callback identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inside]);

  return (
    <div
      className={['envelope', inside && 'envelope--card-inside', reduced && 'envelope--still', className]
        .filter(Boolean)
        .join(' ')}
      data-card-inside={inside}
      data-testid="envelope"
    >
      <div className="envelope__stage">
        <div className="envelope__back" aria-hidden="true">
          <div className="envelope__flap" />
          <div className="envelope__liner" />
        </div>
        <div className="envelope__card">{children}</div>
        <div className="envelope__front" aria-hidden="true">
          <div className="envelope__side envelope__side--left" />
          <div className="envelope__side envelope__side--right" />
          <div className="envelope__bottom" />
        </div>
      </div>
    </div>
  );
}
