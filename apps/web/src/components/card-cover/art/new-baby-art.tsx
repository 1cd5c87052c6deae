import { ArtFrame, type ArtProps } from './art-frame';

/** A pram under a crescent moon and stars. */
export function NewBabyArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <path d="M262 30a24 24 0 1 0 14 42 28 28 0 0 1-14-42z" fill="#f6d77c" />
      <g fill="#f6d77c">
        <path d="M60 40l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" />
        <path d="M214 36l3 6 6 3-6 3-3 6-3-6-6-3 6-3z" />
      </g>
      <path d="M84 112h152a76 62 0 0 1-152 0z" fill="#9cc9e8" />
      <path d="M160 112V52a60 60 0 0 1 60 60z" fill="#f4a6b8" />
      <path d="M172 112V66M188 112V72M204 112V86" stroke="#fbd3dc" strokeWidth="4" />
      <path d="M84 112q38 18 76 0t76 0" fill="none" stroke="#eef6fb" strokeWidth="4" />
      <path d="M236 112l24-26h14" fill="none" stroke="#4f6d85" strokeWidth="5" strokeLinecap="round" />
      <g fill="#4f6d85">
        <circle cx="116" cy="196" r="20" />
        <circle cx="204" cy="196" r="20" />
      </g>
      <g fill="#eef6fb">
        <circle cx="116" cy="196" r="7" />
        <circle cx="204" cy="196" r="7" />
      </g>
    </ArtFrame>
  );
}
