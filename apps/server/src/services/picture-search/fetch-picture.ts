import { AppError } from '../../lib/app-error';
import type { PictureProvider } from './picture-provider';

/** The most a chosen file may weigh: a GIPHY "downsized" GIF is under 2 MB, a photo rendition far less. */
export const CHOSEN_PICTURE_MAX_BYTES = 8 * 1024 * 1024;

const IMAGE_TYPES = /^image\/(?:gif|jpeg|png|webp)(?:;|$)/i;

const refused = (reason: string) => new AppError(422, 'unprocessable', `That picture could not be used (${reason}). Choose another.`);

/**
 * Downloads a chosen picture's file from its provider: https (or the provider's configured base for
 * a test double), a host on the provider's list, no redirects, an image content type, at most
 * CHOSEN_PICTURE_MAX_BYTES, within the timeout. What comes back is still only bytes: the caller
 * decodes them with sharp before anything is stored.
 */
export async function fetchChosenPicture(provider: PictureProvider, mediaUrl: string, timeoutMs: number): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(mediaUrl);
  } catch {
    throw refused('not an address');
  }
  if (!['https:', 'http:'].includes(url.protocol) || !provider.mediaHosts(url.host)) throw refused('not from the provider');
  if (url.protocol === 'http:' && !/^(?:127\.0\.0\.1|localhost)(?::\d+)?$/.test(url.host)) throw refused('not https');
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new AppError(503, 'service_unavailable', 'The picture could not be fetched just now. Try again, or choose another.');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new AppError(503, 'service_unavailable', 'The picture could not be fetched just now. Try again, or choose another.');
  }
  if (!IMAGE_TYPES.test(response.headers.get('content-type') ?? '')) {
    await response.body?.cancel();
    throw refused('not a picture');
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > CHOSEN_PICTURE_MAX_BYTES) {
    await response.body?.cancel();
    throw refused('too large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).byteLength;
    if (size > CHOSEN_PICTURE_MAX_BYTES) throw refused('too large');
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}
