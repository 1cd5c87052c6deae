import { randomUUID } from 'node:crypto';

/** A $20.00 payment with no fee, from a payer of its own each time (a crowd, not one person paying twice). */
export const paymentJson = (collectionId: number, token: string) =>
  JSON.stringify({
    collectionId,
    netAmount: 2000,
    contributionFee: 0,
    contributionAmount: 2000,
    email: `bench-${randomUUID().slice(0, 8)}@example.test`,
    fName: 'Bench',
    lName: 'Mark',
    checkOutToken: token,
  });
