import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { envelope } from './error-envelope';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Web app not built</title></head>
<body><main><h1>The web app is not built</h1>
<p>Run <code>npm run build -w apps/web</code> (or <code>npm start</code>) and reload. The API is running: see <a href="/api/docs">/api/docs</a>.</p>
</main></body></html>
`;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves apps/web/dist: content-hashed files under assets/ are cached for a year, everything else is
 * revalidated, and any other non-API GET gets index.html so client-side routes survive a reload.
 */
export const webAppPlugin = fp(
  async function webApp(app: FastifyInstance, options: { webDistDir: string }) {
    const root = options.webDistDir;
    const built = existsSync(join(root, 'index.html'));
    const assetsDir = join(root, 'assets') + sep;

    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        cacheControl: false,
        index: ['index.html'],
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : NO_CACHE);
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApi(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply
          .status(404)
          .send(
            envelope('not_found', 'Sorry, we could not find the resource you were looking for right now.'),
          );
      }
      // A missing hashed asset must stay a 404: answering HTML for a script breaks loudly and late.
      if (path.startsWith('/assets/')) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .header('cache-control', NO_CACHE)
          .send('Not found');
      }
      if (!built)
        return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(NOT_BUILT_PAGE);
      return reply.header('cache-control', NO_CACHE).sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
