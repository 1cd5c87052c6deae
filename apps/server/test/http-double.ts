import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the double received it, raw, so tests can assert exactly what an SDK sent. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent on the request line (an absolute URL for a forward-proxied request). */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface DoubleAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Close the socket instead of answering (a lost response). */
  destroy?: boolean;
  /** Wait this long before answering (a slow provider). */
  delayMs?: number;
}

export interface HttpDouble {
  baseUrl: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A tiny HTTP server standing in for a provider's API at the network edge, for tests. The handler
 * answers as the provider's documentation shows.
 */
export async function startHttpDouble(handler: (request: RecordedRequest) => DoubleAnswer | Promise<DoubleAnswer>): Promise<HttpDouble> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then(async (answer) => {
        if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
        if (answer.destroy) {
          req.socket.destroy();
          return;
        }
        const text = answer.body === undefined ? '' : typeof answer.body === 'string' || Buffer.isBuffer(answer.body) ? answer.body : JSON.stringify(answer.body);
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
