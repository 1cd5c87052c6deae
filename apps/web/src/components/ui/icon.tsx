import type { ReactNode } from 'react';
import './icon.css';

/**
 * The app's icons, drawn as inline SVG so they look the same on every device: emoji and symbol
 * characters depend on the fonts installed and show as empty boxes where none has them (decision 104).
 * Each is a 24 × 24 outline in the current text colour.
 */
const PATHS = {
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  heart: (
    <path
      d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
      fill="currentColor"
      stroke="none"
    />
  ),
  warning: (
    <>
      <path d="M12 3.5L2.8 19.5h18.4z" />
      <path d="M12 10v4.5" />
      <path d="M12 17.2v.1" />
    </>
  ),
  alert: (
    <>
      <path d="M12 5v9" />
      <path d="M12 18.5v.1" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  sparkles: (
    <>
      <path d="M10 3.5l1.6 4.9 4.9 1.6-4.9 1.6L10 16.5l-1.6-4.9L3.5 10l4.9-1.6z" />
      <path d="M18 14l.8 2.2 2.2.8-2.2.8L18 20l-.8-2.2-2.2-.8 2.2-.8z" />
    </>
  ),
  'arrow-left': (
    <>
      <path d="M19 12H5.5" />
      <path d="M11 6l-6 6 6 6" />
    </>
  ),
  'sort-up': <path d="M7 14.5l5-5 5 5" />,
  'sort-down': <path d="M7 9.5l5 5 5-5" />,
  'sort-both': (
    <>
      <path d="M8 9.5l4-4 4 4" />
      <path d="M8 14.5l4 4 4-4" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  name: IconName;
  /** Size in CSS pixels; by default the icon is as tall as the text around it (1em). */
  size?: number;
  /** Spoken name. Without one the icon is decoration and hidden from assistive technology. */
  label?: string;
  className?: string;
}

export function Icon({ name, size, label, className }: IconProps) {
  const dimension = size ?? '1em';
  return (
    <svg
      className={['ui-icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width={dimension}
      height={dimension}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {PATHS[name]}
    </svg>
  );
}
