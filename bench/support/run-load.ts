import autocannon from 'autocannon';

export type LoadRequest = { url: string; connections: number; seconds: number; headers: Record<string, string> };
export type LoadResult = { average: number; total: number; p99: number; errors: number; timeouts: number; non2xx: number; threexx: number };

/** Drives one target with autocannon and keeps the figures the read bench reports. */
export async function runLoad(request: LoadRequest): Promise<LoadResult> {
  const result = await autocannon({ url: request.url, connections: request.connections, duration: request.seconds, headers: request.headers });
  return {
    average: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    threexx: result['3xx'],
  };
}
