import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './decode-csv-bytes';

describe('decodeCsvBytes', () => {
  it('reads UTF-8 and falls back to Windows-1252 for spreadsheet exports', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('\uFEFFRené,Zoë'))).toBe('René,Zoë');
    expect(decodeCsvBytes(Uint8Array.from([0x52, 0x65, 0x6e, 0xe9, 0x2c, 0x80]))).toBe('René,€');
  });
});
