import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';

/** Debian's nginx (scripts/lib.mjs ensureNginx installs it for `npm test`). */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type Nginx = { url: string; pid: number; stop(): Promise<void> };

/** The response header that names the server(s) nginx sent a request to, e.g. "127.0.0.1:3301". */
export const UPSTREAM_HEADER = 'x-upstream';

/**
 * The proxy in front of the app servers, as a deployment would set it up:
 * - round robin over the servers, with a kept-alive connection pool to them;
 * - a passive health check (open-source nginx has no active one): a server that refuses a
 *   connection, breaks one or times out is out for `fail_timeout` after one failure. A 503 is the
 *   app's answer about a request ("payment not confirmed yet, retry"), not about its health, so it
 *   goes to the client and takes no server out;
 * - such a failure is retried on the next server only where that is safe: nginx never resends a
 *   POST it has already sent (no `non_idempotent`), so a payment is retried by its client with the
 *   same Idempotency-Key, never by the proxy behind the client's back. A request not yet sent (the
 *   connection was refused: a dead or closed server) goes to the next server whatever its method;
 * - X-Forwarded-For / -Proto set, for the servers' TRUST_PROXY.
 */
export function nginxConfig(dir: string, port: number, upstreamPorts: number[]): string {
  const servers = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  return `# Written by the multi-server test; runs in the foreground as a child process.
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  client_max_body_size 6m;
  upstream app {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout http_502 http_504;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx in the foreground with its own config, pid, logs and temp files in `dir`. */
export async function startNginx(dir: string, port: number, upstreamPorts: number[]): Promise<Nginx> {
  if (!existsSync(nginxPath))
    throw new Error(
      `nginx is not at ${nginxPath}: run 'apt-get install nginx' (npm test installs it when run as root)`,
    );
  await mkdir(dir, { recursive: true });
  // Run as root, nginx's workers drop to "nobody", which must reach the temp folders in here.
  await chmod(dir, 0o755);
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, nginxConfig(dir, port, upstreamPorts));
  const child = spawn(nginxPath, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const log = async () => `${stderr}${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`;
  const deadline = Date.now() + 15_000;
  while (!(await portAnswers(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})\n${await log()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${port}\n${await log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
