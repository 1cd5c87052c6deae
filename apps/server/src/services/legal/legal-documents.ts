import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderMarkdown } from './markdown';

export const LEGAL_MARKETS = ['AU', 'US'] as const;
export type LegalMarket = (typeof LEGAL_MARKETS)[number];
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export interface LegalConfig {
  /** The texts shipped with the product: content/legal/{au,us}/{terms,privacy}.md. */
  builtInDir: string;
  /** LEGAL_CONTENT_DIR: the operator's folder of the same layout; a file there wins. */
  overrideDir?: string;
}

export interface LegalPage {
  market: LegalMarket;
  document: LegalDocument;
  title: string;
  html: string;
}

async function readFirst(paths: string[]): Promise<string | undefined> {
  for (const path of paths) {
    try {
      return await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return undefined;
}

/**
 * The page for a market, read from the operator's folder when it has the file, else the built-in
 * one. Read on each request: the files are small, and an operator's edit shows without a restart.
 */
export async function loadLegalPage(config: LegalConfig, market: LegalMarket, document: LegalDocument): Promise<LegalPage | undefined> {
  const relative = join(market.toLowerCase(), `${document}.md`);
  const dirs = [config.overrideDir, config.builtInDir].filter((d): d is string => d !== undefined);
  const source = await readFirst(dirs.map((dir) => join(dir, relative)));
  if (source === undefined) return undefined;
  const rendered = renderMarkdown(source);
  return { market, document, title: rendered.title ?? (document === 'terms' ? 'Terms and conditions' : 'Privacy policy'), html: rendered.html };
}
