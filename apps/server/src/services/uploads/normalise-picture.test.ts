import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACCOUNT_PATHS, formatMessage, MESSAGES, ORGANISER_COLLECTION_PATHS } from '@groupgift/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { US } from '../../../test/demo-guids';
import { GPS_MARK, makeBombPng, makeJpegWithGps, TRAILER } from '../../../test/hostile-pictures';
import { makePng } from '../../../test/keepsake-pictures';
import { signUpOrganiser } from '../../../test/organiser-session';
import { testConfig } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { uploadsDirectory } from '../../routes/groupcard/message-routes';
import { PICTURE_MAX_SIDE } from './normalise-picture';
import { PICTURE_MAX_PIXELS } from './picture-limits';

const { app } = useTestApp();

type Uploaded = { imageURL: string; width: number | null; height: number | null };

const upload = (payload: Buffer, contentType = 'image/png') =>
  app().inject({
    method: 'POST',
    url: `/api/groupcard/UploadImage?collection=${US(2)}`,
    headers: { 'content-type': contentType },
    payload,
  });

/** The bytes stored for an upload that was accepted. */
async function stored(res: Awaited<ReturnType<typeof upload>>): Promise<Buffer> {
  expect(res.statusCode, res.body).toBe(200);
  const { imageURL } = res.json() as Uploaded;
  return readFile(join(uploadsDirectory(testConfig()), imageURL.split('/').pop()!));
}

describe('a decompression bomb', () => {
  it('is refused before it is decoded, with the catalogue message on the file field', async () => {
    const bomb = makeBombPng(16_000);
    // Small enough to pass the 5 MB body limit: the danger is only in what it declares.
    expect(bomb.length).toBeLessThan(1_000_000);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(422);
    const message = formatMessage('error.pictureTooLarge', { megapixels: PICTURE_MAX_PIXELS / 1_000_000 });
    expect(message).toContain('40 megapixels');
    expect(res.json()).toEqual({
      error: { code: 'picture_too_large', message, details: { fieldErrors: { file: [message] } } },
    });
  });

  it('is refused as an organiser\'s collection picture and as a profile picture too', async () => {
    const { headers } = await signUpOrganiser(app());
    for (const url of [ORGANISER_COLLECTION_PATHS.uploadImage, ACCOUNT_PATHS.profilePicture]) {
      const res = await app().inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'image/png' },
        payload: makeBombPng(16_000),
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ error: { code: 'picture_too_large' } });
    }
  });
});

describe('a picture that is not what it says', () => {
  it('is refused as unreadable when the header is a PNG but the data is not', async () => {
    const png = makePng(40, 30);
    const broken = Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 0x5a)]);
    const res = await upload(broken);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: { code: 'picture_unreadable', message: MESSAGES['error.pictureUnreadable'] },
    });
  });
});

describe('an accepted picture is re-encoded', () => {
  it('loses its EXIF and GPS position, and is turned upright by its orientation first', async () => {
    const photo = await makeJpegWithGps(200, 100, 6);
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('Spyglass');
    expect(before.exif?.toString('latin1')).toContain(GPS_MARK);
    expect(before.orientation).toBe(6);
    const res = await upload(photo, 'image/jpeg');
    // Orientation 6 is a picture taken on its side: stored upright, so 100 wide and 200 high.
    expect(res.json()).toMatchObject({ width: 100, height: 200 });
    const bytes = await stored(res);
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes('Spyglass')).toBe(false);
    expect(bytes.includes(GPS_MARK)).toBe(false);
  });

  it('drops anything after the image data of a PNG (IEND) and a JPEG (EOI)', async () => {
    const png = Buffer.concat([makePng(30, 20), TRAILER]);
    const pngStored = await stored(await upload(png));
    expect(pngStored.includes(TRAILER)).toBe(false);
    expect(pngStored.subarray(-8, -4).toString('latin1')).toBe('IEND');

    const jpeg = Buffer.concat([await makeJpegWithGps(30, 20), TRAILER]);
    const jpegStored = await stored(await upload(jpeg, 'image/jpeg'));
    expect(jpegStored.includes(TRAILER)).toBe(false);
    expect(jpegStored.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
  });

  it('stores a large photo downscaled to 2048 px on its longest side', async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#4a7' } })
      .jpeg()
      .toBuffer();
    const res = await upload(photo, 'image/jpeg');
    expect(res.json()).toMatchObject({ width: PICTURE_MAX_SIDE, height: 1536 });
    expect(await sharp(await stored(res)).metadata()).toMatchObject({ width: 2048, height: 1536 });
  });

  it('keeps an animated GIF animated, and turns a still WebP into a picture the keepsake prints', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 60, channels: 4, background } }).png().toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#0f0')], { join: { animated: true } }).gif().toBuffer();
    const gifRes = await upload(gif, 'image/gif');
    expect((gifRes.json() as Uploaded).imageURL).toMatch(/\.gif$/);
    expect(await sharp(await stored(gifRes), { animated: true }).metadata()).toMatchObject({ format: 'gif', pages: 2, pageHeight: 60 });

    const webp = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#08f' } }).webp().toBuffer();
    const webpRes = await upload(webp, 'image/webp');
    expect((webpRes.json() as Uploaded).imageURL).toMatch(/\.jpg$/);
    expect(await sharp(await stored(webpRes)).metadata()).toMatchObject({ format: 'jpeg', width: 50, height: 40 });
  });
});
