import { randomInt } from 'node:crypto';
import type {
  GameRecordPage,
  PageRequest,
  PlayerFilter,
  PlayerProfile,
  PlayerRow,
  TransactionEntry,
} from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Database, ReadReplica } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { hashPassword } from '../lib/password-hasher.js';
import { findWalletVendorNames } from '../modules/games/index.js';
import type { GeoService } from '../modules/geo/index.js';
import { createMemberService } from '../modules/member/index.js';
import type { Merchant, MerchantService } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import { createPlayerDirectoryService } from '../modules/player-directory/index.js';
import type { PlayerListRow, PlayerRecord } from '../modules/player-directory/index.js';
import { createDebtService } from '../modules/debt/index.js';
import { createSecurityService } from '../modules/security/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';

export type PlayerAdministration = {
  db: Database;
  readReplica: ReadReplica;
  clock: Clock;
  merchants: MerchantService;
  geo: GeoService;
};

const directoryOn = (dependencies: PlayerAdministration, db: Database = dependencies.readReplica) =>
  createPlayerDirectoryService({ db, clock: dependencies.clock });

/** A player as the list and its CSV show them. */
export function describePlayerRow(row: PlayerListRow): PlayerRow {
  return {
    memberNumber: row.memberNumber,
    username: row.username,
    nickname: row.nickname,
    payeeName: row.payeeName,
    mobile: row.mobileNum ? `+${row.countryDialingCode ?? ''}${row.mobileNum}` : null,
    type: row.type,
    status: row.blockedAt ? 'blocked' : 'active',
    registeredAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    mainBalance: formatMinor(row.mainBalanceMinor),
  };
}

async function searchOf(dependencies: PlayerAdministration, filter: PlayerFilter) {
  const { merchant: code, ...search } = filter;
  const merchant = await dependencies.merchants.resolveMerchant({ code });
  return { ...search, merchantId: merchant.id };
}

/** A page of one brand's players matching the search (an unknown brand: UNKNOWN_MERCHANT). Reads the replica. */
export async function searchPlayers(dependencies: PlayerAdministration, filter: PlayerFilter, page: PageRequest) {
  const found = await directoryOn(dependencies).searchPlayers(await searchOf(dependencies, filter), page);
  return { ...found, content: found.content.map(describePlayerRow) };
}

/** Every player the search matches, for the CSV export. */
export async function* exportPlayers(dependencies: PlayerAdministration, filter: PlayerFilter) {
  for await (const row of directoryOn(dependencies).exportPlayers(await searchOf(dependencies, filter)))
    yield describePlayerRow(row);
}

type PlayerKey = { merchant: string; username: string };

/** The brand and the player a console call names; reads the primary, since actions follow. */
async function findPlayer(dependencies: PlayerAdministration, key: PlayerKey) {
  const merchant = await dependencies.merchants.resolveMerchant({ code: key.merchant });
  const player = await directoryOn(dependencies, dependencies.db).getPlayer(merchant.id, key.username);
  return { merchant, player };
}

