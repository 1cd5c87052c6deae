// The keepsake worker when the server runs from source (tsx, vitest): worker threads do not inherit
// the TypeScript loader, so this registers tsx's and loads keepsake-worker.ts. The built server runs
// dist/keepsake-worker.js instead (build.mjs, decision 134).
import { register } from 'tsx/esm/api';

register();
const worker = await import('./keepsake-worker.ts');

export default worker.default;
