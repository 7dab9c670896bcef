import { randomUUID } from 'node:crypto';
import type { Withdrawal } from '@croupier/contracts';
import { formatMinor, samePayeeName } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import { sumOwedByMember } from '../modules/agent-settlement/index.js';
import { sumLiveGrants } from '../modules/bonus/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createWalletService, mainWalletKind } from '../modules/wallet/index.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';
import type { WithdrawalDependencies } from './shared/withdrawal-context.js';
import { forfeitLiveGrants, liveGrantsOf } from './shared/bonus-wallet.js';
import { requireSecondFactor } from './shared/second-factor.js';
import { publishBalanceAfterCommit } from './shared/withdrawal-context.js';

/** Refuses a withdrawal that would forfeit bonus money the player has not agreed to lose, saying what is at stake. */
function refuseWhileBonusHeld(live: Parameters<typeof sumLiveGrants>[0], currency: string) {
  const totals = sumLiveGrants(live);
  if (totals.balanceMinor === 0n) return;
  throw new DomainError('BONUS_FORFEIT_REQUIRED', {
    bonus: formatMinor(totals.balanceMinor),
    turnoverRemaining: formatMinor(totals.turnoverRemainingMinor),
    currency,
  });
}

/** Thrown inside the transaction when a retry with the same idempotency key won the race: roll back, answer that one. */
class RetriedRequest extends Error {}

/**
 * Requests a withdrawal: within the brand's amount range and daily count, to one of the member's own bank
 * accounts (in their real name where the brand asks), after the payment password and, when the member's second
 * factor is on, a current code. The pending withdrawal and the hold (main wallet to withdrawals_held) are written
 * in one transaction or not at all; a retry with the same `Idempotency-Key` answers the first withdrawal.
 */
export async function requestWithdrawal(
  dependencies: WithdrawalDependencies,
  input: {
    merchant: Merchant;
    member: Member;
    amountMinor: bigint;
    bankAccountId: string;
    paymentPassword: string;
    /** The member's authenticator or recovery code, needed when their second factor is on. */
    twoFactorCode?: string | undefined;
    idempotencyKey?: string | undefined;
    /** The player confirmed that the withdrawal forfeits their live bonuses (decision 0077). */
    forfeitBonus?: boolean | undefined;
  },
): Promise<Withdrawal> {
  const { db, clock } = dependencies;
  const { merchant, member } = input;
  const withdrawals = createWithdrawalService({ db, clock });
  const request = { amountMinor: input.amountMinor, bankAccountId: input.bankAccountId };
  // A retry answers what the first request did and moves nothing, so it needs no second password check.
  if (input.idempotencyKey) {
    const earlier = await withdrawals.findByIdempotencyKey(member.id, input.idempotencyKey);
    if (earlier) return withdrawals.describe(withdrawals.matchRetry(earlier, request));
  }

  // Cheap refusals first, so a mistyped amount does not spend one of the payment password attempts.
  const policy = await withdrawals.getPolicy(merchant.id);
  withdrawals.checkAmount(policy, input.amountMinor);
  const account = await withdrawals.getBankAccount(member.id, input.bankAccountId);
  if (policy.payeeNameMustMatch && !samePayeeName(account.accountName, member.payeeName ?? '')) {
    throw new DomainError('PAYEE_NAME_MISMATCH');
  }
  if ((await withdrawals.countRequestsToday(member.id, merchant.timeZone)) >= policy.dailyRequestLimit) {
    throw new DomainError('WITHDRAWAL_LIMIT_REACHED', { dailyRequestLimit: policy.dailyRequestLimit });
  }
  // Before the password, so a player who has not yet confirmed the bonus forfeit spends no attempt.
  if (!input.forfeitBonus) refuseWhileBonusHeld(await liveGrantsOf(db, member.id), merchant.currency);
  await withdrawals.verifyPaymentPassword(member, input.paymentPassword);
  // After the payment password, so a mistyped password does not spend the authenticator's current code.
  await requireSecondFactor({ db, clock }, { merchantId: merchant.id, memberId: member.id, code: input.twoFactorCode });

  const id = randomUUID();
  let created;
  try {
    created = await runInTransaction(db, async (transaction) => {
      const scoped = createWithdrawalService({ db: transaction, clock });
      // The slot is the authority on the daily count, and it queues one member's simultaneous requests.
      await scoped.takeRequestSlot(member.id, merchant.timeZone, policy.dailyRequestLimit);
      const wallet = createWalletService({ db: transaction });
      const main = await wallet.mainWallet(merchant.id, merchant.currency, member.id, mainWalletKind(member.type));
      // Under the wallet's lock, the one order of every money path: a debt recorded a moment ago is seen here.
      if ((await wallet.lockWalletDebt(main.id)) > 0n) throw new DomainError('DEBT_OUTSTANDING');
      // Issue #18: an agent that owes its downlines contract pay cannot withdraw; a payment of it locks this wallet too.
      const owed = await sumOwedByMember(transaction, member.id);
      if (owed > 0n) {
        throw new DomainError('AGENT_OBLIGATION_OUTSTANDING', {
          amount: formatMinor(owed),
          currency: merchant.currency,
        });
      }
      // Cash is always the player's to take; bonus money is not (decision 0077): live grants are forfeited here, in the
      // withdrawal's transaction, once the player confirmed it; a grant made since the confirmation screen refuses.
      if (input.forfeitBonus)
        await forfeitLiveGrants(transaction, clock, { memberId: member.id, reason: 'withdrawal' });
      else refuseWhileBonusHeld(await liveGrantsOf(transaction, member.id), merchant.currency);
      const held = await wallet.systemAccount(merchant.id, merchant.currency, 'withdrawals_held');
      const pending = await scoped.createPending({
        id,
        merchantId: merchant.id,
        memberId: member.id,
        memberUsername: member.username,
        currency: merchant.currency,
        amountMinor: input.amountMinor,
        bankAccountId: account.id,
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        idempotencyKey: input.idempotencyKey ?? null,
        walletAccountId: main.id,
      });
      if (!pending) throw new RetriedRequest();
      const hold = await wallet.transfer({
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `withdrawal:${id}:hold`,
        type: 'withdrawal_hold',
        reference: `withdrawal ${id}`,
        debitAccountId: main.id,
        creditAccountId: held.id,
        amountMinor: input.amountMinor,
        metadata: { withdrawalId: id },
      });
      return scoped.attachHoldTransfer(id, hold.transferId);
    });
  } catch (error) {
    if (!(error instanceof RetriedRequest) || !input.idempotencyKey) throw error;
    const earlier = await withdrawals.findByIdempotencyKey(member.id, input.idempotencyKey);
    if (!earlier) throw error;
    return withdrawals.describe(withdrawals.matchRetry(earlier, request));
  }
  await publishBalanceAfterCommit(dependencies, { merchant, member });
  return withdrawals.describe(created);
}
