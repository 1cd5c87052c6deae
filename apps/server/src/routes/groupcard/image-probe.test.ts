import { describe, expect, it } from 'vitest';
import { probeImage } from './image-probe';

// A 1×1 transparent PNG and a 3×2 GIF header, as real files start.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.from([3, 0, 2, 0]), Buffer.alloc(10)]);

describe('probeImage', () => {
  it('recognises a PNG and reads its size', () => {
    expect(probeImage(PNG)).toEqual({ type: 'image/png', ext: 'png', width: 1, height: 1 });
  });

  it('reports a PNG side of 0 or beyond 2^31-1 as unknown: no such image exists, and no column holds it', () => {
    const claiming = (width: number, height: number) => {
      const b = Buffer.from(PNG);
      b.writeUInt32BE(width, 16);
      b.writeUInt32BE(height, 20);
      return b;
    };
    expect(probeImage(claiming(0xffffffff, 0xffffffff))).toMatchObject({ type: 'image/png', width: null, height: null });
    expect(probeImage(claiming(0x80000000, 0))).toMatchObject({ width: null, height: null });
    expect(probeImage(claiming(0x7fffffff, 600))).toMatchObject({ width: 0x7fffffff, height: 600 });
  });

  it('recognises a GIF and reads its size', () => {
    expect(probeImage(GIF)).toMatchObject({ type: 'image/gif', width: 3, height: 2 });
  });

  it('refuses a file that only claims to be an image', () => {
    expect(probeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(probeImage(Buffer.from('hello'))).toBeNull();
  });
});
