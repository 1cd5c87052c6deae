import { ArtFrame, type ArtProps } from './art-frame';

/** Two linked wedding rings with sparkles and a sprig of leaves. */
export function WeddingArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <path d="M60 206q40-40 90-36M260 206q-40-40-90-36" fill="none" stroke="#7fa77a" strokeWidth="3" />
      <g fill="#a7c79e">
        <ellipse cx="84" cy="190" rx="12" ry="6" transform="rotate(-35 84 190)" />
        <ellipse cx="112" cy="176" rx="12" ry="6" transform="rotate(-15 112 176)" />
        <ellipse cx="236" cy="190" rx="12" ry="6" transform="rotate(35 236 190)" />
        <ellipse cx="208" cy="176" rx="12" ry="6" transform="rotate(15 208 176)" />
      </g>
      <circle cx="134" cy="118" r="46" fill="none" stroke="#d4a23c" strokeWidth="14" />
      <circle cx="186" cy="118" r="46" fill="none" stroke="#c9ccd3" strokeWidth="14" />
      <path d="M170 76a46 46 0 0 1 10-1" fill="none" stroke="#d4a23c" strokeWidth="14" />
      <g fill="#f2c14e">
        <path d="M246 52l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
        <path d="M76 64l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
      </g>
    </ArtFrame>
  );
}
