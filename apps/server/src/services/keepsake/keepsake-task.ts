import type { StorageConfig } from '../storage/storage-config';
import type { KeepsakeCard, KeepsakeMessage } from './keepsake-source';

/**
 * What the main thread hands a keepsake worker (decision 134): the card as read from the database
 * (a worker has no database of its own; the embedded one lives in the main thread), where the
 * pictures are, and the file to write. Structured-cloned across the thread boundary.
 */
export type KeepsakeTask = {
  card: KeepsakeCard;
  messages: KeepsakeMessage[];
  /** The app's storage settings: the worker opens the pictures itself, one at a time. */
  storage: StorageConfig;
  /** DATA_DIR, where a files store keeps them. */
  dataDir: string;
  /** The temporary file the PDF is written to. */
  outPath: string;
};

export type KeepsakeTaskResult = { bytes: number };
