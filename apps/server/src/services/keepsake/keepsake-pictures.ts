import sharp from 'sharp';
import { probeImage, type ImageProbe } from '../../routes/groupcard/image-probe';
import { isOverPixelLimit, SAFE_INPUT } from '../uploads/picture-limits';
import type { PictureFolder } from '../uploads/store-picture';
import type { KeepsakePictureReader } from './keepsake-source';

// The same shape the upload routes accept for a stored picture; anything else (a library
// illustration, a foreign URL) is never read from storage.
const STORED_PICTURE = /^\/api\/groupcard\/images\/([a-f0-9-]{36}\.(?:png|jpg|gif|webp))$/;

/** Reads stored message and cover pictures from the uploaded pictures (DATA_DIR/uploads or the bucket). */
export function picturesFromUploads(pictures: PictureFolder): KeepsakePictureReader {
  return async (imageUrl) => {
    const name = STORED_PICTURE.exec(imageUrl)?.[1];
    if (!name) return null;
    return pictures.store.get(`${pictures.folder}/${name}`).catch(() => null);
  };
}

export type KeepsakePicture =
  /** PDFKit draws JPEG and PNG; a GIF or WebP is drawn as its first frame, turned into one of those. */
  | { kind: 'drawable'; bytes: Buffer; type: ImageProbe['type'] }
  /** A library illustration (SVG, not in our storage) or a picture over the pixel cap: a labelled placeholder. */
  | { kind: 'placeholder'; label: string }
  | { kind: 'none' };

/**
 * The most pixels a picture is embedded with: twice the largest box the keepsake prints one in (the
 * cover's, about 500 × 354 pt on US Letter), so about 144 dpi at that size. A picture larger than
 * this prints at the same size once shrunk, since each box fits the picture in with its aspect kept.
 */
export const PRINT_PIXELS = { width: 1000, height: 720 } as const;

/**
 * The picture as the PDF holds it (decision 134): decoded under the upload pixel cap, turned upright
 * and shrunk to PRINT_PIXELS, so PDFKit (which inflates a PNG whole) never holds more than that.
 * A JPEG that already fits is embedded as it is: PDFKit copies JPEG data without decoding it. A GIF
 * or WebP, which PDFKit cannot draw, is always re-encoded: its first frame, as PNG or JPEG.
 * Pictures stored before uploads were re-encoded are bounded here too; one over the cap is not
 * decoded at all and gets a placeholder.
 */
async function fitForPrint(bytes: Buffer, probe: ImageProbe): Promise<KeepsakePicture> {
  const fits = (probe.width ?? Infinity) <= PRINT_PIXELS.width && (probe.height ?? Infinity) <= PRINT_PIXELS.height;
  if (probe.type === 'image/jpeg' && fits) return { kind: 'drawable', bytes, type: probe.type };
  try {
    const image = sharp(bytes, SAFE_INPUT).rotate().resize({ ...PRINT_PIXELS, fit: 'inside', withoutEnlargement: true });
    const { hasAlpha } = await image.metadata();
    return hasAlpha
      ? { kind: 'drawable', bytes: await image.png().toBuffer(), type: 'image/png' }
      : { kind: 'drawable', bytes: await image.jpeg({ quality: 85 }).toBuffer(), type: 'image/jpeg' };
  } catch (error) {
    return isOverPixelLimit(error) ? { kind: 'placeholder', label: 'Picture' } : { kind: 'none' };
  }
}

/** What to draw for a message's picture: read now, and let go once drawn. */
export async function loadPicture(
  imageUrl: string | null,
  read: KeepsakePictureReader,
): Promise<KeepsakePicture> {
  if (!imageUrl) return { kind: 'none' };
  if (/\.svg$/i.test(imageUrl)) return { kind: 'placeholder', label: 'Illustration' };
  const bytes = await read(imageUrl);
  // A picture deleted since it was chosen leaves no mark: a keepsake shows no broken images.
  if (!bytes) return { kind: 'none' };
  const probe = probeImage(bytes);
  if (!probe) return { kind: 'none' };
  // Paper does not move: an animated GIF or WebP prints its first frame (sharp reads only that one).
  return fitForPrint(bytes, probe);
}
