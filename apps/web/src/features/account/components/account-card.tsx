import type { ReactNode } from 'react';
import './account.css';

/** The frame of every account screen: a centred card with its heading, intro and links below. */
export function AccountCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="account-page">
      <section className="account-card card-panel" aria-labelledby="account-title">
        <h1 id="account-title" className="account-card__title">
          {title}
        </h1>
        {intro ? <p className="account-card__intro muted">{intro}</p> : null}
        {children}
      </section>
      {footer ? <div className="account-page__footer">{footer}</div> : null}
    </div>
  );
}

/** A form-level message (refusals that belong to no single field); announced when it appears. */
export function FormAlert({ message, tone = 'error', children }: { message: string | null; tone?: 'error' | 'success' | 'info'; children?: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="account-alert-slot">
      {message ? (
        <div className={`notice notice--${tone === 'info' ? 'warning' : tone}`}>
          <p>{message}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}
