/*
 * The catalogue lookup (decision 124): a plain read of nested JSON with `{{name}}` placeholders and
 * `_one`/`_other` plurals, which is all the catalogues use. It replaces a general i18n library that cost
 * the entry chunk about 47 kB (13 kB over the wire) for features the app does not use.
 */

type Tree = { readonly [key: string]: string | Tree };
export type Params = Readonly<Record<string, unknown>> & { readonly count?: number };

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills each `{{name}}`; a placeholder with no value is left as written, so a gap is visible, not blank. */
export function interpolate(text: string, params: Params | undefined): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

function read(tree: Tree | undefined, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A catalogue of namespaces, each a tree of texts, read by dotted keys. */
export class Catalogue<Namespace extends string> {
  private readonly bundles = new Map<string, Tree>();
  private readonly plurals: Intl.PluralRules;

  constructor(readonly locale: string) {
    this.plurals = new Intl.PluralRules(locale);
  }

  add(ns: Namespace, texts: object): void {
    if (!this.bundles.has(ns)) this.bundles.set(ns, texts as Tree);
  }

  /** Adds top-level subtrees to a namespace already in the catalogue (its later chunks' wording). */
  extend(ns: Namespace, texts: object): void {
    const bundle = this.bundles.get(ns);
    if (bundle) Object.assign(bundle, texts);
    else this.bundles.set(ns, { ...(texts as Tree) });
  }

  has(ns: Namespace): boolean {
    return this.bundles.has(ns);
  }

  bundle(ns: Namespace): object | undefined {
    return this.bundles.get(ns);
  }

  /**
   * The text of `key` in the first of `namespaces` that has it; `ns:key` names the namespace itself.
   * With a `count`, `key_one` or `key_other` (by the locale's plural rule) comes before `key`.
   * A missing key reads as the key (without its namespace), so it shows and tests can see it.
   */
  text(key: string, params: Params | undefined, namespaces: readonly Namespace[]): string {
    const split = key.indexOf(':');
    const [inNamespaces, path] = split > 0 ? [[key.slice(0, split)], key.slice(split + 1)] : [namespaces, key];
    const count = params?.count;
    const candidates = typeof count === 'number' ? [`${path}_${this.plurals.select(count)}`, `${path}_other`, path] : [path];
    for (const ns of inNamespaces) {
      for (const candidate of candidates) {
        const found = read(this.bundles.get(ns), candidate);
        if (found !== undefined) return interpolate(found, params);
      }
    }
    return path;
  }
}
