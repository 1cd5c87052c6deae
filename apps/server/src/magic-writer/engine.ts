import type { MmwMarket } from '@groupgift/domain';
import type { ComposeInput } from './compose';

export type GenerateInput = ComposeInput & { market: MmwMarket };
export type ImproveInput = { message: string; market: MmwMarket };
export type EngineName = 'local' | 'openai';

/** What the routes need from a message writer; engines are chosen by configuration. */
export type MagicWriterEngine = {
  generate(input: GenerateInput): Promise<{ message: string; engine: EngineName }>;
  improve(input: ImproveInput): Promise<{ message: string; engine: EngineName }>;
  randomFact(previous?: number): { id: number; fact: string };
  isAvailable(): Promise<boolean>;
};
