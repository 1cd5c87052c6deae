import { ArtFrame, type ArtProps } from './art-frame';

/** A layered cake with three lit candles under a string of bunting. */
export function BirthdayArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <path d="M20 30q140 40 280 0" fill="none" stroke="#8a6d5a" strokeWidth="2" />
      <path d="M50 38l12 22 12-19zM110 48l12 22 12-21zM170 50l12 22 12-22zM230 44l12 22 12-20z" fill="#e8566b" />
      <path d="M80 42l12 22 12-20zM140 50l12 22 12-22zM200 48l12 22 12-21zM260 38l12 22 12-19z" fill="#f2b53a" />
      <ellipse cx="160" cy="214" rx="112" ry="12" fill="#e9dccb" />
      <rect x="72" y="150" width="176" height="60" rx="10" fill="#f39bb0" />
      <path d="M72 166q22 14 44 0t44 0 44 0 44 0v-6H72z" fill="#fff4e8" />
      <rect x="96" y="112" width="128" height="42" rx="8" fill="#ffd8a8" />
      <path d="M96 124q16 10 32 0t32 0 32 0 32 0v-6H96z" fill="#fff4e8" />
      <g fill="#6ec3d4">
        <rect x="124" y="80" width="8" height="32" rx="2" />
        <rect x="156" y="76" width="8" height="36" rx="2" />
        <rect x="188" y="80" width="8" height="32" rx="2" />
      </g>
      <g fill="#f7a81b">
        <path d="M128 62q8 10 0 16-8-6 0-16z" />
        <path d="M160 58q8 10 0 16-8-6 0-16z" />
        <path d="M192 62q8 10 0 16-8-6 0-16z" />
      </g>
      <g fill="#e8566b">
        <circle cx="104" cy="186" r="4" />
        <circle cx="160" cy="190" r="4" />
        <circle cx="216" cy="186" r="4" />
      </g>
    </ArtFrame>
  );
}
