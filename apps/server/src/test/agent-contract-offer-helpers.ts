import { randomUUID } from 'node:crypto';
import type { ContractTermsWire } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import type { ContractAgent } from '../flows/shared/agent-contract-party.js';
import { hashPassword } from '../lib/password-hasher.js';
import type { Operator } from '../modules/operator/index.js';

/** Agent-contract tests' fixtures: members of a type under an upline, the seeded operator, terms in wire form. */

export const testPassword = 'Contract@2026';

export async function addContractMember(
  db: Database,
  merchantId: string,
  input: { type: number; uplineId: string | null; withPassword?: boolean },
): Promise<ContractAgent> {
  const username = `k${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const passwordHash = input.withPassword ? await hashPassword(testPassword) : 'not-a-hash';
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into member (merchant_id, username, type, nickname, password_hash, upline_id)
        values (${merchantId}, ${username}, ${input.type}, ${username}, ${passwordHash}, ${input.uplineId})
        returning id`,
  );
  if (!row) throw new Error('no member');
  return { id: row.id, merchantId, username };
}

export async function seededOperator(db: Database): Promise<Operator> {
  const [row] = await queryRows<{ id: string; username: string }>(
    db,
    sql`select id, username from operator_account where username = 'operator'`,
  );
  if (!row) throw new Error('no seeded operator');
  return { id: row.id, username: row.username, roles: ['admin'], brands: null, ip: '127.0.0.1' };
}

/** Daily-salary terms paying `rates[i]` percent from a team valid bet of 1,000 × (i + 1). */
export function dailyTerms(...rates: string[]): ContractTermsWire {
  return {
    kind: 'daily_salary',
    activeMemberMinValidBet: '0.00',
    manualReceive: null,
    tiers: rates.map((rate, index) => ({
      minValidBet: `${1000 * (index + 1)}.00`,
      minActiveMembers: 0,
      pay: { type: 'percent' as const, rate },
    })),
  };
}

export async function setOffersLimit(db: Database, agent: ContractAgent, limit: number | null) {
  await queryRows(
    db,
    sql`insert into agent_quota (agent_member_id, merchant_id, contract_offers_limit)
        values (${agent.id}, ${agent.merchantId}, ${limit})
        on conflict (agent_member_id) do update set contract_offers_limit = excluded.contract_offers_limit`,
  );
}

export async function contractEvents(db: Database, contractId: string) {
  return queryRows<{ action: string; actor_kind: string; note: string | null }>(
    db,
    sql`select action, actor_kind, note from agent_contract_event where contract_id = ${contractId}
        order by created_at, id`,
  );
}
