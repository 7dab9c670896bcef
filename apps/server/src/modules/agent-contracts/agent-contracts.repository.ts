import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { ContractStatus } from './agent-contracts.status.js';
import type { ActorKind, ContractEventAction, StoredTerms } from './agent-contracts.tables.js';
import type { ContractKind } from './agent-contracts.terms.js';

/**
 * The contract tables (decision 0074), read and written in SQL: usernames, brands and time zones are joined from
 * the member and merchant tables, which belong to other modules. Every status change is a guarded update
 * (`where status in (...)`), so a change that lost a race changes nothing and the caller sees it.
 */

/** A contract with its parties' names and its brand's code and time zone. */
export type ContractRow = {
  id: string;
  merchant_id: string;
  merchant_code: string;
  time_zone: string;
  kind: ContractKind;
  product: string;
  issuer_member_id: string | null;
  issuer_username: string | null;
  parent_contract_id: string | null;
  receiver_member_id: string;
  receiver_username: string;
  status: ContractStatus;
  current_version_id: string | null;
  pending_version_id: string | null;
  ends_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

export type VersionRow = {
  id: string;
  contract_id: string;
  version_number: number;
  terms: StoredTerms;
  created_by_kind: ActorKind;
  created_by_id: string | null;
  created_at: Date | string;
  accepted_at: Date | string | null;
  effective_from: Date | string | null;
  effective_to: Date | string | null;
};

export type EventRow = {
  id: string;
  contract_id: string;
  action: ContractEventAction;
  actor_kind: ActorKind;
  actor_name: string | null;
  version_number: number | null;
  note: string | null;
  created_at: Date | string;
};

/** A member as the contract rules need it: its type, its brand and its upline's type. */
export type ContractPartyRow = {
  id: string;
  merchant_id: string;
  username: string;
  type: number;
  upline_id: string | null;
  upline_type: number | null;
};

const contractColumns = sql`c.id, c.merchant_id, m.code as merchant_code, m.time_zone, c.kind, c.product,
  c.issuer_member_id, i.username as issuer_username, c.parent_contract_id, c.receiver_member_id,
  r.username as receiver_username, c.status, c.current_version_id, c.pending_version_id, c.ends_at, c.created_at,
  c.updated_at`;
const contractFrom = sql`agent_contract c join merchant m on m.id = c.merchant_id
  join member r on r.id = c.receiver_member_id left join member i on i.id = c.issuer_member_id`;

const iso = (instant: Date) => instant.toISOString();
const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export async function findContract(db: Database, id: string): Promise<ContractRow | undefined> {
  const [row] = await queryRows<ContractRow>(
    db,
    sql`select ${contractColumns} from ${contractFrom} where c.id = ${id}::uuid`,
  );
  return row;
}

/** Locks the contract's row for the caller's transaction, then answers it as it is under the lock. */
export async function lockContract(db: Database, id: string): Promise<ContractRow | undefined> {
  const locked = await queryRows(db, sql`select 1 from agent_contract where id = ${id}::uuid for update`);
  if (locked.length === 0) return undefined;
  return findContract(db, id);
}

/**
 * The issuer's own contract an offer is cut from, locked shared: an acceptance changing it (which locks it for
 * update) waits for the offer, or the offer waits for it and then sees its new terms.
 */
export async function lockHeldContract(
  db: Database,
  input: { receiverId: string; kind: ContractKind; product: string; statuses: readonly ContractStatus[] },
): Promise<ContractRow | undefined> {
  const [held] = await queryRows<{ id: string }>(
    db,
    sql`select id from agent_contract where receiver_member_id = ${input.receiverId}::uuid and kind = ${input.kind}
          and product = ${input.product} and status in (${textList(input.statuses)}) for share`,
  );
  return held ? findContract(db, held.id) : undefined;
}

export async function findLiveContract(
  db: Database,
  input: { receiverId: string; kind: ContractKind; product: string },
): Promise<ContractRow | undefined> {
  const [row] = await queryRows<ContractRow>(
    db,
    sql`select ${contractColumns} from ${contractFrom} where c.receiver_member_id = ${input.receiverId}::uuid
          and c.kind = ${input.kind} and c.product = ${input.product} and c.status in ('P', 'E', 'A', 'V')`,
  );
  return row;
}

export type ContractFilter = {
  merchantIds?: readonly string[] | null;
  receiverId?: string;
  issuerId?: string;
  kind?: ContractKind | undefined;
  product?: string | undefined;
  status?: ContractStatus | undefined;
  /** Receiver or issuer username, exact and case-insensitive. */
  username?: string | undefined;
  topOnly?: boolean;
  limit: number;
  offset: number;
};

export async function listContracts(
  db: Database,
  filter: ContractFilter,
): Promise<{ rows: ContractRow[]; total: number }> {
  if (filter.merchantIds && filter.merchantIds.length === 0) return { rows: [], total: 0 };
  const conditions: SQL[] = [sql`true`];
  if (filter.merchantIds) conditions.push(sql`c.merchant_id in (${uuidList(filter.merchantIds)})`);
  if (filter.receiverId) conditions.push(sql`c.receiver_member_id = ${filter.receiverId}::uuid`);
  if (filter.issuerId) conditions.push(sql`c.issuer_member_id = ${filter.issuerId}::uuid`);
  if (filter.kind) conditions.push(sql`c.kind = ${filter.kind}`);
  if (filter.product) conditions.push(sql`c.product = ${filter.product}`);
  if (filter.status) conditions.push(sql`c.status = ${filter.status}`);
  if (filter.topOnly) conditions.push(sql`c.issuer_member_id is null`);
  if (filter.username) {
    conditions.push(
      sql`(lower(r.username) = lower(${filter.username}) or lower(i.username) = lower(${filter.username}))`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const [rows, [total]] = await Promise.all([
    queryRows<ContractRow>(
      db,
      sql`select ${contractColumns} from ${contractFrom} where ${where}
          order by c.updated_at desc, c.id desc limit ${filter.limit} offset ${filter.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${contractFrom} where ${where}`),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function listVersions(db: Database, contractIds: readonly string[]): Promise<VersionRow[]> {
  if (contractIds.length === 0) return [];
  return queryRows<VersionRow>(
    db,
    sql`select id, contract_id, version_number, terms, created_by_kind, created_by_id, created_at, accepted_at,
          effective_from, effective_to
        from agent_contract_version where contract_id in (${uuidList(contractIds)})
        order by contract_id, version_number`,
  );
}

export async function findVersion(db: Database, id: string): Promise<VersionRow | undefined> {
  const [row] = await queryRows<VersionRow>(
    db,
    sql`select id, contract_id, version_number, terms, created_by_kind, created_by_id, created_at, accepted_at,
          effective_from, effective_to
        from agent_contract_version where id = ${id}::uuid`,
  );
  return row;
}

export async function listEvents(db: Database, contractId: string): Promise<EventRow[]> {
  return queryRows<EventRow>(
    db,
    sql`select e.id, e.contract_id, e.action, e.actor_kind, e.actor_name, v.version_number, e.note, e.created_at
        from agent_contract_event e left join agent_contract_version v on v.id = e.version_id
        where e.contract_id = ${contractId}::uuid order by e.created_at, e.id`,
  );
}

export async function insertContract(
  db: Database,
  input: {
    merchantId: string;
    kind: ContractKind;
    product: string;
    issuerId: string | null;
    parentContractId: string | null;
    receiverId: string;
    at: Date;
  },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into agent_contract (merchant_id, kind, product, issuer_member_id, parent_contract_id,
          receiver_member_id, status, created_at, updated_at)
        values (${input.merchantId}::uuid, ${input.kind}, ${input.product}, ${input.issuerId}::uuid,
          ${input.parentContractId}::uuid, ${input.receiverId}::uuid, 'P', ${iso(input.at)}::timestamptz,
          ${iso(input.at)}::timestamptz)
        returning id`,
  );
  if (!row) throw new Error('agent_contract insert returned nothing');
  return row.id;
}

/** A new version numbered after the contract's last; it becomes the contract's pending version. */
export async function insertPendingVersion(
  db: Database,
  input: { contractId: string; terms: StoredTerms; actorKind: ActorKind; actorId: string | null; at: Date },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into agent_contract_version (contract_id, version_number, terms, created_by_kind, created_by_id,
          created_at)
        values (${input.contractId}::uuid,
          (select coalesce(max(version_number), 0) + 1 from agent_contract_version
            where contract_id = ${input.contractId}::uuid),
          ${JSON.stringify(input.terms)}::jsonb, ${input.actorKind}, ${input.actorId}::uuid,
          ${iso(input.at)}::timestamptz)
        returning id`,
  );
  if (!row) throw new Error('agent_contract_version insert returned nothing');
  await queryRows(
    db,
    sql`update agent_contract set pending_version_id = ${row.id}::uuid where id = ${input.contractId}::uuid`,
  );
  return row.id;
}

export async function insertEvent(
  db: Database,
  input: {
    contractId: string;
    versionId: string | null;
    action: ContractEventAction;
    actorKind: ActorKind;
    actorId: string | null;
    actorName: string | null;
    note?: string | null;
    at: Date;
  },
): Promise<void> {
  await queryRows(
    db,
    sql`insert into agent_contract_event (contract_id, version_id, action, actor_kind, actor_id, actor_name, note,
          created_at)
        values (${input.contractId}::uuid, ${input.versionId}::uuid, ${input.action}, ${input.actorKind},
          ${input.actorId}::uuid, ${input.actorName}, ${input.note ?? null}, ${iso(input.at)}::timestamptz)`,
  );
}

export type ContractChange = {
  status: ContractStatus;
  /** `keep` leaves the column as it is. */
  currentVersionId?: string | null;
  pendingVersionId?: string | null;
  endsAt?: Date | null;
};

/**
 * Moves a contract from one of `from` to `change.status`; answers false when the contract was no longer in one of
 * them (another change won the race) and nothing was written.
 */
export async function changeContract(
  db: Database,
  id: string,
  from: readonly ContractStatus[],
  change: ContractChange,
  at: Date,
): Promise<boolean> {
  const sets: SQL[] = [sql`status = ${change.status}`, sql`updated_at = ${iso(at)}::timestamptz`];
  if (change.currentVersionId !== undefined) sets.push(sql`current_version_id = ${change.currentVersionId}::uuid`);
  if (change.pendingVersionId !== undefined) sets.push(sql`pending_version_id = ${change.pendingVersionId}::uuid`);
  if (change.endsAt !== undefined) {
    sets.push(sql`ends_at = ${change.endsAt === null ? null : iso(change.endsAt)}::timestamptz`);
  }
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update agent_contract set ${sql.join(sets, sql`, `)}
        where id = ${id}::uuid and status in (${textList(from)}) returning id`,
  );
  return rows.length === 1;
}

export async function markVersionAccepted(
  db: Database,
  versionId: string,
  input: { acceptedAt: Date; effectiveFrom: Date },
): Promise<void> {
  await queryRows(
    db,
    sql`update agent_contract_version set accepted_at = ${iso(input.acceptedAt)}::timestamptz,
          effective_from = ${iso(input.effectiveFrom)}::timestamptz
        where id = ${versionId}::uuid and accepted_at is null`,
  );
}

/** The version stops being in force at `effectiveTo` (a newer version takes over, or the contract ends). */
export async function endVersion(db: Database, versionId: string, effectiveTo: Date): Promise<void> {
  await queryRows(
    db,
    sql`update agent_contract_version set effective_to = ${iso(effectiveTo)}::timestamptz
        where id = ${versionId}::uuid and (effective_to is null or effective_to > ${iso(effectiveTo)}::timestamptz)`,
  );
}

/**
 * Live contracts of one kind and product issued by members of `agentId`'s team (the agent itself included): what an
 * acceptance by `agentId` may have to terminate, each with its current and pending version ids.
 */
export async function listTeamIssuedContracts(
  db: Database,
  input: { agentId: string; kind: ContractKind; product: string },
): Promise<ContractRow[]> {
  return queryRows<ContractRow>(
    db,
    sql`select ${contractColumns} from ${contractFrom}
        join member_closure t on t.descendant_id = c.issuer_member_id and t.ancestor_id = ${input.agentId}::uuid
        where c.kind = ${input.kind} and c.product = ${input.product} and c.status in ('P', 'E', 'A', 'V')
        order by c.id`,
  );
}

/** Every live contract cut, directly or further down, from `contractId` (invariant 5's chain). */
export async function listLiveContractsBelow(db: Database, contractId: string): Promise<ContractRow[]> {
  return queryRows<ContractRow>(
    db,
    sql`with recursive below(id) as (
          select id from agent_contract where parent_contract_id = ${contractId}::uuid
          union
          select a.id from agent_contract a join below on a.parent_contract_id = below.id)
        select ${contractColumns} from ${contractFrom} join below on below.id = c.id
        where c.status in ('P', 'E', 'A', 'V') order by c.id`,
  );
}

/** How many live contracts an agent has issued (all kinds): what its quota counts. */
export async function countLiveIssued(db: Database, issuerId: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from agent_contract
        where issuer_member_id = ${issuerId}::uuid and status in ('P', 'E', 'A', 'V')`,
  );
  return row?.total ?? 0;
}

/**
 * The agent's contract-offer limit, its quota row locked so that two offers of one agent count one after the other.
 * Null: no row or no limit (decision 0074).
 */
export async function lockOffersLimit(db: Database, agentId: string): Promise<number | null> {
  const [row] = await queryRows<{ contract_offers_limit: number | null }>(
    db,
    sql`select contract_offers_limit from agent_quota where agent_member_id = ${agentId}::uuid for update`,
  );
  return row?.contract_offers_limit ?? null;
}

export async function findOffersLimit(db: Database, agentId: string): Promise<number | null> {
  const [row] = await queryRows<{ contract_offers_limit: number | null }>(
    db,
    sql`select contract_offers_limit from agent_quota where agent_member_id = ${agentId}::uuid`,
  );
  return row?.contract_offers_limit ?? null;
}

/** Per kind, how many contracts wait for the member's answer (an offer, a modification, a termination request). */
export async function countAwaitingAnswer(db: Database, memberId: string): Promise<Record<ContractKind, number>> {
  const rows = await queryRows<{ kind: ContractKind; total: number }>(
    db,
    sql`select kind, count(*)::int as total from agent_contract
        where receiver_member_id = ${memberId}::uuid and status in ('P', 'E', 'V') group by kind`,
  );
  const counts: Record<ContractKind, number> = {
    dividend: 0,
    daily_salary: 0,
    hourly_salary: 0,
    realtime_salary: 0,
  };
  for (const row of rows) counts[row.kind] = row.total;
  return counts;
}

export async function findContractParty(
  db: Database,
  input: { merchantId: string; memberId?: string; username?: string },
): Promise<ContractPartyRow | undefined> {
  const which = input.memberId
    ? sql`p.id = ${input.memberId}::uuid`
    : sql`lower(p.username) = lower(${input.username ?? ''})`;
  const [row] = await queryRows<ContractPartyRow>(
    db,
    sql`select p.id, p.merchant_id, p.username, p.type::int as type, p.upline_id, u.type::int as upline_type
        from member p left join member u on u.id = p.upline_id
        where p.merchant_id = ${input.merchantId}::uuid and ${which}`,
  );
  return row;
}

/** Per kind, how many contracts the member holds in force (A, E, V): what gates the agent menu's contract pages. */
export async function countHeldContracts(db: Database, memberId: string): Promise<Record<ContractKind, number>> {
  const rows = await queryRows<{ kind: ContractKind; total: number }>(
    db,
    sql`select kind, count(*)::int as total from agent_contract
        where receiver_member_id = ${memberId}::uuid and status in ('A', 'E', 'V') group by kind`,
  );
  const counts: Record<ContractKind, number> = { dividend: 0, daily_salary: 0, hourly_salary: 0, realtime_salary: 0 };
  for (const row of rows) counts[row.kind] = row.total;
  return counts;
}
