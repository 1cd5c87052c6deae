import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a page is sent as it is: compressing would save less than a packet. */
const MIN_BYTES = 1024;

/** Whether Accept-Encoding takes this coding (a `;q=0` refuses it). */
function accepts(header: string, coding: string): boolean {
  return header
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';');
      if (name !== coding) return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });
}

/**
 * index.html for one response, compressed when worth it: the landing page carries its drawn HTML
 * and the details (decision 125), so it is no longer 1 KB. Each copy has its own nonce, so it is
 * compressed per response, with a fast brotli level (a few hundred microseconds for 15 KB).
 */
export function encodeHtml(html: string, acceptEncoding: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  if (!acceptEncoding || Buffer.byteLength(html) < MIN_BYTES) return { body: html };
  if (accepts(acceptEncoding, 'br')) {
    return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (accepts(acceptEncoding, 'gzip')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}
