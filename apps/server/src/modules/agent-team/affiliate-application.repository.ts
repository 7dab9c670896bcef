import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { AffiliateApplicationStatus } from './agent-team.tables.js';

export type ApplicationRow = {
  id: string;
  merchant_id: string;
  member_id: string;
  username: string;
  status: AffiliateApplicationStatus;
  message: string;
  contact: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
  decision_reason: string | null;
  agent_type: number | null;
  upline_username: string | null;
  balance_minor: string | null;
};

const selectApplication = sql`select a.id, a.merchant_id, a.member_id, m.username, a.status, a.message, a.contact,
    a.created_at, a.decided_at, a.decided_by, a.decision_reason, a.agent_type, u.username as upline_username,
    (select w.balance_minor::text from ledger_account w
      where w.member_id = a.member_id and w.kind = 'player_main' and w.vendor_code = '' limit 1) as balance_minor
  from affiliate_application a
  join member m on m.id = a.member_id
  left join member u on u.id = a.upline_member_id`;

/** Inserts a pending application; a unique violation means the member has one pending already. */
export async function insertApplication(
  db: Pick<Database, 'execute'>,
  input: { merchantId: string; memberId: string; message: string; contact: string | null },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into affiliate_application (merchant_id, member_id, message, contact)
        values (${input.merchantId}::uuid, ${input.memberId}::uuid, ${input.message}, ${input.contact})
        returning id`,
  );
  if (!row) throw new Error('affiliate_application insert answered no row');
  return row.id;
}

export async function findApplication(
  db: Pick<Database, 'execute'>,
  id: string,
  options: { lock: boolean } = { lock: false },
): Promise<ApplicationRow | null> {
  const [row] = await queryRows<ApplicationRow>(
    db,
    sql`${selectApplication} where a.id = ${id}::uuid ${options.lock ? sql`for update of a` : sql``}`,
  );
  return row ?? null;
}

export async function findLatestApplication(
  db: Pick<Database, 'execute'>,
  memberId: string,
): Promise<ApplicationRow | null> {
  const [row] = await queryRows<ApplicationRow>(
    db,
    sql`${selectApplication} where a.member_id = ${memberId}::uuid order by a.created_at desc, a.id desc limit 1`,
  );
  return row ?? null;
}

/** A brand's applications of one status, oldest first for the pending queue and newest first for the others. */
export async function listApplications(
  db: Pick<Database, 'execute'>,
  merchantId: string,
  status: AffiliateApplicationStatus,
  limit: number,
): Promise<ApplicationRow[]> {
  const order = status === 'pending' ? sql`a.created_at asc` : sql`a.decided_at desc`;
  return queryRows<ApplicationRow>(
    db,
    sql`${selectApplication} where a.merchant_id = ${merchantId}::uuid and a.status = ${status}
        order by ${order}, a.id limit ${limit}`,
  );
}

/** Records the decision of a pending application; answers false when it was no longer pending. */
export async function decideApplication(
  db: Pick<Database, 'execute'>,
  input: {
    id: string;
    status: 'approved' | 'refused';
    decidedAt: Date;
    decidedById: string;
    decidedBy: string;
    reason: string | null;
    agentType: number | null;
    uplineMemberId: string | null;
  },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update affiliate_application set status = ${input.status}, decided_at = ${input.decidedAt.toISOString()}::timestamptz,
          decided_by_id = ${input.decidedById}::uuid, decided_by = ${input.decidedBy},
          decision_reason = ${input.reason}, agent_type = ${input.agentType},
          upline_member_id = ${input.uplineMemberId}::uuid
        where id = ${input.id}::uuid and status = 'pending' returning id`,
  );
  return rows.length > 0;
}
