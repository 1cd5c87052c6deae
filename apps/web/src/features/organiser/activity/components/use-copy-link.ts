import { useEffect, useRef, useState } from 'react';

const COPIED_FOR_MS = 3000;

/**
 * Copies a link to the clipboard and says how it went for a few seconds. When the clipboard is
 * refused (permissions, an insecure origin) the link's text is selected instead, so Ctrl+C works.
 */
export function useCopyLink(url: string) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      inputRef.current?.select();
      setCopyState('failed');
    }
    timer.current = window.setTimeout(() => setCopyState('idle'), COPIED_FOR_MS);
  }

  return { copyState, copy, inputRef };
}
