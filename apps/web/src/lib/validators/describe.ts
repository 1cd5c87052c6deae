import { z } from 'zod';
import { CONTRACT_DECODERS, type ContractDecoderName } from '@groupgift/domain';
import type { Check, Shape } from './check';

// zod's own text rewrites, known by their source text: a rewrite this does not recognise fails.
const REWRITES: Array<[Check, string]> = [
  [['trim'], String(overwriteOf(z.string().trim()))],
  [['lower'], String(overwriteOf(z.string().toLowerCase()))],
  [['upper'], String(overwriteOf(z.string().toUpperCase()))],
];

function overwriteOf(schema: z.ZodString): unknown {
  return (schema._zod.def.checks?.[0]?._zod.def as { tx?: unknown } | undefined)?.tx;
}

// The transforms the contract uses, known by their source text likewise.
const TRANSFORMS: Record<'number' | 'iso', (fn: unknown) => boolean> = {
  number: (fn) => fn === Number,
  iso: (fn) => /^\(?(\w+)\)?=>\1\.toISOString\(\)$/.test(String(fn).replace(/\s/g, '')),
};

/**
 * Turns a zod schema into the plain description the browser's validator reads (decision 175).
 * Runs only at generation time and in tests: the browser never loads zod on the contributor's
 * routes. Anything this does not know how to describe exactly fails loudly, so a contract change
 * can never make the browser's check quietly looser or stricter than the server's.
 */
type Internals = {
  def: Record<string, unknown> & { type: string; checks?: Array<{ _zod: { def: Record<string, unknown> } }> };
  optin?: 'optional' | 'defaulted';
  optout?: 'optional';
  values?: Set<unknown>;
};

function internals(schema: unknown): Internals {
  return (schema as { _zod: Internals })._zod;
}

function json<T>(value: T, where: string): T {
  const text = JSON.stringify(value);
  if (text === undefined) throw new Error(`${where}: the value ${String(value)} cannot be written down as JSON`);
  return JSON.parse(text) as T;
}

function describeChecks(where: string, kind: 'string' | 'number' | 'array', defs: Array<Record<string, unknown>>): Check[] {
  const checks: Check[] = [];
  for (const def of defs) {
    // Length checks carry zod's own "has a length" condition, always true once the type passed.
    if (def.when !== undefined && !String(def.check).endsWith('_length') && def.check !== 'length_equals') throw new Error(`${where}: a conditional check is not supported`);
    switch (def.check) {
      case 'min_length':
        checks.push(['min', def.minimum as number]);
        break;
      case 'max_length':
        checks.push(['max', def.maximum as number]);
        break;
      case 'length_equals':
        checks.push(['len', def.length as number]);
        break;
      case 'greater_than':
        checks.push([def.inclusive ? 'gte' : 'gt', Number(def.value)]);
        break;
      case 'less_than':
        checks.push([def.inclusive ? 'lte' : 'lt', Number(def.value)]);
        break;
      case 'number_format':
        if (def.format !== 'safeint') throw new Error(`${where}: number format ${String(def.format)} is not supported`);
        checks.push(['int']);
        break;
      case 'string_format': {
        const pattern = def.pattern as RegExp | undefined;
        if (!pattern || kind !== 'string') throw new Error(`${where}: string format ${String(def.format)} has no pattern to copy`);
        checks.push(['re', pattern.source, pattern.flags]);
        break;
      }
      case 'overwrite': {
        const rewrite = REWRITES.find(([, text]) => text === String(def.tx));
        if (!rewrite || kind !== 'string') throw new Error(`${where}: a rewrite other than trim or case is not supported`);
        checks.push(rewrite[0]);
        break;
      }
      default:
        throw new Error(`${where}: the ${String(def.check)} check is not supported`);
    }
  }
  return checks;
}

/** The schema's description; `where` names it in errors (e.g. `collectionSchema.cover.title`). */
export function describe(schema: z.core.$ZodType, where: string): Shape {
  const zod = internals(schema);
  // The presence rules zod computed for this node (how an absent object key is treated).
  const rungs = { ...(zod.optin ? { oi: zod.optin === 'defaulted' ? ('d' as const) : ('o' as const) } : {}), ...(zod.optout ? { oo: 1 as const } : {}) };
  return { ...describeNode(schema, zod, where), ...rungs };
}

