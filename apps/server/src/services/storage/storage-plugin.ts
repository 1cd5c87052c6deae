import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../plugins/config';
import { fileObjectStore } from './file-object-store';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-object-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded pictures and documents: DATA_DIR, or the S3 bucket every server shares (decision 116). */
    storage: ObjectStore;
  }
}

export const storagePlugin = fp(
  async function storage(app: FastifyInstance, options: { config: Config }) {
    const settings = options.config.storage;
    if (settings.kind === 'files') {
      app.decorate('storage', fileObjectStore(options.config.dataDir));
      return;
    }
    const store = s3ObjectStore(settings);
    try {
      // A wrong bucket or key stops the start, rather than the first upload.
      await store.check();
    } catch (error) {
      await store.close();
      const reason = (error as Error).name === 'NotFound' ? 'no such bucket' : (error as Error).message || (error as Error).name;
      throw new Error(`S3_BUCKET: cannot reach bucket "${settings.bucket}" (${reason})`, { cause: error });
    }
    app.decorate('storage', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'storage' },
);
