import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';

type Executor = Database | Transaction;

/** A brand whose agents hold contracts of some kind, with what its runs need to know. */
export type SettlementScope = {
  merchantId: string;
  timeZone: string;
  currency: string;
  kind: string;
  product: string;
  /** The window type of the contracts' terms (`daily`, `hour`, …), as stored in the terms. */
  periodType: string;
  /** The first instant any accepted version of these contracts took effect. */
  firstEffectiveFrom: Date;
  /** The end of the last run of these contracts; null before the first. */
  lastRunEnd: Date | null;
};

/**
 * Every (brand, kind, product, window type) with accepted contract versions: the runs the job must keep up with.
 * The window type is read from the stored terms (decision 0074: `period` for dividends, `slot` for hourly salary).
 */
export async function listSettlementScopes(db: Executor): Promise<SettlementScope[]> {
  const rows = await queryRows<{
    merchant_id: string;
    time_zone: string;
    currency: string;
    kind: string;
    product: string;
    period_type: string;
    first_effective_from: string | Date;
    last_run_end: string | Date | null;
  }>(
    db,
    sql`with scopes as (
          select c.merchant_id, c.kind, c.product,
            case c.kind when 'dividend' then v.terms ->> 'period' when 'daily_salary' then 'daily'
              when 'hourly_salary' then v.terms ->> 'slot' else 'five_minutes' end as period_type,
            min(v.effective_from) as first_effective_from
          from agent_contract c
          join agent_contract_version v on v.contract_id = c.id
          where v.accepted_at is not null and v.effective_from is not null
          group by 1, 2, 3, 4)
        select s.merchant_id, m.time_zone, m.currency, s.kind, s.product, s.period_type, s.first_effective_from,
          (select max(r.period_end) from agent_settlement_run r
            where r.merchant_id = s.merchant_id and r.kind = s.kind and r.product = s.product
              and r.period_type = s.period_type) as last_run_end
        from scopes s join merchant m on m.id = s.merchant_id
        order by s.merchant_id, s.kind, s.product, s.period_type`,
  );
  return rows.map((row) => ({
    merchantId: row.merchant_id,
    timeZone: row.time_zone,
    currency: row.currency,
    kind: row.kind,
    product: row.product,
    periodType: row.period_type,
    firstEffectiveFrom: new Date(row.first_effective_from),
    lastRunEnd: row.last_run_end === null ? null : new Date(row.last_run_end),
  }));
}

export type RunKey = {
  merchantId: string;
  kind: string;
  product: string;
  currency: string;
  periodType: string;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
};

/**
 * Claims a window: the insert is the claim (unique per brand, kind, product and period key), so of two runners
 * racing the same window one gets the id and the other null, after the first commits or rolls back.
 */
