import { parseMinorAmount } from './decimal-amount.js';
import type { TableConfig } from './table-config.js';
import type { TableBet, TableBetMinor } from './table-types.js';

/** Why bets were refused; the vendor answers every one of them as the page's INVALID_BET. */
export const tableBetErrorCodes = [
  'NO_BETS',
  'TOO_MANY_BETS',
  'UNKNOWN_SPOT',
  'INVALID_AMOUNT',
  'BELOW_SPOT_MINIMUM',
  'ABOVE_SPOT_MAXIMUM',
  'ABOVE_ROUND_MAXIMUM',
] as const;
export type TableBetErrorCode = (typeof tableBetErrorCodes)[number];

export type TableBetRefusal = { ok: false; code: TableBetErrorCode; spot?: string };

/** Larger than any layout, small enough that one request cannot make the vendor loop for long. */
export const maxBetsPerRequest = 100;

/** Decimal amounts to minor units; refuses the whole list on the first amount that is not a plain decimal. */
export function parseTableBets(
  bets: readonly TableBet[],
  scale = 2,
): { ok: true; bets: TableBetMinor[] } | TableBetRefusal {
  const parsed: TableBetMinor[] = [];
  for (const bet of bets) {
    const amountMinor = parseMinorAmount(bet.amount, scale);
    if (amountMinor === null) return { ok: false, code: 'INVALID_AMOUNT', spot: bet.spot };
    parsed.push({ spot: bet.spot, amountMinor });
  }
  return { ok: true, bets: parsed };
}

/**
 * Checks bets a player adds to a round on top of what they already placed in it. Limits apply to the player's
 * total on each spot and on the whole round, so splitting a bet across requests cannot get around them.
 * On success, answers the player's bets of the round after adding, one per spot in first-placed order.
 */
export function validateBets(
  config: TableConfig,
  newBets: readonly TableBetMinor[],
  placedBets: readonly TableBetMinor[] = [],
): { ok: true; bets: TableBetMinor[] } | TableBetRefusal {
  if (newBets.length === 0) return { ok: false, code: 'NO_BETS' };
  if (newBets.length > maxBetsPerRequest) return { ok: false, code: 'TOO_MANY_BETS' };
  for (const bet of newBets) {
    if (!Object.hasOwn(config.spotLimits, bet.spot)) return { ok: false, code: 'UNKNOWN_SPOT', spot: bet.spot };
    const amount = bet.amountMinor;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount % config.stepMinor !== 0) {
      return { ok: false, code: 'INVALID_AMOUNT', spot: bet.spot };
    }
  }
  const totals = new Map<string, number>();
  for (const bet of [...placedBets, ...newBets]) totals.set(bet.spot, (totals.get(bet.spot) ?? 0) + bet.amountMinor);
  let roundTotal = 0;
  for (const [spot, total] of totals) {
    const limit = config.spotLimits[spot];
    if (!limit) return { ok: false, code: 'UNKNOWN_SPOT', spot };
    if (total < limit.minMinor) return { ok: false, code: 'BELOW_SPOT_MINIMUM', spot };
    if (total > limit.maxMinor) return { ok: false, code: 'ABOVE_SPOT_MAXIMUM', spot };
    roundTotal += total;
  }
  if (roundTotal > config.roundMaxMinor) return { ok: false, code: 'ABOVE_ROUND_MAXIMUM' };
  return { ok: true, bets: [...totals].map(([spot, amountMinor]) => ({ spot, amountMinor })) };
}
