import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';

/** A member as the tree's changes need it, its row locked for update for the rest of the transaction. */
export type TreeMember = { id: string; username: string; type: number; uplineId: string | null };

export async function lockTreeMember(
  db: Pick<Database, 'execute'>,
  merchantId: string,
  member: { id: string } | { username: string },
): Promise<TreeMember | null> {
  const match = 'id' in member ? sql`m.id = ${member.id}::uuid` : sql`lower(m.username) = lower(${member.username})`;
  const [row] = await queryRows<{ id: string; username: string; type: number; upline_id: string | null }>(
    db,
    sql`select m.id, m.username, m.type, m.upline_id from member m
        where m.merchant_id = ${merchantId}::uuid and ${match} for update`,
  );
  return row ? { id: row.id, username: row.username, type: Number(row.type), uplineId: row.upline_id } : null;
}

/** A member of the brand by username, without a lock (an upline being chosen). */
export async function findTreeMember(
  db: Pick<Database, 'execute'>,
  merchantId: string,
  username: string,
): Promise<TreeMember | null> {
  const [row] = await queryRows<{ id: string; username: string; type: number; upline_id: string | null }>(
    db,
    sql`select m.id, m.username, m.type, m.upline_id from member m
        where m.merchant_id = ${merchantId}::uuid and lower(m.username) = lower(${username})`,
  );
  return row ? { id: row.id, username: row.username, type: Number(row.type), uplineId: row.upline_id } : null;
}

export type TreeNodeRow = {
  member_id: string;
  username: string;
  type: number;
  upline_username: string | null;
  direct_count: number;
  team_size: number;
  live_contracts: number;
};

/** How many rows a tree listing answers at most: a search names its first matches, a level its first children. */
export const treeListLimit = 200;

/**
 * Nodes of the brand's tree with their counts: children of `parentId`; or members whose username starts with
 * `usernamePrefix`; or else the brand's top-level agents. Team size from the closure (decision 0073), live contracts
 * (offered, in force or ending) received by the member.
 */
export async function listTreeNodes(
  db: Pick<Database, 'execute'>,
  merchantId: string,
  filter: { parentId?: string | undefined; usernamePrefix?: string | undefined },
): Promise<TreeNodeRow[]> {
  let where: SQL;
  if (filter.parentId) where = sql`m.upline_id = ${filter.parentId}::uuid`;
  else if (filter.usernamePrefix) {
    const escaped = filter.usernamePrefix.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
    where = sql`lower(m.username) like ${`${escaped}%`}`;
  } else where = sql`m.upline_id is null and m.type in (1, 2, 41, 42)`;
  const rows = await queryRows<TreeNodeRow>(
    db,
    sql`select m.id as member_id, m.username, m.type, u.username as upline_username,
          (select count(*) from member d where d.upline_id = m.id)::int as direct_count,
          (select count(*) - 1 from member_closure c where c.ancestor_id = m.id)::int as team_size,
          (select count(*) from agent_contract k
            where k.receiver_member_id = m.id and k.status in ('P', 'E', 'A', 'V'))::int as live_contracts
        from member m left join member u on u.id = m.upline_id
        where m.merchant_id = ${merchantId}::uuid and ${where}
        order by lower(m.username) limit ${treeListLimit}`,
  );
  return rows.map((row) => ({ ...row, type: Number(row.type) }));
}

/**
 * How many of the member's withdrawals are still pending: their holds would be returned to the player wallet they
 * came from, which an approved agent no longer uses (decision 0075).
 */
export async function countPendingWithdrawals(db: Pick<Database, 'execute'>, memberId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from withdrawal where member_id = ${memberId}::uuid and status = 'pending'`,
  );
  return Number(row?.count ?? 0);
}
