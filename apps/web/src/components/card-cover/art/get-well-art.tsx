import { ArtFrame, type ArtProps } from './art-frame';

/** A steaming cup of tea with a heart, and a sticking plaster. */
export function GetWellArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <path d="M132 52q-12 14 0 26t0 26M160 44q-12 14 0 26t0 26M188 52q-12 14 0 26t0 26" fill="none" stroke="#c9d6de" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="158" cy="212" rx="92" ry="12" fill="#e6dccf" />
      <path d="M96 110h124v56a44 44 0 0 1-44 44h-36a44 44 0 0 1-44-44z" fill="#6fb3a6" />
      <path d="M220 126h10a22 22 0 0 1 0 44h-14" fill="none" stroke="#6fb3a6" strokeWidth="10" />
      <path d="M158 170l-18-18a11 11 0 0 1 18-13 11 11 0 0 1 18 13z" fill="#fff4e8" />
      <g transform="rotate(-30 256 84)">
        <rect x="226" y="72" width="60" height="24" rx="12" fill="#f1c7a0" />
        <rect x="246" y="72" width="20" height="24" fill="#e5b286" />
        <g fill="#c98d5e"><circle cx="252" cy="80" r="1.6" /><circle cx="260" cy="80" r="1.6" /><circle cx="252" cy="88" r="1.6" /><circle cx="260" cy="88" r="1.6" /></g>
      </g>
    </ArtFrame>
  );
}
