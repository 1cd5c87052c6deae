import { ArtFrame, type ArtProps } from './art-frame';

/** A mortarboard with its tassel, over a rolled diploma tied with a ribbon. */
export function GraduationArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <rect x="70" y="168" width="180" height="34" rx="17" fill="#fbf3e0" stroke="#c9b48a" strokeWidth="3" />
      <ellipse cx="250" cy="185" rx="10" ry="17" fill="#efe2c2" stroke="#c9b48a" strokeWidth="3" />
      <path d="M150 168v34M166 168v34" stroke="#c0392b" strokeWidth="6" />
      <path d="M158 202l-12 22M158 202l12 22" stroke="#c0392b" strokeWidth="5" strokeLinecap="round" />
      <path d="M104 110v26q56 24 112 0v-26" fill="#2d3a55" />
      <path d="M160 54l104 40-104 40-104-40z" fill="#3b4b6e" />
      <path d="M160 94l64 6v46" fill="none" stroke="#f2c14e" strokeWidth="4" />
      <circle cx="160" cy="94" r="6" fill="#f2c14e" />
      <path d="M218 146h12l-2 22h-8z" fill="#f2c14e" />
    </ArtFrame>
  );
}
