import type { AgentQuota, AgentTreeNode } from '@croupier/contracts';
import { isAgentType } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { QuotaRow } from '../modules/agent-team/index.js';
import { findQuota, upsertQuota } from '../modules/agent-team/index.js';
import { createAgentContractService } from '../modules/agent-contracts/index.js';
import { findTreeMember, listTreeNodes, lockTreeMember } from '../modules/agent-tree/index.js';
import { createMemberService } from '../modules/member/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';
import { translateTreeRefusal } from './shared/tree-refusals.js';

export type AgentTreeDependencies = { db: Database; clock: Clock; merchants: MerchantService };

/**
 * One level or a search of a brand's agent tree: the top-level agents, the children of one member, or members whose
 * username starts with the text; each with its type, upline, direct and team counts and live contracts.
 */
export async function listAgentTree(
  dependencies: AgentTreeDependencies,
  input: { merchant: string; parent?: string | undefined; username?: string | undefined },
): Promise<AgentTreeNode[]> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  const rows = await listTreeNodes(dependencies.db, merchant.id, {
    parentId: input.parent,
    usernamePrefix: input.parent ? undefined : input.username,
  });
  return rows.map((row) => ({
    memberId: row.member_id,
    username: row.username,
    type: row.type,
    isAgent: isAgentType(row.type),
    uplineUsername: row.upline_username,
    directCount: Number(row.direct_count),
    teamSize: Number(row.team_size),
    liveContracts: Number(row.live_contracts),
  }));
}

function describeQuota(row: QuotaRow | null): AgentQuota {
  return {
    memberRegistrationsLimit: row?.member_registrations_limit ?? null,
    agentRegistrationsLimit: row?.agent_registrations_limit ?? null,
    contractOffersLimit: row?.contract_offers_limit ?? null,
    updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
    updatedBy: row?.updated_by ?? null,
  };
}

/** An agent of the brand by username: NOT_FOUND when no member has it, AGENT_ONLY when the member is no agent. */
export async function findAgent(db: Pick<Database, 'execute'>, merchantId: string, username: string) {
  const agent = await findTreeMember(db, merchantId, username);
  if (!agent) throw new DomainError('NOT_FOUND');
  if (!isAgentType(agent.type)) throw new DomainError('AGENT_ONLY');
  return agent;
}

/** An agent's quotas (no row: no limits). */
export async function getAgentQuota(
  dependencies: AgentTreeDependencies,
  input: { merchant: string; username: string },
): Promise<AgentQuota> {
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  const agent = await findAgent(dependencies.db, merchant.id, input.username);
  return describeQuota(await findQuota(dependencies.db, agent.id));
}

/** Sets an agent's quotas (null: no limit); audited in the same transaction. */
export async function saveAgentQuota(
  dependencies: AgentTreeDependencies,
  input: {
    operator: Operator;
    merchant: string;
    username: string;
    quota: Pick<AgentQuota, 'memberRegistrationsLimit' | 'agentRegistrationsLimit' | 'contractOffersLimit'>;
  },
): Promise<AgentQuota> {
  const { db, clock } = dependencies;
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  const saved = await auditedOperatorChange(
    { db, clock },
    {
      operator: input.operator,
      action: 'agent.quota.save',
      target: `${merchant.code}/${input.username}`,
      detail: () => ({ ...input.quota }),
    },
    async (_operators, transaction) => {
      const agent = await findAgent(transaction, merchant.id, input.username);
      return upsertQuota(transaction, {
        merchantId: merchant.id,
        agentId: agent.id,
        ...input.quota,
        updatedBy: input.operator.username,
        now: clock.now(),
      });
    },
  );
  return describeQuota(saved);
}

/**
 * Moves a member or an agent, with its whole team, under another agent of the brand or to the top level (issue #18's
 * re-parenting). The closure's triggers move the subtree and refuse a move into its own team (decision 0073); an
 * upline of another brand is not found in this one. Audited in the same transaction.
 */
export async function reparentMember(
  dependencies: AgentTreeDependencies,
  input: { operator: Operator; merchant: string; username: string; uplineUsername: string | null },
): Promise<AgentTreeNode> {
  const { db, clock } = dependencies;
  const merchant = await dependencies.merchants.resolveMerchant({ code: input.merchant });
  try {
    await auditedOperatorChange<Record<string, unknown>>(
      { db, clock },
      {
        operator: input.operator,
        action: 'agent.reparent',
        target: `${merchant.code}/${input.username}`,
        detail: (result) => result,
      },
      async (_operators, transaction) => {
        const moved = await lockTreeMember(transaction, merchant.id, { username: input.username });
        if (!moved) throw new DomainError('NOT_FOUND');
        let upline = null;
        if (input.uplineUsername) {
          upline = await findTreeMember(transaction, merchant.id, input.uplineUsername);
          if (!upline || !isAgentType(upline.type)) throw new DomainError('UPLINE_NOT_AGENT');
        }
        if ((upline?.id ?? null) === moved.uplineId) throw new DomainError('INVALID_STATE', { reason: 'SAME_UPLINE' });
        const members = createMemberService({ db: transaction, clock });
        const previous = moved.uplineId ? await members.usernamesOf(merchant.id, [moved.uplineId]) : new Map();
        await members.changeTreePlace(merchant.id, moved.id, { uplineId: upline?.id ?? null });
        const endedContracts = await createAgentContractService({ db: transaction, clock }).endOnUplineChange(moved.id);
        return {
          username: moved.username,
          from: moved.uplineId ? (previous.get(moved.uplineId) ?? null) : null,
          to: upline?.username ?? null,
          endedContracts: endedContracts.length,
        };
      },
    );
  } catch (error) {
    translateTreeRefusal(error);
  }
  const [node] = (await listAgentTree(dependencies, { merchant: input.merchant, username: input.username })).filter(
    (candidate) => candidate.username.toLowerCase() === input.username.toLowerCase(),
  );
  if (!node) throw new DomainError('NOT_FOUND');
  return node;
}
