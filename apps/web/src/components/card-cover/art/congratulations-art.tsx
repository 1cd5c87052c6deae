import { ArtFrame, type ArtProps } from './art-frame';

/** A gold trophy with stars and confetti. */
export function CongratulationsArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <g fill="#e8566b"><rect x="50" y="60" width="10" height="5" rx="2" transform="rotate(30 55 62)" /><rect x="250" y="150" width="10" height="5" rx="2" transform="rotate(-20 255 152)" /></g>
      <g fill="#6ec3d4"><rect x="262" y="70" width="10" height="5" rx="2" transform="rotate(-35 267 72)" /><rect x="62" y="150" width="10" height="5" rx="2" transform="rotate(25 67 152)" /></g>
      <g fill="#f2c14e">
        <path d="M86 96l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
        <path d="M236 100l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
        <path d="M160 18l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
      </g>
      <path d="M116 58h88v36a44 44 0 0 1-88 0z" fill="#e0a82e" />
      <path d="M116 70H96a24 24 0 0 0 24 34M204 70h20a24 24 0 0 1-24 34" fill="none" stroke="#e0a82e" strokeWidth="8" />
      <path d="M132 66v26a28 28 0 0 0 14 24" fill="none" stroke="#f6d77c" strokeWidth="6" strokeLinecap="round" />
      <rect x="152" y="136" width="16" height="30" fill="#c98f1f" />
      <rect x="122" y="166" width="76" height="16" rx="4" fill="#c98f1f" />
      <rect x="110" y="182" width="100" height="30" rx="5" fill="#7a5230" />
      <rect x="136" y="190" width="48" height="14" rx="2" fill="#f6d77c" />
    </ArtFrame>
  );
}