/** A player's profile: account, registration, wallets, latest logins with their country, devices, login lock. */
export async function describePlayer(dependencies: PlayerAdministration, key: PlayerKey): Promise<PlayerProfile> {
  const { merchant, player } = await findPlayer(dependencies, key);
  const security = createSecurityService({ db: dependencies.db, clock: dependencies.clock });
  const [activity, loginLockedForSeconds, debt] = await Promise.all([
    directoryOn(dependencies, dependencies.db).describeActivity(player.id),
    security.loginLockOf(merchant.id, player.username),
    createDebtService(dependencies).summarize(player.id),
  ]);
  const countryOf = async (ip: string | null) => (ip ? await dependencies.geo.countryOf(ip) : null);
  const vendorCodes = activity.wallets.flatMap((wallet) => (wallet.vendorCode ? [wallet.vendorCode] : []));
  const [registrationCountry, loginCountries, vendorNames] = await Promise.all([
    countryOf(player.registrationIp),
    Promise.all(activity.logins.map((login) => countryOf(login.ip))),
    findWalletVendorNames(dependencies.db, merchant.id, vendorCodes),
  ]);
  return {
    merchant: merchant.code,
    currency: merchant.currency,
    memberNumber: player.memberNumber,
    username: player.username,
    nickname: player.nickname,
    type: player.type,
    status: player.blockedAt ? 'blocked' : 'active',
    blockedAt: player.blockedAt?.toISOString() ?? null,
    payeeName: player.payeeName,
    mobile: player.mobileNum ? `+${player.countryDialingCode ?? ''}${player.mobileNum}` : null,
    email: player.email,
    language: player.language,
    upline: player.uplineUsername,
    registeredAt: player.createdAt.toISOString(),
    registrationIp: player.registrationIp,
    registrationCountry,
    lastLoginAt: player.lastLoginAt?.toISOString() ?? null,
    mustChangePassword: player.mustChangePassword,
    twoFactorEnabled: player.twoFactorEnabled,
    loginLockedForSeconds,
    wallets: activity.wallets.map((wallet) => ({
      kind: wallet.kind,
      vendorCode: wallet.vendorCode,
      name: wallet.vendorCode ? (vendorNames.get(wallet.vendorCode) ?? wallet.vendorCode) : '',
      balance: formatMinor(wallet.balanceMinor),
    })),
    debt,
    logins: activity.logins.map((login, index) => ({
      at: login.createdAt.toISOString(),
      ip: login.ip,
      country: loginCountries[index] ?? null,
      device: login.device,
      lastSeenAt: login.lastSeenAt.toISOString(),
      live: login.live,
    })),
    devices: activity.devices.map((device) => ({
      device: device.device,
      logins: device.logins,
      lastAt: device.lastAt.toISOString(),
    })),
  };
}

/**
 * The brand and player a console call names, with the member row the player's own listings take (the routes pass
 * it to `listMemberTransactions` and `listGameRecords`, which say what the player sees).
 */
export async function findConsolePlayer(dependencies: PlayerAdministration, key: PlayerKey) {
  const { merchant, player } = await findPlayer(dependencies, key);
  const member = await createMemberService({ db: dependencies.db, clock: dependencies.clock }).getMember(
    merchant.id,
    player.id,
  );
  return { merchant, player, member };
}

/** A page of the player's ledger moves as the console shows them. */
export function describeLedgerPage<Page extends { content: TransactionEntry[] }>(page: Page) {
  return {
    ...page,
    content: page.content.map((entry) => ({
      id: entry.id,
      at: entry.createdAt,
      type: entry.type,
      reference: entry.reference,
      description: entry.description,
      wallet: entry.walletName ?? entry.wallet,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
    })),
  };
}

/** A page of the player's rounds and lottery tickets as the console shows them. */
export function describeRoundPage(page: GameRecordPage) {
  return {
    content: page.content.map((record) => ({
      id: record.roundId,
      kind: record.kind,
      at: record.startedAt,
      reference: record.reference,
      draw: record.draw,
      gameName: record.gameName,
      vendor: record.vassalage,
      stake: record.stake,
      win: record.win,
      status: record.status,
    })),
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
  };
}

export async function listPlayerDeposits(dependencies: PlayerAdministration, key: PlayerKey, page: PageRequest) {
  const { player } = await findPlayer(dependencies, key);
  const found = await directoryOn(dependencies).listDeposits(player.id, page);
  return {
    ...found,
    content: found.content.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      channel: row.channel,
      amount: formatMinor(row.amountMinor),
      status: row.status as PlayerDepositStatus,
      reference: row.reference,
      decidedBy: row.decidedBy,
    })),
  };
}

type PlayerDepositStatus = 'awaiting_payment' | 'pending_review' | 'confirmed' | 'rejected' | 'failed';
type PlayerWithdrawalStatus = 'pending' | 'paid' | 'rejected';

export async function listPlayerWithdrawals(dependencies: PlayerAdministration, key: PlayerKey, page: PageRequest) {
  const { player } = await findPlayer(dependencies, key);
  const found = await directoryOn(dependencies).listWithdrawals(player.id, page);
  return {
    ...found,
    content: found.content.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      bank: row.bankCode,
      accountNumber: row.accountNumber,
      amount: formatMinor(row.amountMinor),
      status: row.status as PlayerWithdrawalStatus,
      reviewedBy: row.reviewedBy,
    })),
  };
}

