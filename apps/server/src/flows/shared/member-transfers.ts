import { agentTransferLimits, formatMinor, isTrialType } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { sumOwedByMember } from '../../modules/agent-settlement/index.js';
import type { SenderStanding } from '../../modules/agent-transfers/index.js';
import { findSenderStanding } from '../../modules/agent-transfers/index.js';
import type { Member } from '../../modules/member/index.js';
import type { Merchant } from '../../modules/merchant/index.js';
import type { WalletService } from '../../modules/wallet/index.js';
import { passMoneyGate, protectionInForce } from '../../modules/responsible-gaming/index.js';
import { publishMemberBalance } from './member-balance.js';
import type { WithdrawalDependencies } from './withdrawal-context.js';

/**
 * The sender of a member-to-member move, read and share-locked in the move's transaction, and refused when it may
 * not send money: unknown, of another brand, a trial account, blocked, or under a self-exclusion or time-out. The
 * refusal of a protection comes from the one responsible-gaming gate (`money_gate`, decision 0044), which answers a
 * protected member with its protection first, whatever the measure; an unprotected member is not asked about
 * stake or deposit limits, which a transfer is neither.
 */
export async function lockSender(
  db: Database,
  clock: Clock,
  input: { merchant: Merchant; memberId: string; amountMinor: bigint },
): Promise<SenderStanding> {
  const standing = await findSenderStanding(db, input.memberId, { lock: true });
  if (!standing || standing.merchantId !== input.merchant.id) throw new DomainError('NOT_FOUND');
  if (isTrialType(standing.type)) throw new DomainError('TRIAL_ACCOUNT_NOT_ALLOWED');
  if (standing.blockedAt) throw new DomainError('PLAYER_BLOCKED');
  if (protectionInForce(standing.protectedUntil, clock.now())) {
    await passMoneyGate(
      db,
      { memberId: standing.id, measure: 'deposit', amountMinor: input.amountMinor, loginSessionId: null },
      input.merchant.timeZone,
    );
  }
  return standing;
}

export type MemberTransferDependencies = Omit<WithdrawalDependencies, 'proofs'>;

/** Pushes a member's new balance to its open pages once the move has committed; best effort. */
export async function publishAfterTransfer(
  dependencies: MemberTransferDependencies,
  input: { merchant: Merchant; member: Member; mainBalanceMinor: bigint },
) {
  try {
    await publishMemberBalance(dependencies, input);
  } catch (error) {
    dependencies.onError?.(error);
  }
}

/** The platform's limits of one member-to-member amount (contracts `agentTransferLimits`). */
export function checkTransferAmount(amountMinor: bigint) {
  if (amountMinor < agentTransferLimits.minAmountMinor || amountMinor > agentTransferLimits.maxAmountMinor) {
    throw new DomainError('AMOUNT_OUT_OF_RANGE', {
      minAmount: formatMinor(agentTransferLimits.minAmountMinor),
      maxAmount: formatMinor(agentTransferLimits.maxAmountMinor),
    });
  }
}

/**
 * Under the sending wallet's lock (take it first): money may not leave a wallet with an open debt (decision 0056), nor
 * an agent that owes contract pay (issue #18), as withdrawals refuse them; a transfer must not be a way around that.
 */
export async function refuseWhileOwing(
  db: Database,
  wallet: WalletService,
  input: { merchant: Merchant; memberId: string; walletAccountId: string },
) {
  if ((await wallet.lockWalletDebt(input.walletAccountId)) > 0n) throw new DomainError('DEBT_OUTSTANDING');
  const owed = await sumOwedByMember(db, input.memberId);
  if (owed > 0n) {
    throw new DomainError('AGENT_OBLIGATION_OUTSTANDING', {
      amount: formatMinor(owed),
      currency: input.merchant.currency,
    });
  }
}
