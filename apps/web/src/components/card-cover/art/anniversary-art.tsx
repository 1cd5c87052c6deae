import { ArtFrame, type ArtProps } from './art-frame';

/** Two glasses of bubbly raised together, with hearts. */
export function AnniversaryArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <g transform="rotate(-14 130 120)">
        <path d="M110 40h40l-4 64a16 16 0 0 1-32 0z" fill="#f7e3a3" stroke="#b58a3b" strokeWidth="3" />
        <path d="M113 66h34" stroke="#b58a3b" strokeWidth="2" />
        <path d="M130 120v68M110 190h40" stroke="#b58a3b" strokeWidth="4" strokeLinecap="round" />
      </g>
      <g transform="rotate(14 190 120)">
        <path d="M170 40h40l-4 64a16 16 0 0 1-32 0z" fill="#f7e3a3" stroke="#b58a3b" strokeWidth="3" />
        <path d="M173 66h34" stroke="#b58a3b" strokeWidth="2" />
        <path d="M190 120v68M170 190h40" stroke="#b58a3b" strokeWidth="4" strokeLinecap="round" />
      </g>
      <g fill="#f4d27a"><circle cx="152" cy="30" r="4" /><circle cx="166" cy="20" r="3" /><circle cx="160" cy="8" r="2.5" /></g>
      <path d="M70 78l-10-10a6 6 0 0 1 10-7 6 6 0 0 1 10 7z" fill="#e8566b" />
      <path d="M252 60l-12-12a7 7 0 0 1 12-8 7 7 0 0 1 12 8z" fill="#e8566b" />
      <path d="M256 140l-8-8a5 5 0 0 1 8-6 5 5 0 0 1 8 6z" fill="#f39bb0" />
    </ArtFrame>
  );
}
