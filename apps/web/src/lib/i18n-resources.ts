import type { MESSAGE_CATALOGUE } from '@groupgift/domain';
import type enGB from '../locales/en-GB.json';
import type account from '../locales/en-GB/account.json';
import type activity from '../locales/en-GB/activity.json';
import type bulkUpload from '../locales/en-GB/bulkUpload.json';
import type delivery from '../locales/en-GB/delivery.json';
import type home from '../locales/en-GB/home.json';
import type moneyOut from '../locales/en-GB/moneyOut.json';
import type organiser from '../locales/en-GB/organiser.json';
import type organiserPayment from '../locales/en-GB/organiserPayment.json';
import type pay from '../locales/en-GB/pay.json';
import type preview from '../locales/en-GB/preview.json';
import type recipient from '../locales/en-GB/recipient.json';
import type support from '../locales/en-GB/support.json';
import type writer from '../locales/en-GB/writer.json';

/**
 * Every word a person reads in the web app, by namespace (decision 099). Typing the lookup with it makes
 * a mistyped key a compile error rather than a key printed on the page (decision 124).
 * - translation: the app, the contributor's journey and, one file per area, the organiser side and
 *   the front page;
 * - shared: SPEC §5/§8 texts, owned by the domain package because the server says them too;
 * - pay, writer: the payment step and the Magic Message Writer, added when their chunk loads.
 */
export interface Resources {
  translation: typeof enGB & {
    account: typeof account;
    organiser: typeof organiser;
    activity: typeof activity;
    preview: typeof preview;
    organiserPayment: typeof organiserPayment;
    bulkUpload: typeof bulkUpload;
    delivery: typeof delivery;
    home: typeof home;
  };
  shared: typeof MESSAGE_CATALOGUE;
  pay: typeof pay;
  writer: typeof writer;
  recipient: typeof recipient;
  moneyOut: typeof moneyOut;
  support: typeof support;
}

/** Namespaces that join the catalogue with the chunk that uses them, so the entry does not carry them. */
export type LazyNamespace = Exclude<keyof Resources, 'translation' | 'shared'>;

export type Namespace = keyof Resources;

/** The dotted keys of a tree of texts; a plural pair `x_one`/`x_other` is also reachable as `x`. */
export type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K | (K extends `${infer Base}_${'one' | 'other'}` ? Base : never) : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

/** The subtree at a dotted path, for keys read under a prefix. */
export type SubtreeAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? SubtreeAt<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

/** Any key of any namespace written `ns:key`. */
export type QualifiedKey = { [N in Namespace]: `${N}:${KeysOf<Resources[N]>}` }[Namespace];

/** A key of the default namespace, for code that picks a key before it translates (route titles …). */
export type TranslationKey = KeysOf<Resources['translation']>;
