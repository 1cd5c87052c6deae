// Shared by `npm start` and `npm test`: plain Node with no dependencies, because these run before
// anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function say(line) {
  process.stdout.write(`\n▸ ${line}\n`);
}

/** Runs a command in the repo root with inherited output; returns the exit code. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, env) {
  const code = run(command, args, env);
  if (code !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

/**
 * Installs dependencies when node_modules is missing or older than package-lock.json.
 * The stamp holds the lock file's hash so a changed lock triggers a clean install.
 */
export function ensureDependencies() {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.groupgift-install-stamp');
  const want = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  say('Installing dependencies (npm ci)…');
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stamp, want);
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's Chromium for the browser tests when it is absent and we may use apt-get. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is not at ${chromiumPath} and this user cannot apt-get install it: run 'sudo apt-get install chromium'.`);
    return false;
  }
  say('Installing Debian Chromium for the browser tests (apt-get)…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], env) !== 0) return false;
  return run('apt-get', ['install', '-y', '-qq', 'chromium'], env) === 0 && existsSync(chromiumPath);
}

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Installs Debian's nginx for the multi-server test when it is absent and we may use apt-get. The
 * test runs it as its own child process with a private config; the package's service is not used.
 */
export function ensureNginx() {
  if (existsSync(nginxPath)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`nginx is not at ${nginxPath} and this user cannot apt-get install it: run 'sudo apt-get install nginx'.`);
    return false;
  }
  say('Installing Debian nginx for the multi-server test (apt-get)…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], env) !== 0) return false;
  return run('apt-get', ['install', '-y', '-qq', 'nginx'], env) === 0 && existsSync(nginxPath);
}

/** True when something accepts TCP connections on host:port within the timeout. */
export function portAnswers(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
