import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countWords } from './compose';
import { readMagicWriterConfig } from './config';
import { createMagicWriterEngine } from './create-engine';
import type { GenerateInput } from './engine';
import { createLocalEngine } from './local-engine';
import { chatCompletionsUrl, createOpenAiEngine } from './openai-engine';
import { seededRandom } from './random';

type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;

// A tiny stand-in for an OpenAI-compatible service, so the engine is tested over real HTTP.
let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: { path: string | undefined; auth: string | undefined; body: Record<string, unknown> }[] = [];

function reply(content: string): Handler {
  return (_body, _req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ path: req.url, auth: req.headers.authorization, body });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
});

const input: GenerateInput = {
  occasion: 'birthday',
  recipientName: 'Priya',
  relationship: 'friend',
  tone: 'warm',
  length: 'short',
  market: 'AU',
};

function engine(timeoutMs = 2000, reasons: string[] = []) {
  return createOpenAiEngine({
    baseUrl,
    apiKey: 'test-key',
    model: 'test-model',
    timeoutMs,
    fallback: createLocalEngine(seededRandom(1)),
    onFallback: (reason) => reasons.push(reason),
  });
}

describe('OpenAI-compatible engine', () => {
  it('builds the chat completions URL from any base URL form', () => {
    expect(chatCompletionsUrl('https://api.example.com')).toBe('https://api.example.com/v1/chat/completions');
    expect(chatCompletionsUrl('https://api.example.com/v1/')).toBe(
      'https://api.example.com/v1/chat/completions',
    );
  });

  it("returns the service's message and sends the key, model and inputs", async () => {
    handler = reply(
      'Happy birthday, Priya! I hope your day is full of laughter, cake and people who love you.',
    );
    const result = await engine().generate(input);
    expect(result).toEqual({
      message: 'Happy birthday, Priya! I hope your day is full of laughter, cake and people who love you.',
      engine: 'openai',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe('/v1/chat/completions');
    expect(requests[0]?.auth).toBe('Bearer test-key');
    expect(requests[0]?.body.model).toBe('test-model');
    expect(JSON.stringify(requests[0]?.body.messages)).toContain('Priya');
  });

  it('falls back to the local engine when the service errors', async () => {
    handler = (_b, _r, res) => {
      res.writeHead(500);
      res.end('{}');
    };
    const reasons: string[] = [];
    const result = await engine(2000, reasons).generate(input);
    expect(result.engine).toBe('local');
    expect(result.message).toContain('Priya');
    expect(reasons).toEqual(['generate: status 500']);
  });

  it('falls back when the service is slower than the timeout', async () => {
    handler = (_b, _r, res) => {
      setTimeout(
        () => reply('Happy birthday, Priya! Have a lovely day with everyone who loves you.')(_b, _r, res),
        1000,
      );
    };
    const reasons: string[] = [];
    const started = Date.now();
    const result = await engine(150, reasons).generate(input);
    expect(Date.now() - started).toBeLessThan(900);
    expect(result.engine).toBe('local');
    expect(reasons).toEqual(['generate: timeout']);
  });

  it('falls back on an unusable answer: a placeholder, no name, or the wrong length', async () => {
    for (const content of [
      'Happy birthday, [Name]! Have a great day with everyone who loves you so much.',
      'Happy birthday! Have a great day with everyone who loves you so very much.',
      'Happy birthday, Priya!',
    ]) {
      handler = reply(content);
      const result = await engine().generate(input);
      expect(result.engine).toBe('local');
      expect(countWords(result.message)).toBeGreaterThanOrEqual(12);
    }
  });

  it('never sends correct text out to improve, and rejects a rewrite', async () => {
    handler = reply('A completely different message about something else entirely.');
    const unchanged = await engine().improve({ message: 'Happy birthday, Priya!', market: 'AU' });
    expect(unchanged).toEqual({ message: 'Happy birthday, Priya!', engine: 'local' });
    expect(requests).toHaveLength(0);

    const rewritten = await engine().improve({ message: 'happy birthdya priya', market: 'AU' });
    expect(rewritten).toEqual({ message: 'Happy birthday priya.', engine: 'local' });
    expect(requests).toHaveLength(1);
  });

  it("accepts a proofread that keeps the writer's words", async () => {
    handler = reply('Happy birthday, Priya.');
    const result = await engine().improve({ message: 'happy birthdya priya', market: 'AU' });
    expect(result).toEqual({ message: 'Happy birthday, Priya.', engine: 'openai' });
  });

  it('is chosen only when base URL, key and model are all configured', async () => {
    handler = reply(
      'Happy birthday, Priya! I hope your day is full of laughter, cake and people who love you.',
    );
    const env = { MMW_OPENAI_BASE_URL: baseUrl, MMW_OPENAI_API_KEY: 'k', MMW_OPENAI_MODEL: 'm' };
    expect((await createMagicWriterEngine(readMagicWriterConfig(env)).generate(input)).engine).toBe('openai');
    const { MMW_OPENAI_MODEL: _model, ...withoutModel } = env;
    expect((await createMagicWriterEngine(readMagicWriterConfig(withoutModel)).generate(input)).engine).toBe(
      'local',
    );
  });
});
