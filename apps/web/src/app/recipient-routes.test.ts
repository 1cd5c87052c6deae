import { describe, expect, it } from 'vitest';
import { DELIVERY_ROUTES } from '@groupgift/domain';
import { recipientRoutes } from './recipient-routes';

describe('recipientRoutes', () => {
  it("serves the contract's web routes of the ending", () => {
    const paths = recipientRoutes.flatMap((route) => route.children?.map((child) => child.path) ?? []);
    expect(paths.sort()).toEqual(Object.values(DELIVERY_ROUTES).sort());
  });
});
