import catalogue from './locales/en-GB.json';

/*
 * The texts the server and the web share: SPEC §5 (field checks) and §8 (errors) verbatim, plus the
 * few checks the spec does not word (the bounds follow the other §5 messages; a guessable password,
 * decision 097; control characters, decision 095; the bulk upload file checks). They live once, in
 * locales/en-GB.json, because the web's i18next loads that same file as its `shared` namespace
 * (decision 099): the zod schemas' field errors, the server's envelopes and the web's own checks then
 * cannot drift apart. Placeholders use i18next's `{{name}}` so that one file serves both readers.
 */
export const MESSAGE_CATALOGUE = catalogue;

type Catalogue = typeof catalogue;
type Group = keyof Catalogue & string;

/** `group.name`, the path i18next uses for the same text (`shared:group.name` in the web). */
export type MessageKey = { [G in Group]: `${G}.${keyof Catalogue[G] & string}` }[Group];
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message to show later: the key plus the values for its placeholders. */
export interface MessageRef {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

function flatten(groups: Catalogue): Record<MessageKey, string> {
  const flat: Record<string, string> = {};
  for (const [group, texts] of Object.entries(groups)) {
    for (const [name, text] of Object.entries(texts)) flat[`${group}.${name}`] = text;
  }
  return Object.freeze(flat) as Record<MessageKey, string>;
}

/** The catalogue by flat key, for code that renders en-GB itself (the server, the zod schemas). */
export const MESSAGES = flatten(catalogue);

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/**
 * Fills `{{name}}` placeholders. Unknown placeholders are left as written so that a missing parameter
 * is visible rather than silently becoming "undefined".
 */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function renderMessage(ref: MessageRef): string {
  return formatMessage(ref.key, ref.params);
}