export async function listPlayerNotes(dependencies: PlayerAdministration, key: PlayerKey, page: PageRequest) {
  const { player } = await findPlayer(dependencies, key);
  const found = await directoryOn(dependencies, dependencies.db).listPlayerNotes(player.id, page);
  return {
    ...found,
    content: found.content.map((note) => ({
      id: note.id,
      operator: note.operatorUsername,
      body: note.body,
      at: note.createdAt.toISOString(),
    })),
  };
}

const targetOf = (merchant: Merchant, player: PlayerRecord) => `member:${merchant.code}/${player.username}`;

/** Adds an operator's note to the player, audited in the note's transaction. */
export async function addPlayerNote(
  dependencies: PlayerAdministration,
  operator: Operator,
  key: PlayerKey,
  body: string,
) {
  const { merchant, player } = await findPlayer(dependencies, key);
  const note = await auditedOperatorChange(
    dependencies,
    {
      operator,
      action: 'player.note.add',
      target: targetOf(merchant, player),
      detail: (created: { id: string }) => ({ memberNumber: player.memberNumber, noteId: created.id }),
    },
    (_operators, transaction) =>
      directoryOn(dependencies, transaction).addNote({
        merchantId: merchant.id,
        memberId: player.id,
        operatorUsername: operator.username,
        body,
      }),
  );
  return { id: note.id, operator: note.operatorUsername, body: note.body, at: note.createdAt.toISOString() };
}

type SupportAction = 'block' | 'unblock' | 'password-reset' | 'login-unlock';

async function audited<Result extends object>(
  dependencies: PlayerAdministration,
  input: { operator: Operator; key: PlayerKey; action: SupportAction; reason: string },
  work: (transaction: Database, merchant: Merchant, player: PlayerRecord) => Promise<Result>,
) {
  const { merchant, player } = await findPlayer(dependencies, input.key);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: `player.${input.action}`,
      target: targetOf(merchant, player),
      detail: (result: Result) => ({ memberNumber: player.memberNumber, reason: input.reason, ...result }),
    },
    (_operators, transaction) => work(transaction, merchant, player),
  );
}

/**
 * Blocks the player: the block, the end of every session they hold and the audit row commit together, so their next
 * call on any instance is not logged in, and their next login is refused (PLAYER_BLOCKED).
 */
export async function blockPlayer(
  dependencies: PlayerAdministration,
  input: { operator: Operator; key: PlayerKey; reason: string },
) {
  return audited(dependencies, { ...input, action: 'block' }, (transaction, _merchant, player) =>
    directoryOn(dependencies, transaction).block(player.id),
  );
}

export async function unblockPlayer(
  dependencies: PlayerAdministration,
  input: { operator: Operator; key: PlayerKey; reason: string },
) {
  return audited(dependencies, { ...input, action: 'unblock' }, (transaction, _merchant, player) =>
    directoryOn(dependencies, transaction).unblock(player.id),
  );
}

const passwordAlphabets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%&*?'] as const;

/** A temporary password the member rules accept (upper, lower, digit, symbol; 12 characters), read aloud easily. */
export function temporaryPassword(): string {
  const all = passwordAlphabets.join('');
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? '';
  const characters = [...passwordAlphabets.map(pick), ...Array.from({ length: 8 }, () => pick(all))];
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
}

/**
 * Gives the player a temporary password, shown once to the operator (never logged or audited), that they must change
 * at their next login; their sessions end in the same transaction.
 */
export async function resetPlayerPassword(
  dependencies: PlayerAdministration,
  input: { operator: Operator; key: PlayerKey; reason: string },
) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const result = await audited(dependencies, { ...input, action: 'password-reset' }, (transaction, _merchant, player) =>
    directoryOn(dependencies, transaction).resetPassword(player.id, passwordHash),
  );
  return { ...result, temporaryPassword: password };
}

/** Lifts the lock wrong passwords put on the player's login, and forgets those failures. */
export async function unlockPlayerLogin(
  dependencies: PlayerAdministration,
  input: { operator: Operator; key: PlayerKey; reason: string },
) {
  return audited(dependencies, { ...input, action: 'login-unlock' }, async (transaction, merchant, player) => {
    const security = createSecurityService({ db: transaction, clock: dependencies.clock });
    const lockedForSeconds = await security.loginLockOf(merchant.id, player.username);
    await security.unlockLogin(merchant.id, player.username);
    return { changed: lockedForSeconds > 0, lockedForSeconds };
  });
}
