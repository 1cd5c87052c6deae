import { ArtFrame, type ArtProps } from './art-frame';

/** An engagement ring with a sparkling stone, in an open box. */
export function EngagementArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <path d="M84 150h152v56a10 10 0 0 1-10 10H94a10 10 0 0 1-10-10z" fill="#b23a55" />
      <path d="M84 150l20-96h112l20 96z" fill="#cf5a74" />
      <path d="M100 150h120v14H100z" fill="#8e2b43" />
      <circle cx="160" cy="138" r="36" fill="none" stroke="#e0b24a" strokeWidth="10" />
      <path d="M142 98l18-20 18 20-18 14z" fill="#cfeaf5" stroke="#7fb3c8" strokeWidth="2" strokeLinejoin="round" />
      <path d="M142 98h36M160 78v34" stroke="#7fb3c8" strokeWidth="2" />
      <g fill="#f2c14e">
        <path d="M214 70l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
        <path d="M104 80l3 6 6 3-6 3-3 6-3-6-6-3 6-3z" />
      </g>
    </ArtFrame>
  );
}
