import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../plugins/config';

/**
 * Uploaded documents' bytes, kept as files under DATA_DIR/documents. The storage key is a generated
 * name (never the uploader's file name) so a key can never point outside the folder.
 */
export type DocumentStore = {
  save(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-f0-9-]{36}\.csv$/;

export function documentsDir(config: Config): string {
  // Beside picture uploads, under DATA_DIR whichever database is in use.
  return join(config.dataDir, 'documents');
}

export function fileDocumentStore(dir: string): DocumentStore {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('invalid document key');
    return join(dir, key);
  };
  return {
    async save(key, bytes) {
      await mkdir(dir, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${pathOf(key)}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, pathOf(key));
    },
    read: (key) => readFile(pathOf(key)),
    async remove(key) {
      await unlink(pathOf(key)).catch(() => undefined);
    },
  };
}
