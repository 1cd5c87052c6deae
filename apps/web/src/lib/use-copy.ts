import { useEffect, useRef, useState } from 'react';

const COPIED_FOR_MS = 3000;

/**
 * Copies a text and says how it went for a few seconds. When the clipboard is refused (permissions,
 * an insecure origin) the field's text is selected instead, so Ctrl+C works.
 */
export function useCopy(text: string) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      inputRef.current?.select();
      setState('failed');
    }
    timer.current = window.setTimeout(() => setState('idle'), COPIED_FOR_MS);
  }

  return { state, copy, inputRef };
}
