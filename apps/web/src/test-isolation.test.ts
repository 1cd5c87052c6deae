import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockingTestFiles } from '../test-isolation';

// The web tests share one module graph unless they must not (decision 128): a module mock left in the
// shared graph would change every later file of the worker, so each mocking file must run isolated.
// The app's folder: this file sits in its src/ (jsdom gives import.meta.url no file scheme).
const root = dirname(dirname(expect.getState().testPath ?? ''));
const isolated = mockingTestFiles(root);

describe('which web test files run isolated', () => {
  it('takes every file that mocks a module', () => {
    expect(isolated).toContain('src/features/recipient/components/thanks-form.test.tsx');
    for (const file of isolated.filter((f) => !f.includes('session') && !f.includes('landing-screen') && !f.includes('mount-app'))) {
      expect(readFileSync(`${root}/${file}`, 'utf8'), file).toContain(['vi', 'mock('].join('.'));
    }
  });

  it('takes the files marked as reading module state that others leave', () => {
    expect(isolated).toEqual(
      expect.arrayContaining([
        'src/lib/organiser-session.test.tsx',
        'src/app/screens/landing-screen.test.tsx',
        'src/app/mount-app.test.tsx',
      ]),
    );
  });

  it('leaves the rest to the shared graph', () => {
    expect(isolated).not.toContain('src/components/card-cover/card-stylesheet.test.ts');
    expect(isolated.length).toBeLessThan(30);
  });
});
