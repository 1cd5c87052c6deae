/*
 * The server's entry point. Tracing (decision 154) patches http, Fastify, pg and ioredis as they
 * load, so it starts before any of them is imported, and the server follows by a dynamic import:
 * static imports would all load before the first line here ran. The build keeps main.ts in a chunk
 * of its own for the same reason (build.mjs).
 */
import { startTracing } from './telemetry/start-tracing';

await startTracing(process.env);
await import('./main');
