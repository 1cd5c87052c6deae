import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fileObjectStore } from '../storage/file-object-store';
import type { ObjectStore } from '../storage/object-store';
import { s3ObjectStore } from '../storage/s3-object-store';
import { picturesFromUploads } from './keepsake-pictures';
import type { KeepsakeSource } from './keepsake-source';
import type { KeepsakeTask, KeepsakeTaskResult } from './keepsake-task';
import { writeKeepsake } from './write-keepsake';

/*
 * The keepsake writer's worker thread (decision 134), run by the pool in keepsake-pool.ts: the PDF
 * layout, the font subsetting and the picture shrinking all happen here, never on the event loop.
 * Loaded by keepsake-thread.mjs, which lowers the thread's priority first; built to
 * dist/keepsake-writer.js beside dist/server.js (build.mjs).
 */

// One store per storage setting for the life of the thread (an S3 client keeps its connections).
const stores = new Map<string, ObjectStore>();

function storeFor(task: KeepsakeTask): ObjectStore {
  const id = JSON.stringify([task.storage, task.dataDir]);
  let store = stores.get(id);
  if (!store) {
    store = task.storage.kind === 'files' ? fileObjectStore(task.dataDir) : s3ObjectStore(task.storage);
    stores.set(id, store);
  }
  return store;
}

/** Writes the task's keepsake to its file and answers the file's size. */
export default async function writeKeepsakeFile(task: KeepsakeTask): Promise<KeepsakeTaskResult> {
  const source: KeepsakeSource = {
    card: async () => task.card,
    async *messages() {
      yield* task.messages;
    },
  };
  // The message, cover and thank-you pictures' folder (uploadedPictures in store-picture.ts).
  const readPicture = picturesFromUploads({ store: storeFor(task), folder: 'uploads' });
  await writeKeepsake(source, createWriteStream(task.outPath), { readPicture });
  return { bytes: (await stat(task.outPath)).size };
}
