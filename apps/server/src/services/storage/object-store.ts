import type { Readable } from 'node:stream';

/**
 * Uploaded files' bytes (decision 116): pictures and bulk-upload documents, by key. Keys are made by
 * the server (a folder and a random name), never from anything a user typed, and are checked here
 * again so no key can reach outside its store.
 */
export type ObjectStore = {
  /** Stores the bytes under key, whole: a reader never sees half a file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under key. */
  get(key: string): Promise<Buffer | null>;
  /** Stores the file at `path` under key, whole, without reading it into memory (a written keepsake). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The bytes as a stream with their length, or null when nothing is stored under key. */
  open(key: string): Promise<StoredObject | null>;
  /** Whether something is stored under key, without reading it. */
  exists(key: string): Promise<boolean>;
  /** Removes key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Lets go of connections (app close). */
  close(): Promise<void>;
};

export type StoredObject = { body: Readable; size: number };

// One or more lowercase folders, then a UUID name with an extension: uploads/<uuid>.png,
// uploads/profile/<uuid>.jpg, documents/<uuid>.csv.
const KEY = /^(?:[a-z]+\/)+[a-f0-9-]{36}\.[a-z]{3,4}$/;

export function assertKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
