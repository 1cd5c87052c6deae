import { ArtFrame, type ArtProps } from './art-frame';

/** A briefcase with a rising arrow and a star: a new start. */
export function NewJobArt({ label }: ArtProps) {
  return (
    <ArtFrame label={label}>
      <path d="M56 150l56-40 36 24 70-62" fill="none" stroke="#5aa38f" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M200 64l28-6-6 28z" fill="#5aa38f" />
      <path d="M258 40l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#f2c14e" />
      <path d="M132 112v-12a10 10 0 0 1 10-10h36a10 10 0 0 1 10 10v12" fill="none" stroke="#6b4a2f" strokeWidth="8" />
      <rect x="92" y="112" width="136" height="96" rx="12" fill="#a66b3f" />
      <path d="M92 146h136" stroke="#8a5632" strokeWidth="4" />
      <rect x="148" y="136" width="24" height="20" rx="4" fill="#f2c14e" />
    </ArtFrame>
  );
}
