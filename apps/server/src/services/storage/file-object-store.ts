import { access, copyFile, mkdir, open, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertKey, type ObjectStore } from './object-store';

/** Files under DATA_DIR, the key as the relative path: the layout a single server has always used. */
export function fileObjectStore(root: string): ObjectStore {
  const pathOf = (key: string) => join(root, assertKey(key));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async putFile(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.part`;
      // Copied, not moved: the source may be on another file system (the temporary folder).
      await copyFile(source, temporary);
      await rename(temporary, path);
    },
    async open(key) {
      try {
        // Opened once, so the size and the bytes are of the same file even if it is replaced meanwhile.
        const handle = await open(pathOf(key));
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    exists: (key) => access(pathOf(key)).then(
      () => true,
      () => false,
    ),
    async remove(key) {
      await unlink(pathOf(key)).catch(() => undefined);
    },
    close: async () => undefined,
  };
}
