import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import { agentDownlineNote, agentInviteLink, agentQuota, agentRegistration } from './agent-team.tables.js';

type Db = Database | Transaction;

/**
 * The team reports read the team through `member_closure` (decision 0073) and the facts of other modules (members,
 * their play per half hour of decision 0072, the ledger) in SQL only: each is one statement over the team's rows,
 * the agent itself left out (depth > 0).
 */

/** `like` pattern of a typed prefix, its wildcards taken literally. */
const prefixPattern = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

const agentTypes = sql`(1, 2, 41, 42)`;

/** An instant as a query parameter (raw queries take text, not Date objects). */
const instant = (value: Date) => sql`${value.toISOString()}::timestamptz`;

/** An instant of a raw query's row as ISO 8601 UTC text. */
const isoText = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export type TeamOverviewRow = {
  direct_members: number;
  team_members: number;
  team_agents: number;
  new_members: number;
  active_members: number;
  stake_minor: string;
  valid_bet_minor: string;
  payout_minor: string;
  depositors: number;
  deposit_minor: string;
  withdrawers: number;
  withdrawal_minor: string;
  balance_minor: string;
};

/** The team's counts and money over `[from, to)`. */
export async function sumTeamOverview(
  db: Db,
  input: { merchantId: string; agentId: string; currency: string; from: Date; to: Date },
): Promise<TeamOverviewRow> {
  const { merchantId, agentId, currency, from, to } = input;
  const [row] = await queryRows<TeamOverviewRow>(
    db,
    sql`with team as (
          select c.descendant_id as id, c.depth, m.type, m.created_at
          from member_closure c join member m on m.id = c.descendant_id
          where c.ancestor_id = ${agentId} and c.depth > 0),
        play as (
          select p.member_id, sum(p.stake_minor) as stake, sum(p.valid_bet_minor) as valid_bet,
              sum(p.payout_minor) as payout
          from member_play_slot p join team on team.id = p.member_id
          where p.currency = ${currency} and p.slot_start >= ${instant(from)} and p.slot_start < ${instant(to)}
          group by p.member_id),
        wallets as (
          select a.id, a.member_id from ledger_account a join team on team.id = a.member_id
          where a.kind in ('player_main', 'agent_main') and a.currency = ${currency}),
        deposits as (
          select w.member_id, t.amount_minor from ledger_transfer t join wallets w on w.id = t.credit_account_id
          where t.type = 'deposit' and t.created_at >= ${instant(from)} and t.created_at < ${instant(to)}),
        withdrawals as (
          select wd.member_id, t.amount_minor from ledger_transfer t
          join withdrawal wd on wd.id::text = t.metadata->>'withdrawalId'
          join team on team.id = wd.member_id
          where t.merchant_id = ${merchantId} and t.type = 'withdrawal_settle' and t.currency = ${currency}
            and t.created_at >= ${instant(from)} and t.created_at < ${instant(to)})
        select
          (select count(*) from team where depth = 1)::int as direct_members,
          (select count(*) from team)::int as team_members,
          (select count(*) from team where type in ${agentTypes})::int as team_agents,
          (select count(*) from team where created_at >= ${instant(from)} and created_at < ${instant(to)})::int as new_members,
          (select count(*) from play where valid_bet > 0)::int as active_members,
          (select coalesce(sum(stake), 0) from play)::text as stake_minor,
          (select coalesce(sum(valid_bet), 0) from play)::text as valid_bet_minor,
          (select coalesce(sum(payout), 0) from play)::text as payout_minor,
          (select count(distinct member_id) from deposits)::int as depositors,
          (select coalesce(sum(amount_minor), 0) from deposits)::text as deposit_minor,
          (select count(distinct member_id) from withdrawals)::int as withdrawers,
          (select coalesce(sum(amount_minor), 0) from withdrawals)::text as withdrawal_minor,
          (select coalesce(sum(balance_minor), 0) from ledger_account
            where member_id = ${agentId} and kind in ('player_main', 'agent_main') and currency = ${currency})::text
            as balance_minor`,
  );
  if (!row) throw new Error('the overview answered no row');
  return row;
}

export type DownlineRow = {
  id: string;
  member_number: number;
  username: string;
  type: number;
  depth: number;
  upline: string | null;
  blocked: boolean;
  balance_minor: string;
  team_members: number;
  created_at: string;
  last_login_at: string | null;
  note: string | null;
  total: number;
};

