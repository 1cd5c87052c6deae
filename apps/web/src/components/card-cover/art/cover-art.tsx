import { useEffect, useState, type ComponentType } from 'react';
import type { CoverArt } from '@groupgift/domain';
import type { ArtProps } from './art-frame';

type ArtComponents = Record<CoverArt, ComponentType<ArtProps>>;

/*
 * The cover illustrations load on demand, in one chunk (art-components.tsx): most covers are the
 * server's drawing (decision 148) and show none, so the contributor's first load should not carry
 * them (decision 176). Where the server drew an illustration into the page, the browser loads them
 * before hydrating (app/mount-app.ts), so the page never changes under the reader; the server's
 * renderer loads them before it draws.
 */
let components: ArtComponents | null = null;
let loading: Promise<ArtComponents> | null = null;

/** Starts (once) loading the illustrations; a failed load may be tried again. */
function loadComponents(): Promise<ArtComponents> {
  if (!loading) {
    loading = import('./art-components').then((module) => (components = module.COVER_ART_COMPONENTS));
    loading.catch(() => (loading = null));
  }
  return loading;
}

/** Loads the illustrations when any of these art ids names one (the ids the server drew into a page). */
export async function loadCoverArts(arts: Iterable<string | undefined>): Promise<void> {
  if ([...arts].some(Boolean)) await loadComponents();
}

/** Every illustration, for a renderer that must draw any cover at once (the server's, tests). */
export async function loadAllCoverArt(): Promise<void> {
  await loadComponents();
}

/**
 * One cover illustration; named `label` when given, decoration otherwise. Drawn at once when the
 * illustrations are in; otherwise its box (sized by the cover's styles) stays empty until they arrive.
 */
export function CoverIllustration({ art, label }: { art: CoverArt; label?: string | undefined }) {
  const [, setArrived] = useState(components !== null);
  useEffect(() => {
    if (components) return;
    let live = true;
    loadComponents().then(
      () => live && setArrived(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const Art = components?.[art];
  return Art ? <Art label={label} /> : null;
}
