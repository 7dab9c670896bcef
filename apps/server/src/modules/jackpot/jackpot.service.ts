import { jackpotShareScale } from '@croupier/contracts';

/** The settled-bet stream's consumer that feeds the pools. */
export const jackpotContributionConsumer = 'jackpot-contribution';
/** The vendor whose slots feed the pools and whose trigger pays them; the house's side of a stake is its account. */
export const jackpotVendorCode = 'HOUSE';
/** The house vendor's slots are its RNG games (its tables are LIVE, fishing FISH, card tables PVP). */
export const jackpotGameType = 'RNG';

/**
 * What a batch of counted stakes adds to a pool at `shareBasisPoints`: the numerator grows by stake × share, and the
 * pool receives the growth of its whole part over 10,000. However the stakes are batched, the pool's contributions
 * are exactly ⌊Σ stake × share / 10,000⌋ (for one share): nothing is lost to rounding per spin.
 */
export function contributionOf(input: { accruedNumerator: bigint; stakeMinor: bigint; shareBasisPoints: number }): {
  accruedNumerator: bigint;
  contributionMinor: bigint;
} {
  const scale = BigInt(jackpotShareScale);
  const accruedNumerator = input.accruedNumerator + input.stakeMinor * BigInt(input.shareBasisPoints);
  return {
    accruedNumerator,
    contributionMinor: accruedNumerator / scale - input.accruedNumerator / scale,
  };
}

/** Whether a settled-bet event is a house-vendor slot stake that feeds the pool (a void's negative delta does not). */
export function feedsJackpot(event: { vendorCode: string; gameType: string; stakeMinor: bigint }): boolean {
  return event.vendorCode === jackpotVendorCode && event.gameType === jackpotGameType && event.stakeMinor > 0n;
}
