// The keepsake worker thread's first module (decision 134). A keepsake can wait and requests cannot:
// it lowers this thread's priority (on Linux a nice value is per thread, so the event loop's thread
// keeps its own) before anything heavy loads, then loads the writer: dist/keepsake-writer.js beside
// the bundled server (build.mjs copies this file there too), or keepsake-worker.ts through tsx when
// the server runs from source (tsx, vitest), since worker threads do not inherit a TypeScript loader.
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

/** How much lower than the event loop a keepsake worker runs (0 is normal, 19 the lowest). */
const WORKER_NICE = 10;

try {
  setPriority(WORKER_NICE);
} catch {
  // Not permitted on this system: the worker runs at the process's priority.
}

const bundled = new URL('./keepsake-writer.js', import.meta.url);
let writer;
if (existsSync(fileURLToPath(bundled))) {
  writer = await import(bundled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  writer = await import('./keepsake-worker.ts');
}

export default writer.default;
