import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text assets only: images and fonts are compressed already. Maps are never served (decision 094).
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024;

/** The files under `dir` (recursively) worth keeping a compressed copy of. */
async function compressibleFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await compressibleFiles(path)));
    else if (COMPRESSIBLE.test(entry.name) && (await stat(path)).size >= MIN_BYTES) found.push(path);
  }
  return found;
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text asset once, at build time, so the
 * server sends the smallest copy the browser accepts without compressing on every request.
 * A copy that would not be smaller is not written.
 */
async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let bytes = 0;
  let brotliBytes = 0;
  const files = await compressibleFiles(dir);
  for (const file of files) {
    const source = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    bytes += source.length;
    brotliBytes += Math.min(br.length, source.length);
    if (br.length < source.length) await writeFile(`${file}.br`, br);
    if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
  }
  return { files: files.length, bytes, brotliBytes };
}

/** The Vite plugin: precompresses the build output after it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
