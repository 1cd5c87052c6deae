import { Writable } from 'node:stream';
import { API_PATHS, MAGIC_MESSAGE_REPORT_PATH } from '@groupgift/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { readMagicWriterConfig } from '../../magic-writer/config';
import { createLocalEngine } from '../../magic-writer/local-engine';
import { seededRandom } from '../../magic-writer/random';
import { errorEnvelopeHandler } from '../../plugins/error-envelope';
import { magicMessageWriterRoutes } from './magic-message-writer-routes';

const GUID = '10000000-0000-4000-8000-000000000002';
let app: FastifyInstance | undefined;
let logLines: string[] = [];

async function build(env: Record<string, string> = {}): Promise<FastifyInstance> {
  logLines = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const instance = Fastify({ logger: { level: 'trace', stream } });
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  instance.setErrorHandler(errorEnvelopeHandler);
  await instance.register(magicMessageWriterRoutes, {
    config: readMagicWriterConfig(env),
    engine: createLocalEngine(seededRandom(7)),
  });
  await instance.ready();
  app = instance;
  return instance;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const generateBody = {
  collectionGuid: GUID,
  occasion: 'farewell',
  recipientName: 'Mateo',
  relationship: 'colleague',
  tone: 'funny',
  length: 'medium',
};

describe('Magic Message Writer routes', () => {
  it('says the writer is available, and not when it is switched off', async () => {
    const on = await build();
    expect((await on.inject({ method: 'GET', url: API_PATHS.magicWriterAvailable })).json()).toEqual({
      available: true,
    });
    await on.close();
    const off = await build({ MMW_ENABLED: 'false' });
    expect((await off.inject({ method: 'GET', url: API_PATHS.magicWriterAvailable })).json()).toEqual({
      available: false,
    });
    const refused = await off.inject({
      method: 'POST',
      url: API_PATHS.generateContributorMessage,
      payload: generateBody,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('service_unavailable');
  });

  it('generates a message, and "another one" differs from the one shown', async () => {
    const server = await build();
    const first = await server.inject({
      method: 'POST',
      url: API_PATHS.generateContributorMessage,
      payload: generateBody,
    });
    expect(first.statusCode).toBe(200);
    const { message, engine } = first.json() as { message: string; engine: string };
    expect(engine).toBe('local');
    expect(message).toContain('Mateo');
    const next = await server.inject({
      method: 'POST',
      url: API_PATHS.generateContributorMessage,
      payload: { ...generateBody, previousMessage: message },
    });
    expect(next.json().message).not.toBe(message);
  });

  it('refuses unknown occasions and over-long names with field errors', async () => {
    const server = await build();
    const response = await server.inject({
      method: 'POST',
      url: API_PATHS.generateContributorMessage,
      payload: { ...generateBody, occasion: 'bar-mitzvah-party', recipientName: 'x'.repeat(61) },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as {
      error: { code: string; details: { fieldErrors: Record<string, string[]> } };
    };
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.details.fieldErrors).sort()).toEqual(['occasion', 'recipientName']);
  });

  it('improves a message and reports whether it changed', async () => {
    const server = await build();
    const fixed = await server.inject({
      method: 'POST',
      url: API_PATHS.improveContributorMessage,
      payload: { message: 'i will definately miss you', market: 'US' },
    });
    expect(fixed.json()).toEqual({ message: 'I will definitely miss you.', changed: true, engine: 'local' });
    const same = await server.inject({
      method: 'POST',
      url: API_PATHS.improveContributorMessage,
      payload: { message: 'Good luck, Sam!', market: 'AU' },
    });
    expect(same.json()).toEqual({ message: 'Good luck, Sam!', changed: false, engine: 'local' });
  });

  it('refuses an empty or over-long message', async () => {
    const server = await build();
    for (const message of ['   ', 'a'.repeat(1001)]) {
      const response = await server.inject({
        method: 'POST',
        url: API_PATHS.improveContributorMessage,
        payload: { message },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fieldErrors.message).toBeDefined();
    }
  });

  it('tells a random fact that is not the one on screen', async () => {
    const server = await build();
    const first = (await server.inject({ method: 'GET', url: API_PATHS.randomFact })).json() as {
      id: number;
      fact: string;
    };
    expect(first.fact.length).toBeGreaterThan(10);
    for (let i = 0; i < 20; i++) {
      const next = (
        await server.inject({ method: 'GET', url: `${API_PATHS.randomFact}?previous=${first.id}` })
      ).json();
      expect(next.id).not.toBe(first.id);
    }
  });

  it('records tracking details and reports them; the report needs the key when one is set', async () => {
    const server = await build({ MMW_REPORT_API_KEY: 'report-secret' });
    for (const event of ['opened', 'generated', 'generated', 'inserted']) {
      const response = await server.inject({
        method: 'POST',
        url: API_PATHS.magicMessageTracking,
        payload: { collectionGuid: GUID, event, occasion: 'birthday', tone: 'warm' },
      });
      expect(response.json()).toEqual({ recorded: true });
    }
    const withText = await server.inject({
      method: 'POST',
      url: API_PATHS.magicMessageTracking,
      payload: { collectionGuid: GUID, event: 'inserted', message: 'secret words' },
    });
    expect(withText.statusCode).toBe(400);

    const denied = await server.inject({ method: 'POST', url: MAGIC_MESSAGE_REPORT_PATH, payload: {} });
    expect(denied.statusCode).toBe(401);
    expect(denied.json().error.code).toBe('unauthorized');
    const wrong = await server.inject({
      method: 'POST',
      url: MAGIC_MESSAGE_REPORT_PATH,
      payload: {},
      headers: { 'x-api-key': 'nope' },
    });
    expect(wrong.statusCode).toBe(401);

    const report = await server.inject({
      method: 'POST',
      url: MAGIC_MESSAGE_REPORT_PATH,
      payload: { collectionGuid: GUID },
      headers: { 'x-api-key': 'report-secret' },
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      total: 4,
      byEvent: { opened: 1, generated: 2, inserted: 1 },
      byOccasion: { birthday: 4 },
      byTone: { warm: 4 },
    });
  });

  it('limits each visitor per minute with a 429 in the error envelope', async () => {
    const server = await build({ MMW_RATE_LIMIT_PER_MINUTE: '3' });
    const call = (ip: string) =>
      server.inject({
        method: 'POST',
        url: API_PATHS.generateContributorMessage,
        payload: generateBody,
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await call('10.0.0.1')).statusCode).toBe(200);
    const limited = await call('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await call('10.0.0.2')).statusCode).toBe(200);
  });

  it('never writes message text to the logs', async () => {
    const server = await build();
    const secret = 'Zanzibarian marmalade confession';
    await server.inject({
      method: 'POST',
      url: API_PATHS.improveContributorMessage,
      payload: { message: secret },
    });
    await server.inject({
      method: 'POST',
      url: API_PATHS.generateContributorMessage,
      payload: { ...generateBody, previousMessage: secret },
    });
    await server.inject({
      method: 'POST',
      url: API_PATHS.magicMessageTracking,
      payload: { event: 'improved' },
    });
    const logs = logLines.join('\n');
    expect(logs).toContain('magic writer usage'); // the logger did run at trace level
    expect(logs).not.toContain('Zanzibarian');
  });
});
