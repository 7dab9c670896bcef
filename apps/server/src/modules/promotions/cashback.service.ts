import type { PromotionCard } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { cashbackMinor, cashbackPeriodAt, cashbackPeriodKind, lowestTierMinor } from './cashback.js';
import { memberNetLossMinor } from './cashback.repository.js';
import type { PromotionRow } from './promotions.repository.js';

/**
 * A running CASHBACK card's progress (decision 0080): the member's net loss of the period so far against the lowest
 * tier, and the cashback it would earn if the period ended now. A member ahead shows a loss of 0.
 */
export async function cashbackProgress(
  db: Database,
  input: { offer: PromotionRow; memberId: string; currency: string; timeZone: string; at: Date },
): Promise<PromotionCard['progress']> {
  const reward = input.offer.reward;
  if (reward.kind !== 'percent_of_net_loss') return [];
  const period = cashbackPeriodAt(cashbackPeriodKind(input.offer.limits.perPlayer), input.at, input.timeZone);
  const netLoss = await memberNetLossMinor(db, {
    memberId: input.memberId,
    currency: input.currency,
    family: input.offer.terms.productFamily,
    period,
  });
  const shown = netLoss > 0n ? netLoss : 0n;
  return [
    { kind: 'net_loss', current: formatMinor(shown), required: formatMinor(lowestTierMinor(reward)) },
    { kind: 'cashback_now', current: formatMinor(cashbackMinor(reward, shown)), required: null },
  ];
}

/** Adds the progress to the member's running CASHBACK cards (state `process`); other cards are left as they are. */
export async function withCashbackProgress<Entry extends { card: PromotionCard; offer: PromotionRow }>(
  db: Database,
  input: { entries: Entry[]; memberId: string | null; currency: string; timeZone: string; at: Date },
): Promise<Entry[]> {
  const { memberId } = input;
  if (memberId === null) return input.entries;
  const shown: Entry[] = [];
  for (const entry of input.entries) {
    if (entry.offer.type !== 'CASHBACK' || entry.card.state !== 'process') {
      shown.push(entry);
      continue;
    }
    const progress = await cashbackProgress(db, { ...input, offer: entry.offer, memberId });
    shown.push({ ...entry, card: { ...entry.card, progress } });
  }
  return shown;
}