function describeNode(schema: z.core.$ZodType, zod: Internals, where: string): Shape {
  const def = zod.def;
  const checkDefs = (def.checks ?? []).map((c) => c._zod.def);
  // A string format (z.email(), z.iso.datetime()) is its own first check.
  if (def.check !== undefined) checkDefs.unshift(def);
  const noChecks = () => {
    if (checkDefs.length) throw new Error(`${where}: checks on a ${def.type} are not supported`);
  };
  const inner = () => describe(def.innerType as z.core.$ZodType, where);
  switch (def.type) {
    case 'string':
      return { t: 'string', c: describeChecks(where, 'string', checkDefs) };
    case 'number':
      if (def.coerce) throw new Error(`${where}: coercion is not supported`);
      return { t: 'number', c: describeChecks(where, 'number', checkDefs) };
    case 'boolean':
    case 'date':
    case 'null':
    case 'unknown':
    case 'any':
      noChecks();
      if (def.coerce) throw new Error(`${where}: coercion is not supported`);
      return { t: def.type };
    case 'literal':
    case 'enum':
      noChecks();
      return { t: 'in', v: json([...(zod.values ?? [])], where) };
    case 'array':
      return { t: 'array', e: describe(def.element as z.core.$ZodType, `${where}[]`), c: describeChecks(where, 'array', checkDefs) };
    case 'object': {
      noChecks();
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const keys: Record<string, Shape> = {};
      for (const [key, value] of Object.entries(shape)) keys[key] = describe(value, `${where}.${key}`);
      const catchall = def.catchall as z.core.$ZodType | undefined;
      const rest = catchall === undefined ? undefined : internals(catchall).def.type;
      if (rest !== undefined && rest !== 'never' && rest !== 'unknown') throw new Error(`${where}: a catchall of ${rest} is not supported`);
      return { t: 'object', k: keys, ...(rest === 'never' ? { x: 'strict' as const } : rest === 'unknown' ? { x: 'loose' as const } : {}) };
    }
    case 'record': {
      noChecks();
      const key = internals(def.keyType).def;
      if (key.type !== 'string' || (key.checks?.length ?? 0) > 0) throw new Error(`${where}: only records keyed by any string are supported`);
      return { t: 'record', e: describe(def.valueType as z.core.$ZodType, `${where}{}`) };
    }
    case 'union':
      noChecks();
      return { t: 'union', o: (def.options as z.core.$ZodType[]).map((o, i) => describe(o, `${where}|${i}`)) };
    case 'optional':
      noChecks();
      return { t: 'optional', i: inner() };
    case 'nullable':
      noChecks();
      return { t: 'nullable', i: inner() };
    case 'default':
      noChecks();
      return { t: 'default', i: inner(), d: json(def.defaultValue, where) };
    case 'prefault':
      noChecks();
      return { t: 'prefault', i: inner(), d: json(def.defaultValue, where) };
    case 'catch': {
      noChecks();
      // Only a constant fallback can be written down; one computed from the error cannot.
      const first = (def.catchValue as (ctx: unknown) => unknown)({ error: { issues: [] }, input: undefined });
      const second = (def.catchValue as (ctx: unknown) => unknown)({ error: { issues: [{ code: 'custom' }] }, input: 1 });
      if (JSON.stringify(first) !== JSON.stringify(second)) throw new Error(`${where}: a catch that depends on the error is not supported`);
      return { t: 'catch', i: inner(), d: json(first, where) };
    }
    case 'pipe': {
      noChecks();
      // A codec: its decode step must be one of the contract's shared, zod-free decoders.
      if (def.transform !== undefined) {
        const name = (Object.keys(CONTRACT_DECODERS) as ContractDecoderName[]).find((key) => CONTRACT_DECODERS[key] === def.transform);
        if (!name) throw new Error(`${where}: a codec whose decode is not in the contract's decoders is not supported`);
        return { t: 'codec', a: describe(def.in as z.core.$ZodType, where), f: name, b: describe(def.out as z.core.$ZodType, where) };
      }
      return { t: 'pipe', a: describe(def.in as z.core.$ZodType, where), b: describe(def.out as z.core.$ZodType, where) };
    }
    case 'transform': {
      noChecks();
      const known = (Object.keys(TRANSFORMS) as Array<keyof typeof TRANSFORMS>).find((name) => TRANSFORMS[name](def.transform));
      if (!known) throw new Error(`${where}: a transform other than ${Object.keys(TRANSFORMS).join(', ')} is not supported`);
      return { t: 'fn', f: known };
    }
    case 'readonly':
      noChecks();
      return { t: 'readonly', i: inner() };
    default:
      throw new Error(`${where}: zod's ${def.type} is not supported by the generated validators`);
  }
}


