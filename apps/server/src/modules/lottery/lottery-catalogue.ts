import type { PrizeMode } from '@croupier/contracts';
import { DomainError } from '../../lib/domain-error.js';
import { listDrawsOfDay, listUpcomingDraws } from './draw-schedule.js';
import type { ScheduledDraw } from './draw-schedule.js';
import type { FamilyCode, LotteryGame } from './lottery-families.js';
import { isInHouseFamily, lotteryFamilies, lotteryGames } from './lottery-families.js';

/**
 * The catalogue as the `/lgw` calls show it: numeric game ids (the countdown calls take `gameId`), the prize modes
 * each game is sold under, and the menu groups. Ids follow the catalogue's order, which only ever grows at its end.
 */
export type CatalogueGame = LotteryGame & {
  gameId: number;
  prizeModes: PrizeMode[];
  inHouse: boolean;
  /** Seconds between draws for fast games; null for calendar draws. */
  cycleSeconds: number | null;
  /** Seconds of close lead before the draw. */
  lockSeconds: number;
  tags: string[];
};

/** The group ids of the original's menus; Thai groups are 9–11 there, which its site split out. */
const groupIds: Record<FamilyCode, number> = {
  SSC: 1,
  '11X5': 2,
  PK10: 3,
  K3: 4,
  WINGO: 5,
  '5D': 6,
  VN_FAST: 7,
  VN_N: 12,
  VN_C: 13,
  VN_S: 14,
  TH: 9,
  LA: 10,
  '4D': 11,
};

export function groupIdOf(family: FamilyCode): number {
  return groupIds[family];
}

/** Fixed odds lines (ELOTT, SEA, VN) and the LOTT official plays a family is sold under. */
function prizeModesOf(family: FamilyCode): PrizeMode[] {
  return [...lotteryFamilies[family].productLines];
}

const hotGames = new Set(['WINGO_1', 'WINGO_3', 'K3_1', 'SSC_1', 'VN_N', 'TH_GLO']);
const newGames = new Set(['5D_1', 'VN_FAST_1', 'PK10_1']);

export const catalogueGames: readonly CatalogueGame[] = lotteryGames.map((game, index) => {
  const schedule = game.schedule;
  const sample = listUpcomingDraws(schedule, new Date(Date.UTC(2026, 0, 5)), 1)[0];
  const lockSeconds = sample ? Math.round((sample.drawAt.getTime() - sample.closeAt.getTime()) / 1000) : 0;
  return {
    ...game,
    gameId: index + 1,
    prizeModes: prizeModesOf(game.family),
    inHouse: isInHouseFamily(game.family),
    cycleSeconds: schedule.kind === 'interval' ? schedule.cycleSeconds : null,
    lockSeconds,
    tags: [...(hotGames.has(game.code) ? ['hot'] : []), ...(newGames.has(game.code) ? ['new'] : [])],
  };
});

const byCode = new Map(catalogueGames.map((game) => [game.code, game]));
const byId = new Map(catalogueGames.map((game) => [game.gameId, game]));

export function findCatalogueGame(input: { gameCode?: string | undefined; gameId?: number | undefined }) {
  if (input.gameCode !== undefined) return byCode.get(input.gameCode) ?? null;
  if (input.gameId !== undefined) return byId.get(input.gameId) ?? null;
  return null;
}

/** A game of the catalogue, or NOT_FOUND. */
export function requireCatalogueGame(input: { gameCode?: string | undefined; gameId?: number | undefined }) {
  const game = findCatalogueGame(input);
  if (!game) throw new DomainError('NOT_FOUND', { game: input.gameCode ?? input.gameId ?? null });
  return game;
}

/** The games of a prize mode; every game when none is given. */
export function listCatalogueGames(prizeMode?: PrizeMode): CatalogueGame[] {
  return catalogueGames.filter((game) => !prizeMode || game.prizeModes.includes(prizeMode));
}

/** The pricing a bet on a game uses under a prize mode: LOTT official plays price by prize group. */
export function pricingOf(game: CatalogueGame, prizeMode: PrizeMode | undefined): 'fixed-odds' | 'prize-group' {
  const mode = prizeMode && game.prizeModes.includes(prizeMode) ? prizeMode : game.prizeModes[0];
  return mode === 'LOTT' ? 'prize-group' : 'fixed-odds';
}

/**
 * The next `count` draws of a game after `after` (exclusive). In-house draws that would open before `notBefore`
 * are left out, so every draw's seed chain is committed before its sales open.
 */
export function listDrawsToSchedule(
  game: CatalogueGame,
  input: { after: Date; notBefore: Date; count: number },
): ScheduledDraw[] {
  return listUpcomingDraws(game.schedule, input.after, input.count).filter(
    (draw) => draw.drawAt.getTime() > input.after.getTime() && (!game.inHouse || draw.openAt >= input.notBefore),
  );
}

/** How many draws of a game fall after `from` up to and including `to`. */
export function countDrawsBetween(game: CatalogueGame, from: Date, to: Date, limit: number): number {
  if (game.cycleSeconds !== null) return Math.floor((to.getTime() - from.getTime()) / (game.cycleSeconds * 1000));
  return listUpcomingDraws(game.schedule, from, limit).filter((draw) => draw.drawAt <= to).length;
}

/** How many draws a day holds (the length of its seed chain). */
export function drawsInDay(game: CatalogueGame, day: string): number {
  return Math.max(1, listDrawsOfDay(game.schedule, day).length);
}
