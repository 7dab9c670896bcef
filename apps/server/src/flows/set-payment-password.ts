import type { paymentPasswordBodySchema } from '@croupier/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { DomainError } from '../lib/domain-error.js';
import { hashPassword } from '../lib/password-hasher.js';
import type { Member } from '../modules/member/index.js';
import { member as memberTable } from '../modules/member/member.tables.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';
import type { WithdrawalDependencies } from './withdrawal-context.js';

/**
 * Replaces the stored hash only if it is still the one the caller checked (compare and swap), so a change
 * racing another change cannot slip past the old-password check. The member module has no call for this yet.
 */
async function replacePaymentPasswordHash(db: Database, member: Member, expected: string | null, next: string) {
  const rows = await db
    .update(memberTable)
    .set({ paymentPasswordHash: next })
    .where(
      and(
        eq(memberTable.merchantId, member.merchantId),
        eq(memberTable.id, member.id),
        expected === null ? isNull(memberTable.paymentPasswordHash) : eq(memberTable.paymentPasswordHash, expected),
      ),
    )
    .returning({ id: memberTable.id });
  return rows.length === 1;
}

/**
 * Sets the six-digit payment password (argon2id), apart from the login password. Changing it needs the
 * old one, and wrong old ones count towards the same lock as wrong ones at withdrawal.
 */
export async function setPaymentPassword(
  dependencies: Pick<WithdrawalDependencies, 'db' | 'clock'>,
  input: { member: Member; body: z.output<typeof paymentPasswordBodySchema> },
): Promise<void> {
  const { member, body } = input;
  const current = member.paymentPasswordHash;
  if (current) {
    if (!body.oldPassword) {
      throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'oldPassword', message: 'REQUIRED' }] });
    }
    await createWithdrawalService(dependencies).verifyPaymentPassword(member, body.oldPassword);
  }
  if (!(await replacePaymentPasswordHash(dependencies.db, member, current, await hashPassword(body.newPassword)))) {
    throw new DomainError('CONFLICT', { paymentPassword: 'CHANGED_MEANWHILE' });
  }
}
