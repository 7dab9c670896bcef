import type { AccountMove, AccountMovesPage, Dashboard, DashboardGranularity, PageRequest } from '@croupier/contracts';
import { buildPage, formatMinor, pageOffset } from '@croupier/contracts';
import { DomainError } from '../../lib/domain-error.js';
import type { Database } from '../../db/client.js';
import { runInTransaction } from '../../db/transaction.js';
import type { AccountMoveRow, DashboardScope } from './report.repository.js';
import {
  addLedgerRange,
  advanceLedgerCursor,
  countAccountMoves,
  countActivePlayers,
  findAccountWithTotal,
  listAccountMoves,
  countNewPlayersByBucket,
  countPendingReviews,
  findFirstTransferTime,
  findLedgerCursor,
  listBuckets,
  lockLedgerCursor,
  readCommitHorizon,
  readDayBounds,
  sumCashByBucket,
  sumPlayByBucket,
  sumPlayByGame,
} from './report.repository.js';

/** Hours of ledger one summary pass adds at most, so catching up a long history is many short transactions. */
const defaultHoursPerPass = 6;
const hourMs = 3_600_000;

export type DashboardBrand = { id: string; code: string; currency: string; timeZone: string };

export type DashboardInput = {
  /** The brands summed; `merchant` is the one asked for, or null for all of them. */
  brands: DashboardBrand[];
  merchant: string | null;
  currency: string;
  timeZone: string;
  fromDay: string;
  toDay: string;
  granularity: DashboardGranularity;
};

const toMinor = (text: string | undefined) => BigInt(text ?? '0');
const exportBatchSize = 1000;

function moveOf(row: AccountMoveRow): AccountMove {
  return {
    transferId: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    type: row.type,
    reference: row.reference,
    amount: formatMinor(BigInt(row.amount_minor)),
    balanceAfter: row.balance_after_minor === null ? null : formatMinor(BigInt(row.balance_after_minor)),
    counterpartKind: row.counterpart_kind,
    counterpartVendor: row.counterpart_vendor,
  };
}
const toCount = (text: string | undefined) => Number(text ?? '0');

