/**
 * `record[key]` for a key that came from outside (a URL, a provider's event): only the record's own
 * entries count, so "__proto__", "constructor" or "toString" find nothing instead of Object's members.
 */
export function ownValue<V>(record: Partial<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
