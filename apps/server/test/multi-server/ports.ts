import { createServer } from 'node:net';

function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host: '127.0.0.1', port }, () => server.close(() => resolve(true)));
  });
}

/**
 * `count` ports nobody listens on, from a range kept for this test and the scaling benchmark
 * (MULTI_SERVER_PORTS=3300-3399 by default), so that they never meet the ports other runs use.
 */
export async function freePorts(
  count: number,
  range = process.env.MULTI_SERVER_PORTS ?? '3300-3399',
): Promise<number[]> {
  const [from = 3300, to = 3399] = range.split('-').map(Number);
  const found: number[] = [];
  for (let port = from; port <= to && found.length < count; port += 1) if (await free(port)) found.push(port);
  if (found.length < count) throw new Error(`fewer than ${count} free ports in ${range}`);
  return found;
}
