import type { Market } from '@groupgift/domain';

/** Fixed demo UUIDs shared with the web app and the end-to-end tests (see the team brief). */
export const DEMO_MARKET_PREFIX = { US: '10000000', AU: '20000000' } as const satisfies Record<
  Market,
  string
>;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function demoCollectionGuid(market: Market, nn: number): string {
  return `${DEMO_MARKET_PREFIX[market]}-0000-4000-8000-${pad(nn, 12)}`;
}

export function demoGroupCardGuid(market: Market, nn: number): string {
  return `${DEMO_MARKET_PREFIX[market]}-0000-4000-8200-${pad(nn, 12)}`;
}

export function demoMessageGuid(market: Market, nn: number, seq: number): string {
  return `${DEMO_MARKET_PREFIX[market]}-0000-4000-8100-${pad(nn * 100 + seq, 12)}`;
}

/** One invitee per demo collection, so that invitation links with `invId` can be tried. */
export function demoInviteeGuid(market: Market, nn: number): string {
  return `${DEMO_MARKET_PREFIX[market]}-0000-4000-8300-${pad(nn, 12)}`;
}

export const DEMO_ORGANISER_GUID = '30000000-0000-4000-8000-000000000001';
export const DEMO_ORGANISER_EMAIL = 'demo@groupgift.test';
/** The demo's operator account (decision 155): seeded only in a demo start, printed with its password. */
export const DEMO_OPERATOR_GUID = '30000000-0000-4000-8600-000000000001';
export const DEMO_OPERATOR_EMAIL = 'support@groupgift.test';
export const DEMO_OPERATOR_PASSWORD = 'support desk demo password';
export const DEMO_PLAN_GUIDS = [
  '30000000-0000-4000-8400-000000000001',
  '30000000-0000-4000-8400-000000000002',
] as const;
export const DEMO_PACK_GUID = '30000000-0000-4000-8500-000000000001';
export const DEMO_PROMO_CODE = 'DEMO10';
