import { ArtFrame, type ArtProps } from './art-frame';

/** A paper plane leaving a dotted trail over two clouds. */
export function FarewellArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <circle cx="262" cy="58" r="26" fill="#f6c667" />
      <path d="M40 170a22 22 0 0 1 40-12 18 18 0 0 1 30 14H40z" fill="#dbe7f3" />
      <path d="M196 206a20 20 0 0 1 36-10 16 16 0 0 1 28 12h-64z" fill="#dbe7f3" />
      <path d="M36 210q50-40 90-30t70-50" fill="none" stroke="#5b7fa8" strokeWidth="3" strokeDasharray="2 10" strokeLinecap="round" />
      <path d="M196 128l84-52-36 92-20-26z" fill="#ffffff" stroke="#2f4a6d" strokeWidth="3" strokeLinejoin="round" />
      <path d="M224 142l56-66-64 72z" fill="#c9d8ea" stroke="#2f4a6d" strokeWidth="3" strokeLinejoin="round" />
      <path d="M224 142l-4 22 12-15" fill="#9fb7d4" stroke="#2f4a6d" strokeWidth="3" strokeLinejoin="round" />
    </ArtFrame>
  );
}
