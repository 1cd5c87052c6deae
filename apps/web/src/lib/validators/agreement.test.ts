import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe as suite, expect, it } from 'vitest';
import { z } from 'zod';
import { validator } from './check';
import { describe } from './describe';
import * as generated from './generated';
import { describedSchemas, renderValidators, validatorName } from './render';
import { mutations, validSample } from './samples';

// Decision 175: the contributor's routes check answers with validators generated from the zod
// contract. These tests keep the two in step: the checked-in file is what the generator writes
// today, and zod and each validator accept and refuse the same samples with the same output.

const schemas = describedSchemas();

suite('generated client validators', () => {
  it('are up to date with the contract (run npm run generate:validators)', () => {
    const file = readFileSync(fileURLToPath(import.meta.url).replace(/agreement\.test\.ts$/, 'generated.ts'), 'utf8');
    expect(file).toBe(renderValidators());
  });

  it.each(schemas.map((s) => [s.name, s] as const))('%s: zod and the generated validator agree', (name, { schema, shape }) => {
    const check = (generated as Record<string, ReturnType<typeof validator> | undefined>)[validatorName(name)];
    if (!check) throw new Error(`generated.ts has no ${validatorName(name)}`);
    const samples = [validSample(shape, true), validSample(shape, false)];
    expect((schema as z.ZodType).safeParse(structuredClone(samples[0])).success, 'the full sample is valid').toBe(true);
    expect((schema as z.ZodType).safeParse(structuredClone(samples[1])).success, 'the minimal sample is valid').toBe(true);
    const all = [...samples, ...samples.flatMap((sample) => mutations(shape, sample))];
    let accepted = 0;
    for (const sample of all) {
      const expected = (schema as z.ZodType).safeParse(structuredClone(sample));
      const actual = check.safeParse(structuredClone(sample));
      if (actual.success !== expected.success) {
        throw new Error(`${name}: zod ${expected.success ? 'accepts' : 'refuses'} ${JSON.stringify(sample)?.slice(0, 600)}, the validator does not`);
      }
      if (expected.success && actual.success) {
        accepted += 1;
        expect(actual.data, JSON.stringify(sample)?.slice(0, 300)).toStrictEqual(expected.data);
      }
    }
    // The mutations must exercise both sides.
    expect(accepted).toBeGreaterThan(1);
    expect(all.length - accepted).toBeGreaterThan(0);
  });

  it('a failure names the place that failed', () => {
    const check = validator<unknown>(describe(z.object({ a: z.object({ b: z.string() }) }), 'sample'));
    const result = check.safeParse({ a: { b: 1 } });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.path).toEqual(['a', 'b']);
  });

  it('refuses to describe what it cannot copy exactly', () => {
    expect(() => describe(z.string().refine((s) => s.length > 2), 'refined')).toThrow(/refined: the custom check is not supported/);
    expect(() => describe(z.string().transform((s) => `${s}!`), 'changed')).toThrow(/changed: a transform other than/);
    expect(() => describe(z.string().catch((ctx) => String(ctx.input)), 'caught')).toThrow(/caught: a catch that depends on the error/);
    expect(() => describe(z.tuple([z.string()]), 'tupled')).toThrow(/tupled: zod's tuple is not supported/);
    expect(() => describe(z.object({ a: z.string() }).catchall(z.string()), 'rest')).toThrow(/rest: a catchall of string/);
    expect(() => describe(z.string().normalize(), 'normal')).toThrow(/normal: a rewrite other than trim/);
  });
});
