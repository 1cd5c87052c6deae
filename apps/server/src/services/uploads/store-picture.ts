import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@groupgift/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, notFound } from '../../lib/app-error';
import { probeImage } from '../../routes/groupcard/image-probe';
import type { ObjectStore } from '../storage/object-store';
import { normalisePicture } from './normalise-picture';

/** Lets a route plugin take pictures as the raw request body (any image/* content type). */
export function acceptRawImages(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
}

/** A folder of pictures in the app's storage: DATA_DIR/<folder> on disk, or <folder>/ in the bucket. */
export type PictureFolder = { store: ObjectStore; folder: string };

/** Message, cover and thank-you pictures, served at /api/groupcard/images/<name>. */
export function uploadedPictures(app: FastifyInstance): PictureFolder {
  return { store: app.storage, folder: 'uploads' };
}

/** Organisers' profile pictures. */
export function profilePictures(app: FastifyInstance): PictureFolder {
  return { store: app.storage, folder: 'uploads/profile' };
}

export type StoredPicture = { name: string; width: number | null; height: number | null };

/**
 * Stores an uploaded picture under a random name in `pictures`. What the file is comes from its
 * bytes, never from its name or content type; anything else is a 400 on `field`. What is stored is
 * the picture decoded and encoded again (normalise-picture.ts): capped in pixels, upright, no
 * metadata, no trailing bytes, at most 2048 px a side; a picture refused there is a 422 on `field`.
 */
export async function storePicture(body: unknown, pictures: PictureFolder, field: string): Promise<StoredPicture> {
  const probe = Buffer.isBuffer(body) ? probeImage(body) : null;
  if (!Buffer.isBuffer(body) || !probe) {
    throw new AppError(400, 'validation_failed', MESSAGES['error.uploadFailed'], {
      fieldErrors: { [field]: [MESSAGES['error.uploadFailed']] },
    });
  }
  const picture = await normalisePicture(body, probe, field);
  const name = `${randomUUID()}.${picture.ext}`;
  await pictures.store.put(`${pictures.folder}/${name}`, picture.bytes, picture.type);
  return { name, width: picture.width, height: picture.height };
}

/** Whether a picture of this name is stored in `pictures` (a name of any other shape is not). */
export async function pictureExists(pictures: PictureFolder, name: string): Promise<boolean> {
  if (!/^[a-f0-9-]{36}\.(?:png|jpg|gif|webp)$/.test(name)) return false;
  return pictures.store.exists(`${pictures.folder}/${name}`).catch(() => false);
}

/** Sends a stored picture with its real type; names are random, so it may be cached for good. */
export async function sendStoredPicture(reply: FastifyReply, pictures: PictureFolder, name: string): Promise<FastifyReply> {
  const bytes = await pictures.store.get(`${pictures.folder}/${name}`).catch(() => null);
  if (!bytes) throw notFound('The picture');
  const probe = probeImage(bytes);
  if (!probe) throw notFound('The picture');
  return reply
    .header('content-type', probe.type)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
