import type { GameType, Language, WinnerEntry } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Clock } from '../lib/clock.js';
import type { GamesService } from '../modules/games/index.js';
import { iconUrlOf, nameIn } from '../modules/games/index.js';
import type { MemberService } from '../modules/member/index.js';

/** The winners board looks back this far. */
const windowDays = 7;

/** "somchai" → "so***ai": enough to recognise oneself, not enough to find anyone. */
export function maskName(name: string): string {
  const letters = [...name];
  if (letters.length <= 2) return `${letters[0] ?? ''}***`;
  if (letters.length <= 4) return `${letters[0] ?? ''}***${letters.at(-1) ?? ''}`;
  return `${letters.slice(0, 2).join('')}***${letters.slice(-2).join('')}`;
}

/**
 * The winners board (spec GCSGAME_getRankList): the brand's biggest settled wins of the last week from
 * `game_round` (which the seamless wallet fills), names masked. Until rounds exist it is honestly empty.
 */
export async function listWinners(
  dependencies: { games: GamesService; members: MemberService; clock: Clock },
  input: { merchantId: string; gameCategory: GameType | 'ALL'; limit: number; language: Language },
): Promise<{ list: WinnerEntry[] }> {
  const since = new Date(dependencies.clock.now().getTime() - windowDays * 86_400_000);
  const rows = await dependencies.games.listBiggestWins({
    merchantId: input.merchantId,
    ...(input.gameCategory === 'ALL' ? {} : { gameType: input.gameCategory }),
    since,
    limit: input.limit,
  });
  const names = new Map<string, string>();
  for (const memberId of new Set(rows.map((row) => row.memberId))) {
    const member = await dependencies.members.getMember(input.merchantId, memberId);
    names.set(memberId, maskName(member.username));
  }
  return {
    list: rows.map((row) => ({
      vo: {
        gameId: row.gameId,
        iconUrl: iconUrlOf({ ...row, id: row.gameId }),
        customerName: names.get(row.memberId) ?? '***',
        winAmount: formatMinor(row.winMinor),
        gameName: nameIn(row.names, input.language, ''),
      },
    })),
  };
}
