// `npm start`: install what is missing, build, then start the server, which migrates the embedded
// database, seeds the demo collections and prints the links to open.
import { ensureDependencies, mustRun, root, say } from './lib.mjs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

ensureDependencies();
say('Building the web app and the server…');
mustRun('npm', ['run', 'build']);

say('Starting the server…');
const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Forward Ctrl-C and termination so the server can finish requests and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
