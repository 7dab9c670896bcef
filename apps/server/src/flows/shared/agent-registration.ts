import { randomInt } from 'node:crypto';
import { accountTypes } from '@croupier/contracts';
import type { DownlineKind } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { findUsableInviteLink, lockRegistrationQuota, recordRegistration } from '../../modules/agent-team/index.js';
import type { InviteLinkRow } from '../../modules/agent-team/index.js';
import type { Member } from '../../modules/member/index.js';
import type { Merchant } from '../../modules/merchant/index.js';

/** Registrations under an agent, shared by the registration centre and the public registration's invite links. */

type Dependencies = { db: Database; clock: Clock };

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCode(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

/**
 * The account type of an agent's downline agent: a sub-agent (41). The original never says what tells 1, 2, 41 and
 * 42 apart (reference §1.1); 41 keeps the platform's top-level agents (1) distinct from the ones agents make.
 */
const downlineAgentType = accountTypes.subAgent;

/** Registers a member or an agent under `agentId`, inside the caller's transaction, within the agent's quota. */
export async function registerUnderAgent(
  transaction: Transaction,
  clock: Clock,
  input: {
    merchant: Merchant;
    agentId: string;
    kind: DownlineKind;
    via: 'centre' | 'invite_link';
    inviteLinkId?: string | null;
    create: (fields: { type: number; ownAffiliateCode: string | null; uplineId: string }) => Promise<Member>;
  },
): Promise<Member> {
  const quota = await lockRegistrationQuota(transaction, input.agentId, input.kind);
  if (quota.limit !== null && quota.used >= quota.limit) throw new DomainError('AGENT_QUOTA_REACHED');
  const member = await input.create({
    type: input.kind === 'agent' ? downlineAgentType : accountTypes.member,
    ownAffiliateCode: input.kind === 'agent' ? randomCode(8) : null,
    uplineId: input.agentId,
  });
  await recordRegistration(transaction, {
    memberId: member.id,
    agentId: input.agentId,
    via: input.via,
    inviteLinkId: input.inviteLinkId ?? null,
    now: clock.now(),
  });
  return member;
}

/**
 * The registration flow's hook for invite links: the agent and link behind a code that is not an agent's own
 * invitation code, or nothing.
 */
export async function findInviteLinkAgent(
  dependencies: Dependencies,
  merchantId: string,
  code: string,
): Promise<InviteLinkRow | undefined> {
  return findUsableInviteLink(dependencies.db, merchantId, code, dependencies.clock.now());
}

/**
 * Creates the member of a public registration made through an invite link (inside the registration's transaction):
 * under the link's agent, as the kind the link registers, counted on the link and the agent's quota.
 */
export async function registerThroughInviteLink(
  transaction: Transaction,
  clock: Clock,
  input: {
    merchant: Merchant;
    link: InviteLinkRow;
    create: (fields: { type: number; ownAffiliateCode: string | null; uplineId: string }) => Promise<Member>;
  },
): Promise<Member> {
  return registerUnderAgent(transaction, clock, {
    merchant: input.merchant,
    agentId: input.link.agentMemberId,
    kind: input.link.registersAs,
    via: 'invite_link',
    inviteLinkId: input.link.id,
    create: input.create,
  });
}

/** Records a registration made with an agent's own invitation code (the team overview counts it). */
export async function recordAffiliateRegistration(
  transaction: Transaction,
  clock: Clock,
  input: { memberId: string; agentId: string },
): Promise<void> {
  await recordRegistration(transaction, { ...input, via: 'affiliate_code', now: clock.now() });
}
