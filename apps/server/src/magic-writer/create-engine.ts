import type { MagicWriterConfig } from './config';
import type { MagicWriterEngine } from './engine';
import { createLocalEngine } from './local-engine';
import { createOpenAiEngine } from './openai-engine';

/** The OpenAI-compatible engine is used only when base URL, key and model are all set. */
export function createMagicWriterEngine(
  config: MagicWriterConfig,
  onFallback?: (reason: string) => void,
): MagicWriterEngine {
  const local = createLocalEngine();
  const { MMW_OPENAI_BASE_URL: baseUrl, MMW_OPENAI_API_KEY: apiKey, MMW_OPENAI_MODEL: model } = config;
  if (!baseUrl || !apiKey || !model) return local;
  return createOpenAiEngine({
    baseUrl,
    apiKey,
    model,
    timeoutMs: config.MMW_OPENAI_TIMEOUT_MS,
    fallback: local,
    ...(onFallback ? { onFallback } : {}),
  });
}
