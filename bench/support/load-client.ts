/**
 * A load generator in a process of its own (bench/api-read.ts): the parent forks this module with
 * what to drive, it runs autocannon and sends the result back. Parsing the responses then costs the
 * client's CPU, not the server's, as with a real client.
 */
import autocannon from 'autocannon';

export type LoadRequest = { url: string; connections: number; seconds: number; headers: Record<string, string> };
export type LoadResult = { average: number; total: number; p99: number; errors: number; timeouts: number; non2xx: number; threexx: number };

process.once('message', (request: LoadRequest) => {
  void autocannon({ url: request.url, connections: request.connections, duration: request.seconds, headers: request.headers }).then(
    (result) => {
      const answer: LoadResult = {
        average: result.requests.average,
        total: result.requests.total,
        p99: result.latency.p99,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        threexx: result['3xx'],
      };
      process.send?.(answer, () => process.exit(0));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
