import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';

/** Whether `memberId` is `agentId` or anywhere below it: the one check every agent call makes (decision 0073). */
export async function isInTeam(db: Database | Transaction, agentId: string, memberId: string): Promise<boolean> {
  const rows = await queryRows<{ depth: number }>(
    db,
    sql`select depth from member_closure where ancestor_id = ${agentId} and descendant_id = ${memberId}`,
  );
  return rows.length > 0;
}

/** The upline chain of a member, nearest first (the member itself excluded). */
export async function listUplines(
  db: Database | Transaction,
  memberId: string,
): Promise<{ id: string; depth: number }[]> {
  return queryRows<{ id: string; depth: number }>(
    db,
    sql`select ancestor_id as id, depth from member_closure where descendant_id = ${memberId} and depth > 0
        order by depth`,
  );
}

/** How many members a team has below its agent, and how deep it goes. */
export async function describeTeam(
  db: Database | Transaction,
  agentId: string,
): Promise<{ members: number; levels: number }> {
  const [row] = await queryRows<{ members: number; levels: number }>(
    db,
    sql`select (count(*) - 1)::int as members, coalesce(max(depth), 0)::int as levels
        from member_closure where ancestor_id = ${agentId}`,
  );
  return row ?? { members: 0, levels: 0 };
}
