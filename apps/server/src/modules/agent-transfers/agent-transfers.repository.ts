import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';

/** A sender as a money move between members must see it: read in the move's transaction, not from the session. */
export type SenderStanding = {
  id: string;
  merchantId: string;
  username: string;
  type: number;
  uplineId: string | null;
  uplineUsername: string | null;
  uplineType: number | null;
  blockedAt: Date | null;
  protectedUntil: Date | null;
};

type StandingRow = {
  id: string;
  merchant_id: string;
  username: string;
  type: number;
  upline_id: string | null;
  upline_username: string | null;
  upline_type: number | null;
  blocked_at: Date | string | null;
  protected_until: Date | string | null;
};

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The sender's type, upline, block and protection, with its row share-locked for the rest of the transaction: an
 * operator's re-parenting or an approval changing its type waits for the move (and the move for them), so the upline
 * paid is the one in force when the money moved. `lock: false` reads without the lock (the page's preview).
 */
export async function findSenderStanding(
  db: Pick<Database, 'execute'>,
  memberId: string,
  options: { lock: boolean },
): Promise<SenderStanding | null> {
  const [row] = await queryRows<StandingRow>(
    db,
    sql`select m.id, m.merchant_id, m.username, m.type, m.upline_id, u.username as upline_username,
          u.type as upline_type, m.blocked_at, m.protected_until
        from member m left join member u on u.id = m.upline_id
        where m.id = ${memberId}::uuid
        ${options.lock ? sql`for share of m` : sql``}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    merchantId: row.merchant_id,
    username: row.username,
    type: Number(row.type),
    uplineId: row.upline_id,
    uplineUsername: row.upline_username,
    uplineType: row.upline_type === null ? null : Number(row.upline_type),
    blockedAt: dateOf(row.blocked_at),
    protectedUntil: dateOf(row.protected_until),
  };
}

export type Downline = { id: string; username: string; type: number };

/**
 * Those of `usernames` that are the agent's direct downlines (depth 1 of its team in the closure, decision 0073),
 * share-locked so none moves out of the team before the envelope commits.
 */
export async function lockDirectDownlines(
  db: Pick<Database, 'execute'>,
  agentId: string,
  usernames: string[],
): Promise<Downline[]> {
  if (usernames.length === 0) return [];
  const rows = await queryRows<{ id: string; username: string; type: number }>(
    db,
    sql`select m.id, m.username, m.type
        from member_closure c join member m on m.id = c.descendant_id
        where c.ancestor_id = ${agentId}::uuid and c.depth = 1
          and lower(m.username) in (${sql.join(
            usernames.map((username) => sql`${username.toLowerCase()}`),
            sql`, `,
          )})
        order by m.id
        for share of m`,
  );
  return rows.map((row) => ({ id: row.id, username: row.username, type: Number(row.type) }));
}

/** The agent's direct downlines by username, for the envelope's recipient list. */
export async function listDirectDownlines(
  db: Pick<Database, 'execute'>,
  agentId: string,
  limit: number,
): Promise<Downline[]> {
  const rows = await queryRows<{ id: string; username: string; type: number }>(
    db,
    sql`select m.id, m.username, m.type
        from member_closure c join member m on m.id = c.descendant_id
        where c.ancestor_id = ${agentId}::uuid and c.depth = 1 and m.blocked_at is null
        order by lower(m.username) limit ${limit}`,
  );
  return rows.map((row) => ({ id: row.id, username: row.username, type: Number(row.type) }));
}

/** Usernames of members by id (a replayed envelope names its recipients as the first answer did). */
export async function findUsernames(db: Pick<Database, 'execute'>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; username: string }>(
    db,
    sql`select id, username from member where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.id, row.username]));
}
