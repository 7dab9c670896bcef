import type { SportsbookFacts, SportsbookMarginRow, SportsbookSport } from '@croupier/contracts';
import { formatAmount } from '@/lib/format-amount';

/** Minor units (digit text) as the brand currency's amount with two decimals: "123456" is "1,234.56". */
export function minorAmount(minor: string): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const size = negative ? -value : value;
  const whole = size / 100n;
  const cents = String(size % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${formatAmount(String(whole))}.${cents}`;
}

/** An amount typed by the operator (at most two decimals) as minor units, or null when it is not one. */
export function minorOf(text: string): string | null {
  const match = /^(\d{1,16})(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  return String(BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0')));
}

/** Decimal odds from integer thousandths: 1925 is "1.925". */
export function oddsText(oddsMilli: number): string {
  return (oddsMilli / 1000).toFixed(3);
}

/** Basis points as a percentage with two decimals: 425 is "4.25%". */
export function percentText(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2)}%`;
}

/** The share of the reference's alert: a liability at or over 80% of its limit is shown red (reference §8.2). */
export const liabilityAlertShare = 0.8;

/** Whether a liability is at or over the alert share of its limit (a limit of 0 means none: never). */
export function isLiabilityAlarming(liabilityMinor: string, limitMinor: string): boolean {
  const limit = BigInt(limitMinor);
  if (limit <= 0n) return false;
  return BigInt(liabilityMinor) * 10n >= limit * BigInt(Math.round(liabilityAlertShare * 10));
}

/** What the settlement form holds as text, for every sport; `factsOf` reads the event's sport's part. */
export type FactsForm = {
  halfTimeHome: string;
  halfTimeAway: string;
  fullTimeHome: string;
  fullTimeAway: string;
  bestOf: string;
  maps: { winner: '' | 'home' | 'away'; total: string }[];
  fightWinner: '' | 'meron' | 'wala' | 'draw';
};

export const emptyFactsForm: FactsForm = {
  halfTimeHome: '',
  halfTimeAway: '',
  fullTimeHome: '',
  fullTimeAway: '',
  bestOf: '3',
  maps: [{ winner: '', total: '' }],
  fightWinner: '',
};

const goals = (text: string): number | null => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null);

export type FactsProblem =
  'score' | 'halfTimeAboveFullTime' | 'bestOf' | 'map' | 'mapsAfterDecided' | 'seriesUndecided' | 'fightWinner';

/**
 * The facts the operator typed, or the key of what is wrong: a half-time score above the full-time one, a series
 * whose maps do not decide it (or go on after it is decided), a missing winner.
 */
export function factsOf(
  sport: SportsbookSport,
  form: FactsForm,
): { facts: SportsbookFacts } | { problem: FactsProblem } {
  if (sport === 'football') {
    const [halfHome, halfAway, fullHome, fullAway] = [
      goals(form.halfTimeHome),
      goals(form.halfTimeAway),
      goals(form.fullTimeHome),
      goals(form.fullTimeAway),
    ];
    if (halfHome === null || halfAway === null || fullHome === null || fullAway === null) return { problem: 'score' };
    if (halfHome > fullHome || halfAway > fullAway) return { problem: 'halfTimeAboveFullTime' };
    return {
      facts: {
        sport,
        halfTime: { home: halfHome, away: halfAway },
        fullTime: { home: fullHome, away: fullAway },
      },
    };
  }
  if (sport === 'esports') {
    const bestOf = Number(form.bestOf);
    if (![1, 3, 5, 7].includes(bestOf)) return { problem: 'bestOf' };
    const maps: { winner: 'home' | 'away'; total: number }[] = [];
    for (const map of form.maps) {
      if (map.winner === '' || !/^\d{1,3}$/.test(map.total.trim())) return { problem: 'map' };
      maps.push({ winner: map.winner, total: Number(map.total.trim()) });
    }
    const needed = Math.ceil(bestOf / 2);
    let home = 0;
    let away = 0;
    for (const [index, map] of maps.entries()) {
      if (map.winner === 'home') home += 1;
      else away += 1;
      if ((home === needed || away === needed) && index < maps.length - 1) return { problem: 'mapsAfterDecided' };
    }
    if (home < needed && away < needed) return { problem: 'seriesUndecided' };
    return { facts: { sport, bestOf, maps } };
  }
  if (form.fightWinner === '') return { problem: 'fightWinner' };
  return { facts: { sport, winner: form.fightWinner } };
}

/**
 * One day's hold over the rows given (one sport's or all): realised hold is (stakes − payouts) / stakes, and the
 * theoretical margin the stake-weighted mean of the rows' margins, both in basis points; a day without stakes has
 * neither (null), so the chart leaves a gap rather than drawing a zero.
 */
export function dailyHold(
  rows: readonly { day: string; stakeMinor: string; payoutMinor: string; theoreticalMarginBasisPoints: number }[],
): { day: string; stakeMinor: bigint; holdBasisPoints: number | null; theoreticalBasisPoints: number | null }[] {
  const days = new Map<string, { stake: bigint; payout: bigint; weighted: bigint }>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { stake: 0n, payout: 0n, weighted: 0n };
    const stake = BigInt(row.stakeMinor);
    day.stake += stake;
    day.payout += BigInt(row.payoutMinor);
    day.weighted += stake * BigInt(row.theoreticalMarginBasisPoints);
    days.set(row.day, day);
  }
  return [...days.entries()]
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([day, { stake, payout, weighted }]) => ({
      day,
      stakeMinor: stake,
      holdBasisPoints: stake === 0n ? null : Number(((stake - payout) * 10_000n) / stake),
      theoreticalBasisPoints: stake === 0n ? null : Number(weighted / stake),
    }));
}

/** The margin a market type is priced with: the operator's for the type, else for the tier's `*`, else the default. */
export function marginInForce(
  overrides: SportsbookMarginRow[],
  row: SportsbookMarginRow,
): SportsbookMarginRow | undefined {
  const mine = (marketType: string) =>
    overrides.find(
      (override) => override.sport === row.sport && override.tier === row.tier && override.marketType === marketType,
    );
  return mine(row.marketType) ?? mine('*');
}
