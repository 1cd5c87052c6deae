import type { ReactNode } from 'react';

/**
 * The common frame of every cover illustration: a 320 × 240 drawing that scales to its box. With a
 * label it is an image with that name; without one it is decoration (the words around it name it).
 */
export function ArtFrame({ label, children }: { label?: string | undefined; children: ReactNode }) {
  return (
    <svg
      className="cover-art"
      viewBox="0 0 320 240"
      preserveAspectRatio="xMidYMid meet"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  );
}

export interface ArtProps {
  label?: string | undefined;
}
