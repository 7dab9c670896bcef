import type { Contribution } from '@croupier/contracts';
import type { StoredBonusTerms } from './bonus.tables.js';

/**
 * The default contribution table (engagement reference §3.1): slots and fishing count in full, live tables a tenth,
 * everything else (sports, card games against other players, lottery, cockfight) nothing. An unlisted bet counts 0.
 */
export const defaultContributions: readonly Contribution[] = [
  { scope: 'category', reference: 'RNG', percent: 100 },
  { scope: 'category', reference: 'FISH', percent: 100 },
  { scope: 'category', reference: 'LIVE', percent: 10 },
  { scope: 'default', reference: '', percent: 0 },
];

const scopeOrder = { game: 1, vendor: 2, category: 3, default: 4 } as const;

/**
 * A bet's contribution in percent: game code, then vendor, then category, then the default; none, 0. The database's
 * `bonus_contribution` (migration 0054) answers the same for the bet path; a test holds them equal.
 */
export function contributionOf(
  contributions: readonly Contribution[],
  bet: { gameCode: string; vendorCode: string; category: string },
): number {
  const matching = contributions
    .filter(
      (row) =>
        (row.scope === 'game' && row.reference === bet.gameCode) ||
        (row.scope === 'vendor' && row.reference === bet.vendorCode) ||
        (row.scope === 'category' && row.reference === bet.category) ||
        row.scope === 'default',
    )
    .sort((first, second) => scopeOrder[first.scope] - scopeOrder[second.scope]);
  return matching[0]?.percent ?? 0;
}

/** What a stake adds to turnover: rounded toward zero, so a void takes back exactly what its bet added. */
export function weightedStake(stakeMinor: bigint, percent: number): bigint {
  const magnitude = ((stakeMinor < 0n ? -stakeMinor : stakeMinor) * BigInt(percent)) / 100n;
  return stakeMinor < 0n ? -magnitude : magnitude;
}

/** The turnover a grant needs: the multiple of the bonus, or of the bonus and its qualifying deposit. */
export function turnoverRequired(terms: StoredBonusTerms, grantedMinor: bigint, depositMinor: bigint): bigint {
  const base = terms.basis === 'bonus_plus_deposit' ? grantedMinor + depositMinor : grantedMinor;
  return base * BigInt(terms.turnoverMultiplier);
}

/** What completion turns into cash: all of it, or the max-win multiple of the grant; the rest is forfeited. */
export function convertible(terms: StoredBonusTerms, grantedMinor: bigint, balanceMinor: bigint): bigint {
  if (terms.maxWinMultiplier === null) return balanceMinor;
  const cap = grantedMinor * BigInt(terms.maxWinMultiplier);
  return balanceMinor < cap ? balanceMinor : cap;
}
