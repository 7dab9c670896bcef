import type { ClusterModel, ClusterOutcome, HoldAndWinModel, HoldAndWinOutcome } from './feature-types.js';
import type { SlotVolatility } from './slot-types.js';

export type FeatureSlotOutcome = ClusterOutcome | HoldAndWinOutcome;

/** What a cluster or hold-and-win page needs to draw and explain its game; no weights. */
export type FeatureSlotSummary = {
  modelId: string;
  engine: 'cluster' | 'hold-and-win';
  volatility: SlotVolatility;
  statedRtpPercent: number;
  hitRatePercent: number;
  /** The standard deviation of a round's win, in stakes. */
  standardDeviation: number;
  columns: number;
  rows: number;
  /** Coins in a stake; pays are in coins. */
  betUnits: number;
  symbols: { id: string; kind: 'regular' | 'coin'; glyph: string; icon: string; colour: string }[];
  /** Pays by size (cluster) or count anywhere (hold and win), in coins. */
  paytable: { symbol: string; pays: { from: number; to: number; coins: number }[] }[];
  stakeOptionsMinor: number[];
  cluster: { minimumCluster: number; tumbleMultipliers: number[]; maxTumbles: number } | null;
  holdAndWin: {
    triggerCoins: number;
    respins: number;
    /** Coin values in stakes, and the jackpots' sizes in stakes. */
    coinStakes: number[];
    jackpots: { mini: number; minor: number; major: number; grand: number };
  } | null;
  /** Present only where the brand offers the buy to this launch. */
  buy: { priceStakes: number; startCoins: number; rtpPercent: number } | null;
};

/** The page's view of a model; the buy shows only when the launch allows it. */
export function summarizeFeatureSlot(model: ClusterModel | HoldAndWinModel, buyAllowed: boolean): FeatureSlotSummary {
  const common = {
    modelId: model.id,
    engine: model.engine,
    volatility: model.volatility,
    statedRtpPercent: model.statedRtpPercent,
    hitRatePercent: model.statedHitRatePercent,
    standardDeviation: model.statedStandardDeviation,
    columns: model.columns,
    rows: model.rows,
    betUnits: model.betUnits,
    stakeOptionsMinor: [...model.stakeOptionsMinor],
  };
  if (model.engine === 'cluster')
    return {
      ...common,
      symbols: model.symbols.map(({ id, glyph, icon, colour }) => ({ id, kind: 'regular', glyph, icon, colour })),
      paytable: model.symbols.map((symbol) => ({
        symbol: symbol.id,
        pays: symbol.pays.map((pay) => ({ from: pay.minimumSize, to: pay.maximumSize, coins: pay.coins })),
      })),
      cluster: {
        minimumCluster: model.minimumCluster,
        tumbleMultipliers: [...model.tumbleMultipliers],
        maxTumbles: model.maxTumbles,
      },
      holdAndWin: null,
      buy: null,
    };
  const jackpot = (kind: 'mini' | 'minor' | 'major') =>
    (model.coinValues.find((value) => value.kind === kind)?.coins ?? 0) / model.betUnits;
  return {
    ...common,
    symbols: model.symbols.map(({ id, kind, glyph, icon, colour }) => ({ id, kind, glyph, icon, colour })),
    paytable: model.symbols
      .filter((symbol) => symbol.pays.length > 0)
      .map((symbol) => ({
        symbol: symbol.id,
        pays: symbol.pays.map((pay) => ({ from: pay.minimumCount, to: pay.maximumCount, coins: pay.coins })),
      })),
    cluster: null,
    holdAndWin: {
      triggerCoins: model.triggerCoins,
      respins: model.respins,
      coinStakes: model.coinValues
        .filter((value) => value.kind === 'coins')
        .map((value) => value.coins / model.betUnits),
      jackpots: {
        mini: jackpot('mini'),
        minor: jackpot('minor'),
        major: jackpot('major'),
        grand: model.grandCoins / model.betUnits,
      },
    },
    buy: buyAllowed
      ? { priceStakes: model.buy.priceStakes, startCoins: model.buy.startCoins, rtpPercent: model.statedBuyRtpPercent }
      : null,
  };
}
