/**
 * `record[key]` when `key` is the record's own property, otherwise undefined. A lookup keyed by a
 * caller's text ("constructor", "hasOwnProperty", "__proto__") on a plain object literal would
 * otherwise reach Object.prototype and hand back a function (decision 095).
 */
export function ownValue<V>(record: Readonly<Partial<Record<string, V>>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
