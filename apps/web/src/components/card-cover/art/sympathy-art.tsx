import { ArtFrame, type ArtProps } from './art-frame';

/** A single lit candle with a soft glow and a sprig of leaves: quiet colours for a sympathy card. */
export function SympathyArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <circle cx="160" cy="72" r="54" fill="#ece4f4" />
      <circle cx="160" cy="72" r="32" fill="#e2d6ee" />
      <path d="M160 44q16 22 0 38-16-16 0-38z" fill="#f4c76a" />
      <path d="M160 58q7 12 0 22-7-10 0-22z" fill="#fff3d6" />
      <rect x="158" y="82" width="4" height="12" fill="#5d5470" />
      <rect x="132" y="94" width="56" height="112" rx="6" fill="#fbf8f3" stroke="#cfc3dc" strokeWidth="3" />
      <path d="M132 110q14 8 28 0t28 0" fill="none" stroke="#e7dff0" strokeWidth="4" />
      <ellipse cx="160" cy="210" rx="70" ry="10" fill="#d9cfe5" />
      <path d="M78 206q20-30 52-32M242 206q-20-30-52-32" fill="none" stroke="#8aa58a" strokeWidth="3" />
      <g fill="#a9c1a8">
        <ellipse cx="96" cy="190" rx="11" ry="5" transform="rotate(-40 96 190)" />
        <ellipse cx="224" cy="190" rx="11" ry="5" transform="rotate(40 224 190)" />
      </g>
    </ArtFrame>
  );
}
