import { CONTRACT_DECODERS, type ContractDecoderName } from '@groupgift/domain';

/**
 * The browser's check of an API answer against a contract schema's description, generated from the
 * zod contract (decision 175). It follows zod's rules for what passes and what comes out (defaults,
 * stripped keys, fallbacks), so the contributor's routes parse like the server without loading zod.
 */
export type Check =
  | ['min' | 'max' | 'len' | 'gt' | 'gte' | 'lt' | 'lte', number]
  | ['int' | 'trim' | 'lower' | 'upper']
  | ['re', string, string];

type Presence = { oi?: 'o' | 'd'; oo?: 1 };
export type Shape = Presence &
  (
    | { t: 'string' | 'number'; c: Check[] }
    | { t: 'boolean' | 'date' | 'null' | 'unknown' | 'any' }
    | { t: 'pipe'; a: Shape; b: Shape }
    | { t: 'codec'; a: Shape; f: ContractDecoderName; b: Shape }
    | { t: 'fn'; f: 'number' | 'iso' }
    | { t: 'in'; v: unknown[] }
    | { t: 'array'; e: Shape; c: Check[] }
    | { t: 'object'; k: Record<string, Shape>; x?: 'strict' | 'loose' }
    | { t: 'record'; e: Shape }
    | { t: 'union'; o: Shape[] }
    | { t: 'optional' | 'nullable' | 'readonly'; i: Shape }
    | { t: 'default' | 'prefault' | 'catch'; i: Shape; d: unknown }
  );

export interface Issue {
  path: (string | number)[];
  message: string;
}
export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };
/** What apiRequest needs of a schema: zod's schemas and these validators both fit. */
export interface Validator<T> {
  safeParse(data: unknown): SafeParseResult<T>;
}

interface Result {
  value: unknown;
  issues: Issue[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
// Defaults are copied so a caller changing one answer never changes the next.
const copy = (value: unknown): unknown => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));

function fail(result: Result, path: (string | number)[], message: string): Result {
  result.issues.push({ path, message });
  return result;
}

function sizeOf(value: unknown): number {
  return typeof value === 'string' || Array.isArray(value) ? value.length : (value as number);
}

function passes(check: Check, value: unknown): boolean {
  const [kind, limit] = check as [Check[0], number];
  switch (kind) {
    case 'min':
      return sizeOf(value) >= limit;
    case 'max':
      return sizeOf(value) <= limit;
    case 'len':
      return sizeOf(value) === limit;
    case 'gt':
      return (value as number) > limit;
    case 'gte':
      return (value as number) >= limit;
    case 'lt':
      return (value as number) < limit;
    case 'lte':
      return (value as number) <= limit;
    case 'int':
      return Number.isSafeInteger(value);
    case 're':
      return new RegExp(check[1] as string, check[2] as string).test(value as string);
    default:
      return true;
  }
}

const REWRITE: Partial<Record<Check[0], (text: string) => string>> = {
  trim: (text) => text.trim(),
  lower: (text) => text.toLowerCase(),
  upper: (text) => text.toUpperCase(),
};

/** The checks in their order: a rewrite (trim) changes what the later checks see, as in zod. */
function runChecks(result: Result, checks: Check[], path: (string | number)[]): Result {
  for (const check of checks) {
    const rewrite = REWRITE[check[0]];
    if (rewrite) result.value = rewrite(result.value as string);
    else if (!passes(check, result.value)) fail(result, path, `failed ${check[0]}`);
  }
  return result;
}

