/**
 * A load generator in a process of its own (bench/api-read.ts): the parent forks this module with
 * what to drive, it runs autocannon and sends the result back. Parsing the responses then costs the
 * client's CPU, not the server's, as with a real client.
 */
import { runLoad, type LoadRequest } from './run-load.js';

process.once('message', (request: LoadRequest) => {
  runLoad(request).then(
    (answer) => process.send?.(answer, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
