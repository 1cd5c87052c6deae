// `npm run lint`: eslint, then knip (unused files, exports and dependencies; knip.json), then madge
// (circular imports in the server, the web app and the domain package; type-only imports count too,
// because a cycle through types still ties two modules' designs together). All three run even after
// a failure so one run shows everything; the exit code says if any failed.
import { run, say } from './lib.mjs';

const checks = [
  ['eslint', 'npx', ['eslint', '.']],
  ['knip: unused files, exports and dependencies', 'npm', ['run', '--silent', 'lint:unused']],
  ['madge: circular imports', 'npm', ['run', '--silent', 'lint:cycles']],
];

const failed = [];
for (const [name, command, args] of checks) {
  say(name);
  if (run(command, args) !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nLint failed: ${failed.join('; ')}`);
  process.exit(1);
}
