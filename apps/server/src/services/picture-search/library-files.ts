import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { LIBRARY_DIR, LIBRARY_DRAWING_SIZE, libraryEntries, type LibraryEntry } from './picture-library';

/*
 * The library's files as the browser and the card get them: GIFs as they are, and each OpenMoji
 * SVG drawn once into a PNG (a sticker on transparency, a picture on a soft tile), then kept in
 * memory: some 400 drawings of a few kilobytes each.
 */

const drawn = new Map<string, Buffer>();

/** Soft backgrounds for library pictures, picked by the name so a picture always gets the same one. */
const TILES = ['#fff4d6', '#e7f3ff', '#fde7ef', '#e9f7ec', '#f1eafe', '#fff0e3'];

async function draw(entry: LibraryEntry, size: number): Promise<Buffer> {
  const svg = await readFile(join(LIBRARY_DIR, entry.file));
  const inset = entry.kind === 'picture' ? Math.round(size * 0.72) : size;
  // OpenMoji draws on a 72-unit box: this density renders it at `inset` pixels without scaling a bitmap.
  const drawing = await sharp(svg, { density: (72 * inset) / 72 }).resize(inset, inset).png().toBuffer();
  if (entry.kind !== 'picture') return drawing;
  const tile = TILES[[...entry.id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % TILES.length];
  return sharp({ create: { width: size, height: size, channels: 4, background: tile! } })
    .composite([{ input: drawing, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** An entry's bytes: the GIF, or the drawing at `size` pixels (the library's preview size unless asked). */
export async function libraryEntryBytes(entry: LibraryEntry, size = LIBRARY_DRAWING_SIZE): Promise<Buffer> {
  if (entry.kind === 'gif') return readFile(join(LIBRARY_DIR, entry.file));
  const key = `${entry.id}@${size}`;
  let bytes = drawn.get(key);
  if (!bytes) {
    bytes = await draw(entry, size);
    drawn.set(key, bytes);
  }
  return bytes;
}

/** The entry a library address names (folder and file name), or undefined. gifs/<name>.png is a GIF's still. */
export function libraryEntryAt(folder: string, name: string): LibraryEntry | undefined {
  const file = `${folder}/${name.replace(/\.png$/, folder === 'gifs' ? '.gif' : '.svg')}`;
  return libraryEntries().find((entry) => entry.file === file);
}

/** A library GIF's first frame, for the grid under reduced motion. */
export async function libraryGifStill(entry: LibraryEntry): Promise<Buffer> {
  const key = `${entry.id}@still`;
  let bytes = drawn.get(key);
  if (!bytes) {
    bytes = await sharp(await readFile(join(LIBRARY_DIR, entry.file))).png().toBuffer();
    drawn.set(key, bytes);
  }
  return bytes;
}
