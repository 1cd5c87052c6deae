import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { PNG_SIGNATURE, pngChunk } from './png-chunks';

/**
 * Pictures an attacker or a careless camera sends (decision 134): a decompression bomb, a photo
 * carrying its GPS position, a file with bytes hidden after the image data.
 */

/**
 * A valid PNG of `side` × `side` black pixels, one bit each, so a 16,000 × 16,000
 * picture (256 MP, a gigabyte once decoded to RGBA) is a few tens of kilobytes of zlib.
 */
export function makeBombPng(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(side / 8) + 1) * side); // filter byte 0 and zero pixels on every row
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Text carried in the GPS block of makeJpegWithGps's pictures. */
export const GPS_MARK = 'WGS-84 HOME-ADDRESS';

/** A JPEG with EXIF: a camera, a GPS position and the given orientation (6: turn 90° clockwise to view). */
export function makeJpegWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Spyglass', Model: 'Tracker 9' },
      // GPS tags are numbers in the file; the map datum's text is what a test can look for.
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 54/1', GPSMapDatum: GPS_MARK },
    })
    .toBuffer();
}

/** What a polyglot hides after the end of the image data (IEND or EOI). */
export const TRAILER = Buffer.from('<script>alert(1)</script> PK\u0003\u0004 hidden archive');
