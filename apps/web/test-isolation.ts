import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const TESTS = /\.test\.tsx?$/;

// A file that reads module state another file's components leave behind says so in a comment
// holding this marker and its reason.
const ISOLATE_MARKER = 'vitest-isolate:';

/**
 * The test files that replace a module with vi.mock, or carry the marker. Only they need a module
 * graph of their own: a mock made in a shared graph stays for every later file of the worker
 * (decision 128).
 */
export function mockingTestFiles(root: string): string[] {
  const src = join(root, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => TESTS.test(file) && needsIsolation(readFileSync(join(src, file), 'utf8')))
    .map((file) => `src/${file.replaceAll('\\', '/')}`)
    .sort();
}

function needsIsolation(source: string): boolean {
  return source.includes('vi.mock(') || source.includes(ISOLATE_MARKER);
}