export function createReportService({ db }: { db: Database }) {
  /**
   * Adds the next stretch of the ledger to the summary tables: from where the last pass stopped up to the commit
   * horizon (no open transaction can still write before it), at most `hoursPerPass` hours. The cursor row is locked
   * and moved in the same transaction as the sums, so each transfer is added exactly once, even if two instances
   * ever ran a pass together (the second waits for the first and starts where it stopped). Answers whether the
   * summary has caught up.
   */
  async function summarizeLedger(options: { hoursPerPass?: number } = {}) {
    const hoursPerPass = options.hoursPerPass ?? defaultHoursPerPass;
    return runInTransaction(db, async (tx) => {
      const cursor = await lockLedgerCursor(tx);
      const horizon = await readCommitHorizon(tx);
      const start = cursor ?? (await findFirstTransferTime(tx)) ?? horizon;
      const until = new Date(Math.min(horizon.getTime(), start.getTime() + hoursPerPass * hourMs));
      if (until.getTime() <= start.getTime()) return { from: start, until: start, caughtUp: true };
      await addLedgerRange(tx, start, until);
      await advanceLedgerCursor(tx, until);
      return { from: start, until, caughtUp: until.getTime() === horizon.getTime() };
    });
  }

  /** The dashboard of `input`: every figure summed in SQL from the summary tables and the members' index. */
  async function getDashboard(input: DashboardInput): Promise<Dashboard> {
    const bounds = await readDayBounds(db, input.fromDay, input.toDay, input.timeZone);
    const scope: DashboardScope = {
      merchantIds: input.brands.map((brand) => brand.id),
      currency: input.currency,
      from: bounds.from,
      to: bounds.to,
      fromDay: input.fromDay,
      toDay: input.toDay,
      timeZone: input.timeZone,
      granularity: input.granularity,
    };
    const [buckets, games, play, cash, newPlayers, active, pending, summarizedUntil] = await Promise.all([
      listBuckets(db, scope),
      sumPlayByGame(db, scope),
      sumPlayByBucket(db, scope),
      sumCashByBucket(db, scope),
      countNewPlayersByBucket(db, scope),
      countActivePlayers(db, scope),
      countPendingReviews(db, scope.merchantIds),
      findLedgerCursor(db),
    ]);
    const playAt = new Map(play.map((row) => [row.bucket, row]));
    const cashAt = new Map(cash.map((row) => [row.bucket, row]));
    const newAt = new Map(newPlayers.map((row) => [row.bucket, toCount(row.players)]));
    const activeAt = new Map(active.byDay.map((row) => [row.bucket, toCount(row.players)]));

    const series = buckets.map(({ bucket }) => {
      const p = playAt.get(bucket);
      const c = cashAt.get(bucket);
      const stake = toMinor(p?.stake_minor);
      const wins = toMinor(p?.win_minor);
      return {
        at: new Date(Number(bucket)).toISOString(),
        deposits: formatMinor(toMinor(c?.deposit_minor)),
        withdrawals: formatMinor(toMinor(c?.withdrawal_minor)),
        stake: formatMinor(stake),
        wins: formatMinor(wins),
        ggr: formatMinor(stake - wins),
        bets: toCount(p?.bet_count),
        newPlayers: newAt.get(bucket) ?? 0,
        firstDeposits: toCount(c?.first_deposit_count),
        activePlayers: input.granularity === 'day' ? (activeAt.get(bucket) ?? 0) : null,
      };
    });

    const sum = <Row>(rows: Row[], pick: (row: Row) => string) =>
      rows.reduce((total, row) => total + toMinor(pick(row)), 0n);
    const stake = sum(play, (row) => row.stake_minor);
    const wins = sum(play, (row) => row.win_minor);
    const deposits = sum(cash, (row) => row.deposit_minor);
    const withdrawals = sum(cash, (row) => row.withdrawal_minor);
    return {
      merchant: input.merchant,
      currency: input.currency,
      timeZone: input.timeZone,
      from: input.fromDay,
      to: input.toDay,
      granularity: input.granularity,
      totals: {
        deposits: { count: Number(sum(cash, (row) => row.deposit_count)), amount: formatMinor(deposits) },
        withdrawals: { count: Number(sum(cash, (row) => row.withdrawal_count)), amount: formatMinor(withdrawals) },
        netCash: formatMinor(deposits - withdrawals),
        bets: Number(sum(play, (row) => row.bet_count)),
        stake: formatMinor(stake),
        wins: formatMinor(wins),
        ggr: formatMinor(stake - wins),
        activePlayers: active.total,
        newPlayers: newPlayers.reduce((total, row) => total + toCount(row.players), 0),
        firstDeposits: Number(sum(cash, (row) => row.first_deposit_count)),
      },
      pendingReviews: pending,
      byGame: games.map((row) => ({
        category: row.category,
        vendorCode: row.vendor_code,
        bets: toCount(row.bet_count),
        stake: formatMinor(toMinor(row.stake_minor)),
        wins: formatMinor(toMinor(row.win_minor)),
        ggr: formatMinor(toMinor(row.stake_minor) - toMinor(row.win_minor)),
      })),
      series,
      summarizedUntil: summarizedUntil?.toISOString() ?? null,
    };
  }

  /** One account of the ledger with a page of its moves, newest first; an unknown account is NOT_FOUND. */
  async function listMoves(accountId: string, request: PageRequest): Promise<AccountMovesPage> {
    const account = await findAccountWithTotal(db, accountId);
    if (!account) throw new DomainError('NOT_FOUND');
    const [rows, total] = await Promise.all([
      listAccountMoves(db, accountId, { limit: request.pageSize, offset: pageOffset(request) }),
      countAccountMoves(db, accountId),
    ]);
    return {
      ...buildPage(rows.map(moveOf), request, total),
      account: {
        id: account.id,
        merchant: account.merchant,
        kind: account.kind,
        vendorCode: account.vendor_code,
        currency: account.currency,
        balance: account.balance_minor === null ? null : formatMinor(BigInt(account.balance_minor)),
        entriesTotal: formatMinor(BigInt(account.entries_minor)),
      },
    };
  }

  /** Every move of the account, a batch at a time after a (time, id) cursor, for the CSV export. */
  async function* exportMoves(accountId: string): AsyncGenerator<AccountMove> {
    let before: { createdAt: string; id: string } | undefined;
    for (;;) {
      const rows = await listAccountMoves(db, accountId, { limit: exportBatchSize, ...(before ? { before } : {}) });
      for (const row of rows) yield moveOf(row);
      const last = rows.at(-1);
      if (!last || rows.length < exportBatchSize) return;
      before = { createdAt: last.created_at, id: last.id };
    }
  }

  return { summarizeLedger, getDashboard, listMoves, exportMoves };
}

export type ReportService = ReturnType<typeof createReportService>;
