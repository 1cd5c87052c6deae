import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { LEGAL_MARKETS, type LegalDocument, type LegalMarket } from '../../lib/legal-links';

const legalPageSchema = z.object({
  market: z.enum(LEGAL_MARKETS),
  document: z.enum(['terms', 'privacy']),
  title: z.string(),
  html: z.string(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

export function getLegalPage(document: LegalDocument, market: LegalMarket, signal?: AbortSignal): Promise<LegalPage> {
  return apiRequest(`/legal/${document}`, { name: 'getLegalPage', query: { market }, schema: legalPageSchema, errorMode: 'caller', signal });
}
