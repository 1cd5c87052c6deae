/** What an uploaded file really is, read from its first bytes, never from the name or header. */
export type ImageProbe = { type: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; ext: string; width: number | null; height: number | null };

// The PNG specification caps each side at 2^31-1 (also the int4 column the size is stored in) and
// forbids 0; a header claiming more is a damaged or hostile file, whose size we report as unknown
// rather than hand on a number the database refuses (the picture itself is still accepted).
const PNG_MAX_SIDE = 2_147_483_647;
const pngSide = (n: number) => (n >= 1 && n <= PNG_MAX_SIDE ? n : null);

function pngSize(b: Buffer) {
  return b.length >= 24 ? { width: pngSide(b.readUInt32BE(16)), height: pngSide(b.readUInt32BE(20)) } : { width: null, height: null };
}

function gifSize(b: Buffer) {
  return b.length >= 10 ? { width: b.readUInt16LE(6), height: b.readUInt16LE(8) } : { width: null, height: null };
}

function jpegSize(b: Buffer) {
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return { width: null, height: null };
    const marker = b[offset + 1]!;
    const length = b.readUInt16BE(offset + 2);
    // Start-of-frame markers carry the size (C0–CF except C4, C8, CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(offset + 5), width: b.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return { width: null, height: null };
}

function webpSize(b: Buffer) {
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8 ' && b.length >= 30) return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return { width: null, height: null };
}

export function probeImage(b: Buffer): ImageProbe | null {
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return { type: 'image/png', ext: 'png', ...pngSize(b) };
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { type: 'image/jpeg', ext: 'jpg', ...jpegSize(b) };
  if (b.length >= 6 && (b.toString('ascii', 0, 6) === 'GIF87a' || b.toString('ascii', 0, 6) === 'GIF89a')) return { type: 'image/gif', ext: 'gif', ...gifSize(b) };
  if (b.length >= 16 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') return { type: 'image/webp', ext: 'webp', ...webpSize(b) };
  return null;
}
