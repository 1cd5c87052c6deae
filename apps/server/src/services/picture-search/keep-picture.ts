import { randomUUID } from 'node:crypto';
import { PICTURE_SEARCH_PATHS, type ChosenPicture } from '@groupgift/domain';
import sharp from 'sharp';
import { probeImage } from '../../routes/groupcard/image-probe';
import { normalisePicture, pictureUnreadable } from '../uploads/normalise-picture';
import { SAFE_INPUT } from '../uploads/picture-limits';
import type { PictureFolder } from '../uploads/store-picture';

/*
 * A chosen picture becomes ours (decision 150): decoded and re-encoded like an upload (no metadata,
 * capped in pixels and size, animation kept), stored under a random name beside the uploads, with a
 * small still thumbnail and, for an animation, its first frame as a still for reduced motion and
 * print. A card never depends on a provider's address staying alive.
 */

/** The thumbnail's longest side: a board tile's picture on a phone at 2×. */
export const THUMBNAIL_SIDE = 320;

const thumbnailKey = (pictures: PictureFolder, id: string) => `${pictures.folder}/thumbnails/${id}.png`;
const stillKey = (pictures: PictureFolder, id: string) => `${pictures.folder}/stills/${id}.png`;

/** The first frame (sharp reads page 0 unless told otherwise), optionally shrunk to fit `side`. */
async function firstFrame(bytes: Buffer, side?: number): Promise<Buffer> {
  const frame = sharp(bytes, SAFE_INPUT);
  if (side) frame.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  return frame.png({ compressionLevel: 9 }).toBuffer();
}

export async function keepPicture(bytes: Buffer, pictures: PictureFolder, field: string): Promise<ChosenPicture> {
  const probe = probeImage(bytes);
  if (!probe) throw pictureUnreadable(field);
  const picture = await normalisePicture(bytes, probe, field);
  const id = randomUUID();
  const animated = picture.type === 'image/gif' && ((await sharp(picture.bytes, { ...SAFE_INPUT, animated: true }).metadata()).pages ?? 1) > 1;
  await pictures.store.put(`${pictures.folder}/${id}.${picture.ext}`, picture.bytes, picture.type);
  await pictures.store.put(thumbnailKey(pictures, id), await firstFrame(picture.bytes, THUMBNAIL_SIDE), 'image/png');
  if (animated) await pictures.store.put(stillKey(pictures, id), await firstFrame(picture.bytes), 'image/png');
  return {
    imageURL: `/api/groupcard/images/${id}.${picture.ext}`,
    width: picture.width,
    height: picture.height,
    thumbnailURL: PICTURE_SEARCH_PATHS.thumbnail.replace(':name', `${id}.png`),
    stillURL: animated ? PICTURE_SEARCH_PATHS.still.replace(':name', `${id}.png`) : null,
  };
}

/**
 * The still first frame of a stored GIF: kept since it was chosen, or made now (and kept) for a GIF
 * uploaded from a device. Null when no such GIF is stored.
 */
export async function stillOfStoredGif(pictures: PictureFolder, id: string): Promise<Buffer | null> {
  const kept = await pictures.store.get(stillKey(pictures, id)).catch(() => null);
  if (kept) return kept;
  const gif = await pictures.store.get(`${pictures.folder}/${id}.gif`).catch(() => null);
  if (!gif) return null;
  const still = await firstFrame(gif).catch(() => null);
  if (still) await pictures.store.put(stillKey(pictures, id), still, 'image/png');
  return still;
}

/** A stored picture's thumbnail, made now (and kept) for a picture stored before thumbnails were. */
export async function thumbnailOfStoredPicture(pictures: PictureFolder, id: string): Promise<Buffer | null> {
  const kept = await pictures.store.get(thumbnailKey(pictures, id)).catch(() => null);
  if (kept) return kept;
  for (const ext of ['gif', 'png', 'jpg', 'webp']) {
    const bytes = await pictures.store.get(`${pictures.folder}/${id}.${ext}`).catch(() => null);
    if (!bytes) continue;
    const thumbnail = await firstFrame(bytes, THUMBNAIL_SIDE).catch(() => null);
    if (thumbnail) await pictures.store.put(thumbnailKey(pictures, id), thumbnail, 'image/png');
    return thumbnail;
  }
  return null;
}
