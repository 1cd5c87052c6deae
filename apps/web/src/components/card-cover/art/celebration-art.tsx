import { ArtFrame, type ArtProps } from './art-frame';

/** A bunch of balloons with confetti: for any occasion. */
export function CelebrationArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <path d="M160 212q-30-40-40-96M160 212q0-50 10-120M160 212q30-40 52-88" fill="none" stroke="#8a7f8f" strokeWidth="2" />
      <ellipse cx="118" cy="94" rx="32" ry="38" fill="#e8566b" />
      <ellipse cx="172" cy="62" rx="32" ry="38" fill="#6ec3d4" />
      <ellipse cx="218" cy="102" rx="30" ry="36" fill="#f2b53a" />
      <g fill="#fff" opacity="0.55">
        <ellipse cx="106" cy="80" rx="6" ry="10" />
        <ellipse cx="160" cy="48" rx="6" ry="10" />
        <ellipse cx="208" cy="88" rx="6" ry="10" />
      </g>
      <path d="M114 132l4 6 4-6zM168 100l4 6 4-6zM214 138l4 6 4-6z" fill="#8a7f8f" />
      <g fill="#b69cd8"><rect x="60" y="50" width="9" height="5" rx="2" transform="rotate(30 64 52)" /><rect x="256" y="168" width="9" height="5" rx="2" transform="rotate(-30 260 170)" /></g>
      <g fill="#5aa38f"><rect x="262" y="40" width="9" height="5" rx="2" transform="rotate(-20 266 42)" /><rect x="64" y="170" width="9" height="5" rx="2" transform="rotate(40 68 172)" /></g>
    </ArtFrame>
  );
}
