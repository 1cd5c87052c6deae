import { spawn } from 'node:child_process';
import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { findRepoRoot } from '../../src/lib/repo-root';

/**
 * Bundles the server as `npm run build` does, but into `dir` (as scripts/e2e-private.sh does), so the
 * servers run the code of this working tree without touching the shared apps/server/dist. The
 * bundle keeps npm packages external: a node_modules link beside it lets Node find them.
 * Answers the path of server.js.
 */
export async function buildServerPrivately(dir: string): Promise<string> {
  const root = findRepoRoot();
  const out = join(dir, 'server');
  await mkdir(dir, { recursive: true });
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  const child = spawn(process.execPath, [join(root, 'apps/server/build.mjs')], {
    cwd: root,
    env: { ...process.env, SERVER_OUT_DIR: out },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`building the server into ${out} failed (${code})\n${stderr}`);
  return join(out, 'server.js');
}
