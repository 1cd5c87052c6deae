import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MESSAGES } from '@groupgift/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, notFound } from '../../lib/app-error';
import { probeImage } from '../../routes/groupcard/image-probe';

/** Lets a route plugin take pictures as the raw request body (any image/* content type). */
export function acceptRawImages(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
}

export type StoredPicture = { name: string; width: number | null; height: number | null };

/**
 * Stores an uploaded picture under a random name in `dir`. What the file is comes from its
 * bytes, never from its name or content type; anything else is a 400 on `field`.
 */
export async function storePicture(body: unknown, dir: string, field: string): Promise<StoredPicture> {
  const probe = Buffer.isBuffer(body) ? probeImage(body) : null;
  if (!Buffer.isBuffer(body) || !probe) {
    throw new AppError(400, 'validation_failed', MESSAGES['error.uploadFailed'], {
      fieldErrors: { [field]: [MESSAGES['error.uploadFailed']] },
    });
  }
  const name = `${randomUUID()}.${probe.ext}`;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), body);
  return { name, width: probe.width, height: probe.height };
}

/** Sends a stored picture with its real type; names are random, so it may be cached for good. */
export async function sendStoredPicture(reply: FastifyReply, dir: string, name: string): Promise<FastifyReply> {
  let bytes: Buffer;
  try {
    bytes = await readFile(join(dir, name));
  } catch {
    throw notFound('The picture');
  }
  const probe = probeImage(bytes);
  if (!probe) throw notFound('The picture');
  return reply
    .header('content-type', probe.type)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
