import type { AppDatabase } from '../../db/client';
import { listIssuedGiftCards } from '../../db/repositories/redemptions-repository';
import { ProviderError } from '../../payment-providers/provider';
import type { PayoutProviders } from '../../payment-providers/select-payout-providers';
import { payoutProviderNamed } from '../redemptions/select-payout-providers';

/** An issued gift card the provider tells differently from our books. */
export interface GiftCardMismatch {
  redemption: string;
  problems: string[];
}

/**
 * The ledger check's provider side for gift cards (issue 33): each of the latest issued cards is read
 * back from the provider that issued it, which must hold one issued card of exactly the amount our
 * ledger took (amount − fee) in the collection's currency. A provider that cannot be reached is a
 * problem to report, not a pass.
 */
export async function giftCardMismatches(db: AppDatabase, providers: PayoutProviders, limit = 200): Promise<GiftCardMismatch[]> {
  const found: GiftCardMismatch[] = [];
  for (const row of await listIssuedGiftCards(db, limit)) {
    const provider = payoutProviderNamed(providers, row.provider);
    const problems: string[] = [];
    if (!provider) problems.push(`provider ${row.provider} is not configured`);
    else {
      try {
        const card = await provider.getGiftCard(row.providerPayoutId!);
        const net = row.amountCents - row.feeCents;
        if (card.status !== 'issued') problems.push(`provider says ${card.status}, we say paid`);
        if (card.balanceCents !== net) problems.push(`provider value ${card.balanceCents} ≠ ledger ${net}`);
        if (card.currency !== row.currency) problems.push(`provider currency ${card.currency} ≠ ${row.currency}`);
      } catch (error) {
        problems.push(error instanceof ProviderError ? `provider unreachable: ${error.message}` : `provider refused: ${(error as Error).message}`);
      }
    }
    if (problems.length > 0) found.push({ redemption: row.guid, problems });
  }
  return found;
}
