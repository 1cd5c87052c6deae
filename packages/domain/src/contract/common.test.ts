import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromZod } from './errors';
import { MESSAGES } from '../messages';
import {
  centsSchema,
  countSchema,
  hasControlCharacters,
  idSchema,
  INT4_MAX,
  int4Schema,
  queryIdSchema,
  textSchema,
} from './common';

const refused = MESSAGES['validation.controlCharacters'];
const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('textSchema', () => {
  it('refuses NUL wherever it is, with the catalogue message', () => {
    for (const text of ['\u0000', 'Bob\u0000', '\u0000Bob', 'B\u0000ob']) {
      expect(messagesOf(textSchema(), text), JSON.stringify(text)).toEqual([refused]);
      expect(messagesOf(textSchema({ multiline: true, trim: true }), text), JSON.stringify(text)).toEqual([
        refused,
      ]);
    }
  });

  it('refuses the other C0 controls and DEL in every field', () => {
    for (const text of ['a\u0001', 'a\u0008b', 'a\u000bb', 'a\u000cb', '\u001b[31m', 'a\u001f', 'a\u007f']) {
      expect(messagesOf(textSchema({ multiline: true }), text), JSON.stringify(text)).toEqual([refused]);
    }
  });

  it('takes tab, line feed and carriage return in multi-line fields only', () => {
    const message = 'Dear Sam,\r\n\tall the best!\n';
    expect(textSchema({ multiline: true }).parse(message)).toBe(message);
    expect(messagesOf(textSchema(), 'Sam\tLee')).toEqual([refused]);
    expect(messagesOf(textSchema(), 'Sam\nLee')).toEqual([refused]);
  });

  it('trims first when asked, so a single-line field may arrive with a stray line break at its ends', () => {
    expect(textSchema({ trim: true }).parse('\n Sam Lee \r\n')).toBe('Sam Lee');
    expect(messagesOf(textSchema({ trim: true }), 'Sam\nLee')).toEqual([refused]);
  });

  it('keeps every printable character, emoji, right-to-left text and zero-width joiners included', () => {
    for (const text of [
      'Zoë 👩‍👩‍👧',
      'مرحبا',
      '田中さん',
      '‮evil',
      '\u200b',
      '\u00a0',
      "'; DROP TABLE x; --",
      '\ufffd',
    ]) {
      expect(textSchema().safeParse(text).success, JSON.stringify(text)).toBe(true);
    }
  });

  it('names the field: the error is keyed by the field it was found in', () => {
    const form = z.object({
      from: textSchema({ trim: true }).min(1),
      comment: textSchema({ multiline: true }),
    });
    const result = form.safeParse({ from: 'Bob\u0000', comment: 'ok\n' });
    expect(fieldErrorsFromZod(result.error!)).toEqual({ from: [refused] });
  });

  it('says "not a string" in the caller\'s words when given one', () => {
    expect(messagesOf(textSchema({ error: MESSAGES['validation.required'] }), 42)).toEqual([
      MESSAGES['validation.required'],
    ]);
  });

  it('shows the rule in the JSON schema (and so in the OpenAPI document) as a pattern', () => {
    const json = z.toJSONSchema(textSchema()) as { pattern?: string };
    expect(new RegExp(json.pattern!).test('a\u0000')).toBe(false);
    expect(new RegExp(json.pattern!).test('abc')).toBe(true);
  });

  it('agrees with hasControlCharacters', () => {
    expect(hasControlCharacters('a\u0000')).toBe(true);
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\nb', { multiline: true })).toBe(false);
    expect(hasControlCharacters('plain')).toBe(false);
  });
});

describe('integer bounds of the int4 columns', () => {
  it('takes an id up to 2147483647 and refuses one past it, a fraction, 0 and a huge number', () => {
    expect(idSchema.parse(INT4_MAX)).toBe(INT4_MAX);
    for (const value of [INT4_MAX + 1, 4_294_967_295, 2 ** 53, 1e308, 1.5, 0, -1, Number.NaN]) {
      expect(idSchema.safeParse(value).success, String(value)).toBe(false);
    }
    expect(messagesOf(idSchema, 4_294_967_295)).toEqual(['Must be less than or equal to 2147483647']);
  });

  it('reads an id from a query string with the same bounds', () => {
    expect(queryIdSchema.parse('42')).toBe(42);
    for (const text of ['4294967295', '2147483648', '1e308', '1.5', 'NaN', '-1', 'abc']) {
      expect(queryIdSchema.safeParse(text).success, text).toBe(false);
    }
  });

  it('bounds counts (pixel sizes) to whole numbers in int4', () => {
    expect(countSchema.parse(0)).toBe(0);
    expect(messagesOf(countSchema, 1.5)).toEqual([MESSAGES['validation.wholeNumber']]);
    for (const value of [1e308, 2 ** 53, INT4_MAX + 1, -1])
      expect(countSchema.safeParse(value).success, String(value)).toBe(false);
  });

  it('takes any int4 value for a reference that may be unknown, and nothing beyond', () => {
    expect(int4Schema.parse(-2_147_483_648)).toBe(-2_147_483_648);
    expect(int4Schema.safeParse(-2_147_483_649).success).toBe(false);
    expect(int4Schema.safeParse(INT4_MAX + 1).success).toBe(false);
  });

  it('bounds cents to the int4 column and says so in currency units', () => {
    expect(centsSchema.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(messagesOf(centsSchema, INT4_MAX + 1)).toEqual(['Must be less than or equal to 21474836.47']);
  });
});
