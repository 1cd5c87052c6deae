import { probeImage, type ImageProbe } from '../../routes/groupcard/image-probe';
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
  /** PDFKit draws JPEG and PNG as they are. */
  | { kind: 'drawable'; bytes: Buffer; type: ImageProbe['type'] }
  /** GIF and WebP (and SVG illustrations): no pure-JS decoder is a dependency, so a labelled placeholder. */
  | { kind: 'placeholder'; label: string }
  | { kind: 'none' };

const PLACEHOLDER_LABELS: Record<string, string> = {
  'image/gif': 'GIF',
  'image/webp': 'WebP picture',
};

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
  if (probe.type === 'image/png' || probe.type === 'image/jpeg')
    return { kind: 'drawable', bytes, type: probe.type };
  return { kind: 'placeholder', label: PLACEHOLDER_LABELS[probe.type] ?? 'Picture' };
}
