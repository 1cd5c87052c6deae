import sharp from 'sharp';
import { SAFE_INPUT } from '../uploads/picture-limits';
import type { PictureFolder } from '../uploads/store-picture';
import type { CoverPhoto } from './compose-cover-svg';

// Only the app's own stored pictures are read: a foreign URL is never fetched by the server.
const STORED_PICTURE = /^\/api\/groupcard\/images\/([a-f0-9-]{36}\.(?:png|jpg|gif|webp))$/;

/** The photo's largest side in the cover: twice the card's width, as sharp as the 2× PNG. */
const PHOTO_PIXELS = 1080;

export type CoverPhotoReader = (imageUrl: string) => Promise<CoverPhoto | null>;

/**
 * Reads a cover photo from the uploaded pictures, shrunk to what the cover needs and re-encoded as
 * JPEG (PNG when it has transparency), to be embedded in the cover's SVG: an SVG shown as an image
 * loads nothing outside itself. Null for anything that is not a stored picture or cannot be read.
 */
export function coverPhotosFrom(pictures: PictureFolder): CoverPhotoReader {
  return async (imageUrl) => {
    const name = STORED_PICTURE.exec(imageUrl)?.[1];
    if (!name) return null;
    try {
      const bytes = await pictures.store.get(`${pictures.folder}/${name}`);
      if (!bytes) return null;
      const image = sharp(bytes, SAFE_INPUT).rotate().resize({ width: PHOTO_PIXELS, height: PHOTO_PIXELS, fit: 'inside', withoutEnlargement: true });
      const { hasAlpha } = await image.metadata();
      return hasAlpha
        ? { bytes: await image.png().toBuffer(), type: 'image/png' }
        : { bytes: await image.jpeg({ quality: 82 }).toBuffer(), type: 'image/jpeg' };
    } catch {
      return null;
    }
  };
}
