import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { libraryProvider } from './library-provider';
import { LIBRARY_DIR, libraryEntries, searchLibrary } from './picture-library';
import { libraryEntryAt, libraryEntryBytes } from './library-files';

describe('the bundled picture library', () => {
  it('holds at least 300 pictures, stickers and animated GIFs, each file present and credited', () => {
    const entries = libraryEntries();
    expect(entries.length).toBeGreaterThanOrEqual(300);
    for (const kind of ['gif', 'sticker', 'picture'] as const) expect(entries.filter((e) => e.kind === kind).length).toBeGreaterThanOrEqual(50);
    for (const entry of entries) {
      expect(existsSync(join(LIBRARY_DIR, entry.file)), entry.file).toBe(true);
      expect(entry.tags.length, entry.id).toBeGreaterThan(0);
    }
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(existsSync(join(LIBRARY_DIR, 'LICENCES.md'))).toBe(true);
  });

  it('finds birthday cake stickers and an animated cake GIF for "cake"', () => {
    const stickers = searchLibrary('cake', 'sticker');
    const pictures = searchLibrary('cake', 'picture');
    expect([...stickers, ...pictures].map((e) => e.title)).toContain('Birthday cake');
    const gifs = searchLibrary('cake', 'gif');
    expect(gifs.length).toBeGreaterThan(0);
    expect(gifs[0]!.title).toBe('Birthday cake with flickering candles');
  });

  it('knows words people use for the same thing', () => {
    expect(searchLibrary('bday', 'gif').map((e) => e.title)).toContain('Birthday cake with flickering candles');
    expect(searchLibrary('congrats', 'gif').map((e) => e.title)).toContain('Shining trophy');
    expect(searchLibrary('thank you', 'gif').map((e) => e.title)).toContain('Beating hearts');
    expect(searchLibrary('Thanks!', 'gif').length).toBeGreaterThan(0);
    expect(searchLibrary('qwertyuiop', 'gif')).toEqual([]);
  });

  it('pages through the results without repeating one', async () => {
    const all = searchLibrary('party', 'gif');
    expect(all.length).toBeGreaterThan(10);
    const first = await libraryProvider.search('party', 'gif', 1, 10);
    const second = await libraryProvider.search('party', 'gif', 2, 10);
    expect(first.hasMore).toBe(true);
    expect(first.pictures.map((p) => p.id)).toEqual(all.slice(0, 10).map((e) => e.id));
    expect(second.pictures.map((p) => p.id)).toEqual(all.slice(10, 20).map((e) => e.id));
    const last = await libraryProvider.search('party', 'gif', Math.ceil(all.length / 10), 10);
    expect(last.hasMore).toBe(false);
  });

  it('serves a GIF animated and draws a sticker into a PNG of the preview size', async () => {
    const gif = libraryEntryAt('gifs', 'birthday-cake-sunny.gif')!;
    expect((await sharp(await libraryEntryBytes(gif), { animated: true }).metadata()).pages).toBeGreaterThan(1);
    const sticker = libraryEntryAt('stickers', 'party-popper.png')!;
    expect(sticker.kind).toBe('sticker');
    expect(await sharp(await libraryEntryBytes(sticker)).metadata()).toMatchObject({ format: 'png', width: 240, height: 240 });
    expect(libraryEntryAt('stickers', '..-..-secret.png')).toBeUndefined();
  });

  it('credits OpenMoji on its stickers and leaves our own GIFs uncredited', async () => {
    const [sticker] = (await libraryProvider.search('party popper', 'sticker', 1, 1)).pictures;
    expect(sticker!.credit?.text).toMatch(/OpenMoji, CC BY-SA 4\.0$/);
    const [gif] = (await libraryProvider.search('cake', 'gif', 1, 1)).pictures;
    expect(gif!.credit).toBeNull();
  });
});
