import type { CSSProperties, ReactNode } from 'react';
import { boardThemeFor, boardThemeVariables } from '@groupgift/domain';
import './board-theme.css';

/**
 * The paper the board of messages sits on, in the theme the organiser chose for the card (decision
 * 147). The theme is a set of CSS custom properties, so the notes inside (the board's tiles, the sign
 * page's preview) pick up its colours without knowing about themes.
 */
export function BoardThemeArea({ theme, className, children }: { theme: string | null | undefined; className?: string; children: ReactNode }) {
  return (
    <div
      className={['board-theme', className].filter(Boolean).join(' ')}
      data-board-theme={boardThemeFor(theme).id}
      style={boardThemeVariables(theme) as CSSProperties}
    >
      {children}
    </div>
  );
}
