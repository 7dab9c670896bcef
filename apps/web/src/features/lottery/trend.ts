import type { DrawRecord, LotteryGroupCode } from '@croupier/contracts';
import { readWinNumbers } from './draw-numbers';

/**
 * The trend of a game's recent draws: how often each value came at each position, and a running figure per draw
 * (the sum the two-sides bets are about), oldest first so a line reads left to right.
 */
export type Trend = {
  /** One per position (ball 1, ball 2, ... or, for Vietnamese draws, the special prize's tens and units). */
  positions: number;
  values: string[];
  /** counts[position][valueIndex] over the draws. */
  counts: number[][];
  /** The figure per draw, oldest first, with the numero it belongs to. */
  sums: { numero: string; sum: number }[];
  /** Which figure `sums` holds, for its label. */
  sumKind: 'value' | 'sum' | 'topTwoSum' | 'specialLastTwoSum';
};

const valuesOfGroup: Partial<Record<LotteryGroupCode, string[]>> = {
  K3: ['1', '2', '3', '4', '5', '6'],
  '11X5': Array.from({ length: 11 }, (_, index) => String(index + 1).padStart(2, '0')),
  PK10: Array.from({ length: 10 }, (_, index) => String(index + 1).padStart(2, '0')),
};
const digitValues = Array.from({ length: 10 }, (_, index) => String(index));

/** The balls a draw counts in the trend, or null for a draw without a result (void, not drawn yet). */
function trendBalls(group: LotteryGroupCode, record: DrawRecord): string[] | null {
  if (!record.winNo) return null;
  const result = readWinNumbers(group, record.winNo);
  if (result.kind === 'balls') return result.balls;
  if (result.kind === 'tiers') {
    const special = result.tiers.find((tier) => tier.code === 'DB')?.numbers[0];
    return special && special.length >= 2 ? [...special.slice(-2)] : null;
  }
  return null;
}

function figureOf(group: LotteryGroupCode, balls: string[]): number {
  const numbers = balls.map(Number);
  if (group === 'PK10') return (numbers[0] ?? 0) + (numbers[1] ?? 0);
  return numbers.reduce((total, value) => total + value, 0);
}

/** The trend of the draws (newest first, as the history call answers), or null for a game it does not suit. */
export function buildTrend(group: LotteryGroupCode, records: readonly DrawRecord[]): Trend | null {
  if (group === 'TH' || group === '4D' || group === 'VN_N' || group === 'VN_C' || group === 'VN_S') return null;
  const draws = records
    .flatMap((record) => {
      const balls = trendBalls(group, record);
      return balls ? [{ numero: record.numero, balls }] : [];
    })
    .reverse();
  const positions = Math.max(0, ...draws.map((draw) => draw.balls.length));
  if (positions === 0) return null;
  const values = valuesOfGroup[group] ?? digitValues;
  const counts = Array.from({ length: positions }, () => values.map(() => 0));
  for (const draw of draws) {
    draw.balls.forEach((ball, position) => {
      const index = values.indexOf(ball);
      const row = counts[position];
      if (row && index >= 0) row[index] = (row[index] ?? 0) + 1;
    });
  }
  return {
    positions,
    values,
    counts,
    sums: draws.map((draw) => ({ numero: draw.numero, sum: figureOf(group, draw.balls) })),
    sumKind:
      group === 'WINGO' ? 'value' : group === 'PK10' ? 'topTwoSum' : group === 'VN_FAST' ? 'specialLastTwoSum' : 'sum',
  };
}
