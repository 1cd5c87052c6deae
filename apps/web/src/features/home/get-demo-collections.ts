import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

// The demo's collections (GET /api/demo/collections), answered only while the server runs with its
// demo data; a real site answers 404 and the home page then offers no demo.
const demoCollectionsSchema = z.object({
  collections: z.array(z.object({ market: z.enum(['US', 'AU']), setupType: z.string(), title: z.string(), url: z.string() })),
});
export type DemoCollections = z.infer<typeof demoCollectionsSchema>['collections'];

export async function getDemoCollections(signal?: AbortSignal): Promise<DemoCollections> {
  const answer = await apiRequest('/demo/collections', { name: 'getDemoCollections', schema: demoCollectionsSchema, errorMode: 'silent', signal });
  return answer.collections;
}
