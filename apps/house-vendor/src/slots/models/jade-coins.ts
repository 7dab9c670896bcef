import type { CountPay, HoldAndWinModel } from '../feature-types.js';

const counts = [
  [6, 7],
  [8, 9],
  [10, 11],
  [12, 15],
] as const;

function pays(coins: readonly [number, number, number, number]): CountPay[] {
  return counts.map(([minimumCount, maximumCount], index) => ({ minimumCount, maximumCount, coins: coins[index]! }));
}

/**
 * Jade Coins, a 5x3 hold-and-win game of medium volatility for a stake of 20 coins: six or more of a symbol
 * anywhere pay by their count; six or more jade coins start the respins, where coins hold, each respin lands new
 * ones on empty cells (6 chances in 100 each) and resets the respins to 3. Coins carry 1 to
 * 10 stakes or the Mini (20), Minor (50) or Major (200) jackpot; a full grid adds the Grand, 1,000 stakes. The buy
 * (where the brand allows it) starts the respins with six coins for 52 stakes. The figures are exact
 * (hold-and-win-math), tested equal to the computation.
 */
export const jadeCoins: HoldAndWinModel = {
  id: 'jade-coins',
  engine: 'hold-and-win',
  volatility: 'medium',
  statedRtpPercent: 95.44,
  statedHitRatePercent: 25.87,
  statedStandardDeviation: 9.52,
  statedBuyRtpPercent: 95.04,
  columns: 5,
  rows: 3,
  betUnits: 20,
  symbols: [
    {
      id: 'pearl',
      kind: 'regular',
      glyph: '⚪',
      icon: 'pearl',
      colour: '#E0F2FE',
      weight: 12,
      pays: pays([110, 420, 1700, 8000]),
    },
    {
      id: 'fan',
      kind: 'regular',
      glyph: '🪭',
      icon: 'fan',
      colour: '#F87171',
      weight: 14,
      pays: pays([85, 280, 1100, 4000]),
    },
    {
      id: 'drum',
      kind: 'regular',
      glyph: '🥁',
      icon: 'drum',
      colour: '#FBBF24',
      weight: 18,
      pays: pays([55, 170, 700, 2500]),
    },
    {
      id: 'lantern',
      kind: 'regular',
      glyph: '🏮',
      icon: 'lantern',
      colour: '#FB7185',
      weight: 22,
      pays: pays([34, 110, 420, 1700]),
    },
    {
      id: 'knot',
      kind: 'regular',
      glyph: '🎀',
      icon: 'knot',
      colour: '#C084FC',
      weight: 26,
      pays: pays([22, 70, 250, 850]),
    },
    { id: 'jade-coin', kind: 'coin', glyph: '🪙', icon: 'jade-coin', colour: '#34D399', weight: 14, pays: [] },
  ],
  coinValues: [
    { kind: 'coins', coins: 20, weight: 700 },
    { kind: 'coins', coins: 40, weight: 500 },
    { kind: 'coins', coins: 60, weight: 300 },
    { kind: 'coins', coins: 100, weight: 240 },
    { kind: 'coins', coins: 200, weight: 160 },
    { kind: 'mini', coins: 400, weight: 60 },
    { kind: 'minor', coins: 1000, weight: 30 },
    { kind: 'major', coins: 4000, weight: 10 },
  ],
  triggerCoins: 6,
  respins: 3,
  respinCoinChance: { numerator: 6, denominator: 100 },
  grandCoins: 20000,
  buy: { priceStakes: 52, startCoins: 6 },
  stakeOptionsMinor: [2000, 4000, 10000, 20000, 40000],
};