/** A page of the agent's downlines, newest first. */
export async function listDownlines(
  db: Db,
  input: {
    agentId: string;
    usernamePrefix?: string | undefined;
    directOnly: boolean;
    agents?: boolean | undefined;
    limit: number;
    offset: number;
  },
): Promise<DownlineRow[]> {
  const { agentId } = input;
  const filters = [
    input.directOnly ? sql`c.depth = 1` : sql`c.depth > 0`,
    input.usernamePrefix ? sql`lower(m.username) like ${prefixPattern(input.usernamePrefix)}` : sql`true`,
    input.agents === undefined
      ? sql`true`
      : input.agents
        ? sql`m.type in ${agentTypes}`
        : sql`m.type not in ${agentTypes}`,
  ];
  return queryRows<DownlineRow>(
    db,
    sql`select m.id, m.member_number, m.username, m.type::int as type, c.depth, up.username as upline,
          m.blocked_at is not null as blocked,
          (select coalesce(sum(a.balance_minor), 0) from ledger_account a
            where a.member_id = m.id and a.kind in ('player_main', 'agent_main'))::text as balance_minor,
          (select count(*) - 1 from member_closure x where x.ancestor_id = m.id)::int as team_members,
          ${isoText('m.created_at')} as created_at, ${isoText('m.last_login_at')} as last_login_at, n.note, (count(*) over ())::int as total
        from member_closure c
        join member m on m.id = c.descendant_id
        left join member up on up.id = m.upline_id
        left join agent_downline_note n on n.agent_member_id = ${agentId} and n.downline_member_id = m.id
        where c.ancestor_id = ${agentId} and ${sql.join(filters, sql` and `)}
        order by m.created_at desc, m.id
        limit ${input.limit} offset ${input.offset}`,
  );
}

/** A team member (below the agent, never the agent itself) by username, any case. */
export async function findTeamMemberByUsername(
  db: Db,
  agentId: string,
  username: string,
): Promise<{ id: string; depth: number } | undefined> {
  const [row] = await queryRows<{ id: string; depth: number }>(
    db,
    sql`select m.id, c.depth from member_closure c join member m on m.id = c.descendant_id
        where c.ancestor_id = ${agentId} and c.depth > 0 and lower(m.username) = lower(${username.trim()})`,
  );
  return row;
}

/** The depth of `memberId` below `agentId`; undefined outside the team (or for the agent itself). */
export async function findTeamDepth(db: Db, agentId: string, memberId: string): Promise<number | undefined> {
  const [row] = await queryRows<{ depth: number }>(
    db,
    sql`select depth from member_closure where ancestor_id = ${agentId} and descendant_id = ${memberId}
        and depth > 0`,
  );
  return row?.depth;
}

export async function saveDownlineNote(
  db: Db,
  input: { agentId: string; downlineId: string; note: string; now: Date },
): Promise<void> {
  if (input.note === '') {
    await db
      .delete(agentDownlineNote)
      .where(
        and(
          eq(agentDownlineNote.agentMemberId, input.agentId),
          eq(agentDownlineNote.downlineMemberId, input.downlineId),
        ),
      );
    return;
  }
  await db
    .insert(agentDownlineNote)
    .values({
      agentMemberId: input.agentId,
      downlineMemberId: input.downlineId,
      note: input.note,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [agentDownlineNote.agentMemberId, agentDownlineNote.downlineMemberId],
      set: { note: input.note, updatedAt: input.now },
    });
}

export type InviteLinkRow = typeof agentInviteLink.$inferSelect;

export async function insertInviteLink(db: Db, row: typeof agentInviteLink.$inferInsert): Promise<InviteLinkRow> {
  const [created] = await db.insert(agentInviteLink).values(row).onConflictDoNothing().returning();
  if (!created) throw new Error('invite link code taken');
  return created;
}

export async function listInviteLinks(db: Db, agentId: string): Promise<InviteLinkRow[]> {
  return db
    .select()
    .from(agentInviteLink)
    .where(eq(agentInviteLink.agentMemberId, agentId))
    .orderBy(desc(agentInviteLink.createdAt))
    .limit(200);
}

/** Disables the agent's own link; answers whether it was the agent's. */
export async function disableInviteLink(db: Db, agentId: string, linkId: string): Promise<boolean> {
  const rows = await db
    .update(agentInviteLink)
    .set({ status: 'disabled' })
    .where(and(eq(agentInviteLink.id, linkId), eq(agentInviteLink.agentMemberId, agentId)))
    .returning({ id: agentInviteLink.id });
  return rows.length > 0;
}

/** An active, unexpired invite link of the brand by its code, any case. */
export async function findUsableInviteLink(
  db: Db,
  merchantId: string,
  code: string,
  now: Date,
): Promise<InviteLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(agentInviteLink)
    .where(
      and(
        eq(agentInviteLink.merchantId, merchantId),
        sql`lower(${agentInviteLink.code}) = lower(${code.trim()})`,
        eq(agentInviteLink.status, 'active'),
        sql`(${agentInviteLink.expiresAt} is null or ${agentInviteLink.expiresAt} > ${now})`,
      ),
    )
    .limit(1);
  return row;
}

