import { describe, expect, it } from 'vitest';
import { ownValue } from './own-value';

describe('ownValue', () => {
  const kinds = { 'apple-pay': 'apple_pay', 'google-pay': 'google_pay' };

  it('finds the own keys', () => {
    expect(ownValue(kinds, 'apple-pay')).toBe('apple_pay');
  });

  it('answers undefined for what only the prototype has, where kinds[key] would answer a function', () => {
    for (const key of [
      'hasOwnProperty',
      'constructor',
      'toString',
      'valueOf',
      '__proto__',
      'isPrototypeOf',
    ]) {
      expect((kinds as Record<string, unknown>)[key], key).toBeDefined();
      expect(ownValue(kinds, key), key).toBeUndefined();
    }
  });
});
