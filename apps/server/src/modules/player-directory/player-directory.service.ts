import type { PageRequest } from '@croupier/contracts';
import { buildPage, pageOffset } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { summarizeUserAgent } from './device-summary.js';
import type { PlayerListRow, PlayerRecord, PlayerSearch } from './player-directory.repository.js';
import {
  countPlayerRows,
  findLastDeposit,
  findPlayerRecord,
  insertNote,
  listDepositRows,
  listLatestLogins,
  listLoginUserAgents,
  listNotes,
  listPlayerRowsAfter,
  listRecentWins,
  listSharedBankAccounts,
  listWalletRows,
  listWithdrawalRows,
  revokeAllSessions,
  searchPlayerRows,
  setBlocked,
  setTemporaryPassword,
  sumStakesSince,
} from './player-directory.repository.js';

export type { PlayerListRow, PlayerRecord, PlayerSearch } from './player-directory.repository.js';

/** How many logins and devices a profile shows. */
const profileLogins = 20;
const profileDevices = 10;
/** How many wins and same-account players the queue's context shows. */
const contextWins = 5;
const contextSharedAccounts = 20;

/** The console's player directory: search, a player's records, notes, and the account changes support makes. */
export function createPlayerDirectoryService({ db, clock }: { db: Database; clock: Clock }) {
  async function searchPlayers(search: PlayerSearch, page: PageRequest) {
    const [rows, total] = await Promise.all([
      searchPlayerRows(db, search, page.pageSize, pageOffset(page)),
      countPlayerRows(db, search),
    ]);
    return buildPage(rows, page, total);
  }

  /** Every player the search matches, a batch at a time, in member-number order (the CSV export). */
  async function* exportPlayers(search: PlayerSearch): AsyncGenerator<PlayerListRow> {
    let after = 0;
    for (;;) {
      const batch = await listPlayerRowsAfter(db, search, after, 1_000);
      yield* batch;
      const last = batch.at(-1);
      if (!last || batch.length < 1_000) return;
      after = last.memberNumber;
    }
  }

  /** The brand's player by username, or NOT_FOUND. */
  async function getPlayer(merchantId: string, username: string): Promise<PlayerRecord> {
    const found = await findPlayerRecord(db, merchantId, username);
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  async function describeActivity(memberId: string) {
    const [logins, devices, wallets] = await Promise.all([
      listLatestLogins(db, memberId, clock.now(), profileLogins),
      listLoginUserAgents(db, memberId, profileDevices),
      listWalletRows(db, memberId),
    ]);
    return {
      logins: logins.map((login) => ({ ...login, device: summarizeUserAgent(login.userAgent) })),
      devices: devices.map((device) => ({ ...device, device: summarizeUserAgent(device.userAgent) })),
      wallets,
    };
  }

  async function listDeposits(memberId: string, page: PageRequest) {
    const { rows, total } = await listDepositRows(db, memberId, page.pageSize, pageOffset(page));
    return buildPage(rows, page, total);
  }

  async function listWithdrawals(memberId: string, page: PageRequest) {
    const { rows, total } = await listWithdrawalRows(db, memberId, page.pageSize, pageOffset(page));
    return buildPage(rows, page, total);
  }

  async function listPlayerNotes(memberId: string, page: PageRequest) {
    const { rows, total } = await listNotes(db, memberId, page.pageSize, pageOffset(page));
    return buildPage(rows, page, total);
  }

  async function addNote(note: { merchantId: string; memberId: string; operatorUsername: string; body: string }) {
    return insertNote(db, { ...note, createdAt: clock.now() });
  }

  /**
   * Blocks the player and ends every session they have, in the caller's transaction: once it commits, no instance
   * accepts their tokens (sessions live in the database) and their login is refused. Answers whether it changed.
   */
  async function block(memberId: string) {
    const now = clock.now();
    const changed = await setBlocked(db, memberId, now);
    const sessionsEnded = await revokeAllSessions(db, memberId, now);
    return { changed, sessionsEnded };
  }

  async function unblock(memberId: string) {
    return { changed: await setBlocked(db, memberId, null) };
  }

  /** Sets a temporary password the player must change at their next login, and ends their sessions. */
  async function resetPassword(memberId: string, passwordHash: string) {
    const now = clock.now();
    await setTemporaryPassword(db, memberId, passwordHash, now);
    return { sessionsEnded: await revokeAllSessions(db, memberId, now) };
  }

  /**
   * A player's money context beside a queue row (decision 0036): wallets, the last credited deposit, the stakes
   * since it, the latest wins and the brand's other players with one of this player's account numbers.
   */
  async function describeMoneyContext(merchantId: string, memberId: string) {
    const [wallets, lastDeposit, wins, shared] = await Promise.all([
      listWalletRows(db, memberId),
      findLastDeposit(db, memberId),
      listRecentWins(db, memberId, contextWins),
      listSharedBankAccounts(db, merchantId, memberId, contextSharedAccounts),
    ]);
    const stakes = await sumStakesSince(db, memberId, lastDeposit?.at ?? null);
    return { wallets, lastDeposit, stakes, wins, shared };
  }

  return {
    describeMoneyContext,
    searchPlayers,
    exportPlayers,
    getPlayer,
    describeActivity,
    listDeposits,
    listWithdrawals,
    listPlayerNotes,
    addNote,
    block,
    unblock,
    resetPassword,
  };
}

export type PlayerDirectoryService = ReturnType<typeof createPlayerDirectoryService>;