/** Records who made a member; a link's count goes up in the same transaction. */
export async function recordRegistration(
  db: Db,
  input: {
    memberId: string;
    agentId: string;
    via: 'centre' | 'invite_link' | 'affiliate_code';
    inviteLinkId?: string | null;
    now: Date;
  },
): Promise<void> {
  await db.insert(agentRegistration).values({
    memberId: input.memberId,
    agentMemberId: input.agentId,
    inviteLinkId: input.inviteLinkId ?? null,
    via: input.via,
    createdAt: input.now,
  });
  if (input.inviteLinkId) {
    await db
      .update(agentInviteLink)
      .set({ registrations: sql`${agentInviteLink.registrations} + 1` })
      .where(eq(agentInviteLink.id, input.inviteLinkId));
  }
}

/**
 * The agent's registration limit of a kind and how many it has made, the quota row locked for the transaction so two
 * registrations cannot both take the last place; no row (or no limit) is no limit.
 */
export async function lockRegistrationQuota(
  db: Transaction,
  agentId: string,
  kind: 'member' | 'agent',
): Promise<{ limit: number | null; used: number }> {
  const [quota] = await db.select().from(agentQuota).where(eq(agentQuota.agentMemberId, agentId)).for('update');
  const limit = quota ? (kind === 'agent' ? quota.agentRegistrationsLimit : quota.memberRegistrationsLimit) : null;
  if (limit === null) return { limit: null, used: 0 };
  const [row] = await queryRows<{ used: number }>(
    db,
    sql`select count(*)::int as used from agent_registration r join member m on m.id = r.member_id
        where r.agent_member_id = ${agentId} and r.via in ('centre', 'invite_link')
          and ${kind === 'agent' ? sql`m.type in ${agentTypes}` : sql`m.type not in ${agentTypes}`}`,
  );
  return { limit, used: row?.used ?? 0 };
}

export type TeamBetRow = {
  username: string;
  source: string;
  game_type: string;
  vendor_code: string;
  game_code: string;
  event_type: string;
  stake_total_minor: string;
  payout_total_minor: string;
  valid_bet_total_minor: string;
  settled_at: string;
  total: number;
};

/**
 * Settled bets of the team (or of one member of it) in `[from, to)`: each bet's last event in the range, with the
 * bet's figures after it, newest first.
 */
export async function listTeamBets(
  db: Db,
  input: {
    merchantId: string;
    agentId: string;
    memberId?: string | undefined;
    from: Date;
    to: Date;
    limit: number;
    offset: number;
  },
): Promise<TeamBetRow[]> {
  return queryRows<TeamBetRow>(
    db,
    sql`with team as (
          select descendant_id as id from member_closure
          where ancestor_id = ${input.agentId} and depth > 0
            ${input.memberId ? sql`and descendant_id = ${input.memberId}` : sql``}),
        latest as (
          select distinct on (s.source, s.bet_key) s.*
          from settled_bet s join team on team.id = s.member_id
          where s.merchant_id = ${input.merchantId} and s.settled_at >= ${instant(input.from)} and s.settled_at < ${instant(input.to)}
          order by s.source, s.bet_key, s.event_no desc)
        select m.username, l.source, l.game_type, l.vendor_code, l.game_code, l.event_type,
          l.stake_total_minor::text, l.payout_total_minor::text, l.valid_bet_total_minor::text, ${isoText('l.settled_at')} as settled_at,
          (count(*) over ())::int as total
        from latest l join member m on m.id = l.member_id
        order by l.settled_at desc, l.id desc
        limit ${input.limit} offset ${input.offset}`,
  );
}

export type TeamProfitLossRow = {
  username: string;
  depth: number;
  stake_minor: string;
  valid_bet_minor: string;
  payout_minor: string;
  total: number;
};

