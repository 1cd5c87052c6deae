import { fileURLToPath } from 'node:url';
import { mockingTestFiles } from './test-isolation';
import { webProject } from './vitest-projects';

// The web tests that mock no module share one module graph and jsdom per worker; the mocking ones
// run in vitest.isolated.config.ts (decision 128).
const root = fileURLToPath(new URL('.', import.meta.url));
export default webProject('web', false, ['src/**/*.test.{ts,tsx}'], mockingTestFiles(root));
