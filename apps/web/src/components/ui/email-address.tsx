import { Fragment } from 'react';
import './email-address.css';

/** An address cut after each "@" and dot, keeping those marks at the end of the piece they close. */
export function emailPieces(email: string): string[] {
  return email.match(/[^@.]*[@.]|[^@.]+$/g) ?? [];
}

/**
 * An email address that wraps only after its "@" or a dot, never inside a name: each piece stays
 * whole, with a break opportunity (<wbr>) between pieces. The text and what copying it gives are
 * the address unchanged.
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <span className="email-address">
      {emailPieces(email).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span className="email-address__piece">{piece}</span>
        </Fragment>
      ))}
    </span>
  );
}
