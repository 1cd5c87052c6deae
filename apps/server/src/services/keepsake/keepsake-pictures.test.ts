import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadPicture } from './keepsake-pictures';

const frame = (background: string) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer();

describe('an animated GIF in the keepsake', () => {
  it('prints its first frame, still, as a picture PDFKit draws', async () => {
    const gif = await sharp([await frame('#ff0000'), await frame('#00ff00'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);

    const picture = await loadPicture('/api/groupcard/images/aaaaaaaa-0000-4000-8000-000000000009.gif', async () => gif);
    expect(picture.kind).toBe('drawable');
    if (picture.kind !== 'drawable') return;
    expect(['image/jpeg', 'image/png']).toContain(picture.type);
    const printed = sharp(picture.bytes);
    expect(await printed.metadata()).toMatchObject({ width: 40, height: 30 });
    expect((await printed.metadata()).pages ?? 1).toBe(1);
    // The first frame's red, not the second's green or the third's blue.
    const { data } = await printed.raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);
    expect(data[2]).toBeLessThan(60);
  });
});
