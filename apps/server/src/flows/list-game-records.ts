import { formatMinor } from '@croupier/contracts';
import type { GameRecordFilter, GameRecordPage, GameRecordTotals, ProfitLoss } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { startOfLocalDay } from '../lib/time-zone.js';
import type { GamesService } from '../modules/games/index.js';
import type { Merchant } from '../modules/merchant/index.js';

const dayMs = 24 * 60 * 60 * 1000;

type Period = { startDate?: string | undefined; endDate?: string | undefined };

/** Brand-local days, inclusive; without dates, the last seven days up to now. */
function periodOf(period: Period, merchant: Merchant, now: Date): { from: Date; to: Date } {
  const to = period.endDate
    ? new Date(startOfLocalDay(period.endDate, merchant.timeZone).getTime() + dayMs)
    : new Date(now.getTime() + 1);
  const from = period.startDate
    ? startOfLocalDay(period.startDate, merchant.timeZone)
    : new Date(to.getTime() - 7 * dayMs);
  return { from, to };
}

function totalsOf(rows: { rounds: number; stakeMinor: bigint; winMinor: bigint }[]): GameRecordTotals {
  const stake = rows.reduce((total, row) => total + row.stakeMinor, 0n);
  const win = rows.reduce((total, row) => total + row.winMinor, 0n);
  return {
    rounds: rows.reduce((total, row) => total + row.rounds, 0),
    stake: formatMinor(stake),
    win: formatMinor(win),
    net: formatMinor(win - stake),
  };
}

/** The member's betting record: their rounds, newest first, and the totals of everything the filter matches. */
export async function listGameRecords(
  games: GamesService,
  input: {
    merchant: Merchant;
    memberId: string;
    query: GameRecordFilter;
    language: Language;
    now: Date;
  },
): Promise<GameRecordPage> {
  const filter = {
    merchantId: input.merchant.id,
    memberId: input.memberId,
    ...periodOf(input.query, input.merchant, input.now),
    gameType: input.query.gameType,
    vendorCode: input.query.vassalage,
  };
  const [rows, sums] = await Promise.all([
    games.listMemberRounds({
      ...filter,
      limit: input.query.pageSize,
      offset: (input.query.pageNo - 1) * input.query.pageSize,
    }),
    games.sumMemberRounds(filter),
  ]);
  const total = sums.reduce((count, row) => count + row.all, 0);
  return {
    content: rows.map((row) => ({
      roundId: row.roundId,
      gameName: row.names?.[input.language] ?? row.names?.en ?? row.gameCode,
      gameCode: row.gameCode,
      vassalage: row.vendorCode ?? '',
      gameType: row.gameType ?? '',
      stake: formatMinor(row.stakeMinor),
      win: formatMinor(row.winMinor),
      net: formatMinor(row.winMinor - row.stakeMinor),
      currency: row.currency,
      status: row.status,
      startedAt: row.startedAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    })),
    pageNum: input.query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / input.query.pageSize)),
    total,
    totals: totalsOf(sums),
  };
}

/** Profit and loss per category over brand-local days. */
export async function summarizeProfitLoss(
  games: GamesService,
  input: { merchant: Merchant; memberId: string; query: Period; now: Date },
): Promise<ProfitLoss> {
  const sums = await games.sumMemberRounds({
    merchantId: input.merchant.id,
    memberId: input.memberId,
    ...periodOf(input.query, input.merchant, input.now),
  });
  const categories = sums
    .filter((row) => row.all > 0)
    .map((row) => ({ gameType: row.gameType, ...totalsOf([row]) }))
    .sort((first, second) => first.gameType.localeCompare(second.gameType));
  return { currency: input.merchant.currency, categories, totals: totalsOf(sums) };
}
