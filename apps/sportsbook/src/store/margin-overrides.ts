import { sql } from 'drizzle-orm';
import type { MarketType, SportKey } from '../domain/sportsbook-model.js';
import { sportKeys } from '../domain/sportsbook-model.js';
import {
  defaultMarginTable,
  marginOf,
  marginOverrideKey,
  type LeagueTier,
  type MarginTable,
} from '../simulator/margins.js';
import type { SportsbookDb, SportsbookTransaction } from './sportsbook-database.js';
import { queryRows } from './sportsbook-database.js';

/**
 * The operator's margins (decision 0067): a main-line margin in basis points per sport, league tier and market type,
 * or `*` for every type of the sport and tier (a named type wins over it). Stored in the book's database, so every
 * instance reads the same table and the feed's lease holder prices with it whichever instance saved it.
 */
export type MarginRow = { sport: SportKey; tier: LeagueTier; marketType: MarketType | '*'; marginBasisPoints: number };

export const leagueTiers: readonly LeagueTier[] = [1, 2, 3];
/** The bounds the console and the book both hold a margin to. */
export const maximumMarginBasisPoints = 3_000;

/** The market types a sport prices: the simulator's own table names every one. */
export const marketTypesOf = (sport: SportKey, base: MarginTable = defaultMarginTable) =>
  Object.keys(base.markets[sport]) as MarketType[];

/** What the simulator charges on each sport's main lines per tier and market type without an operator's margin. */
export function defaultMarginRows(base: MarginTable = defaultMarginTable): MarginRow[] {
  return sportKeys.flatMap((sport) =>
    leagueTiers.flatMap((tier) =>
      marketTypesOf(sport, base).map((marketType) => ({
        sport,
        tier,
        marketType,
        marginBasisPoints: Math.round(marginOf(base, sport, tier, marketType) * 10_000),
      })),
    ),
  );
}

/**
 * The rows as the book keeps them, or why they cannot be saved: a tier the book does not have, a market type the
 * sport does not price, a margin out of bounds, a row given twice.
 */
export function checkMarginRows(
  rows: readonly { sport: SportKey; tier: number; marketType: string; marginBasisPoints: number }[],
): { rows: MarginRow[] } | { problem: string } {
  const seen = new Set<string>();
  const checked: MarginRow[] = [];
  for (const row of rows) {
    const tier = leagueTiers.find((known) => known === row.tier);
    if (tier === undefined) return { problem: `${row.sport}: there is no league tier ${row.tier}` };
    const marketType = row.marketType === '*' ? '*' : marketTypesOf(row.sport).find((type) => type === row.marketType);
    if (marketType === undefined) return { problem: `${row.sport} has no market type ${row.marketType}` };
    const key = marginOverrideKey(row.sport, tier, marketType);
    if (!Number.isInteger(row.marginBasisPoints) || row.marginBasisPoints < 0)
      return { problem: `${key}: a margin is a whole number of basis points` };
    if (row.marginBasisPoints > maximumMarginBasisPoints)
      return { problem: `${key}: a margin is at most ${maximumMarginBasisPoints} basis points` };
    if (seen.has(key)) return { problem: `${key} is given twice` };
    seen.add(key);
    checked.push({ sport: row.sport, tier, marketType, marginBasisPoints: row.marginBasisPoints });
  }
  return { rows: checked };
}

/** The simulator's table with the operator's margins over it. */
export function marginTableWith(rows: readonly MarginRow[], base: MarginTable = defaultMarginTable): MarginTable {
  if (rows.length === 0) return base;
  return {
    ...base,
    overrides: Object.fromEntries(
      rows.map((row) => [marginOverrideKey(row.sport, row.tier, row.marketType), row.marginBasisPoints / 10_000]),
    ),
  };
}

export async function readMarginOverrides(db: SportsbookDb | SportsbookTransaction): Promise<MarginRow[]> {
  const rows = await queryRows<{ sport: SportKey; tier: number; market_type: string; margin_basis_points: number }>(
    db,
    sql`select sport, tier, market_type, margin_basis_points from sportsbook.margin_overrides
        order by sport, tier, market_type`,
  );
  // In the lobby's sport order, as the console lists them.
  return rows
    .map((row) => ({
      sport: row.sport,
      tier: row.tier as LeagueTier,
      marketType: row.market_type as MarketType | '*',
      marginBasisPoints: row.margin_basis_points,
    }))
    .sort((left, right) => sportKeys.indexOf(left.sport) - sportKeys.indexOf(right.sport));
}

/**
 * Replaces the operator's margins with this set (the console edits the whole list; an empty list goes back to the
 * defaults). The rows come from `checkMarginRows`.
 */
export async function replaceMarginOverrides(
  transaction: SportsbookTransaction,
  rows: readonly MarginRow[],
  operator: string,
): Promise<void> {
  // One statement's lock on the table: two saves at once apply one after the other, never interleaved.
  await transaction.execute(sql`lock table sportsbook.margin_overrides in share row exclusive mode`);
  await transaction.execute(sql`delete from sportsbook.margin_overrides`);
  for (const row of rows)
    await transaction.execute(sql`insert into sportsbook.margin_overrides
        (sport, tier, market_type, margin_basis_points, updated_by)
        values (${row.sport}, ${row.tier}, ${row.marketType}, ${row.marginBasisPoints}, ${operator})`);
}

/**
 * The margins the simulator prices with: the defaults with the stored operator's margins over them, reloaded by
 * `refresh` (the feed awaits it before each pump). A failed reload keeps the last table: the feed does not stop
 * over a database hiccup, and the next pump tries again.
 */
export function createMarginSource(options: {
  db: SportsbookDb;
  base?: MarginTable;
  onError?: (error: unknown) => void;
}) {
  const base = options.base ?? defaultMarginTable;
  let table = base;
  return {
    current: () => table,
    refresh: async (): Promise<void> => {
      try {
        table = marginTableWith(await readMarginOverrides(options.db), base);
      } catch (error) {
        options.onError?.(error);
      }
    },
  };
}
export type MarginSource = ReturnType<typeof createMarginSource>;
