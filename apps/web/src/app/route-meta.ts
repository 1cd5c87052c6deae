import type { UIMatch } from 'react-router';
import type { TranslationKey } from '../lib/i18n-resources';

/** Route meta (SPEC §2): every route names its tab title and its analytics name. */
export interface RouteMeta {
  /** i18n key of the page title shown in the tab. */
  titleKey: TranslationKey;
  /** Stable route name, used for page views and guards. */
  name: string;
}

export function meta(name: string, titleKey: TranslationKey): { handle: RouteMeta } {
  return { handle: { name, titleKey } };
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'name' in value && 'titleKey' in value;
}

/** The meta of the deepest matched route that has one. */
export function currentMeta(matches: readonly UIMatch[]): RouteMeta | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
