import { composeMessage } from './compose';
import type { MagicWriterEngine } from './engine';
import { randomFact } from './facts';
import { spellersFor } from './improve/dictionaries';
import { improveText } from './improve/improve-text';
import type { RandomSource } from './random';

/** The default engine: no network, no model, deterministic when given a seeded random source. */
export function createLocalEngine(random: RandomSource = Math.random): MagicWriterEngine {
  return {
    async generate(input) {
      return { message: composeMessage(input, random), engine: 'local' };
    },
    async improve({ message, market }) {
      const spellers = await spellersFor(market);
      return { message: improveText(message, spellers), engine: 'local' };
    },
    randomFact(previous) {
      return randomFact(random, previous);
    },
    async isAvailable() {
      return true;
    },
  };
}
