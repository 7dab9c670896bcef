import type { AffiliateApplicationStatusName, AffiliateReview } from '@croupier/contracts';
import { formatMinor, isAgentType } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { ApplicationRow } from '../modules/agent-team/index.js';
import {
  decideApplication,
  describeOwnApplication,
  findApplication,
  listApplications,
} from '../modules/agent-team/index.js';
import { countPendingWithdrawals, findTreeMember, lockTreeMember } from '../modules/agent-tree/index.js';
import { createMemberService } from '../modules/member/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { randomCode } from './shared/agent-registration.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';
import { translateTreeRefusal } from './shared/tree-refusals.js';

export type AffiliateReviewDependencies = { db: Database; clock: Clock; merchants: MerchantService };

/** How many applications one listing answers at most. */
const listLimit = 200;

function describeReview(row: ApplicationRow): AffiliateReview {
  return {
    ...describeOwnApplication(row),
    memberId: row.member_id,
    username: row.username,
    decidedBy: row.decided_by,
    agentType: row.agent_type === null ? null : Number(row.agent_type),
    uplineUsername: row.upline_username,
    balance: formatMinor(BigInt(row.balance_minor ?? '0')),
  };
}

/** A brand's applications of one status: the pending queue oldest first, decided ones newest first. */
export async function listAffiliateApplications(
  dependencies: AffiliateReviewDependencies,
  input: { merchant: string; status: AffiliateApplicationStatusName },
): Promise<AffiliateReview[]> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  return (await listApplications(dependencies.db, merchant.id, input.status, listLimit)).map(describeReview);
}

async function lockPending(db: Database, merchantId: string, id: string) {
  const application = await findApplication(db, id, { lock: true });
  if (!application || application.merchant_id !== merchantId) throw new DomainError('NOT_FOUND');
  // Of two operators deciding at once, the second waits on this lock and then finds the decision made.
  if (application.status !== 'pending') throw new DomainError('INVALID_STATE', { status: application.status });
  return application;
}

/**
 * Approves an application (decision 0075): the member becomes an agent of `agentType` under the chosen upline agent
 * (or at the brand's top level), and whatever its player wallet holds moves to its agent wallet in the same
 * transaction, so its balance is where an agent's is read. Refused while a withdrawal of it is pending (its hold
 * would come back to the player wallet) or its wallet owes a debt. Audited in the same transaction.
 */
export async function approveAffiliateApplication(
  dependencies: AffiliateReviewDependencies,
  input: {
    operator: Operator;
    merchant: string;
    id: string;
    agentType: number;
    uplineUsername?: string | null | undefined;
  },
): Promise<AffiliateReview> {
  const { db, clock } = dependencies;
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  try {
    await auditedOperatorChange<Record<string, unknown>>(
      { db, clock },
      {
        operator: input.operator,
        action: 'affiliate.approve',
        target: `${merchant.code}/affiliate-application/${input.id}`,
        detail: (result) => result,
      },
      async (_operators, transaction) => {
        const application = await lockPending(transaction, merchant.id, input.id);
        const applicant = await lockTreeMember(transaction, merchant.id, { id: application.member_id });
        if (!applicant) throw new DomainError('NOT_FOUND');
        if (isAgentType(applicant.type)) throw new DomainError('ALREADY_AGENT');
        let upline = null;
        if (input.uplineUsername) {
          upline = await findTreeMember(transaction, merchant.id, input.uplineUsername);
          if (!upline || !isAgentType(upline.type)) throw new DomainError('UPLINE_NOT_AGENT');
        }
        if ((await countPendingWithdrawals(transaction, applicant.id)) > 0) {
          throw new DomainError('INVALID_STATE', { reason: 'WITHDRAWAL_PENDING' });
        }
        const wallet = createWalletService({ db: transaction });
        const player = await wallet.mainWallet(merchant.id, merchant.currency, applicant.id, 'player_main');
        const agent = await wallet.mainWallet(merchant.id, merchant.currency, applicant.id, 'agent_main');
        await wallet.lockWallets([player.id, agent.id]);
        if ((await wallet.lockWalletDebt(player.id)) > 0n) throw new DomainError('DEBT_OUTSTANDING');
        const balance = (await wallet.lockWallet(player.id)) ?? 0n;
        if (balance > 0n) {
          await wallet.transfer({
            merchantId: merchant.id,
            currency: merchant.currency,
            idempotencyKey: `affiliate-approval:${application.id}:wallet`,
            type: 'affiliate_wallet_move',
            reference: applicant.username,
            debitAccountId: player.id,
            creditAccountId: agent.id,
            amountMinor: balance,
            metadata: { applicationId: application.id },
          });
        }
        const members = createMemberService({ db: transaction, clock });
        await members.changeTreePlace(merchant.id, applicant.id, {
          type: input.agentType,
          uplineId: upline?.id ?? null,
        });
        // Its own invitation code, as an agent the registration centre makes gets: what its registration centre shows
        // and its recruits register with. A member that somehow holds one already keeps it.
        const invitationCode = await members.ensureAffiliateCode(merchant.id, applicant.id, () => randomCode(8));
        await decideApplication(transaction, {
          id: application.id,
          status: 'approved',
          decidedAt: clock.now(),
          decidedById: input.operator.id,
          decidedBy: input.operator.username,
          reason: null,
          agentType: input.agentType,
          uplineMemberId: upline?.id ?? null,
        });
        return {
          applicationId: application.id,
          username: applicant.username,
          agentType: input.agentType,
          upline: upline?.username ?? null,
          movedToAgentWallet: formatMinor(balance),
          invitationCode,
        };
      },
    );
  } catch (error) {
    translateTreeRefusal(error);
  }
  const decided = await findApplication(db, input.id);
  if (!decided) throw new DomainError('NOT_FOUND');
  return describeReview(decided);
}

/** Refuses an application with a reason the member sees; audited in the same transaction. */
export async function refuseAffiliateApplication(
  dependencies: AffiliateReviewDependencies,
  input: { operator: Operator; merchant: string; id: string; reason: string },
): Promise<AffiliateReview> {
  const { db, clock } = dependencies;
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  await auditedOperatorChange<Record<string, unknown>>(
    { db, clock },
    {
      operator: input.operator,
      action: 'affiliate.refuse',
      target: `${merchant.code}/affiliate-application/${input.id}`,
      detail: (result) => result,
    },
    async (_operators, transaction) => {
      const application = await lockPending(transaction, merchant.id, input.id);
      await decideApplication(transaction, {
        id: application.id,
        status: 'refused',
        decidedAt: clock.now(),
        decidedById: input.operator.id,
        decidedBy: input.operator.username,
        reason: input.reason,
        agentType: null,
        uplineMemberId: null,
      });
      return { applicationId: application.id, username: application.username, reason: input.reason };
    },
  );
  const decided = await findApplication(db, input.id);
  if (!decided) throw new DomainError('NOT_FOUND');
  return describeReview(decided);
}
