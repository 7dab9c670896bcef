import { buildPage, formatMinor, pageOffset, readableReference } from '@croupier/contracts';
import type { GameRecord, GameRecordFilter, GameRecordPage, GameRecordTotals, ProfitLoss } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { startOfLocalDay } from '../lib/time-zone.js';
import type { GamesService } from '../modules/games/index.js';
import type { LotteryRecordsService } from '../modules/lottery/index.js';
import type { Merchant } from '../modules/merchant/index.js';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The category and vendor under which lottery tickets are listed and summed: the lottery is one product of the
 * platform whichever lottery vendor's tile opened it.
 */
const lotteryGameType = 'LOTT';
const lotteryVendorCode = 'LOTT';

type Period = { startDate?: string | undefined; endDate?: string | undefined };

/** Where the record reads: the read replica's services in the app (decision 0021). */
export type GameRecordSources = {
  games: Pick<GamesService, 'listMemberRounds' | 'sumMemberRounds'>;
  lottery: LotteryRecordsService;
};

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

type Sum = { rounds: number; stakeMinor: bigint; winMinor: bigint };

function totalsOf(rows: Sum[]): GameRecordTotals {
  const stake = rows.reduce((total, row) => total + row.stakeMinor, 0n);
  const win = rows.reduce((total, row) => total + row.winMinor, 0n);
  return {
    rounds: rows.reduce((total, row) => total + row.rounds, 0),
    stake: formatMinor(stake),
    win: formatMinor(win),
    net: formatMinor(win - stake),
  };
}

const includesLottery = (filter: { gameType?: string | undefined; vendorCode?: string | undefined }) =>
  (filter.gameType === undefined || filter.gameType === lotteryGameType) &&
  (filter.vendorCode === undefined || filter.vendorCode === lotteryVendorCode);

/** The rounds' sums per category, with the lottery's tickets added to the lottery category. */
async function sumsOf(sources: GameRecordSources, filter: Parameters<GamesService['sumMemberRounds']>[0]) {
  const [rounds, lottery] = await Promise.all([
    sources.games.sumMemberRounds(filter),
    includesLottery(filter) ? sources.lottery.sumMemberBets(filter) : null,
  ]);
  const sums = rounds.map((row) => ({ ...row }));
  const lotteryCount = lottery?.all ?? 0;
  if (lottery && lottery.all > 0) {
    const category = sums.find((row) => row.gameType === lotteryGameType);
    const added = {
      rounds: lottery.played,
      all: lottery.all,
      stakeMinor: lottery.stakeMinor,
      winMinor: lottery.returnedMinor,
    };
    if (category) {
      category.rounds += added.rounds;
      category.all += added.all;
      category.stakeMinor += added.stakeMinor;
      category.winMinor += added.winMinor;
    } else sums.push({ gameType: lotteryGameType, ...added });
  }
  return { sums, lotteryCount };
}

/**
 * How deep a page of rounds and tickets together may go (rows merged in memory); past it the page is empty, while the
 * totals still count everything. One source alone pages in the database, as deep as the query allows.
 */
const mergedRowsLimit = 10_000;

/**
 * The member's betting record: their rounds at games and their lottery tickets, newest first, and the totals of
 * everything the filter matches. When both sources have rows, they are merged by time: each gives its newest
 * `offset + pageSize` (up to `mergedRowsLimit`), which is all a page can need from it.
 */
export async function listGameRecords(
  sources: GameRecordSources,
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
  const offset = pageOffset(input.query);
  const { pageSize } = input.query;
  const { sums, lotteryCount } = await sumsOf(sources, filter);
  const total = sums.reduce((count, row) => count + row.all, 0);
  const roundCount = total - lotteryCount;
  const merged = roundCount > 0 && lotteryCount > 0;
  const window = merged ? Math.min(offset + pageSize, mergedRowsLimit) : pageSize;
  const from = merged ? 0 : offset;
  const [rounds, tickets] = await Promise.all([
    roundCount > 0 ? sources.games.listMemberRounds({ ...filter, limit: window, offset: from }) : [],
    lotteryCount > 0
      ? sources.lottery.listMemberBets({ ...filter, limit: window, offset: from, language: input.language })
      : [],
  ]);
  const records: (GameRecord & { at: number })[] = [
    ...rounds.map((row) => ({
      at: row.startedAt.getTime(),
      roundId: row.roundId,
      kind: 'round' as const,
      reference: readableReference(row.roundId),
      draw: null,
      gameName: row.names?.[input.language] ?? row.names?.en ?? row.gameCode,
      gameCode: row.gameCode,
      vassalage: row.vendorCode ?? '',
      vendorName: row.vendorName ?? '',
      gameType: row.gameType ?? '',
      stake: formatMinor(row.stakeMinor),
      win: formatMinor(row.winMinor),
      net: formatMinor(row.winMinor - row.stakeMinor),
      currency: row.currency,
      status: row.status,
      startedAt: row.startedAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    })),
    ...tickets.map((ticket) => ({
      at: ticket.placedAt.getTime(),
      roundId: `${ticket.orderNo}:${ticket.period}:${ticket.ticketId}`,
      kind: 'lottery' as const,
      reference: ticket.period > 1 ? `${ticket.orderNo}-${ticket.period}` : ticket.orderNo,
      draw: ticket.numero,
      gameName: ticket.gameName,
      gameCode: ticket.gameCode,
      vassalage: lotteryVendorCode,
      // The lottery is the platform's own product, named by its category.
      vendorName: '',
      gameType: lotteryGameType,
      stake: formatMinor(ticket.stakeMinor),
      win: formatMinor(ticket.winMinor),
      net: formatMinor(ticket.winMinor - ticket.stakeMinor),
      currency: ticket.currency,
      status: ticket.state,
      startedAt: ticket.placedAt.toISOString(),
      settledAt: ticket.settledAt?.toISOString() ?? null,
    })),
  ];
  records.sort((first, second) => second.at - first.at);
  const page = merged ? records.slice(offset, offset + pageSize) : records;
  return {
    ...buildPage(
      page.map(({ at: _at, ...record }) => record),
      input.query,
      total,
    ),
    totals: totalsOf(sums),
  };
}

/** Profit and loss per category over brand-local days, the lottery's tickets included. */
export async function summarizeProfitLoss(
  sources: GameRecordSources,
  input: { merchant: Merchant; memberId: string; query: Period; now: Date },
): Promise<ProfitLoss> {
  const { sums } = await sumsOf(sources, {
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
