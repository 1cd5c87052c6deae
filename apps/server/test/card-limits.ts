/**
 * Every test pays from 127.0.0.1 with the same few test cards, so the card-testing limits per address
 * and per card would trip across a file's tests: they are raised here, by the same variables an
 * operator behind one office address would use (decision 132). The tests of the limits themselves
 * put the goal's figures back with `cardDefenceDefaults` (card-defences-fixtures.ts).
 * The servers the tests start as processes (child-server.ts, multi-server/app-server.ts) get them too.
 */
export const RAISED_CARD_LIMITS = {
  CARD_DECLINES_PER_ADDRESS: '1000000',
  CARD_ATTEMPTS_PER_ADDRESS: '1000000',
  CARD_COLLECTIONS_PER_ADDRESS: '1000000',
  CARD_DECLINES_PER_CARD: '1000000',
};
