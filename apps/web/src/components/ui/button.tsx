import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import './button.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

function classes(variant: Variant, block: boolean, extra?: string): string {
  return ['ui-button', `ui-button--${variant}`, block ? 'ui-button--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', block = false, busy = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button {...rest} type={type} className={classes(variant, block, className)} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <span className="ui-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function ButtonLink({ variant = 'primary', block = false, className, ...rest }: LinkProps & { variant?: Variant; block?: boolean }) {
  return <Link {...rest} className={classes(variant, block, className)} />;
}
