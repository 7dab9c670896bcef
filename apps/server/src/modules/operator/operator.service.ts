import { pageOffset } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { runInTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { hashPassword, verifyPassword } from '../../lib/password-hasher.js';
import { createSecretToken, hashSecret } from '../../lib/secret-token.js';
import {
  findLiveOperatorSession,
  findOperatorByUsername,
  hasSessionFromAddress,
  insertAudit,
  insertOperatorIfAbsent,
  insertOperatorSession,
  listAudit,
  revokeOperatorSession,
} from './operator.repository.js';
import type { OperatorRole } from './operator.tables.js';

/** What each role may do in the console. */
export const operatorPermissions = {
  'merchant.maintenance': ['admin'],
  'geo.ranges': ['admin'],
  'outbox.read': ['admin', 'support'],
  'audit.read': ['admin'],
  'wallet.reconcile': ['admin', 'finance'],
  'wallet.adjust': ['admin', 'finance'],
  'payments.review': ['admin', 'finance'],
  'games.manage': ['admin'],
  'lottery.results': ['admin', 'finance', 'support'],
  'lottery.configure': ['admin'],
  'merchant.security': ['admin'],
  'members.security': ['admin', 'support'],
  'content.manage': ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorPermission = keyof typeof operatorPermissions;

export type Operator = { id: string; username: string; role: OperatorRole; ip: string };

/** Operator sessions last a working shift. */
const sessionHours = 12;

/** Console accounts, their sessions and the audit log. */
export function createOperatorService({ db, clock }: { db: Database; clock: Clock }) {
  async function createOperator(input: { username: string; password: string; role: OperatorRole }) {
    await insertOperatorIfAbsent(db, {
      username: input.username,
      passwordHash: await hashPassword(input.password),
      role: input.role,
    });
  }

  /** A token for the right password of an enabled operator; the same answer for any failure. */
  async function logIn(username: string, password: string, ip: string) {
    const found = await findOperatorByUsername(db, username);
    const valid = await verifyPassword(found?.passwordHash, password);
    if (!found || !valid || found.disabled) throw new DomainError('INVALID_CREDENTIALS');
    const token = createSecretToken();
    const now = clock.now();
    await insertOperatorSession(db, {
      operatorId: found.id,
      tokenHash: hashSecret(token),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + sessionHours * 3_600_000),
    });
    return { token, username: found.username, role: found.role };
  }

  /** An address the operator has logged in from before: strangers' failures do not slow it down. */
  async function isKnownAddress(username: string, ip: string) {
    return hasSessionFromAddress(db, username, ip);
  }

  async function authenticate(token: string, ip: string): Promise<Operator | null> {
    if (token.length < 32 || token.length > 128) return null;
    const found = await findLiveOperatorSession(db, hashSecret(token), clock.now());
    return found ? { id: found.operator.id, username: found.operator.username, role: found.operator.role, ip } : null;
  }

  /** Ends the operator's session; the audit row commits with it, or the session stays open. */
  async function logOut(token: string, operator: Operator) {
    await runInTransaction(db, async (transaction) => {
      await revokeOperatorSession(transaction, hashSecret(token), clock.now());
      await writeAudit(transaction, operator, 'operator.logout', operator.username);
    });
  }

  async function writeAudit(
    target: Database,
    operator: Operator,
    action: string,
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

  /** Records an action; pass a transaction as `db` so the record commits with the action or not at all. */
  async function audit(operator: Operator, action: string, target: string, detail: Record<string, unknown> = {}) {
    await writeAudit(db, operator, action, target, detail);
  }

  async function listAuditLog(pageNo: number, pageSize: number) {
    return listAudit(db, pageSize, pageOffset({ pageNo, pageSize }));
  }

  return { createOperator, logIn, isKnownAddress, authenticate, logOut, audit, listAuditLog };
}

export type OperatorService = ReturnType<typeof createOperatorService>;

export function hasPermission(role: OperatorRole, permission: OperatorPermission): boolean {
  return (operatorPermissions[permission] as readonly OperatorRole[]).includes(role);
}
