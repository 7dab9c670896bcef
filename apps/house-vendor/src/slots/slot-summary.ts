import { betUnitsOf } from './slot-engine.js';
import type { SlotModel, SlotModelSummary, SlotPaytableEntry } from './slot-types.js';

function paysOf(pays: SlotModel['symbols'][number]['pays']): SlotPaytableEntry['pays'] {
  return Object.entries(pays)
    .map(([count, multiplier]) => ({ count: Number(count), multiplier }))
    .filter((pay) => pay.multiplier > 0)
    .sort((left, right) => right.count - left.count);
}

/** What the game page shows of a model: looks, paytable, lines and rules, never the reel strips. */
export function summarizeSlotModel(model: SlotModel): SlotModelSummary {
  return {
    modelId: model.id,
    volatility: model.volatility,
    statedRtpPercent: model.statedRtpPercent,
    reels: model.reels.length,
    rows: model.rows,
    shape: model.ways ? 'ways' : 'lines',
    lines: model.lines.map((line) => [...line]),
    ways: model.ways ? model.rows ** model.reels.length : 0,
    betUnits: betUnitsOf(model),
    hitRatePercent: model.statedHitRatePercent ?? null,
    symbols: model.symbols.map(({ id, kind, glyph, icon, colour }) => ({ id, kind, glyph, icon, colour })),
    paytable: model.symbols
      .map((symbol) => ({
        symbol: symbol.id,
        unit:
          symbol.kind === 'scatter' ? ('total-stake' as const) : model.ways ? ('coin' as const) : ('line-bet' as const),
        pays: paysOf(symbol.pays),
      }))
      .filter((entry) => entry.pays.length > 0),
    freeSpins: { ...model.freeSpins, awards: model.freeSpins.awards.map((award) => ({ ...award })) },
    stakeOptionsMinor: [...model.stakeOptionsMinor],
    maxWinStakeMultiple: null,
  };
}
