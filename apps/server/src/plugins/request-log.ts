import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A read slower than this still gets its line at info. */
const SLOW_READ_MS = 500;

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Request logging that costs less than a line per request at info (decision 115): a read (GET, HEAD)
 * that succeeds quickly writes no line — on the hot pages two lines per request were a tenth of the
 * CPU — and one line ('request completed', with the request) when it fails (4xx, 5xx) or is slow.
 * Writes keep both lines ('incoming request' and 'request completed'): they are fewer, and a write
 * that dies with its server must still show it arrived. Error logs are untouched.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (isRead(request)) return;
    super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!isRead(request) || error) return super.requestCompleted(error, request, reply, metadata);
    if (this.isLogDisabled(request) || (reply.statusCode < 400 && reply.elapsedTime < SLOW_READ_MS)) return;
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
