import { MMW_OCCASIONS, MMW_RELATIONSHIPS, MMW_TONES } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { FACTS } from './facts';
import { createLocalEngine } from './local-engine';
import { seededRandom } from './random';

describe('local engine', () => {
  it('writes messages that its own proofreader finds nothing to fix, in both markets', async () => {
    const engine = createLocalEngine(seededRandom(11));
    for (const occasion of MMW_OCCASIONS) {
      for (const tone of MMW_TONES) {
        for (const relationship of MMW_RELATIONSHIPS) {
          const { message } = await engine.generate({
            occasion,
            tone,
            relationship,
            length: 'long',
            recipientName: 'Sam',
            market: 'US',
          });
          for (const market of ['US', 'AU'] as const) {
            const improved = await engine.improve({ message, market });
            expect(improved.message, `${occasion}/${tone}/${relationship}/${market}`).toBe(message);
          }
        }
      }
    }
  }, 60_000);

  it("improves the writer's own text", async () => {
    const engine = createLocalEngine();
    const result = await engine.improve({ message: 'happy birthdya sam, have a great  day', market: 'AU' });
    expect(result).toEqual({ message: 'Happy birthday sam, have a great day.', engine: 'local' });
  });

  it('has at least 60 different facts and never repeats the one on screen', () => {
    expect(FACTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(FACTS).size).toBe(FACTS.length);
    const engine = createLocalEngine(() => 0); // always lands on fact 0 first
    const first = engine.randomFact();
    const second = engine.randomFact(first.id);
    expect(first.id).toBe(0);
    expect(second.id).not.toBe(first.id);
    expect(second.fact).toBe(FACTS[second.id]);
  });
});

describe('writer configuration', () => {
  it('names a bad variable', async () => {
    const { readMagicWriterConfig } = await import('./config');
    expect(() => readMagicWriterConfig({ MMW_OPENAI_BASE_URL: 'not a url' })).toThrow(/MMW_OPENAI_BASE_URL/);
    expect(readMagicWriterConfig({}).MMW_ENABLED).toBe(true);
  });
});
