import type { BankAccount, bankAccountBodySchema } from '@croupier/contracts';
import { samePayeeName } from '@croupier/contracts';
import type { z } from 'zod';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import type { Member } from '../modules/member/index.js';
import { createMemberService } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createPlayerProtectionService } from '../modules/responsible-gaming/index.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';
import { requireSecondFactor } from './shared/second-factor.js';
import type { WithdrawalDependencies } from './shared/withdrawal-context.js';

/**
 * Binds a bank account to the member (at most three). Where the brand asks, its name must be the member's
 * real name; a member without one on file gets this name as their real name. Serializable, so two binds at
 * once can neither pass the limit nor set two different real names. An account a self-excluded player of the brand
 * holds or held is refused (IDENTITY_EXCLUDED). With the member's second factor on, a
 * current code is needed first.
 */
export async function bindBankAccount(
  dependencies: Pick<WithdrawalDependencies, 'db' | 'clock'>,
  input: { merchant: Merchant; member: Member; body: z.output<typeof bankAccountBodySchema> },
): Promise<BankAccount> {
  const { merchant, member, body } = input;
  // Outside the transaction: the code's attempt must stay counted whatever the bind does next.
  await requireSecondFactor(dependencies, { merchantId: merchant.id, memberId: member.id, code: body.twoFactorCode });
  return runInTransaction(
    dependencies.db,
    async (transaction) => {
      await createPlayerProtectionService({ db: transaction, clock: dependencies.clock }).refuseExcludedBankAccount({
        merchantId: merchant.id,
        memberId: member.id,
        bankCode: body.bankCode,
        accountNumber: body.accountNumber,
      });
      const withdrawals = createWithdrawalService({ db: transaction, clock: dependencies.clock });
      const policy = await withdrawals.getPolicy(merchant.id);
      if (policy.payeeNameMustMatch) {
        const members = createMemberService({ db: transaction, clock: dependencies.clock });
        const realName = (await members.getMember(merchant.id, member.id)).payeeName?.trim();
        if (!realName) await members.setPayeeNameIfEmpty(merchant.id, member.id, body.accountName);
        else if (!samePayeeName(realName, body.accountName)) throw new DomainError('PAYEE_NAME_MISMATCH');
      }
      return withdrawals.addBankAccount(member, body);
    },
    { isolationLevel: 'serializable' },
  );
}
