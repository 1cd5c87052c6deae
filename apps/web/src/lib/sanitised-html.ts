import type DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';

/*
 * The organiser's HTML (a card's or an invitation's), made safe by DOMPurify, which loads only when a
 * page has such HTML to show (decision 170): most invitations have none, and a contributor's first
 * visit should not download the sanitiser for nothing.
 */

type Purify = typeof DOMPurify;

let purify: Purify | null = null;
let loading: Promise<Purify> | null = null;

/** Starts (once) loading the sanitiser; the boot awaits it when the collection carries HTML. */
export function loadSanitiser(): Promise<Purify> {
  loading ??= import('dompurify').then((module) => (purify = module.default));
  return loading;
}

/**
 * `html` sanitised, or '' when there is none; while the sanitiser is still loading, '' and a new
 * render once it is in (nothing unsanitised is ever shown).
 */
export function useSanitisedHtml(html: string | null | undefined): string {
  const wanted = Boolean(html?.trim());
  const [, setLoaded] = useState(purify !== null);
  useEffect(() => {
    if (wanted && !purify) void loadSanitiser().then(() => setLoaded(true));
  }, [wanted]);
  return wanted && purify && html ? purify.sanitize(html) : '';
}
