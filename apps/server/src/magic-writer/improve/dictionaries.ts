import type { MmwMarket } from '@groupgift/domain';
import nspell from 'nspell';

export type SpellChecker = {
  correct(word: string): boolean;
  suggest(word: string): string[];
};

export type MarketSpellers = { primary: SpellChecker; secondary: SpellChecker };

type Loaded = { gb: SpellChecker; us: SpellChecker };
let loading: Promise<Loaded> | undefined;

async function load(): Promise<Loaded> {
  // Each dictionary takes about a second to parse, so both are read once per process.
  const [gb, us] = await Promise.all([import('dictionary-en-gb'), import('dictionary-en')]);
  const toChecker = (dict: { aff: Uint8Array; dic: Uint8Array }) =>
    nspell({ aff: Buffer.from(dict.aff), dic: Buffer.from(dict.dic) });
  return { gb: toChecker(gb.default), us: toChecker(us.default) };
}

/**
 * en_GB serves the AU market and en_US the US market. The other dictionary is the
 * second opinion: a word correct in either spelling is the writer's choice, not an error.
 */
export async function spellersFor(market: MmwMarket): Promise<MarketSpellers> {
  loading ??= load();
  const { gb, us } = await loading;
  return market === 'AU' ? { primary: gb, secondary: us } : { primary: us, secondary: gb };
}
