import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope, MESSAGES } from '@groupgift/domain';
import { cardStylesheetHref, cardStylesheetPreload, cardStylesheetStamp } from './card-stylesheet';
import { jsonForScript, renderIndexHtml, splitIndexHtml, type IndexPage } from './index-html';
import { encodeHtml } from './html-encoding';
import { homePages, landingPages, loadLandingRenderer, type LandingRenderer } from './landing-page';
import { socialPreviewPages } from './social-preview';
import type { WebRuntimeConfig } from './web-runtime-config';

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

// Source maps are built 'hidden' for error tracking and never served: they would hand out the source.
const isSourceMap = (path: string) => path.endsWith('.map');

/**
 * Serves apps/web/dist: content-hashed files under assets/ are cached for a year, everything else is
 * revalidated, and any other non-API GET gets index.html so client-side routes survive a reload.
 * index.html itself never comes straight from the disk: every copy carries the deployment's
 * settings in a script with that response's CSP nonce (decision 094).
 */
export const webAppPlugin = fp(
  async function webApp(
    app: FastifyInstance,
    options: { webDistDir: string; runtimeConfig: WebRuntimeConfig; landingRenderer?: LandingRenderer | null; publicOrigin: string },
  ) {
    const root = options.webDistDir;
    const built = existsSync(join(root, 'index.html'));
    const assetsDir = join(root, 'assets') + sep;
    const runtimeConfig = {
      ...options.runtimeConfig,
      cardStylesheetVersion: cardStylesheetStamp(options.runtimeConfig, root),
    };
    const split = built ? splitIndexHtml(await readFile(join(root, 'index.html'), 'utf8')) : undefined;
    const preload = cardStylesheetPreload(cardStylesheetHref(runtimeConfig, runtimeConfig.cardStylesheetVersion));
    const page = split && { ...split, before: split.before + preload };
    const configJson = jsonForScript(runtimeConfig);
    // The landing page drawn on the server when the build wrote its renderer (decision 125).
    const renderer = options.landingRenderer === undefined ? await loadLandingRenderer(root) : options.landingRenderer;
    const landing =
      renderer && app.hasDecorator('contributionDetails')
        ? landingPages(renderer, app.contributionDetails, { writerAvailable: runtimeConfig.magicWriterAvailable ?? null, cardPreload: preload })
        : null;
    // The front page, drawn once (decision 142).
    const home = renderer?.home ? homePages(renderer.home, renderer.entryStyles) : null;
    // The invitation link's social preview (decision 149), with or without the drawn landing.
    const social = app.hasDecorator('contributionDetails') ? socialPreviewPages(app.contributionDetails, options.publicOrigin) : null;
    const drawnPage = async (url: string, plain: IndexPage): Promise<IndexPage> => {
      if (!landing && !home) return plain;
      try {
        return (await home?.(url, plain)) ?? (await landing?.(url, plain)) ?? plain;
      } catch (error) {
        // The browser can always draw the page itself: a failed drawing costs speed, never the page.
        app.log.warn({ err: error }, 'landing page not drawn on the server');
        return plain;
      }
    };
    const pageFor = async (url: string, plain: IndexPage): Promise<IndexPage> => {
      const page = await drawnPage(url, plain);
      try {
        return (await social?.(url, page)) ?? page;
      } catch (error) {
        app.log.warn({ err: error }, 'social preview tags not added');
        return page;
      }
    };

    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        cacheControl: false,
        // Directories and index.html fall through to the not-found handler below, which injects.
        index: false,
        // The build writes .br and .gz beside each text asset (apps/web/precompress.ts): send the
        // smallest one the browser accepts, with no compression work per request.
        preCompressed: true,
        allowedPath: (path) => !path.endsWith('/') && basename(path) !== 'index.html' && !isSourceMap(path),
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : NO_CACHE);
          // The same URL answers differently by Accept-Encoding: caches must keep them apart.
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApi(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply
          .status(404)
          .send(
            errorEnvelope('not_found', MESSAGES['error.status404']),
          );
      }
      // A missing hashed asset must stay a 404: answering HTML for a script breaks loudly and late.
      if (path.startsWith('/assets/') || isSourceMap(path)) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .header('cache-control', NO_CACHE)
          .send('Not found');
      }
      if (!page)
        return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(NOT_BUILT_PAGE);
      const html = renderIndexHtml(await pageFor(request.url, page), configJson, reply.scriptNonce);
      const { body, encoding } = encodeHtml(html, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      // No validators: a 304 would keep an old copy whose nonce no longer matches the new policy.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .header('vary', 'Accept-Encoding')
        .send(body);
    });
  },
  { name: 'web-app', dependencies: ['security-headers'] },
);
