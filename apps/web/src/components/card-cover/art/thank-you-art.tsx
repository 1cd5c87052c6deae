import { ArtFrame, type ArtProps } from './art-frame';

/** A posy of flowers in a jar. */
export function ThankYouArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <path d="M160 150V84M160 150l-40-60M160 150l42-58M160 150l-8-90" stroke="#5e8f55" strokeWidth="4" fill="none" />
      <ellipse cx="132" cy="118" rx="16" ry="7" transform="rotate(-40 132 118)" fill="#7fb06f" />
      <ellipse cx="188" cy="116" rx="16" ry="7" transform="rotate(40 188 116)" fill="#7fb06f" />
      <g fill="#f28c8c">
        <circle cx="120" cy="86" r="12" /><circle cx="108" cy="94" r="12" /><circle cx="114" cy="76" r="12" />
      </g>
      <circle cx="116" cy="86" r="8" fill="#f6d77c" />
      <g fill="#f6b26b">
        <circle cx="204" cy="88" r="12" /><circle cx="214" cy="98" r="12" /><circle cx="212" cy="80" r="12" />
      </g>
      <circle cx="208" cy="90" r="8" fill="#fff4e8" />
      <g fill="#b69cd8">
        <circle cx="152" cy="58" r="12" /><circle cx="164" cy="52" r="12" /><circle cx="160" cy="66" r="12" />
      </g>
      <circle cx="158" cy="58" r="7" fill="#f6d77c" />
      <path d="M124 146h72l-8 70a8 8 0 0 1-8 7h-40a8 8 0 0 1-8-7z" fill="#bfe0e6" stroke="#6ba7b3" strokeWidth="3" />
      <path d="M128 170h64" stroke="#6ba7b3" strokeWidth="3" />
      <path d="M150 186q10 12 20 0" fill="none" stroke="#e8566b" strokeWidth="3" strokeLinecap="round" />
    </ArtFrame>
  );
}
