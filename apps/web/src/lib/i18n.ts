import { MESSAGE_CATALOGUE, type MessageRef } from '@groupgift/domain';
import enGB from '../locales/en-GB.json';
import { Catalogue, type Params } from './lookup';
import type { KeysOf, LazyNamespace, Namespace, QualifiedKey, Resources, SubtreeAt } from './i18n-resources';

export const DEFAULT_LOCALE = 'en-GB';

const catalogue = new Catalogue<Namespace>(DEFAULT_LOCALE);
// The catalogue's core is bundled (small JSON) so the first render never waits on a request. The
// organiser side keeps its wording in one file per area, each under its own top-level key of the
// same namespace, added by lib/organiser-texts.ts when an organiser route loads (decision 170): a
// contributor's page never downloads it.
catalogue.add('translation', { ...enGB });
// SPEC §5/§8 wording is the domain's, so the server's field errors and the page's say the same.
catalogue.add('shared', MESSAGE_CATALOGUE);

type NamespaceList = readonly [Namespace, ...Namespace[]];
type ListOf<Ns extends Namespace | NamespaceList> = Ns extends Namespace ? readonly [Ns] : Ns;

/** Keys a `t` bound to these namespaces reads: the first one's bare (under the prefix), any as `ns:key`. */
type KeyFor<Ns extends NamespaceList, Prefix extends string | undefined> =
  | (Prefix extends string ? KeysOf<SubtreeAt<Resources[Ns[0]], Prefix>> : KeysOf<Resources[Ns[0]]>)
  | QualifiedKey;

/** A bound lookup: a key and the values of its `{{placeholders}}` (and `count` for a plural) in, words out. */
type BoundT<Ns extends Namespace | NamespaceList, Prefix extends string | undefined> = (key: KeyFor<ListOf<Ns>, Prefix>, params?: Params) => string;

/** The default namespace's lookup, for helpers that take one from a component. */
export type TFunction = BoundT<'translation', undefined>;

/** The app-wide lookup, for code outside components (form rules, errors). `ns` picks the namespace. */
export const i18n = {
  t<N extends Namespace = 'translation'>(key: KeysOf<Resources[N]> | QualifiedKey, params?: Params & { ns?: N }): string {
    return catalogue.text(key, params, [params?.ns ?? 'translation']);
  },
  getResourceBundle: (_locale: string, ns: Namespace) => catalogue.bundle(ns),
};

const bound = new Map<string, (key: string, params?: Params) => string>();

/**
 * The lookup for a component, shaped like the hook it replaced so call sites did not change: the first
 * namespace is the default and later ones are searched when it lacks a key; `keyPrefix` is prepended to
 * every bare key. The function is the same object on every render (safe in effect dependencies).
 */
export function useTranslation<const Ns extends Namespace | NamespaceList = 'translation', const Prefix extends string | undefined = undefined>(
  ns?: Ns,
  options?: { keyPrefix?: Prefix },
): { t: BoundT<Ns, Prefix>; i18n: typeof i18n } {
  const namespaces: readonly Namespace[] = ns === undefined ? ['translation'] : typeof ns === 'string' ? [ns] : ns;
  const prefix = options?.keyPrefix;
  const id = `${namespaces.join(',')}|${prefix ?? ''}`;
  let t = bound.get(id);
  if (!t) {
    t = (key: string, params?: Params) => catalogue.text(prefix && !key.includes(':') ? `${prefix}.${key}` : key, params, namespaces);
    bound.set(id, t);
  }
  return { t: t as BoundT<Ns, Prefix>, i18n };
}

/**
 * Adds a namespace when the chunk that owns it is evaluated, before any of its screens renders, so its
 * wording travels with that chunk instead of the entry. Returns the name to pass to useTranslation.
 */
export function addNamespace<N extends LazyNamespace>(ns: N, texts: Resources[N]): N {
  catalogue.add(ns, texts);
  return ns;
}

/** Adds the organiser side's wording (lib/organiser-texts.ts) to the default namespace. */
export function extendTranslation(texts: Partial<Resources['translation']>): void {
  catalogue.extend('translation', texts);
}

/** A domain rule's answer (a key of the shared texts and its values) in words. */
export function messageText(ref: MessageRef): string {
  return catalogue.text(ref.key, ref.params, ['shared']);
}

// Made on first use: building a date format is among the costliest things a page's start does.
let mediumDate: Intl.DateTimeFormat | undefined;

/** SPEC §2: dates in medium format ("22 Nov 2026" in en-GB). */
export function formatMediumDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  mediumDate ??= new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium' });
  return mediumDate.format(date);
}
