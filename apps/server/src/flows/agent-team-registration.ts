import { buildPage, formatMinor, pageOffset } from '@croupier/contracts';
import type {
  AgentInvitationCode,
  DownlineKind,
  InviteLink,
  createDownlineBodySchema,
  downlineQuerySchema,
} from '@croupier/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { isUniqueViolation, runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import {
  disableInviteLink,
  findTeamDepth,
  insertInviteLink,
  listDownlines,
  listInviteLinks,
  saveDownlineNote,
} from '../modules/agent-team/index.js';
import type { InviteLinkRow } from '../modules/agent-team/index.js';
import type { Member } from '../modules/member/index.js';
import { findInviteLinkAgent, randomCode, registerUnderAgent } from './shared/agent-registration.js';
import { findReferrerByCode } from './shared/referral-registration.js';
import { createMemberService } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';

type Dependencies = { db: Database; clock: Clock };

/**
 * Registration centre: the agent makes a member or an agent straight under itself, with a password the downline
 * must change at its first login; the agent's quota of that kind is checked under a lock on its quota row.
 */
export async function createDownline(
  dependencies: Dependencies,
  input: { merchant: Merchant; agent: Member; body: z.output<typeof createDownlineBodySchema>; ip: string },
) {
  const { merchant, agent, body } = input;
  const member = await runInTransaction(dependencies.db, (transaction) =>
    registerUnderAgent(transaction, dependencies.clock, {
      merchant,
      agentId: agent.id,
      kind: body.kind,
      via: 'centre',
      create: (fields) =>
        createMemberService({ db: transaction, clock: dependencies.clock }).createMember(merchant.id, {
          username: body.username,
          password: body.password,
          nickname: body.remark,
          mustChangePassword: true,
          ip: input.ip,
          ...fields,
        }),
    }),
  );
  return { username: member.username, kind: body.kind, affiliateCode: member.affiliateCode };
}

function inviteLinkOf(row: InviteLinkRow, now: Date): InviteLink {
  const expired = row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    code: row.code,
    kind: row.registersAs,
    status: row.status === 'disabled' ? 'disabled' : expired ? 'expired' : 'active',
    registrations: row.registrations,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The agent's own invitation code, read from its row rather than the session's copy: an agent approved from an
 * affiliate application while logged in got its code after its session began.
 */
export async function agentInvitationCode(
  dependencies: Dependencies,
  input: { merchant: Merchant; agent: Member },
): Promise<AgentInvitationCode> {
  const member = await createMemberService(dependencies).getMember(input.merchant.id, input.agent.id);
  return { code: member.affiliateCode ?? null };
}

/** A new invite link of the agent with a fresh code (a taken code, however unlikely, gets another). */
export async function createInviteLink(
  dependencies: Dependencies,
  input: { merchant: Merchant; agent: Member; kind: DownlineKind; expiresInDays: number },
): Promise<InviteLink> {
  const now = dependencies.clock.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await insertInviteLink(dependencies.db, {
        merchantId: input.merchant.id,
        agentMemberId: input.agent.id,
        code: randomCode(8),
        registersAs: input.kind,
        expiresAt: input.expiresInDays > 0 ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null,
        createdAt: now,
      });
      return inviteLinkOf(row, now);
    } catch (error) {
      if (attempt >= 3 || !(isUniqueViolation(error) || (error as Error).message === 'invite link code taken')) {
        throw error;
      }
    }
  }
}

export async function listAgentInviteLinks(dependencies: Dependencies, agent: Member): Promise<InviteLink[]> {
  const now = dependencies.clock.now();
  return (await listInviteLinks(dependencies.db, agent.id)).map((row) => inviteLinkOf(row, now));
}

/** Disables one of the agent's own links; another agent's link is answered as unknown. */
export async function disableAgentInviteLink(dependencies: Dependencies, agent: Member, linkId: string) {
  if (!(await disableInviteLink(dependencies.db, agent.id, linkId))) throw new DomainError('INVITE_LINK_NOT_FOUND');
}

/** Downline management: the agent's direct or whole team, by username prefix and kind, newest first. */
export async function listAgentDownlines(
  dependencies: { db: Database },
  input: { agent: Member; query: z.output<typeof downlineQuerySchema> },
) {
  const { query } = input;
  const rows = await listDownlines(dependencies.db, {
    agentId: input.agent.id,
    usernamePrefix: query.username || undefined,
    directOnly: query.scope === 'direct',
    agents: query.kind === undefined ? undefined : query.kind === 'agent',
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  const agentTypes: readonly number[] = [1, 2, 41, 42];
  return buildPage(
    rows.map((row) => ({
      id: row.id,
      memberNumber: row.member_number,
      username: row.username,
      kind: agentTypes.includes(row.type) ? ('agent' as const) : ('member' as const),
      level: row.depth,
      upline: row.upline ?? '',
      status: row.blocked ? ('blocked' as const) : ('active' as const),
      balance: formatMinor(BigInt(row.balance_minor)),
      teamMembers: row.team_members,
      registeredAt: row.created_at,
      lastLoginAt: row.last_login_at,
      note: row.note ?? '',
    })),
    query,
    rows[0]?.total ?? 0,
  );
}

/** The agent's private note on a member of its team; outside the team (or itself) it is DOWNLINE_NOT_FOUND. */
export async function saveAgentDownlineNote(
  dependencies: Dependencies,
  input: { agent: Member; downlineId: string; note: string },
): Promise<void> {
  if ((await findTeamDepth(dependencies.db, input.agent.id, input.downlineId)) === undefined) {
    throw new DomainError('DOWNLINE_NOT_FOUND');
  }
  await saveDownlineNote(dependencies.db, {
    agentId: input.agent.id,
    downlineId: input.downlineId,
    note: input.note,
    now: dependencies.clock.now(),
  });
}

/**
 * Whether an invitation code registers people (the register form checks it first): an agent's own code, an active,
 * unexpired invite link of an agent, or a player's referral code while the brand's programme is on (decision 0084).
 */
export async function isInvitationCodeGood(dependencies: Dependencies, merchantId: string, code: string) {
  const agent = await createMemberService(dependencies).findAgentByCode(merchantId, code);
  if (agent ?? (await findInviteLinkAgent(dependencies, merchantId, code))) return true;
  return (await findReferrerByCode(dependencies.db, merchantId, code)) !== null;
}
