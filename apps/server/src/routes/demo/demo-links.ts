import { z } from 'zod';
import { DEMO_COLLECTIONS, DEMO_MARKETS } from '../../db/seed/demo-collections';
import { DEMO_ORGANISER_GUID, demoCollectionGuid } from '../../db/seed/demo-ids';

// The list both demo answers are made from: the JSON route and the HTML page each import it from here.
const demoCollectionSchema = z.object({
  collectionGuid: z.uuid(),
  market: z.enum(['US', 'AU']),
  setupType: z.string(),
  title: z.string(),
  shows: z.string(),
  url: z.string(),
});

export const demoListSchema = z.object({
  organiser: z.object({ userId: z.uuid(), packPaymentUrl: z.string() }),
  collections: z.array(demoCollectionSchema),
});

export type DemoLinks = z.infer<typeof demoListSchema>;

export function demoLinks(): DemoLinks {
  return {
    organiser: {
      userId: DEMO_ORGANISER_GUID,
      packPaymentUrl: `/payment?packpayment=true&userid=${DEMO_ORGANISER_GUID}`,
    },
    collections: DEMO_MARKETS.flatMap((market) =>
      DEMO_COLLECTIONS.map((c) => {
        const guid = demoCollectionGuid(market, c.nn);
        return {
          collectionGuid: guid,
          market,
          setupType: c.setupType,
          title: c.title,
          shows: c.shows,
          url: `/contribute/${guid}`,
        };
      }),
    ),
  };
}
