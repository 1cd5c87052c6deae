import { ArtFrame, type ArtProps } from './art-frame';

/** A deck chair under a parasol on the sand, the sun low over the sea. */
export function RetirementArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <circle cx="236" cy="96" r="34" fill="#f8b84e" />
      <rect x="0" y="128" width="320" height="40" fill="#8cc7d9" />
      <path d="M0 140q20-6 40 0t40 0 40 0 40 0 40 0 40 0 40 0 40 0" fill="none" stroke="#e8f5f9" strokeWidth="3" />
      <path d="M0 166q160-26 320 0v74H0z" fill="#f1d9a7" />
      <path d="M98 40q50 4 62 38H36q12-34 62-38z" fill="#e8566b" />
      <path d="M98 40q-8 18-6 38M98 40q20 14 26 38M98 40q-24 14-30 38" fill="none" stroke="#fff4e8" strokeWidth="3" />
      <rect x="96" y="76" width="5" height="118" rx="2" fill="#8a6d5a" />
      <path d="M150 200l30-58h22l-30 58" fill="none" stroke="#8a6d5a" strokeWidth="5" strokeLinecap="round" />
      <path d="M178 148l22 52" stroke="#8a6d5a" strokeWidth="5" strokeLinecap="round" />
      <path d="M182 140l26 4-14 40-28-6z" fill="#5aa38f" />
      <path d="M186 148l18 3M182 158l18 3M178 168l18 3" stroke="#d9efe7" strokeWidth="3" />
    </ArtFrame>
  );
}