function run(shape: Shape, input: unknown, path: (string | number)[]): Result {
  const result: Result = { value: input, issues: [] };
  switch (shape.t) {
    case 'string':
      return typeof input === 'string' ? runChecks(result, shape.c, path) : fail(result, path, 'expected string');
    case 'number':
      return typeof input === 'number' && Number.isFinite(input) ? runChecks(result, shape.c, path) : fail(result, path, 'expected number');
    case 'boolean':
      return typeof input === 'boolean' ? result : fail(result, path, 'expected boolean');
    case 'date':
      return input instanceof Date && !Number.isNaN(input.getTime()) ? result : fail(result, path, 'expected date');
    case 'pipe': {
      const first = run(shape.a, input, path);
      return first.issues.length ? first : run(shape.b, first.value, path);
    }
    case 'codec': {
      const first = run(shape.a, input, path);
      if (first.issues.length) return first;
      return run(shape.b, (CONTRACT_DECODERS[shape.f] as (value: unknown) => unknown)(first.value), path);
    }
    case 'fn':
      result.value = shape.f === 'number' ? Number(input) : (input as Date).toISOString();
      return result;
    case 'null':
      return input === null ? result : fail(result, path, 'expected null');
    case 'unknown':
    case 'any':
      return result;
    case 'in':
      return shape.v.includes(input) ? result : fail(result, path, 'unexpected value');
    case 'array': {
      if (!Array.isArray(input)) return fail(result, path, 'expected array');
      const items = input.map((item: unknown, index) => run(shape.e, item, [...path, index]));
      result.value = items.map((item) => item.value);
      for (const item of items) result.issues.push(...item.issues);
      return runChecks(result, shape.c, path);
    }
    case 'object':
      return runObject(shape, input, path, result);
    case 'record': {
      if (!isObject(input)) return fail(result, path, 'expected object');
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(input)) {
        const item = run(shape.e, input[key], [...path, key]);
        result.issues.push(...item.issues);
        out[key] = item.value;
      }
      result.value = out;
      return result;
    }
    case 'union': {
      const tries = shape.o.map((option) => run(option, input, path));
      const passed = tries.find((attempt) => attempt.issues.length === 0);
      return passed ?? fail(result, path, 'no option matched');
    }
    case 'optional': {
      if (input !== undefined) return run(shape.i, input, path);
      if (shape.i.oi !== 'd') return result;
      const inner = run(shape.i, input, path);
      return { value: inner.issues.length ? undefined : inner.value, issues: [] };
    }
    case 'nullable':
      return input === null ? result : run(shape.i, input, path);
    case 'readonly': {
      const inner = run(shape.i, input, path);
      if (!inner.issues.length) inner.value = Object.freeze(inner.value);
      return inner;
    }
    case 'default':
      if (input === undefined) return { value: copy(shape.d), issues: [] };
      return withDefault(run(shape.i, input, path), shape.d);
    case 'prefault':
      return run(shape.i, input === undefined ? copy(shape.d) : input, path);
    case 'catch': {
      const inner = run(shape.i, input, path);
      return inner.issues.length ? { value: copy(shape.d), issues: [] } : inner;
    }
  }
}

function withDefault(result: Result, fallback: unknown): Result {
  if (result.value === undefined) result.value = copy(fallback);
  return result;
}

/** zod's rules for each key: an absent optional key stays absent, a missing required one fails. */
function runObject(shape: Extract<Shape, { t: 'object' }>, input: unknown, path: (string | number)[], result: Result): Result {
  if (!isObject(input)) return fail(result, path, 'expected object');
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(shape.k)) {
    const present = key in input;
    const optionalOut = child.oo === 1;
    if (!present && optionalOut && child.oi === 'o') continue;
    const item = run(child, input[key], [...path, key]);
    if (item.issues.length) {
      if (child.oi !== undefined && optionalOut && !present) continue;
      result.issues.push(...item.issues);
    }
    if (!present && child.oi === undefined) {
      if (!item.issues.length) fail(result, [...path, key], 'required');
      continue;
    }
    if (item.value === undefined) {
      if (present || (child.oi === 'd' && !optionalOut)) out[key] = undefined;
    } else out[key] = item.value;
  }
  for (const key of Object.keys(input)) {
    if (key in shape.k) continue;
    if (shape.x === 'strict') fail(result, [...path, key], 'unrecognized key');
    else if (shape.x === 'loose') out[key] = input[key];
  }
  result.value = out;
  return result;
}

/** A validator for one described schema; `T` is the zod schema's output type. */
export function validator<T>(shape: Shape): Validator<T> {
  return {
    safeParse(data: unknown): SafeParseResult<T> {
      const result = run(shape, data, []);
      return result.issues.length ? { success: false, error: { issues: result.issues } } : { success: true, data: result.value as T };
    },
  };
}
