import { formatMessage, MESSAGES } from '@groupgift/domain';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import type { ImageProbe } from '../../routes/groupcard/image-probe';
import { isOverPixelLimit, PICTURE_MAX_PIXELS, SAFE_INPUT } from './picture-limits';

/*
 * Every uploaded picture is decoded and written afresh (decision 134), so what we store is only ever
 * pixels we made: no EXIF or GPS, no bytes after the image data, no more pixels than a card shows.
 */

/** The longest side we keep: sharper than any card or keepsake shows a picture (2× a wide board tile). */
export const PICTURE_MAX_SIDE = 2048;

export type NormalisedPicture = {
  bytes: Buffer;
  type: ImageProbe['type'];
  ext: string;
  width: number;
  height: number;
};

/** What the upload routes' API documentation says happens to a picture. */
export const PICTURE_UPLOAD_NOTE =
  `The picture is decoded and stored re-encoded: turned upright, without metadata, at most ${PICTURE_MAX_SIDE} px a side ` +
  `(JPEG for photos, PNG otherwise, animations kept). More than ${PICTURE_MAX_PIXELS / 1_000_000} megapixels is 422 ` +
  'picture_too_large; a picture that does not decode is 422 picture_unreadable.';

export function pictureTooLarge(field: string): AppError {
  const message = formatMessage('error.pictureTooLarge', { megapixels: PICTURE_MAX_PIXELS / 1_000_000 });
  return new AppError(422, 'picture_too_large', message, { fieldErrors: { [field]: [message] } });
}

export function pictureUnreadable(field: string): AppError {
  const message = MESSAGES['error.pictureUnreadable'];
  return new AppError(422, 'picture_unreadable', message, { fieldErrors: { [field]: [message] } });
}

const fitInside = { width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true } as const;

/**
 * Decodes `bytes` (already probed as `probe`) under the pixel cap and encodes it again:
 * - turned upright by its EXIF orientation, then written without any metadata;
 * - at most PICTURE_MAX_SIDE on its longest side;
 * - a photo (JPEG, or a WebP without transparency) as JPEG; a PNG, a still GIF or anything with
 *   transparency as PNG, which keep flat colours and text crisp. Both are what the keepsake's PDF
 *   library embeds, so every new picture prints;
 * - an animated GIF or WebP stays animated in its own format (the board plays it; the keepsake
 *   labels it).
 * Over the cap is `picture_too_large`; a picture that does not decode is `picture_unreadable`.
 */
export async function normalisePicture(bytes: Buffer, probe: ImageProbe, field: string): Promise<NormalisedPicture> {
  let meta: sharp.Metadata;
  try {
    // Reads the header only; with animated: true the height is every frame's, so the cap counts them all.
    meta = await sharp(bytes, { ...SAFE_INPUT, animated: true }).metadata();
  } catch (error) {
    throw isOverPixelLimit(error) ? pictureTooLarge(field) : pictureUnreadable(field);
  }
  if (!meta.width || !meta.height) throw pictureUnreadable(field);
  if (meta.width * meta.height > PICTURE_MAX_PIXELS) throw pictureTooLarge(field);

  const animated = (meta.pages ?? 1) > 1 && (probe.type === 'image/gif' || probe.type === 'image/webp');
  try {
    if (animated) {
      const frames = sharp(bytes, { ...SAFE_INPUT, animated: true }).resize(fitInside);
      const out = probe.type === 'image/gif' ? frames.gif() : frames.webp({ quality: 82 });
      const { data, info } = await out.toBuffer({ resolveWithObject: true });
      return { bytes: data, type: probe.type, ext: probe.ext, width: info.width, height: info.pageHeight ?? info.height };
    }
    const still = sharp(bytes, SAFE_INPUT).rotate().resize(fitInside);
    const lossless = probe.type === 'image/png' || probe.type === 'image/gif' || meta.hasAlpha;
    const out = lossless ? still.png({ compressionLevel: 9, adaptiveFiltering: true }) : still.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return lossless
      ? { bytes: data, type: 'image/png', ext: 'png', width: info.width, height: info.height }
      : { bytes: data, type: 'image/jpeg', ext: 'jpg', width: info.width, height: info.height };
  } catch (error) {
    if (isOverPixelLimit(error)) throw pictureTooLarge(field);
    throw pictureUnreadable(field);
  }
}
