import { expect, test } from '@playwright/test';

// Runs after every other browser test (its project depends on theirs): whatever they clicked, paid,
// retried, reloaded or refunded, each collection's collected, joined and charity figures still equal
// the sum of its succeeded payments (decision 051). The server keeps the opening balances it started with.
test('no browser test left a collection whose figures disagree with its payments', async ({ request }) => {
  const response = await request.get('/sandbox-provider/control/ledger');
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { mismatches: unknown[] }).mismatches).toEqual([]);
});
