import type { paymentPasswordBodySchema } from '@croupier/contracts';
import type { z } from 'zod';
import { DomainError } from '../lib/domain-error.js';
import { hashPassword } from '../lib/password-hasher.js';
import type { Member } from '../modules/member/index.js';
import { createMemberService } from '../modules/member/index.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';
import type { WithdrawalDependencies } from './shared/withdrawal-context.js';

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
  const replaced = await createMemberService(dependencies).replacePaymentPasswordHash({
    merchantId: member.merchantId,
    memberId: member.id,
    expected: current,
    next: await hashPassword(body.newPassword),
  });
  if (!replaced) {
    throw new DomainError('CONFLICT', { paymentPassword: 'CHANGED_MEANWHILE' });
  }
}
