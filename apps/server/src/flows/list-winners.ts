import type { GameType, Language, WinnerEntry } from '@croupier/contracts';
import { formatMinor, houseIconAtWidth } from '@croupier/contracts';
import type { Clock } from '../lib/clock.js';
import { createTtlCache } from '../lib/ttl-cache.js';
import type { GamesService } from '../modules/games/index.js';
import { iconUrlOf, nameIn } from '../modules/games/index.js';
import type { MemberService } from '../modules/member/index.js';

/** The winners board looks back this far: a quiet brand shows last week's wins rather than nothing. */
const windowDays = 7;
/** The ticker shows wins of at least this much (minor units: 100.00), so it is not a stream of small change. */
export const winnersFloorMinor = 10_000n;
/** Spec §9: the ticker pulls 50 entries; every request is answered from the brand's latest 50. */
export const winnersBoardSize = 50;
/**
 * How long an instance answers from what it read. The board is public, read by every home page, and only grows:
 * each instance reads it at most once per brand and category in this time and no instance can be staler than it,
 * so nothing has to be told across instances (decision 0022).
 */
export const winnersCacheTtlMs = 10_000;

/** "somchai" → "so***i": enough to recognise oneself, not enough to find anyone. */
export function maskName(name: string): string {
  const letters = [...name];
  if (letters.length <= 3) return `${letters[0] ?? ''}***`;
  const shown = letters.length <= 5 ? 1 : 2;
  return `${letters.slice(0, shown).join('')}***${letters.at(-1) ?? ''}`;
}

type BoardRow = {
  gameId: number;
  iconUrl: string;
  customerName: string;
  winMinor: bigint;
  names: Record<string, string>;
  gameCode: string;
};

/**
 * The winners ticker (spec GCSGAME_getRankList, §9 "winner scroll"): the brand's latest settled wins of at least
 * the floor, from `game_round` (which the seamless wallet fills), names masked, newest first. Until rounds exist it
 * is honestly empty. Each instance keeps the brand's board for a few seconds; languages and lengths are cut from it.
 */
export function createWinnersBoard(dependencies: {
  games: GamesService;
  members: MemberService;
  clock: Clock;
  /** The brand's jackpot wins since a time, newest first (decision 0087): the board shows them with the game wins. */
  jackpotWins?: (
    merchantId: string,
    since: Date,
    limit: number,
  ) => Promise<{ memberId: string; gameId: number; amountMinor: bigint; createdAt: Date }[]>;
}) {
  const cache = createTtlCache<BoardRow[]>({ clock: dependencies.clock, ttlMs: winnersCacheTtlMs, maxEntries: 5_000 });

  /** A jackpot win shows as a win of the game whose spin triggered it (a game since removed: left out). */
  async function jackpotRowsOf(merchantId: string, since: Date) {
    const wins = (await dependencies.jackpotWins?.(merchantId, since, winnersBoardSize)) ?? [];
    const rows = await Promise.all(
      wins.map(async (win) => {
        const found = await dependencies.games.getGame(merchantId, { nodeId: win.gameId }).catch(() => null);
        return found
          ? {
              memberId: win.memberId,
              winMinor: win.amountMinor,
              gameId: found.id,
              gameCode: found.gameCode,
              names: found.names,
              iconUrl: found.iconUrl,
              vendorCode: found.vendorCode,
              vendorName: found.vendorName,
              gameType: found.gameType,
              settledAt: win.createdAt,
            }
          : null;
      }),
    );
    return rows.filter((row) => row !== null);
  }

  async function load(merchantId: string, gameCategory: GameType | 'ALL'): Promise<BoardRow[]> {
    const since = new Date(dependencies.clock.now().getTime() - windowDays * 86_400_000);
    const rows = await dependencies.games.listLatestWins({
      merchantId,
      ...(gameCategory === 'ALL' ? {} : { gameType: gameCategory }),
      since,
      minWinMinor: winnersFloorMinor,
      limit: winnersBoardSize,
    });
    const jackpots =
      dependencies.jackpotWins && (gameCategory === 'ALL' || gameCategory === 'RNG')
        ? await jackpotRowsOf(merchantId, since)
        : [];
    const merged = [...rows, ...jackpots]
      .sort((left, right) => (right.settledAt?.getTime() ?? 0) - (left.settledAt?.getTime() ?? 0))
      .slice(0, winnersBoardSize);
    const usernames = await dependencies.members.usernamesOf(merchantId, [
      ...new Set(merged.map((row) => row.memberId)),
    ]);
    return merged.map((row) => ({
      gameId: row.gameId,
      // A 36 px thumbnail: the smallest picture the house vendor renders is plenty.
      iconUrl: houseIconAtWidth(iconUrlOf({ ...row, id: row.gameId }), 256),
      customerName: maskName(usernames.get(row.memberId) ?? ''),
      winMinor: row.winMinor,
      names: row.names,
      gameCode: row.gameCode,
    }));
  }

  return {
    async list(input: {
      merchantId: string;
      gameCategory: GameType | 'ALL';
      limit: number;
      language: Language;
    }): Promise<{ list: WinnerEntry[] }> {
      const board = await cache.get(`${input.merchantId}:${input.gameCategory}`, () =>
        load(input.merchantId, input.gameCategory),
      );
      return {
        list: board.slice(0, input.limit).map((row) => ({
          vo: {
            gameId: row.gameId,
            iconUrl: row.iconUrl,
            customerName: row.customerName,
            winAmount: formatMinor(row.winMinor),
            gameName: nameIn(row.names, input.language, row.gameCode),
          },
        })),
      };
    },
  };
}
