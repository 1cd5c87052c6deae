import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Content width of an element, kept up to date with a ResizeObserver. Returns 0 until measured
 * (and where ResizeObserver is missing), which callers treat as "use the design defaults".
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return width;
}
