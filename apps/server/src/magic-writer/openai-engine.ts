import { MMW_LENGTH_WORDS } from '@groupgift/domain';
import { cleanName, countWords } from './compose';
import type { GenerateInput, MagicWriterEngine } from './engine';
import { toneForOccasion } from './phrases/banks';

export type OpenAiEngineOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Used whenever the remote service is slow, down, or answers with something unusable. */
  fallback: MagicWriterEngine;
  fetchImpl?: typeof fetch;
  /** Receives failure reasons only; message text never reaches it. */
  onFallback?: (reason: string) => void;
};

/** Accepts "https://host", "https://host/" or "https://host/v1". */
export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base.endsWith('/v1') ? base : `${base}/v1`}/chat/completions`;
}

function generatePrompt(input: GenerateInput): string {
  const { min, max } = MMW_LENGTH_WORDS[input.length];
  const tone = toneForOccasion(input.occasion, input.tone);
  return [
    `Occasion: ${input.occasion.replace('-', ' ')}.`,
    `Recipient's name: ${cleanName(input.recipientName)}.`,
    `The writer is the recipient's ${input.relationship}.`,
    `Tone: ${tone}.`,
    `Length: between ${min} and ${max} words.`,
    `Spelling: ${input.market === 'AU' ? 'Australian/British English' : 'American English'}.`,
  ].join('\n');
}

const GENERATE_SYSTEM = [
  'You write messages for a shared greeting card that several people sign.',
  'Answer with the message text only: no title, no quotes, no sign-off name, no placeholders or brackets.',
  "Use the recipient's name. Be kind and inclusive; humour must never be at anyone's expense.",
  'For sympathy, never joke and never use exclamation marks.',
].join(' ');

const IMPROVE_SYSTEM = [
  'You proofread a message for a greeting card.',
  'Fix only spelling, capital letters, spacing, punctuation and accidentally repeated words.',
  'Keep every other word, the names, the emoji and the meaning exactly as written.',
  'Answer with the corrected message only. If nothing needs fixing, answer with the message unchanged.',
].join(' ');

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

/** Share of words kept, by longest common subsequence; guards against a rewrite. */
export function wordOverlap(a: string, b: string): number {
  const x = wordsOf(a);
  const y = wordsOf(b);
  if (x.length + y.length === 0) return 1;
  let prev = new Array<number>(y.length + 1).fill(0);
  for (const wx of x) {
    const row = [0];
    for (let j = 1; j <= y.length; j++) {
      row[j] = wx === y[j - 1] ? (prev[j - 1] ?? 0) + 1 : Math.max(prev[j] ?? 0, row[j - 1] ?? 0);
    }
    prev = row;
  }
  return (2 * (prev[y.length] ?? 0)) / (x.length + y.length);
}

export function createOpenAiEngine(options: OpenAiEngineOptions): MagicWriterEngine {
  const { fallback } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = chatCompletionsUrl(options.baseUrl);

  async function complete(system: string, user: string, temperature: number): Promise<string> {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
      body: JSON.stringify({
        model: options.model,
        temperature,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new Error('empty completion');
    return content
      .trim()
      .replace(/^["“]|["”]$/g, '')
      .trim();
  }

  const reasonOf = (error: unknown) =>
    error instanceof Error ? (error.name === 'TimeoutError' ? 'timeout' : error.message) : 'unknown';

  return {
    async generate(input) {
      try {
        const message = await complete(GENERATE_SYSTEM, generatePrompt(input), 0.9);
        const { min, max } = MMW_LENGTH_WORDS[input.length];
        const words = countWords(message);
        const name = cleanName(input.recipientName);
        if (/[{}[\]<>]/.test(message)) throw new Error('placeholder in completion');
        if (name && !message.toLowerCase().includes(name.toLowerCase())) throw new Error('name missing');
        if (words < min || words > max) throw new Error('length out of bounds');
        if (input.occasion === 'sympathy' && message.includes('!'))
          throw new Error('unsuitable for sympathy');
        if (message === input.previousMessage) throw new Error('repeated message');
        return { message, engine: 'openai' };
      } catch (error) {
        options.onFallback?.(`generate: ${reasonOf(error)}`);
        return fallback.generate(input);
      }
    },
    async improve(input) {
      // The local proofreader decides whether anything needs fixing: correct text is never sent out.
      const local = await fallback.improve(input);
      if (local.message === input.message) return local;
      try {
        const message = await complete(IMPROVE_SYSTEM, input.message, 0);
        if (wordOverlap(message, local.message) < 0.85) throw new Error('rewrite rejected');
        return { message, engine: 'openai' };
      } catch (error) {
        options.onFallback?.(`improve: ${reasonOf(error)}`);
        return local;
      }
    },
    randomFact(previous) {
      // Facts come from the checked local list: a model could invent one.
      return fallback.randomFact(previous);
    },
    async isAvailable() {
      return true;
    },
  };
}
