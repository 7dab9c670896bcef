/**
 * The shapes of the cluster and hold-and-win games: models, and the outcome of one paid round. Nothing here needs
 * Node, so the game pages import it too (the engines are cluster-engine.ts and hold-and-win-engine.ts).
 */
import type { SlotPosition, SlotVolatility } from './slot-types.js';

export type ClusterPay = {
  /** Cluster sizes this pay covers, both included. */
  minimumSize: number;
  maximumSize: number;
  /** Pay in coins (a stake is `betUnits` coins). */
  coins: number;
};

export type ClusterSymbol = {
  id: string;
  /** Text that stands for the symbol where no drawing is available. */
  glyph: string;
  /** The drawing the game page uses. */
  icon: string;
  colour: string;
  /** Relative chance of each drawn cell showing this symbol. */
  weight: number;
  pays: readonly ClusterPay[];
};

export type ClusterModel = {
  id: string;
  engine: 'cluster';
  volatility: SlotVolatility;
  /** The exact return, percent to two decimals (proved by cluster-math). */
  statedRtpPercent: number;
  /** The exact P(a paid round wins), percent to two decimals. */
  statedHitRatePercent: number;
  /** The exact standard deviation of one round's win, in stakes, to two decimals. */
  statedStandardDeviation: number;
  columns: number;
  rows: number;
  /** Coins in a stake. */
  betUnits: number;
  minimumCluster: number;
  symbols: readonly ClusterSymbol[];
  /** The first grid's wins times the first, the first tumble's times the second, and so on; the last one holds. */
  tumbleMultipliers: readonly number[];
  /** The most tumbles in a round: the grid after the last one pays and the round ends even if it wins again. */
  maxTumbles: number;
  stakeOptionsMinor: readonly number[];
};

export type ClusterWin = {
  symbol: string;
  size: number;
  positions: SlotPosition[];
  winMinor: number;
};

export type ClusterStep = {
  /** `grid[column][row]` symbol ids. */
  grid: string[][];
  /** Cells that fell in before this grid (empty for the first grid). */
  newPositions: SlotPosition[];
  clusters: ClusterWin[];
  multiplier: number;
  winMinor: number;
};

export type ClusterOutcome = {
  engine: 'cluster';
  modelId: string;
  stakeMinor: number;
  coinMinor: number;
  /** Every drawn cell as a symbol index, in draw order: the input of `replayClusterRound`. */
  draws: number[];
  steps: ClusterStep[];
  totalWinMinor: number;
};

export type CountPay = { minimumCount: number; maximumCount: number; coins: number };

export type HoldAndWinSymbol = {
  id: string;
  kind: 'regular' | 'coin';
  glyph: string;
  icon: string;
  colour: string;
  weight: number;
  /** Pays by count anywhere in view; empty for the coin. */
  pays: readonly CountPay[];
};

export type CoinValue = {
  /** `coins` is a plain value; the others are the fixed jackpots of that name. */
  kind: 'coins' | 'mini' | 'minor' | 'major';
  coins: number;
  weight: number;
};

export type HoldAndWinModel = {
  id: string;
  engine: 'hold-and-win';
  volatility: SlotVolatility;
  statedRtpPercent: number;
  statedHitRatePercent: number;
  statedStandardDeviation: number;
  /** The bought feature's exact return, percent to two decimals. */
  statedBuyRtpPercent: number;
  columns: number;
  rows: number;
  betUnits: number;
  symbols: readonly HoldAndWinSymbol[];
  coinValues: readonly CoinValue[];
  triggerCoins: number;
  respins: number;
  /** Chance an empty cell lands a coin on a respin, as numerator / denominator. */
  respinCoinChance: { numerator: number; denominator: number };
  /** The Grand jackpot in coins, paid when every cell holds a coin. */
  grandCoins: number;
  buy: { priceStakes: number; startCoins: number };
  stakeOptionsMinor: readonly number[];
};

export type HoldAndWinMode = 'base' | 'buy';

export type CoinCell = {
  position: SlotPosition;
  kind: CoinValue['kind'];
  /** The coin's value in coins times the coin value. */
  valueMinor: number;
};

export type CountWin = { symbol: string; count: number; positions: SlotPosition[]; winMinor: number };

export type HoldAndWinRespin = {
  /** Coins this respin landed. */
  landed: CoinCell[];
  /** Respins left after this one. */
  respinsLeft: number;
};

export type HoldAndWinFeature = {
  /** The coins the feature started with (the base spin's, or the bought ones). */
  startCoins: CoinCell[];
  respins: HoldAndWinRespin[];
  /** Coins held at the end. */
  coinCount: number;
  full: boolean;
  coinsWinMinor: number;
  grandMinor: number;
  winMinor: number;
};

export type HoldAndWinOutcome = {
  engine: 'hold-and-win';
  modelId: string;
  mode: HoldAndWinMode;
  /** What the round cost: the stake, or the buy price. */
  stakeMinor: number;
  /** The stake the round was played at (a buy costs `priceStakes` of these). */
  baseStakeMinor: number;
  coinMinor: number;
  /** The random draws in order (each a uniform integer below the bound the rules asked for): replay input. */
  draws: number[];
  /** The base spin's `grid[column][row]` symbol ids; null for a buy. */
  grid: string[][] | null;
  /** Coins in the base grid with their values. */
  gridCoins: CoinCell[];
  wins: CountWin[];
  baseWinMinor: number;
  feature: HoldAndWinFeature | null;
  totalWinMinor: number;
};
