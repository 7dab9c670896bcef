import { formatMinor } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createMemberService } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import type { Operator } from '../modules/operator/index.js';
import { createWalletService, mainWalletKind } from '../modules/wallet/index.js';
import type { WalletDependencies } from './shared/member-balance.js';
import { publishMemberBalance } from './shared/member-balance.js';

/**
 * An operator's manual correction of a member's main wallet, with a required reason, posted against the
 * brand's adjustment account and audited in the same transaction. `requestKey` makes a retry harmless.
 */
export async function adjustBalance(
  dependencies: WalletDependencies & { clock: Clock },
  input: {
    merchant: Merchant;
    username: string;
    direction: 'credit' | 'debit';
    amountMinor: bigint;
    reason: string;
    operator: Operator;
    requestKey: string;
  },
) {
  const { merchant } = input;
  const member = await createMemberService(dependencies).findByUsername(merchant.id, input.username);
  if (!member) throw new DomainError('NOT_FOUND', { username: input.username });
  const result = await runInTransaction(dependencies.db, async (transaction) => {
    const wallet = createWalletService({ db: transaction });
    const adjustment = await wallet.systemAccount(merchant.id, merchant.currency, 'adjustment');
    const main = await wallet.mainWallet(merchant.id, merchant.currency, member.id, mainWalletKind(member.type));
    const posted = await wallet.transfer({
      merchantId: merchant.id,
      currency: merchant.currency,
      idempotencyKey: `adjustment:${input.requestKey}`,
      type: 'adjustment',
      reference: input.reason,
      debitAccountId: input.direction === 'credit' ? adjustment.id : main.id,
      creditAccountId: input.direction === 'credit' ? main.id : adjustment.id,
      amountMinor: input.amountMinor,
      metadata: { operator: input.operator.username },
    });
    if (!posted.replayed) {
      await createOperatorService({ db: transaction, clock: dependencies.clock }).audit(
        input.operator,
        'wallet.adjust',
        member.username,
        {
          direction: input.direction,
          amount: formatMinor(input.amountMinor),
          reason: input.reason,
          transferId: posted.transferId,
        },
      );
    }
    return posted;
  });
  await publishMemberBalance(dependencies, { merchant, member });
  const balance = input.direction === 'credit' ? result.creditBalanceMinor : result.debitBalanceMinor;
  return { transferId: result.transferId, replayed: result.replayed, balance: formatMinor(balance ?? 0n) };
}
