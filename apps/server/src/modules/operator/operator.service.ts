import { buildPage, pageOffset } from '@croupier/contracts';
import type { AuditAction, OperatorAccountFilter, OperatorAccountListQuery, Page } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { runInTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { hashPassword, verifyPassword } from '../../lib/password-hasher.js';
import { createSecretToken, hashSecret } from '../../lib/secret-token.js';
import type { OperatorListRow, OperatorRow } from './operator.repository.js';
import {
  countOperatorAccounts,
  findLiveChallengeOperator,
  findOperatorById,
  findOperatorByUsername,
  hasSessionFromAddress,
  insertAudit,
  insertOperator,
  insertOperatorIfAbsent,
  insertOperatorSession,
  listOperatorAccounts,
  lockEnabledAdmins,
  promoteOperatorSession,
  revokeOperatorSession,
  revokeOperatorSessions,
  touchLiveOperatorSession,
  updateOperatorAccount,
} from './operator.repository.js';
import type { OperatorRole, OperatorSessionStage } from './operator.tables.js';

/**
 * What each role may do in the console. An operator holds one or more roles and may do what any of them allows
 * (decision 0026).
 */
export const operatorPermissions = {
  'merchant.maintenance': ['admin'],
  'brand.settings': ['admin'],
  'geo.ranges': ['admin', 'risk'],
  'outbox.read': ['admin', 'support'],
  'audit.read': ['admin', 'risk'],
  'wallet.reconcile': ['admin', 'finance'],
  'wallet.adjust': ['admin', 'finance'],
  'payments.review': ['admin', 'finance'],
  'payments.configure': ['admin'],
  'games.manage': ['admin', 'content'],
  'lottery.results': ['admin', 'finance', 'support'],
  'lottery.configure': ['admin'],
  'merchant.security': ['admin', 'risk'],
  'members.security': ['admin', 'support', 'risk'],
  'content.manage': ['admin', 'content'],
  'operators.manage': ['admin'],
  'dashboard.read': ['admin', 'finance', 'risk'],
  'players.read': ['admin', 'support', 'risk', 'finance'],
  'players.manage': ['admin', 'support', 'risk'],
  // Responsible gaming (decision 0046): support reads a player's protections to answer them; lifting an ended
  // self-exclusion and the markers of harm are the risk role's. Lowering a limit on the player's request protects them,
  // so support may do it too.
  'responsible-gaming.read': ['admin', 'support', 'risk'],
  'responsible-gaming.limits': ['admin', 'support', 'risk'],
  'responsible-gaming.lift': ['admin', 'risk'],
  'responsible-gaming.markers': ['admin', 'risk'],
  // The sportsbook (decision 0063): everyone who answers players reads it; suspending markets and the book's risk
  // settings and margins are the risk role's (the reference's trader); settling and voiding move money, so finance's.
  'sportsbook.read': ['admin', 'risk', 'finance', 'support'],
  'sportsbook.trade': ['admin', 'risk'],
  'sportsbook.settle': ['admin', 'finance'],
  'sportsbook.configure': ['admin', 'risk'],
  // Agent contracts (issue #18): issuing and ending a top contract commits the platform's money, so finance's.
  'agent-contracts.manage': ['admin', 'finance'],
  // The agent tree (issue #18, decision 0075): support reads it to answer agents; approving applications, quotas and
  // re-parenting change who earns from whom, so the risk role's.
  'agents.read': ['admin', 'support', 'risk', 'finance'],
  'agents.manage': ['admin', 'risk'],
  // The member inbox: support answers players and content writes the brand's news, so both may write to members.
  'messages.send': ['admin', 'support', 'content'],
  // Promotions (issue #19): content builds the offers players see, and risk (who watches bonus abuse) may too, since
  // an offer's terms and budget are money; reviewing applications grants money, so the risk and finance roles'.
  'promotions.manage': ['admin', 'content', 'risk'],
  'promotions.review': ['admin', 'risk', 'finance'],
  // Bonus grants (issue #19, decision 0077): support reads a player's bonuses to answer them and finance reads the
  // cost; forfeiting and re-crediting move bonus money and the policy sets what offers may ask, so risk's and finance's.
  'bonus.read': ['admin', 'support', 'risk', 'finance'],
  'bonus.manage': ['admin', 'risk', 'finance'],
  // The manual rebate (decision 0079): its rates and caps are money paid to every player, so risk and finance set
  // them and read what was paid.
  'rebate.manage': ['admin', 'risk', 'finance'],
  // The progressive jackpot (decision 0087): its share and seed are the house's money, its odds a game rule.
  'jackpot.manage': ['admin', 'risk', 'finance'],
  // The referral programme (decision 0084): its rewards are money and its fraud review is risk's work.
  'referral.manage': ['admin', 'risk', 'finance'],
  // Live chat (decision 0085): support answers players; the canned replies and the brand's switch are theirs too.
  'live-chat.answer': ['admin', 'support'],
  'live-chat.manage': ['admin', 'support'],
  // Points and the mall (decision 0082): content builds the catalogue players see and risk watches its cost, as for
  // promotions; deciding redemptions and reading the points liability are the risk and finance roles'.
  'points.manage': ['admin', 'content', 'risk'],
  'points.review': ['admin', 'risk', 'finance'],
  // The VIP ladder (decision 0081): its thresholds and gifts are money paid to players, and a manual level change
  // is a VIP decision that needs oversight, so risk's and finance's; content reads nothing here.
  'vip.manage': ['admin', 'risk', 'finance'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorPermission = keyof typeof operatorPermissions;

/** The operator behind a console call. `brands` are the merchant codes they may act on; null: every brand. */
export type Operator = {
  id: string;
  username: string;
  roles: OperatorRole[];
  brands: string[] | null;
  ip: string;
  /** The session the call came with (absent for work done outside a call, such as the seed). */
  sessionId?: string;
  /** `enrolment`: the session may only enrol the second factor the operator must have. */
  stage?: 'enrolment' | 'active';
};

/**
 * Operator sessions last a working shift at most, and end after half an hour without a call. A call records
 * itself only when the session's last recorded call is a minute old: the idle clock is that precise at worst.
 */
export const operatorSessionLimits = {
  absoluteHours: 12,
  idleMinutes: 30,
  challengeMinutes: 5,
  lastSeenPrecisionSeconds: 60,
} as const;

export type OperatorAccount = {
  id: string;
  username: string;
  roles: OperatorRole[];
  brands: string[] | null;
  disabled: boolean;
  twoFactorRequired: boolean;
  createdAt: Date;
};

const accountOf = (row: OperatorRow): OperatorAccount => ({
  id: row.id,
  username: row.username,
  roles: row.roles,
  brands: row.brands,
  disabled: row.disabled,
  twoFactorRequired: row.twoFactorRequired,
  createdAt: row.createdAt,
});

/** An account as the list shows it: with whether its second factor is on. */
export type OperatorAccountListing = OperatorAccount & { twoFactorEnabled: boolean };

const listingOf = (row: OperatorListRow): OperatorAccountListing => ({
  ...accountOf(row),
  twoFactorEnabled: row.twoFactorEnabled,
});

/** How many accounts an export reads at a time. */
const accountExportBatchSize = 500;

/** An empty list of brands means every brand, stored as null so that one value says it. */
const storedBrands = (brands: readonly string[] | null | undefined) =>
  brands && brands.length > 0 ? [...new Set(brands)].sort() : null;
const storedRoles = (roles: readonly OperatorRole[]) => [...new Set(roles)].sort();

/** Console accounts, their sessions and the audit log. */
export function createOperatorService({ db, clock }: { db: Database; clock: Clock }) {
  /** The seed's accounts: created once, never changed by a later start. */
  async function createOperator(input: {
    username: string;
    password: string;
    roles: readonly OperatorRole[];
    brands?: readonly string[] | null;
  }) {
    await insertOperatorIfAbsent(db, {
      username: input.username,
      passwordHash: await hashPassword(input.password),
      roles: storedRoles(input.roles),
      brands: storedBrands(input.brands),
    });
  }

  /** The enabled operator with this name and password; INVALID_CREDENTIALS, the same answer, for any failure. */
  async function checkCredentials(username: string, password: string): Promise<OperatorAccount> {
    const found = await findOperatorByUsername(db, username);
    const valid = await verifyPassword(found?.passwordHash, password);
    if (!found || !valid || found.disabled) throw new DomainError('INVALID_CREDENTIALS');
    return accountOf(found);
  }

  /** Whether `password` is the operator's current one (OLD_PASSWORD_WRONG otherwise). */
  async function checkPassword(operatorId: string, password: string) {
    const found = await findOperatorById(db, operatorId);
    if (!found || !(await verifyPassword(found.passwordHash, password))) throw new DomainError('OLD_PASSWORD_WRONG');
  }

  /**
   * A new session of `stage` for the account: a login challenge lasts minutes and opens only the second step;
   * the others last a shift. Answers its token, shown this once (only its hash is kept).
   */
  async function startSession(account: OperatorAccount, stage: OperatorSessionStage, ip: string) {
    const token = createSecretToken();
    const now = clock.now();
    const lifetime =
      stage === 'second-factor'
        ? operatorSessionLimits.challengeMinutes * 60_000
        : operatorSessionLimits.absoluteHours * 3_600_000;
    await insertOperatorSession(db, {
      operatorId: account.id,
      tokenHash: hashSecret(token),
      stage,
      ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
    });
    return { token, stage, username: account.username, roles: account.roles, brands: account.brands };
  }

  /** The operator a live login challenge is for, or null (unknown, expired, used, disabled). */
  async function findChallengeOperator(challengeToken: string): Promise<OperatorAccount | null> {
    const operatorId = await findLiveChallengeOperator(db, hashSecret(challengeToken), clock.now());
    return operatorId ? accountOf((await findOperatorById(db, operatorId)) as OperatorRow) : null;
  }

  /** Turns a login challenge into a session under a new token; null when another request took it first. */
  async function completeChallenge(challengeToken: string, account: OperatorAccount) {
    const token = createSecretToken();
    const now = clock.now();
    const promoted = await promoteOperatorSession(
      db,
      { tokenHash: hashSecret(challengeToken), stage: 'second-factor' },
      {
        tokenHash: hashSecret(token),
        expiresAt: new Date(now.getTime() + operatorSessionLimits.absoluteHours * 3_600_000),
        now,
      },
    );
    if (!promoted) return null;
    return {
      token,
      stage: 'active' as const,
      username: account.username,
      roles: account.roles,
      brands: account.brands,
    };
  }

  /** Opens the console to an enrolment session once the operator's second factor is on. */
  async function completeEnrolment(sessionId: string) {
    await promoteOperatorSession(db, { sessionId, stage: 'enrolment' }, { now: clock.now() });
  }

  /** An address the operator has logged in from before: strangers' failures do not slow it down. */
  async function isKnownAddress(username: string, ip: string) {
    return hasSessionFromAddress(db, username, ip);
  }

  /** The operator of an open session (a call keeps it from idling out), or null. */
  async function authenticate(token: string, ip: string): Promise<Operator | null> {
    if (token.length < 32 || token.length > 128) return null;
    const now = clock.now();
    const found = await touchLiveOperatorSession(db, hashSecret(token), {
      now,
      idleSince: new Date(now.getTime() - operatorSessionLimits.idleMinutes * 60_000),
      touchBefore: new Date(now.getTime() - operatorSessionLimits.lastSeenPrecisionSeconds * 1_000),
    });
    return found
      ? {
          id: found.id,
          username: found.username,
          roles: found.roles,
          brands: found.brands,
          ip,
          sessionId: found.sessionId,
          stage: found.stage === 'enrolment' ? 'enrolment' : 'active',
        }
      : null;
  }

  /** Ends the operator's session; the audit row commits with it, or the session stays open. */
  async function logOut(token: string, operator: Operator) {
    await runInTransaction(db, async (transaction) => {
      await revokeOperatorSession(transaction, hashSecret(token), clock.now());
      await writeAudit(transaction, operator, 'operator.logout', operator.username);
    });
  }

  /** Ends every open session of the operator, this one too; answers how many ended. Pass a transaction. */
  async function endAllSessions(operatorId: string) {
    return revokeOperatorSessions(db, operatorId, clock.now());
  }

  /**
   * Sets a new password after checking the current one (the caller counts the attempt first); the operator's
   * other sessions end, the one that asked stays. Pass a transaction: the audit row goes with it.
   */
  async function changePassword(operator: Operator, currentPassword: string, newPassword: string) {
    await checkPassword(operator.id, currentPassword);
    await updateOperatorAccount(db, operator.id, {
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: clock.now(),
    });
    return { endedSessions: await revokeOperatorSessions(db, operator.id, clock.now(), operator.sessionId) };
  }

  /** A page of the accounts the filter matches, in its order. */
  async function listAccounts(query: OperatorAccountListQuery): Promise<Page<OperatorAccountListing>> {
    const [rows, total] = await Promise.all([
      listOperatorAccounts(db, query, query.pageSize, pageOffset(query)),
      countOperatorAccounts(db, query),
    ]);
    return buildPage(rows.map(listingOf), query, total);
  }

  /**
   * Every account the filter matches, a batch at a time, in the filter's order. Accounts are people (a table of
   * hundreds that rarely changes), so batches follow the offset; the id breaks ties.
   */
  async function* exportAccounts(filter: OperatorAccountFilter): AsyncGenerator<OperatorAccountListing> {
    for (let offset = 0; ; offset += accountExportBatchSize) {
      const rows = await listOperatorAccounts(db, filter, accountExportBatchSize, offset);
      for (const row of rows) yield listingOf(row);
      if (rows.length < accountExportBatchSize) return;
    }
  }

  async function getAccount(id: string): Promise<OperatorAccount> {
    const found = await findOperatorById(db, id);
    if (!found) throw new DomainError('NOT_FOUND');
    return accountOf(found);
  }

  /** A new console account; USERNAME_TAKEN when the name is used in any case. */
  async function createAccount(input: {
    username: string;
    password: string;
    roles: readonly OperatorRole[];
    brands: readonly string[] | null;
    twoFactorRequired: boolean;
  }): Promise<OperatorAccount> {
    const inserted = await insertOperator(db, {
      username: input.username,
      passwordHash: await hashPassword(input.password),
      roles: storedRoles(input.roles),
      brands: storedBrands(input.brands),
      twoFactorRequired: input.twoFactorRequired,
      createdAt: clock.now(),
    });
    if (!inserted) throw new DomainError('USERNAME_TAKEN');
    return accountOf(inserted);
  }

  /**
   * Changes an account's roles, brands or enabled state. Refused: disabling oneself, and any change that would
   * leave no enabled admin of every brand (who alone can manage accounts). A disabled account's sessions end.
   * Pass a transaction: the admins' rows are locked until it commits.
   */
  async function changeAccount(
    actor: Operator,
    id: string,
    change: { roles?: readonly OperatorRole[]; brands?: readonly string[] | null; disabled?: boolean },
  ): Promise<OperatorAccount> {
    if (change.disabled === true && id === actor.id) throw new DomainError('OPERATOR_SELF_DISABLE');
    const admins = await lockEnabledAdmins(db);
    const before = await findOperatorById(db, id);
    if (!before) throw new DomainError('NOT_FOUND');
    const after = {
      roles: change.roles ? storedRoles(change.roles) : before.roles,
      brands: change.brands === undefined ? before.brands : storedBrands(change.brands),
      disabled: change.disabled ?? before.disabled,
    };
    const isFullAdmin = (row: { roles: OperatorRole[]; brands: string[] | null; disabled: boolean }) =>
      !row.disabled && row.roles.includes('admin') && row.brands === null;
    const otherFullAdmins = admins.filter((admin) => admin.id !== id && admin.brands === null).length;
    if (isFullAdmin(before) && !isFullAdmin(after) && otherFullAdmins === 0) throw new DomainError('LAST_ADMIN');
    const updated = await updateOperatorAccount(db, id, after);
    if (!updated) throw new DomainError('NOT_FOUND');
    if (after.disabled && !before.disabled) await revokeOperatorSessions(db, id, clock.now());
    return accountOf(updated);
  }

  async function writeAudit(
    target: Database,
    operator: Operator,
    action: AuditAction,
    subject: string,
    detail: Record<string, unknown> = {},
  ) {
    await insertAudit(target, {
      operatorId: operator.id,
      operatorUsername: operator.username,
      action,
      target: subject,
      detail,
      ip: operator.ip,
      createdAt: clock.now(),
    });
  }

  /**
   * Records a console login step or a refused one (decision 0026's audit of access). There is no session yet, so
   * the row names the account the typed name belongs to, or, for a name of no account, the name as typed (the
   * address says where the guesses came from). Pass a transaction for a login that opens a session.
   */
  async function auditLogin(input: {
    action: 'operator.login' | 'operator.login.refused';
    username: string;
    ip: string;
    detail: Record<string, unknown>;
  }) {
    const found = await findOperatorByUsername(db, input.username);
    const username = found?.username ?? input.username.trim().toLowerCase();
    await insertAudit(db, {
      operatorId: found?.id ?? null,
      operatorUsername: username,
      action: input.action,
      target: username,
      detail: input.detail,
      ip: input.ip,
      createdAt: clock.now(),
    });
  }

  /** Records an action; pass a transaction as `db` so the record commits with the action or not at all. */
  async function audit(operator: Operator, action: AuditAction, target: string, detail: Record<string, unknown> = {}) {
    await writeAudit(db, operator, action, target, detail);
  }

  return {
    createOperator,
    checkCredentials,
    checkPassword,
    startSession,
    findChallengeOperator,
    completeChallenge,
    completeEnrolment,
    isKnownAddress,
    authenticate,
    logOut,
    endAllSessions,
    changePassword,
    listAccounts,
    exportAccounts,
    getAccount,
    createAccount,
    changeAccount,
    audit,
    auditLogin,
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;

/** Whether any of the roles allows `permission`. */
export function hasPermission(roles: readonly OperatorRole[], permission: OperatorPermission): boolean {
  const allowed: readonly OperatorRole[] = operatorPermissions[permission];
  return roles.some((role) => allowed.includes(role));
}

/** Whether the operator may see and act on the brand with this code. */
export function mayActOnBrand(operator: Pick<Operator, 'brands'>, merchantCode: string): boolean {
  const code = merchantCode.trim().toLowerCase();
  return operator.brands === null || operator.brands.some((brand) => brand.toLowerCase() === code);
}
