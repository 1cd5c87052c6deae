import type { CSSProperties } from 'react';
import './finish-celebration.css';
import { Icon } from '../../../components/ui/icon';

// Twelve pieces around the tick, each with its own direction, distance and colour.
const PIECES = Array.from({ length: 12 }, (_, i) => ({
  angle: i * 30 + (i % 2 ? 8 : -4),
  distance: i % 3 === 0 ? 3.5 : i % 3 === 1 ? 2.9 : 3.2,
  tone: i % 4,
}));

/**
 * The tick at the end of a pathway, with a short burst of confetti around it. Decoration only
 * (hidden from assistive technology); with reduced motion the tick simply stands there.
 */
export function FinishCelebration() {
  return (
    <div className="finish-celebration" aria-hidden="true" data-testid="finish-celebration">
      {PIECES.map((piece, i) => (
        <span
          key={i}
          className={`finish-celebration__piece finish-celebration__piece--${piece.tone}`}
          style={{ '--angle': `${piece.angle}deg`, '--distance': `${piece.distance}rem` } as CSSProperties}
        />
      ))}
      <span className="finish-celebration__tick">
        <Icon name="check" />
      </span>
    </div>
  );
}