export async function claimRun(tx: Transaction, key: RunKey, factsCutoff: Date): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into agent_settlement_run (merchant_id, kind, product, currency, period_type, period_key, period_start,
          period_end, status, facts_cutoff)
        values (${key.merchantId}, ${key.kind}, ${key.product}, ${key.currency}, ${key.periodType}, ${key.periodKey},
          ${key.periodStart.toISOString()}, ${key.periodEnd.toISOString()}, 'computing', ${factsCutoff.toISOString()})
        on conflict (merchant_id, kind, product, period_key) do nothing
        returning id`,
  );
  return rows[0]?.id ?? null;
}

/** The posted run of the same scope whose window ends where the given one starts: the window a run adjusts. */
export async function findRunEndingAt(
  db: Executor,
  scope: SettlementScope,
  end: Date,
): Promise<{ id: string; periodStart: Date } | null> {
  const rows = await queryRows<{ id: string; period_start: string | Date }>(
    db,
    sql`select id, period_start from agent_settlement_run
        where merchant_id = ${scope.merchantId} and kind = ${scope.kind} and product = ${scope.product}
          and currency = ${scope.currency} and period_type = ${scope.periodType}
          and period_end = ${end.toISOString()} and status = 'posted'`,
  );
  const row = rows[0];
  return row ? { id: row.id, periodStart: new Date(row.period_start) } : null;
}

/** A run's own lines with what they stand at: each line's amounts plus any adjustment of it already posted. */
export type RecordedLine = { lineId: string; grossMinor: bigint; downlineGrossMinor: bigint; netMinor: bigint };

export async function listRecordedLines(db: Executor, runId: string): Promise<Map<string, RecordedLine>> {
  const rows = await queryRows<{ id: string; contract_id: string; gross: string; downline: string; net: string }>(
    db,
    sql`select l.id, l.contract_id,
          (l.gross_minor + coalesce(sum(a.gross_minor), 0))::text as gross,
          (l.downline_gross_minor + coalesce(sum(a.downline_gross_minor), 0))::text as downline,
          (l.net_minor + coalesce(sum(a.net_minor), 0))::text as net
        from agent_settlement_line l left join agent_settlement_line a on a.adjusts_line_id = l.id
        where l.run_id = ${runId} and l.adjusts_line_id is null
        group by l.id`,
  );
  return new Map(
    rows.map((row) => [
      row.contract_id,
      {
        lineId: row.id,
        grossMinor: BigInt(row.gross),
        downlineGrossMinor: BigInt(row.downline),
        netMinor: BigInt(row.net),
      },
    ]),
  );
}

export async function finishRun(
  tx: Transaction,
  runId: string,
  result: { platformCostMinor: bigint; lineCount: number },
): Promise<void> {
  await tx.execute(
    sql`update agent_settlement_run set status = 'posted', platform_cost_minor = ${result.platformCostMinor.toString()},
          line_count = ${result.lineCount}, finished_at = now()
        where id = ${runId}`,
  );
}

/** A contract with the version of its terms in force for a whole window. */
export type ContractInForce = {
  contractId: string;
  parentContractId: string | null;
  receiverMemberId: string;
  issuerMemberId: string | null;
  versionId: string;
  terms: Record<string, unknown>;
};

/**
 * The contracts of a scope in force for the whole window: an accepted version covering it (effective from its start
 * or before, to its end or after) of a contract not ended before the window's end. A contract terminated since
 * still settles the windows it was in force for.
 */
export async function listContractsInForce(
  db: Executor,
  scope: { merchantId: string; kind: string; product: string },
  window: { start: Date; end: Date },
): Promise<ContractInForce[]> {
  const rows = await queryRows<{
    contract_id: string;
    parent_contract_id: string | null;
    receiver_member_id: string;
    issuer_member_id: string | null;
    version_id: string;
    terms: Record<string, unknown> | string;
  }>(
    db,
    sql`select c.id as contract_id, c.parent_contract_id, c.receiver_member_id, c.issuer_member_id, v.id as version_id,
          v.terms
        from agent_contract c
        join agent_contract_version v on v.contract_id = c.id
        where c.merchant_id = ${scope.merchantId} and c.kind = ${scope.kind} and c.product = ${scope.product}
          and v.accepted_at is not null and v.effective_from <= ${window.start.toISOString()}
          and (v.effective_to is null or v.effective_to >= ${window.end.toISOString()})
          and (c.ends_at is null or c.ends_at >= ${window.end.toISOString()})
        order by c.id`,
  );
  return rows.map((row) => ({
    contractId: row.contract_id,
    parentContractId: row.parent_contract_id,
    receiverMemberId: row.receiver_member_id,
    issuerMemberId: row.issuer_member_id,
    versionId: row.version_id,
    terms: typeof row.terms === 'string' ? (JSON.parse(row.terms) as Record<string, unknown>) : row.terms,
  }));
}

/** One receiver's team totals over a window (the receiver and everyone below it, trial accounts left out). */
export type TeamTotals = {
  receiverMemberId: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
  validBetMinor: bigint;
  /** Members (not agents) of the team with valid bet ≥ the receiver's contract's threshold, and above zero. */
  activeMembers: number;
  /** Bonuses (rebates included) credited to the team's wallets in the window. */
  bonusMinor: bigint;
  /** Salaries credited to the team's wallets in the window. */
  salaryPaidInMinor: bigint;
  /** Team valid bet per sub-window, in the order given. */
  subWindowValidBetsMinor: bigint[];
};

/**
 * Team totals for each receiver, from the members' half-hour play (decision 0072) joined to the closure table
 * (decision 0073) and, for a dividend's base, the bonuses and salaries the ledger credited to the team's wallets.
 */
export async function sumTeamPlay(
  db: Executor,
  input: {
    merchantId: string;
    currency: string;
    product: string;
    start: Date;
    end: Date;
    receivers: readonly { memberId: string; activeMemberMinValidBetMinor: bigint }[];
    subWindows?: readonly { start: Date; end: Date }[];
    withLedger?: boolean;
  },
): Promise<TeamTotals[]> {
  if (input.receivers.length === 0) return [];
  const receivers = JSON.stringify(
    input.receivers.map((receiver) => ({
      member_id: receiver.memberId,
      threshold: receiver.activeMemberMinValidBetMinor.toString(),
    })),
  );
  const subWindows = JSON.stringify(
    (input.subWindows ?? []).map((window, index) => ({
      n: index,
      starts_at: window.start.toISOString(),
      ends_at: window.end.toISOString(),
    })),
  );
  const rows = await queryRows<{
    receiver_id: string;
    stake: string;
    payout: string;
    valid_bet: string;
    active: string | number;
    bonus: string;
    salary: string;
    sub_windows: string[] | string | null;
  }>(
    db,
    sql`with receivers as (
          select r.member_id, r.threshold from jsonb_to_recordset(${receivers}::jsonb) as r(member_id uuid, threshold bigint)),
        sub_windows as (
          select w.n, w.starts_at, w.ends_at
          from jsonb_to_recordset(${subWindows}::jsonb) as w(n int, starts_at timestamptz, ends_at timestamptz)),
        slots as (
          select s.member_id, s.slot_start, sum(s.stake_minor) as stake, sum(s.payout_minor) as payout,
            sum(s.valid_bet_minor) as valid_bet
          from member_play_slot s
          where s.merchant_id = ${input.merchantId} and s.currency = ${input.currency}
            and s.slot_start >= ${input.start.toISOString()} and s.slot_start < ${input.end.toISOString()}
            and (${input.product} = 'all' or s.game_type = ${input.product})
          group by s.member_id, s.slot_start),
        play as (
          select member_id, sum(stake) as stake, sum(payout) as payout, sum(valid_bet) as valid_bet
          from slots group by member_id),
        team as (
          select r.member_id as receiver_id, r.threshold, d.descendant_id as member_id, m.type
          from receivers r
          join member_closure d on d.ancestor_id = r.member_id
          join member m on m.id = d.descendant_id
          where m.type <> 4),
        credits as (
          select a.member_id, t.type, sum(t.amount_minor) as amount
          from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
          where ${input.withLedger ?? false} and t.merchant_id = ${input.merchantId} and t.currency = ${input.currency}
            and t.type in ('bonus', 'agent_salary')
            and t.created_at >= ${input.start.toISOString()} and t.created_at < ${input.end.toISOString()}
            and a.member_id is not null
          group by a.member_id, t.type)
        select t.receiver_id,
          coalesce(sum(p.stake), 0)::text as stake,
          coalesce(sum(p.payout), 0)::text as payout,
          coalesce(sum(p.valid_bet), 0)::text as valid_bet,
          count(*) filter (where t.type not in (1, 2, 41, 42) and p.valid_bet > 0 and p.valid_bet >= t.threshold)
            as active,
          coalesce((select sum(c.amount) from credits c join team u on u.member_id = c.member_id
            where u.receiver_id = t.receiver_id and c.type = 'bonus'), 0)::text as bonus,
          coalesce((select sum(c.amount) from credits c join team u on u.member_id = c.member_id
            where u.receiver_id = t.receiver_id and c.type = 'agent_salary'), 0)::text as salary,
          (select array_agg(coalesce((select sum(s.valid_bet) from slots s join team u on u.member_id = s.member_id
              where u.receiver_id = t.receiver_id and s.slot_start >= w.starts_at and s.slot_start < w.ends_at), 0)::text
              order by w.n)
            from sub_windows w) as sub_windows
        from team t
        left join play p on p.member_id = t.member_id
        group by t.receiver_id`,
  );
  return rows.map((row) => ({
    receiverMemberId: row.receiver_id,
    stakeMinor: BigInt(row.stake),
    payoutMinor: BigInt(row.payout),
    validBetMinor: BigInt(row.valid_bet),
    activeMembers: Number(row.active),
    bonusMinor: BigInt(row.bonus),
    salaryPaidInMinor: BigInt(row.salary),
    subWindowValidBetsMinor: textArray(row.sub_windows).map((value) => BigInt(value)),
  }));
}

/** pg answers a text array as an array, PGlite as well; older paths answer its literal. */
function textArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''));
}

/**
 * The previous window's carry out of each contract (dividends): its line's, or the late-facts adjustment's when the
 * next run corrected that window.
 */
export async function listCarryOuts(
  db: Executor,
  contractIds: readonly string[],
  previousPeriodKey: string,
): Promise<Map<string, bigint>> {
  if (contractIds.length === 0) return new Map();
  const rows = await queryRows<{ contract_id: string; carry_out: string }>(
    db,
    sql`select l.contract_id, coalesce(adjustment.carry_out_minor, l.carry_out_minor)::text as carry_out
        from agent_settlement_line l join agent_settlement_run r on r.id = l.run_id
        left join agent_settlement_line adjustment on adjustment.adjusts_line_id = l.id
        where r.period_key = ${previousPeriodKey} and l.adjusts_line_id is null and l.contract_id in
          (select value::uuid from jsonb_array_elements_text(${JSON.stringify(contractIds)}::jsonb))`,
  );
  return new Map(rows.map((row) => [row.contract_id, BigInt(row.carry_out)]));
}

export type LineRecord = {
  contractId: string;
  versionId: string;
  receiverMemberId: string;
  issuerMemberId: string | null;
  depth: number;
  status: 'not_reached' | 'reached';
  tierIndex: number | null;
  facts: Record<string, unknown>;
  baseMinor: bigint;
  carryInMinor: bigint;
  carryOutMinor: bigint;
  grossMinor: bigint;
  downlineGrossMinor: bigint;
  netMinor: bigint;
  contributions: { contractId: string; receiverMemberId: string; grossMinor: string }[];
  claimDueAt: Date | null;
  /** A late-facts adjustment: the earlier window's line it corrects (its amounts are then differences). */
  adjustsLineId?: string | null;
};

/** Writes a run's lines (all of its own window, or all adjustments); answers each contract's line id. */
export async function insertLines(
  tx: Transaction,
  runId: string,
  lines: readonly LineRecord[],
): Promise<Map<string, string>> {
  if (lines.length === 0) return new Map();
  const batch = JSON.stringify(
    lines.map((line) => ({
      contract_id: line.contractId,
      version_id: line.versionId,
      receiver_member_id: line.receiverMemberId,
      issuer_member_id: line.issuerMemberId,
      depth: line.depth,
      status: line.status,
      tier_index: line.tierIndex,
      facts: line.facts,
      base_minor: line.baseMinor.toString(),
      carry_in_minor: line.carryInMinor.toString(),
      carry_out_minor: line.carryOutMinor.toString(),
      gross_minor: line.grossMinor.toString(),
      downline_gross_minor: line.downlineGrossMinor.toString(),
      net_minor: line.netMinor.toString(),
      contributions: line.contributions,
      claim_due_at: line.claimDueAt?.toISOString() ?? null,
      adjusts_line_id: line.adjustsLineId ?? null,
    })),
  );
  const rows = await queryRows<{ id: string; contract_id: string }>(
    tx,
    sql`insert into agent_settlement_line (run_id, contract_id, version_id, receiver_member_id, issuer_member_id, depth,
          status, tier_index, facts, base_minor, carry_in_minor, carry_out_minor, gross_minor, downline_gross_minor,
          net_minor, contributions, claim_due_at, adjusts_line_id)
        select ${runId}, l.contract_id, l.version_id, l.receiver_member_id, l.issuer_member_id, l.depth, l.status,
          l.tier_index, l.facts, l.base_minor, l.carry_in_minor, l.carry_out_minor, l.gross_minor,
          l.downline_gross_minor, l.net_minor, l.contributions, l.claim_due_at, l.adjusts_line_id
        from jsonb_to_recordset(${batch}::jsonb) as l(contract_id uuid, version_id uuid, receiver_member_id uuid,
          issuer_member_id uuid, depth int, status text, tier_index int, facts jsonb, base_minor bigint,
          carry_in_minor bigint, carry_out_minor bigint, gross_minor bigint, downline_gross_minor bigint,
          net_minor bigint, contributions jsonb, claim_due_at timestamptz, adjusts_line_id uuid)
        returning id, contract_id`,
  );
  return new Map(rows.map((row) => [row.contract_id, row.id]));
}

export type ObligationRecord = {
  lineId: string;
  contractId: string;
  payerMemberId: string | null;
  payeeMemberId: string;
  depth: number;
  amountMinor: bigint;
  status: 'pending' | 'claimable';
};

export async function insertObligations(
  tx: Transaction,
  run: { runId: string; merchantId: string; currency: string },
  obligations: readonly ObligationRecord[],
): Promise<void> {
  if (obligations.length === 0) return;
  const batch = JSON.stringify(
    obligations.map((obligation) => ({
      line_id: obligation.lineId,
      contract_id: obligation.contractId,
      payer_member_id: obligation.payerMemberId,
      payee_member_id: obligation.payeeMemberId,
      depth: obligation.depth,
      amount_minor: obligation.amountMinor.toString(),
      status: obligation.status,
    })),
  );
  await tx.execute(
    sql`insert into agent_obligation (merchant_id, run_id, line_id, contract_id, currency, payer_member_id,
          payee_member_id, depth, amount_minor, status)
        select ${run.merchantId}, ${run.runId}, o.line_id, o.contract_id, ${run.currency}, o.payer_member_id,
          o.payee_member_id, o.depth, o.amount_minor, o.status
        from jsonb_to_recordset(${batch}::jsonb) as o(line_id uuid, contract_id uuid, payer_member_id uuid,
          payee_member_id uuid, depth int, amount_minor bigint, status text)`,
  );
}

export type PayableObligation = {
  id: string;
  merchantId: string;
  currency: string;
  kind: string;
  periodKey: string;
  payerMemberId: string | null;
  payerType: number | null;
  payeeMemberId: string;
  payeeType: number;
  amountMinor: bigint;
  paidMinor: bigint;
  attempts: number;
};

/**
 * Obligations to pay now, top-down: a run's pending ones, or every owed one due for its retry. Ids only; each is
 * locked and re-read by `lockObligation` in the transaction that pays it.
 */
export async function listPayableObligations(
  db: Executor,
  filter: { runId: string } | { dueBefore: Date; limit: number },
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    'runId' in filter
      ? sql`select id from agent_obligation where run_id = ${filter.runId} and status in ('pending', 'owed')
            order by depth, contract_id`
      : sql`select id from agent_obligation where status = 'owed' and next_attempt_at <= ${filter.dueBefore.toISOString()}
            order by depth, created_at limit ${filter.limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Locks one obligation for the rest of the transaction; null when it is no longer payable. A claim (manual-receive
 * daily salary) locks it only while it is claimable, by its payee, before the line's claim deadline.
 */
export async function lockObligation(
  tx: Transaction,
  id: string,
  claim?: { payeeMemberId: string; now: Date },
): Promise<PayableObligation | null> {
  const rows = await queryRows<{
    id: string;
    merchant_id: string;
    currency: string;
    kind: string;
    period_key: string;
    payer_member_id: string | null;
    payer_type: number | null;
    payee_member_id: string;
    payee_type: number;
    amount_minor: string;
    paid_minor: string;
    attempts: number;
  }>(
    tx,
    sql`select o.id, o.merchant_id, o.currency, r.kind, r.period_key, o.payer_member_id, payer.type as payer_type,
          o.payee_member_id, payee.type as payee_type, o.amount_minor::text, o.paid_minor::text, o.attempts
        from agent_obligation o
        join agent_settlement_run r on r.id = o.run_id
        join member payee on payee.id = o.payee_member_id
        left join member payer on payer.id = o.payer_member_id
        where o.id = ${id}
          and ${
            claim
              ? sql`o.status = 'claimable' and o.payee_member_id = ${claim.payeeMemberId} and exists (
                  select 1 from agent_settlement_line l where l.id = o.line_id and l.claim_due_at > ${claim.now.toISOString()})`
              : sql`o.status in ('pending', 'owed')`
          }
        for update of o`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    merchantId: row.merchant_id,
    currency: row.currency,
    kind: row.kind,
    periodKey: row.period_key,
    payerMemberId: row.payer_member_id,
    payerType: row.payer_type === null ? null : Number(row.payer_type),
    payeeMemberId: row.payee_member_id,
    payeeType: Number(row.payee_type),
    amountMinor: BigInt(row.amount_minor),
    paidMinor: BigInt(row.paid_minor),
    attempts: Number(row.attempts),
  };
}

/** Records an attempt: what it paid, and when to try again while something is still owed. */
export async function recordObligationAttempt(
  tx: Transaction,
  input: { id: string; paidMinor: bigint; fullyPaid: boolean; nextAttemptAt: Date },
): Promise<void> {
  await tx.execute(
    sql`update agent_obligation set paid_minor = ${input.paidMinor.toString()}, attempts = attempts + 1,
          status = ${input.fullyPaid ? 'paid' : 'owed'},
          next_attempt_at = ${input.fullyPaid ? null : input.nextAttemptAt.toISOString()}, updated_at = now()
        where id = ${input.id}`,
  );
}

/** What a member still owes its downlines under contracts (issue #18: it cannot withdraw until it is paid). */
export async function sumOwedByMember(db: Executor, memberId: string): Promise<bigint> {
  const rows = await queryRows<{ owed: string }>(
    db,
    sql`select coalesce(sum(amount_minor - paid_minor), 0)::text as owed from agent_obligation
        where payer_member_id = ${memberId} and status = 'owed'`,
  );
  return BigInt(rows[0]?.owed ?? '0');
}

// ---------------------------------------------------------------------------------------------------------------
// The console's reads (runs, statements, obligations)

export type RunRow = {
  id: string;
  merchant_code: string;
  time_zone: string;
  kind: string;
  product: string;
  currency: string;
  period_type: string;
  period_key: string;
  status: string;
  line_count: number;
  platform_cost_minor: string;
  paid_minor: string;
  owed_minor: string;
  finished_at: string | Date | null;
  period_end: string | Date;
};

const runColumns = sql`r.id, m.code as merchant_code, m.time_zone, r.kind, r.product, r.currency, r.period_type,
  r.period_key, r.status, r.line_count, r.platform_cost_minor::text, r.finished_at, r.period_end,
  coalesce((select sum(o.paid_minor) from agent_obligation o where o.run_id = r.id), 0)::text as paid_minor,
  coalesce((select sum(o.amount_minor - o.paid_minor) from agent_obligation o
    where o.run_id = r.id and o.status = 'owed'), 0)::text as owed_minor`;

/** Runs newest window first, in the brands given (null: every brand). */
export async function listRuns(
  db: Executor,
  filter: { merchantIds: string[] | null; kind?: string; offset: number; limit: number },
): Promise<{ rows: RunRow[]; total: number }> {
  const brands = filter.merchantIds === null ? null : JSON.stringify(filter.merchantIds);
  const where = sql`(${brands}::jsonb is null or r.merchant_id in
      (select value::uuid from jsonb_array_elements_text(${brands}::jsonb)))
    and (${filter.kind ?? null}::text is null or r.kind = ${filter.kind ?? null})`;
  const rows = await queryRows<RunRow>(
    db,
    sql`select ${runColumns} from agent_settlement_run r join merchant m on m.id = r.merchant_id
        where ${where} order by r.period_start desc, r.id desc offset ${filter.offset} limit ${filter.limit}`,
  );
  const [count] = await queryRows<{ total: string }>(
    db,
    sql`select count(*)::text as total from agent_settlement_run r where ${where}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findRun(db: Executor, runId: string): Promise<RunRow | null> {
  const rows = await queryRows<RunRow>(
    db,
    sql`select ${runColumns} from agent_settlement_run r join merchant m on m.id = r.merchant_id where r.id = ${runId}`,
  );
  return rows[0] ?? null;
}

export type StatementRow = {
  line_id: string;
  contract_id: string;
  receiver: string;
  issuer: string | null;
  depth: number;
  status: string;
  tier_index: number | null;
  facts: Record<string, unknown> | string;
  base_minor: string;
  carry_in_minor: string;
  carry_out_minor: string;
  gross_minor: string;
  downline_gross_minor: string;
  net_minor: string;
  contributions: { contractId: string; receiverMemberId: string; grossMinor: string }[] | string | null;
  contribution_names: Record<string, string> | string | null;
  amount_minor: string | null;
  paid_minor: string | null;
  obligation_status: string | null;
  attempts: number | null;
  next_attempt_at: string | Date | null;
  adjusts_period_key: string | null;
};

const statementColumns = sql`l.id as line_id, l.contract_id, receiver.username as receiver, issuer.username as issuer,
  l.depth, l.status, l.tier_index, l.facts, l.base_minor::text, l.carry_in_minor::text, l.carry_out_minor::text,
  l.gross_minor::text, l.downline_gross_minor::text, l.net_minor::text, l.contributions,
  (select jsonb_object_agg(c.value ->> 'receiverMemberId', child.username)
    from jsonb_array_elements(coalesce(l.contributions, '[]'::jsonb)) c
    join member child on child.id = (c.value ->> 'receiverMemberId')::uuid) as contribution_names,
  o.amount_minor::text, o.paid_minor::text, o.status as obligation_status, o.attempts, o.next_attempt_at,
  adjusted_run.period_key as adjusts_period_key`;
const statementJoins = sql`agent_settlement_line l
  join member receiver on receiver.id = l.receiver_member_id
  left join member issuer on issuer.id = l.issuer_member_id
  left join agent_obligation o on o.line_id = l.id
  left join agent_settlement_line adjusted_line on adjusted_line.id = l.adjusts_line_id
  left join agent_settlement_run adjusted_run on adjusted_run.id = adjusted_line.run_id`;

/** A run's statements, top-down, with each receiver's payment and its downlines' names. */
export async function listStatements(db: Executor, runId: string): Promise<StatementRow[]> {
  return queryRows<StatementRow>(
    db,
    sql`select ${statementColumns} from ${statementJoins}
        where l.run_id = ${runId}
        order by l.adjusts_line_id is not null, l.depth, receiver.username`,
  );
}

export type ReceiverStatementRow = StatementRow & {
  run_id: string;
  kind: string;
  product: string;
  currency: string;
  period_type: string;
  period_key: string;
};

/**
 * One receiver's statements across the runs whose window starts in [from, to), newest window first (the console's
 * per-agent report); at most `limit`.
 */
export async function listReceiverStatements(
  db: Executor,
  filter: { receiverId: string; from: Date; to: Date; limit: number },
): Promise<ReceiverStatementRow[]> {
  return queryRows<ReceiverStatementRow>(
    db,
    sql`select ${statementColumns}, r.id as run_id, r.kind, r.product, r.currency, r.period_type, r.period_key
        from ${statementJoins} join agent_settlement_run r on r.id = l.run_id
        where l.receiver_member_id = ${filter.receiverId}
          and r.period_start >= ${filter.from.toISOString()} and r.period_start < ${filter.to.toISOString()}
        order by r.period_start desc, r.kind, r.product, l.adjusts_line_id is not null, l.id
        limit ${filter.limit}`,
  );
}

export type ObligationRow = {
  id: string;
  merchant_id: string;
  merchant_code: string;
  time_zone: string;
  run_id: string;
  kind: string;
  period_key: string;
  payer: string | null;
  payee: string;
  currency: string;
  amount_minor: string;
  paid_minor: string;
  status: string;
  attempts: number;
  next_attempt_at: string | Date | null;
  created_at: string | Date;
};

const obligationColumns = sql`o.id, o.merchant_id, m.code as merchant_code, m.time_zone, o.run_id, r.kind, r.period_key,
  payer.username as payer, payee.username as payee, o.currency, o.amount_minor::text, o.paid_minor::text, o.status,
  o.attempts, o.next_attempt_at, o.created_at`;
const obligationJoins = sql`agent_obligation o join agent_settlement_run r on r.id = o.run_id
  join merchant m on m.id = o.merchant_id join member payee on payee.id = o.payee_member_id
  left join member payer on payer.id = o.payer_member_id`;

/** Obligations newest first: the owed ones (agents' debts) or all. */
export async function listObligations(
  db: Executor,
  filter: { merchantIds: string[] | null; owedOnly: boolean; username?: string; offset: number; limit: number },
): Promise<{ rows: ObligationRow[]; total: number }> {
  const brands = filter.merchantIds === null ? null : JSON.stringify(filter.merchantIds);
  const username = filter.username?.toLowerCase() ?? null;
  const where = sql`(${brands}::jsonb is null or o.merchant_id in
      (select value::uuid from jsonb_array_elements_text(${brands}::jsonb)))
    and (not ${filter.owedOnly} or o.status = 'owed')
    and (${username}::text is null or lower(payee.username) = ${username} or lower(payer.username) = ${username})`;
  const rows = await queryRows<ObligationRow>(
    db,
    sql`select ${obligationColumns} from ${obligationJoins} where ${where}
        order by o.created_at desc, o.id desc offset ${filter.offset} limit ${filter.limit}`,
  );
  const [count] = await queryRows<{ total: string }>(
    db,
    sql`select count(*)::text as total from ${obligationJoins} where ${where}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findObligation(db: Executor, id: string): Promise<ObligationRow | null> {
  const rows = await queryRows<ObligationRow>(
    db,
    sql`select ${obligationColumns} from ${obligationJoins} where o.id = ${id}`,
  );
  return rows[0] ?? null;
}

/** One team member's stakes and result on one lottery draw, under one receiver (real-time salary's facts). */
export type TeamDrawStake = {
  receiverMemberId: string;
  memberId: string;
  lotteryCode: string;
  drawNumber: string;
  stakeMinor: bigint;
  resultMinor: bigint;
};

/**
 * Real-time salary's facts for a five-minute batch: the draws first settled in it (a draw's first settlement is
 * version 1; a resettlement moves the draw's time but its tickets are then version 2, so no draw counts twice), and
 * per receiver, team member and draw, the stakes and what came back, trial accounts and voided tickets left out.
 */
export async function listTeamDrawStakes(
  db: Executor,
  input: { merchantId: string; start: Date; end: Date; receiverIds: readonly string[] },
): Promise<TeamDrawStake[]> {
  if (input.receiverIds.length === 0) return [];
  const rows = await queryRows<{
    receiver_id: string;
    member_id: string;
    game_code: string;
    numero: string;
    stake: string;
    result: string;
  }>(
    db,
    sql`select d.ancestor_id as receiver_id, t.member_id, dr.game_code, dr.numero, sum(t.amount_minor)::text as stake,
          (sum(coalesce(t.returned_minor, 0)) - sum(t.amount_minor))::text as result
        from lottery_draw dr
        join lottery_ticket t on t.draw_id = dr.id and t.settled_version = 1 and t.status in ('WON', 'LOST', 'PUSH')
        join member m on m.id = t.member_id and m.type <> 4
        join member_closure d on d.descendant_id = t.member_id and d.ancestor_id in
          (select value::uuid from jsonb_array_elements_text(${JSON.stringify(input.receiverIds)}::jsonb))
        where dr.settled_at >= ${input.start.toISOString()} and dr.settled_at < ${input.end.toISOString()}
          and t.merchant_id = ${input.merchantId}
        group by d.ancestor_id, t.member_id, dr.game_code, dr.numero`,
  );
  return rows.map((row) => ({
    receiverMemberId: row.receiver_id,
    memberId: row.member_id,
    lotteryCode: row.game_code,
    drawNumber: row.numero,
    stakeMinor: BigInt(row.stake),
    resultMinor: BigInt(row.result),
  }));
}

/** A member's manual-receive daily salaries waiting to be claimed, soonest deadline first. */
export async function listClaimableObligations(db: Executor, memberId: string, now: Date) {
  return queryRows<{
    id: string;
    period_key: string;
    currency: string;
    amount_minor: string;
    claim_due_at: string | Date;
  }>(
    db,
    sql`select o.id, r.period_key, o.currency, o.amount_minor::text, l.claim_due_at
        from agent_obligation o
        join agent_settlement_line l on l.id = o.line_id
        join agent_settlement_run r on r.id = o.run_id
        where o.payee_member_id = ${memberId} and o.status = 'claimable' and l.claim_due_at > ${now.toISOString()}
        order by l.claim_due_at, o.id`,
  );
}

/** Manual-receive salaries not claimed in time expire: the money stays with the payer (decision 0071). */
export async function expireClaimableObligations(db: Executor, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update agent_obligation o set status = 'expired', updated_at = now()
        from agent_settlement_line l
        where l.id = o.line_id and o.status = 'claimable' and l.claim_due_at <= ${now.toISOString()}
        returning o.id`,
  );
  return rows.length;
}
