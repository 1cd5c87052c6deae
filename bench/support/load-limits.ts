/**
 * A load test pays from one address (127.0.0.1) many times a second with one test card: the
 * card-testing limits (decision 132) would ask it for the challenge within seconds. These raise
 * the per-address and per-card figures, by the variables an operator would use, for the payment
 * load benches only; card-testing.ts measures the limits at their real figures.
 */
export const LOAD_TEST_CARD_LIMITS = {
  CARD_DECLINES_PER_ADDRESS: '1000000',
  CARD_ATTEMPTS_PER_ADDRESS: '1000000',
  CARD_COLLECTIONS_PER_ADDRESS: '1000000',
  CARD_DECLINES_PER_CARD: '1000000',
};