/** Each team member's play over `[from, to)` from the half-hour slots, the biggest stake first. */
export async function listTeamProfitLoss(
  db: Db,
  input: {
    agentId: string;
    currency: string;
    memberId?: string | undefined;
    from: Date;
    to: Date;
    limit: number;
    offset: number;
  },
): Promise<{ rows: TeamProfitLossRow[]; totals: { stake: string; validBet: string; payout: string } }> {
  const team = sql`select descendant_id as id, depth from member_closure
      where ancestor_id = ${input.agentId} and depth > 0
        ${input.memberId ? sql`and descendant_id = ${input.memberId}` : sql``}`;
  const play = sql`select p.member_id, team.depth, sum(p.stake_minor) as stake, sum(p.valid_bet_minor) as valid_bet,
        sum(p.payout_minor) as payout
      from member_play_slot p join team on team.id = p.member_id
      where p.currency = ${input.currency} and p.slot_start >= ${instant(input.from)} and p.slot_start < ${instant(input.to)}
      group by p.member_id, team.depth`;
  const [rows, totals] = await Promise.all([
    queryRows<TeamProfitLossRow>(
      db,
      sql`with team as (${team}), play as (${play})
          select m.username, play.depth, play.stake::text as stake_minor, play.valid_bet::text as valid_bet_minor,
            play.payout::text as payout_minor, (count(*) over ())::int as total
          from play join member m on m.id = play.member_id
          order by play.stake desc, m.username
          limit ${input.limit} offset ${input.offset}`,
    ),
    queryRows<{ stake: string; valid_bet: string; payout: string }>(
      db,
      sql`with team as (${team}), play as (${play})
          select coalesce(sum(stake), 0)::text as stake, coalesce(sum(valid_bet), 0)::text as valid_bet,
            coalesce(sum(payout), 0)::text as payout
          from play`,
    ),
  ]);
  const sums = totals[0] ?? { stake: '0', valid_bet: '0', payout: '0' };
  return { rows, totals: { stake: sums.stake, validBet: sums.valid_bet, payout: sums.payout } };
}

/**
 * The agent's contract pay per brand-local day over `[from, to)`: what each type brought into its wallets less
 * what the agent paid out under the same type (its downlines' share): a projection of the ledger, nothing stored.
 */
export async function sumAgentIncomeByDay(
  db: Db,
  input: { agentId: string; currency: string; timeZone: string; types: readonly string[]; from: Date; to: Date },
): Promise<{ day: string; type: string; net_minor: string }[]> {
  const types = `{${input.types.join(',')}}`;
  return queryRows<{ day: string; type: string; net_minor: string }>(
    db,
    sql`with wallets as (
          select id from ledger_account
          where member_id = ${input.agentId} and kind in ('player_main', 'agent_main') and currency = ${input.currency}),
        moves as (
          select t.created_at, t.type, t.amount_minor as amount from ledger_transfer t
            join wallets w on w.id = t.credit_account_id
            where t.type = any(${types}::text[]) and t.created_at >= ${instant(input.from)} and t.created_at < ${instant(input.to)}
          union all
          select t.created_at, t.type, -t.amount_minor from ledger_transfer t
            join wallets w on w.id = t.debit_account_id
            where t.type = any(${types}::text[]) and t.created_at >= ${instant(input.from)} and t.created_at < ${instant(input.to)})
        select to_char((created_at at time zone ${input.timeZone})::date, 'YYYY-MM-DD') as day, type,
          sum(amount)::text as net_minor
        from moves group by 1, 2 order by 1`,
  );
}

export type TeamTransactionRow = {
  username: string;
  type: string;
  amount_minor: string;
  balance_after_minor: string | null;
  reference: string;
  created_at: string;
  total: number;
};

/** Money moves on team members' main wallets of the given types over `[from, to)`, newest first. */
export async function listTeamTransactions(
  db: Db,
  input: {
    agentId: string;
    memberId?: string | undefined;
    types: readonly string[];
    from: Date;
    to: Date;
    limit: number;
    offset: number;
  },
): Promise<TeamTransactionRow[]> {
  const types = `{${input.types.join(',')}}`;
  return queryRows<TeamTransactionRow>(
    db,
    sql`with wallets as (
          select a.id, m.username from member_closure c
          join ledger_account a on a.member_id = c.descendant_id and a.kind in ('player_main', 'agent_main')
          join member m on m.id = c.descendant_id
          where c.ancestor_id = ${input.agentId} and c.depth > 0
            ${input.memberId ? sql`and c.descendant_id = ${input.memberId}` : sql``}),
        moves as (
          select t.id, w.username, t.type, t.amount_minor as amount, t.credit_balance_after_minor as balance_after,
              t.reference, t.created_at
            from ledger_transfer t join wallets w on w.id = t.credit_account_id
            where t.type = any(${types}::text[]) and t.created_at >= ${instant(input.from)} and t.created_at < ${instant(input.to)}
          union all
          select t.id, w.username, t.type, -t.amount_minor, t.debit_balance_after_minor, t.reference, t.created_at
            from ledger_transfer t join wallets w on w.id = t.debit_account_id
            where t.type = any(${types}::text[]) and t.created_at >= ${instant(input.from)} and t.created_at < ${instant(input.to)})
        select username, type, amount::text as amount_minor, balance_after::text as balance_after_minor, reference,
          ${isoText('created_at')} as created_at, (count(*) over ())::int as total
        from moves order by created_at desc, id desc
        limit ${input.limit} offset ${input.offset}`,
  );
}
