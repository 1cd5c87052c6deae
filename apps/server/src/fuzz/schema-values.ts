import { randomUUID } from 'node:crypto';
import type { Rng } from './prng';

/** The part of OpenAPI 3.0's schema dialect that our document uses. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  nullable?: boolean;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Real rows the fuzz organiser owns or can see, so plausible requests get past "not found". */
export type KnownIds = {
  collections: string[];
  messages: string[];
  organisers: string[];
  integers: number[];
  /** Recipient link tokens of a delivered card, for `:token` paths. */
  tokens?: string[];
};

export type SampleContext = { rng: Rng; known: KnownIds };

const IN_A_MONTH = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

/** The guids a field of this name most likely wants (`id` in our paths is a collection's). */
function knownGuidsFor(key: string, known: KnownIds): string[] {
  if (/message/i.test(key)) return known.messages;
  if (/user|organiser/i.test(key)) return known.organisers;
  if (/collection|^id$/i.test(key)) return known.collections;
  return [...known.collections, ...known.messages, ...known.organisers];
}

function sampleString(schema: JsonSchema, key: string, ctx: SampleContext): string {
  if (schema.format === 'uuid')
    return ctx.rng.chance(0.85) ? ctx.rng.pick(knownGuidsFor(key, ctx.known)) : randomUUID();
  if (schema.format === 'date-time') return IN_A_MONTH;
  if (/^token$/i.test(key) && ctx.known.tokens?.length && ctx.rng.chance(0.85)) return ctx.rng.pick(ctx.known.tokens);
  if (schema.format === 'uri') return 'https://example.test/return';
  if (/email/i.test(key)) return `fuzz-${ctx.rng.int(0, 9999)}@example.test`;
  if (/password/i.test(key)) return 'correct horse battery staple';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  const text = `fuzz ${key} ${ctx.rng.int(0, 999)}`.padEnd(Math.max(min, 1), 'x');
  return text.slice(0, Math.max(max, min, 1));
}

function sampleNumber(schema: JsonSchema, integer: boolean, key: string, ctx: SampleContext): number {
  if (/id$/i.test(key) && ctx.known.integers.length > 0 && ctx.rng.chance(0.7))
    return ctx.rng.pick(ctx.known.integers);
  const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
  const min = Math.max(schema.minimum ?? 0, -1000) + exclusive;
  const max = Math.min(schema.maximum ?? 10_000, min + 10_000);
  const value = min + ctx.rng.next() * (max - min);
  return integer ? Math.floor(value) : Math.round(value * 100) / 100;
}

/**
 * A value the schema accepts as far as the document tells (refinements are not in it), filled with
 * known ids: the starting point that each mutation then spoils in one place.
 */
export function sampleValue(schema: JsonSchema, ctx: SampleContext, key = '', depth = 0): unknown {
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return ctx.rng.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return sampleValue(ctx.rng.pick(union), ctx, key, depth + 1);
  if (schema.allOf?.length)
    return sampleValue(Object.assign({}, ...schema.allOf) as JsonSchema, ctx, key, depth + 1);
  if (schema.nullable && /url/i.test(key)) return null;
  const type = Array.isArray(schema.type)
    ? ctx.rng.pick(schema.type.filter((t) => t !== 'null'))
    : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, key, ctx);
    case 'integer':
      return sampleNumber(schema, true, key, ctx);
    case 'number':
      return sampleNumber(schema, false, key, ctx);
    case 'boolean':
      return ctx.rng.chance(0.5);
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 0, 1), schema.maxItems ?? 3);
      return Array.from({ length: count }, () => sampleValue(schema.items ?? {}, ctx, key, depth + 1));
    }
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : null;
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        // Optional fields are left out now and then, as real clients do; those with a default are
        // ordinary form fields and mostly sent, the others (an edit's id and token) mostly not.
        const omit = property.default !== undefined ? 0.1 : 0.6;
        if (!schema.required?.includes(name) && ctx.rng.chance(omit)) continue;
        out[name] = sampleValue(property, ctx, name, depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
}

/** Every path to a leaf or branch in a JSON value, so a mutation can spoil any one of them. */
export function valuePaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...valuePaths(item, [...prefix, i])));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) paths.push(...valuePaths(v, [...prefix, k]));
  }
  return paths;
}

/** A deep copy of `value` with the value at `path` replaced. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy: unknown = structuredClone(value);
  let cursor = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) cursor = cursor[step] as Record<string | number, unknown>;
  cursor[path[path.length - 1]!] = replacement;
  return copy;
}

/** A string field people type into: no format (uuid, date-time, uri) and no fixed list of values. */
export function isFreeText(schema: JsonSchema): boolean {
  return schema.type === 'string' && !schema.format && !schema.enum && schema.const === undefined;
}

/** The schema of an object's properties, the branches of a union merged. */
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, ...branches.map(propertiesOf), schema.properties) as Record<string, JsonSchema>;
}

/**
 * A deep copy with every free-text string changed and ids, dates and enums left valid: one request
 * that puts NUL into every text field at once and still passes every other check.
 */
export function withFreeText(value: unknown, schema: JsonSchema, change: (text: string) => string): unknown {
  if (typeof value === 'string') return isFreeText(schema) ? change(value) : value;
  if (Array.isArray(value)) return value.map((item) => withFreeText(item, schema.items ?? {}, change));
  if (value && typeof value === 'object') {
    const properties = propertiesOf(schema);
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withFreeText(v, properties[k] ?? {}, change)]),
    );
  }
  return value;
}
