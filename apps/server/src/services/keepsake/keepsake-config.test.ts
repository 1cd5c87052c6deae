import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../plugins/config-error';
import { readKeepsakeConfig } from './keepsake-config';

describe('KEEPSAKE_WORKERS', () => {
  it('takes a whole number from 1 to 16, with a queue in proportion', () => {
    expect(readKeepsakeConfig({ KEEPSAKE_WORKERS: '3' })).toEqual({ workers: 3, maxQueue: 150 });
    expect(readKeepsakeConfig({}).workers).toBeGreaterThanOrEqual(1);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['0', '17', '1.5', 'many']) {
      expect(() => readKeepsakeConfig({ KEEPSAKE_WORKERS: value })).toThrow(
        new ConfigError([{ variable: 'KEEPSAKE_WORKERS', message: 'must be a whole number from 1 to 16' }]),
      );
    }
  });
});
