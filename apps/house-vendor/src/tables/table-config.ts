import { baccaratDecks } from './baccarat-engine.js';
import { formatMinorAmount } from './decimal-amount.js';
import { dragonTigerDecks } from './dragon-tiger-engine.js';
import { spotPayouts } from './table-engine.js';
import { formatPayout } from './table-payout.js';
import type { TableKind, TableSummary, TableTimetable } from './table-types.js';

export type SpotLimit = { minMinor: number; maxMinor: number };

/** One live table: which game, its limits (minor units), and the timetable its rounds follow. */
export type TableConfig = {
  /** Part of every round id, so it must never be reused for another table. */
  tableId: string;
  kind: TableKind;
  /** The limits of every spot of the kind, on one player's total on that spot in one round. */
  spotLimits: Readonly<Record<string, SpotLimit>>;
  roundMaxMinor: number;
  /** Every bet is a whole multiple of it. */
  stepMinor: number;
  chipsMinor: readonly number[];
  timetable: TableTimetable;
  /** When round 0 began. Rounds follow from it and the wall clock alone, so a restart neither skips nor repeats one. */
  epochMs: number;
};

const unit = 100;
const mainLimit: SpotLimit = { minMinor: 10 * unit, maxMinor: 50_000 * unit };
const sideLimit: SpotLimit = { minMinor: 10 * unit, maxMinor: 5_000 * unit };
const straightLimit: SpotLimit = { minMinor: 10 * unit, maxMinor: 2_000 * unit };
const twoToOneLimit: SpotLimit = { minMinor: 10 * unit, maxMinor: 20_000 * unit };
const evenMoneyLimit: SpotLimit = { minMinor: 10 * unit, maxMinor: 30_000 * unit };

/** Spots that pay more take less, so one player's largest possible win in a round stays near 200,000. */
function defaultSpotLimit(kind: TableKind, spot: string): SpotLimit {
  switch (kind) {
    case 'baccarat':
      return spot === 'player' || spot === 'banker' ? mainLimit : sideLimit;
    case 'dragon-tiger':
      return spot === 'tie' ? sideLimit : mainLimit;
    case 'roulette':
      if (spot.startsWith('straight-')) return straightLimit;
      return spot.startsWith('dozen-') || spot.startsWith('column-') ? twoToOneLimit : evenMoneyLimit;
  }
}

/** The reveal takes as long as the game needs to show it: six cards or a spinning wheel, or two cards. */
const drawingMs: Record<TableKind, number> = { baccarat: 8_000, roulette: 8_000, 'dragon-tiger': 5_000 };

/** 2025-01-01T00:00:00Z. */
export const defaultTableEpochMs = Date.UTC(2025, 0, 1);

/** The house vendor's standard table of a kind, in a currency with two decimals. */
export function defaultTableConfig(kind: TableKind, tableId: string = kind): TableConfig {
  return {
    tableId,
    kind,
    spotLimits: Object.fromEntries(spotPayouts(kind).map((payout) => [payout.id, defaultSpotLimit(kind, payout.id)])),
    roundMaxMinor: 100_000 * unit,
    stepMinor: unit,
    chipsMinor: [10, 50, 100, 500, 1_000, 5_000].map((chip) => chip * unit),
    timetable: { bettingMs: 15_000, drawingMs: drawingMs[kind], settledMs: 4_000 },
    epochMs: defaultTableEpochMs,
  };
}

function decksOf(kind: TableKind): number | null {
  switch (kind) {
    case 'baccarat':
      return baccaratDecks;
    case 'dragon-tiger':
      return dragonTigerDecks;
    case 'roulette':
      return null;
  }
}

/** The table as the page sees it, amounts as decimal strings in the currency's scale. */
export function summarizeTable(config: TableConfig, scale = 2): TableSummary {
  const format = (amountMinor: number) => formatMinorAmount(amountMinor, scale);
  return {
    tableId: config.tableId,
    kind: config.kind,
    spots: spotPayouts(config.kind).map((payout) => {
      const limit = config.spotLimits[payout.id];
      if (!limit) throw new RangeError(`table ${config.tableId} has no limit for ${payout.id}`);
      return {
        id: payout.id,
        payout: formatPayout(payout),
        minBet: format(limit.minMinor),
        maxBet: format(limit.maxMinor),
      };
    }),
    roundMaxBet: format(config.roundMaxMinor),
    betStep: format(config.stepMinor),
    chips: config.chipsMinor.map(format),
    timetable: { ...config.timetable },
    decks: decksOf(config.kind),
  };
}
