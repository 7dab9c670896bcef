import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';

/** An operator's limits on one agent (decision 0074); read and saved by the console (decision 0075). */
export type QuotaRow = {
  member_registrations_limit: number | null;
  agent_registrations_limit: number | null;
  contract_offers_limit: number | null;
  updated_at: Date | string | null;
  updated_by: string | null;
};

export async function findQuota(db: Pick<Database, 'execute'>, agentId: string): Promise<QuotaRow | null> {
  const [row] = await queryRows<QuotaRow>(
    db,
    sql`select member_registrations_limit, agent_registrations_limit, contract_offers_limit, updated_at, updated_by
        from agent_quota where agent_member_id = ${agentId}::uuid`,
  );
  return row ?? null;
}

export async function upsertQuota(
  db: Pick<Database, 'execute'>,
  input: {
    merchantId: string;
    agentId: string;
    memberRegistrationsLimit: number | null;
    agentRegistrationsLimit: number | null;
    contractOffersLimit: number | null;
    updatedBy: string;
    now: Date;
  },
): Promise<QuotaRow> {
  const [row] = await queryRows<QuotaRow>(
    db,
    sql`insert into agent_quota (agent_member_id, merchant_id, member_registrations_limit, agent_registrations_limit,
          contract_offers_limit, updated_at, updated_by)
        values (${input.agentId}::uuid, ${input.merchantId}::uuid, ${input.memberRegistrationsLimit},
          ${input.agentRegistrationsLimit}, ${input.contractOffersLimit}, ${input.now.toISOString()}::timestamptz,
          ${input.updatedBy})
        on conflict (agent_member_id) do update set
          member_registrations_limit = excluded.member_registrations_limit,
          agent_registrations_limit = excluded.agent_registrations_limit,
          contract_offers_limit = excluded.contract_offers_limit,
          updated_at = excluded.updated_at, updated_by = excluded.updated_by
        returning member_registrations_limit, agent_registrations_limit, contract_offers_limit, updated_at,
          updated_by`,
  );
  if (!row) throw new Error('agent_quota upsert answered no row');
  return row;
}
