import type { Check, Shape } from './check';

// Samples for the agreement test (decision 175): a valid value built from each description, then
// systematic changes to it. Test-only.

/** Strings tried, in order, for a string with checks: the first that passes them all is used. */
const CANDIDATES = [
  'a',
  'Some words',
  '00000000-0000-4000-8000-000000000000',
  '2026-01-02T03:04:05Z',
  '2026-01-02T03:04:05.123+10:00',
  'someone@example.com',
  'https://example.com/picture.png',
  '0123456789abcdef',
  'AU',
  '123',
  '4242',
  'tok_123',
];

function passes(checks: Check[], value: string | number): boolean {
  for (const check of checks) {
    const [kind, limit] = check as [Check[0], number];
    const size = typeof value === 'string' ? value.length : value;
    if (kind === 'min' && size < limit) return false;
    if (kind === 'max' && size > limit) return false;
    if (kind === 'len' && size !== limit) return false;
    if (kind === 'gt' && !((value as number) > limit)) return false;
    if (kind === 'gte' && !((value as number) >= limit)) return false;
    if (kind === 'lt' && !((value as number) < limit)) return false;
    if (kind === 'lte' && !((value as number) <= limit)) return false;
    if (kind === 'int' && !Number.isSafeInteger(value)) return false;
    if (kind === 're' && !new RegExp(check[1] as string, check[2] as string).test(String(value))) return false;
  }
  return true;
}

/** A valid value; `full` fills optional keys too, otherwise they are left out. */
export function validSample(shape: Shape, full: boolean, where = '$'): unknown {
  switch (shape.t) {
    case 'string': {
      const found = CANDIDATES.find((text) => passes(shape.c, text)) ?? CANDIDATES.map((text) => text.padEnd(40, 'x')).find((text) => passes(shape.c, text));
      if (found === undefined) throw new Error(`${where}: no sample string passes ${JSON.stringify(shape.c)}; add one to CANDIDATES`);
      return found;
    }
    case 'number': {
      const found = [1, 0, 5, 100, 1.5, 2500].find((n) => passes(shape.c, n));
      if (found === undefined) throw new Error(`${where}: no sample number passes ${JSON.stringify(shape.c)}`);
      return found;
    }
    case 'boolean':
      return true;
    case 'date':
    case 'null':
      return null;
    case 'unknown':
    case 'any':
      return { any: 'thing' };
    case 'in':
      return shape.v[0];
    case 'array':
      return [validSample(shape.e, full, `${where}[]`)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(shape.k)) {
        if (!full && child.oi !== undefined) continue;
        out[key] = validSample(child, full, `${where}.${key}`);
      }
      return out;
    }
    case 'record':
      return { key: validSample(shape.e, full, `${where}{}`) };
    case 'union':
      if (!shape.o[0]) throw new Error(`${where}: a union without options`);
      return validSample(shape.o[0], full, `${where}|0`);
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return full ? validSample(shape.i, full, where) : undefined;
    case 'nullable':
    case 'readonly':
      return validSample(shape.i, full, where);
    case 'pipe':
    case 'codec':
      return validSample(shape.a, full, where);
    case 'fn':
      return undefined;
  }
}

const WRONG: unknown[] = [null, undefined, 0, -1, 1.5, Number.NaN, '', 'x', true, false, [], {}, 'x'.repeat(5000), 2 ** 53];

/** Every variant of a sample's value at one place: wrong types, boundaries, other union options. */
function variants(shape: Shape, value: unknown): unknown[] {
  const out = [...WRONG];
  const checks = 'c' in shape ? shape.c : [];
  for (const check of checks) {
    const limit = check[1];
    if (typeof limit !== 'number') continue;
    for (const n of [limit - 1, limit, limit + 1]) {
      if (n < 0) continue;
      if (shape.t === 'string') out.push(typeof value === 'string' ? value.padEnd(n, value.slice(-1) || 'a').slice(0, n) : 'a'.repeat(n));
      if (shape.t === 'array' && Array.isArray(value)) out.push(Array.from({ length: Math.min(n, 200) }, () => value[0]));
    }
    if (shape.t === 'number') out.push(limit - 1, limit - 0.5, limit, limit + 0.5, limit + 1);
  }
  if (typeof value === 'string') out.push(` ${value} `, value.toUpperCase(), `${value}\u0007`, `${value}\n`);
  if (shape.t === 'in') out.push(...shape.v);
  if (shape.t === 'union') for (const option of shape.o) out.push(validSample(option, true), validSample(option, false));
  return out;
}

/** The sample and each change to it: every key removed, every value replaced, an extra key on each object. */
export function mutations(shape: Shape, sample: unknown): unknown[] {
  const all: unknown[] = [];
  const visit = (node: Shape, value: unknown, replace: (next: unknown, remove?: boolean) => unknown) => {
    for (const variant of variants(node, value)) all.push(replace(variant));
    const plain = unwrap(node);
    if (plain.t === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      all.push(replace({ ...record, extraKey: 'extra' }));
      for (const [key, child] of Object.entries(plain.k)) {
        all.push(replace(Object.fromEntries(Object.entries(record).filter(([k]) => k !== key))));
        const inner = key in record ? record[key] : validSample(child, true);
        visit(child, inner, (next) => replace({ ...record, [key]: next }));
      }
    }
    if (plain.t === 'array' && Array.isArray(value) && value.length) {
      visit(plain.e, value[0], (next) => replace([next, ...value.slice(1)]));
    }
  };
  visit(shape, sample, (next) => next);
  return all;
}

function unwrap(shape: Shape): Shape {
  if (shape.t === 'optional' || shape.t === 'nullable' || shape.t === 'default' || shape.t === 'prefault' || shape.t === 'catch' || shape.t === 'readonly') return unwrap(shape.i);
  if (shape.t === 'pipe' || shape.t === 'codec') return unwrap(shape.a);
  return shape;
}
