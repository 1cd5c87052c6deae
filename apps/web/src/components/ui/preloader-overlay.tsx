import { useState } from 'react';
import type { ReactNode } from 'react';
import './preloader-overlay.css';

export interface PreloaderOverlayProps {
  /** Controlled visibility; without it the overlay shows until its hide control is used. */
  open?: boolean;
  onHide?: () => void;
  /** Text under the spinner. */
  message?: ReactNode;
  hideLabel?: string;
  className?: string;
}

/** A full-page loading veil with a spinner; the hide-overlay control dismisses it (SPEC §2, §4). */
export function PreloaderOverlay({
  open,
  onHide,
  message = 'Loading…',
  hideLabel = 'Hide',
  className,
}: PreloaderOverlayProps) {
  const [dismissed, setDismissed] = useState(false);
  const visible = open ?? !dismissed;
  if (!visible) return null;

  return (
    <div className={['ui-preloader', className].filter(Boolean).join(' ')} data-testid="preloader-overlay">
      <div className="ui-preloader__panel" role="status" aria-live="polite">
        <span className="ui-preloader__spinner" aria-hidden="true" />
        <p className="ui-preloader__message">{message}</p>
      </div>
      <button
        type="button"
        className="ui-preloader__hide"
        onClick={() => {
          setDismissed(true);
          onHide?.();
        }}
      >
        {hideLabel}
      </button>
    </div>
  );
}
