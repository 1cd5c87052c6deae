import type { ObjectStore } from '../storage/object-store';

/**
 * Uploaded documents' bytes, in the app's storage under documents/ (DATA_DIR/documents on disk, or
 * the shared bucket; decision 116). The storage key is a generated name (never the uploader's file
 * name) so a key can never point outside the folder.
 */
export type DocumentStore = {
  save(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-f0-9-]{36}\.csv$/;

export function documentStore(storage: ObjectStore): DocumentStore {
  const keyOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('invalid document key');
    return `documents/${key}`;
  };
  return {
    save: (key, bytes) => storage.put(keyOf(key), bytes, 'text/csv; charset=utf-8'),
    async read(key) {
      const bytes = await storage.get(keyOf(key));
      if (!bytes) throw new Error('document not found');
      return bytes;
    },
    async remove(key) {
      await storage.remove(keyOf(key)).catch(() => undefined);
    },
  };
}
