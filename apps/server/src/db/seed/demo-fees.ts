import type { FeeTable, Market } from '@groupgift/domain';

// Per-market default fee tables the demo collections start from (fixed part in cents, percentages
// in percent units). Real deployments load their own per collection.
export const DEMO_FEE_TABLES: Record<Market, FeeTable> = {
  US: {
    amexFeeAmount: 30,
    amexFeePercentage: 3.5,
    ccFeeAmount: 30,
    ccFeePercentage: 2.9,
    paypalFeeAmount: 49,
    paypalFeePercentage: 3.49,
    stripeFeeAmount: 30,
    stripeFeePercentage: 2.9,
    bulkGiftsFee: 5,
  },
  AU: {
    amexFeeAmount: 30,
    amexFeePercentage: 2.9,
    ccFeeAmount: 30,
    ccFeePercentage: 1.75,
    paypalFeeAmount: 30,
    paypalFeePercentage: 2.6,
    stripeFeeAmount: 30,
    stripeFeePercentage: 1.75,
    bulkGiftsFee: 5,
  },
};
