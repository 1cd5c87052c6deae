import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import sharp from 'sharp';
import { PNG_SIGNATURE, pngChunk } from './png-chunks';

/**
 * Real pictures made in memory for the keepsake tests and benchmark: a PNG, a JPEG of a given size
 * (noisy, so it compresses like a photo rather than like a flat colour) and a one-frame GIF.
 */

/** A truecolour PNG (no alpha) with a diagonal gradient. */
export function makePng(width: number, height: number, seed = 1): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      raw[row + 1 + x * 3] = (x * 255) / width;
      raw[row + 2 + x * 3] = (y * 255) / height;
      raw[row + 3 + x * 3] = (seed * 70) % 256;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG with shapes and grain; 1200×900 at quality 80 comes to roughly 150 KB. */
export function makeJpeg(width: number, height: number, seed = 1, quality = 80): Buffer {
  const data = Buffer.alloc(width * height * 4);
  let noise = seed * 2654435761;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      noise = (noise * 1103515245 + 12345) >>> 0;
      const grain = (noise >>> 24) % 24;
      const i = (y * width + x) * 4;
      const ring = Math.sin(Math.hypot(x, y) / (25 + seed * 5)) * 60;
      data[i] = Math.min(255, 120 + ring + grain);
      data[i + 1] = Math.min(255, (x * 200) / width + grain / 2);
      data[i + 2] = Math.min(255, (y * 220) / height + grain / 3);
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, quality).data;
}

/** A 2×2 one-frame GIF. */
export function makeGif(): Buffer {
  return Buffer.from(
    '47494638396102000200800000ff000000ff0021f90400000000002c00000000020002000002028451003b',
    'hex',
  );
}

/** The animated GIF's frames: a sun on a blue sky that grows from a radius of 30 px by 8 px a frame. */
export const SUN = { size: 160, frames: 4, firstRadius: 30, growth: 8, sky: [120, 180, 220], sun: [246, 190, 60] } as const;

/** An animated GIF of four 160×160 frames (SUN): a still of any but the first shows a larger sun. */
export function makeAnimatedGif(): Promise<Buffer> {
  const { size, frames } = SUN;
  const raw = Buffer.alloc(size * size * frames * 4);
  for (let f = 0; f < frames; f += 1) {
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const inSun = Math.hypot(x - size / 2, y - size / 2) < SUN.firstRadius + f * SUN.growth;
        raw.set([...(inSun ? SUN.sun : SUN.sky), 255], ((f * size + y) * size + x) * 4);
      }
    }
  }
  return sharp(raw, { raw: { width: size, height: size * frames, channels: 4, pageHeight: size } })
    .gif({ delay: 200, loop: 0 })
    .toBuffer();
}
