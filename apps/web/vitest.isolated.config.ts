import { fileURLToPath } from 'node:url';
import { mockingTestFiles } from './test-isolation';
import { webProject } from './vitest-projects';

// The web tests that replace a module with vi.mock, each in a module graph of its own (decision 128).
const root = fileURLToPath(new URL('.', import.meta.url));
export default webProject('web-isolated', true, mockingTestFiles(root));
