import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { DebtReason, DebtStatus } from './debt.tables.js';

/** A debt with its player's username and its brand's code (joined in SQL: those tables belong to other modules). */
export type DebtRow = {
  id: string;
  merchant_id: string;
  merchant_code: string;
  member_id: string;
  username: string;
  currency: string;
  wallet_account_id: string;
  vendor_code: string;
  transaction_id: string;
  reference_transaction_id: string;
  round_id: string;
  reason: DebtReason;
  amount_minor: string;
  repaid_minor: string;
  written_off_minor: string;
  status: DebtStatus;
  created_at: Date | string;
  closed_at: Date | string | null;
  write_off_requested_by_id: string | null;
  write_off_requested_by: string | null;
  write_off_requested_at: Date | string | null;
  write_off_reason: string | null;
  written_off_by: string | null;
};

const debtColumns = sql`d.id, d.merchant_id, m.code as merchant_code, d.member_id, p.username, d.currency,
  d.wallet_account_id, d.vendor_code, d.transaction_id, d.reference_transaction_id, d.round_id, d.reason,
  d.amount_minor::text as amount_minor, d.repaid_minor::text as repaid_minor,
  d.written_off_minor::text as written_off_minor, d.status, d.created_at, d.closed_at, d.write_off_requested_by_id,
  d.write_off_requested_by, d.write_off_requested_at, d.write_off_reason, d.written_off_by`;

export type DebtFilter = {
  merchantIds: string[] | null;
  statuses: DebtStatus[];
  username?: string | undefined;
  limit: number;
  offset: number;
};

export async function listDebts(db: Database, filter: DebtFilter): Promise<{ rows: DebtRow[]; total: number }> {
  if (filter.merchantIds !== null && filter.merchantIds.length === 0) return { rows: [], total: 0 };
  const conditions: SQL[] = [
    sql`d.status in (${sql.join(
      filter.statuses.map((status) => sql`${status}`),
      sql`, `,
    )})`,
  ];
  if (filter.merchantIds !== null)
    conditions.push(
      sql`d.merchant_id in (${sql.join(
        filter.merchantIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (filter.username) conditions.push(sql`lower(p.username) = lower(${filter.username})`);
  const where = sql.join(conditions, sql` and `);
  const [rows, [total]] = await Promise.all([
    queryRows<DebtRow>(
      db,
      sql`select ${debtColumns} from player_debt d join member p on p.id = d.member_id
            join merchant m on m.id = d.merchant_id
          where ${where} order by d.created_at desc, d.id desc limit ${filter.limit} offset ${filter.offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from player_debt d join member p on p.id = d.member_id where ${where}`,
    ),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findDebt(db: Database, id: string): Promise<DebtRow | undefined> {
  const [row] = await queryRows<DebtRow>(
    db,
    sql`select ${debtColumns} from player_debt d join member p on p.id = d.member_id
          join merchant m on m.id = d.merchant_id where d.id = ${id}::uuid`,
  );
  return row;
}

/**
 * Locks the debt's wallet row, then the debt (the order of every money path: the wallet first), and answers the
 * debt as it is under those locks.
 */
export async function lockDebt(db: Database, id: string): Promise<DebtRow | undefined> {
  const [wallet] = await queryRows<{ wallet_account_id: string }>(
    db,
    sql`select wallet_account_id from player_debt where id = ${id}::uuid`,
  );
  if (!wallet) return undefined;
  await queryRows(db, sql`select 1 from ledger_account where id = ${wallet.wallet_account_id}::uuid for update`);
  await queryRows(db, sql`select 1 from player_debt where id = ${id}::uuid for update`);
  return findDebt(db, id);
}

export async function recordWriteOffRequest(
  db: Database,
  id: string,
  request: { operatorId: string; operator: string; reason: string; at: Date },
): Promise<void> {
  await queryRows(
    db,
    sql`update player_debt set write_off_requested_by_id = ${request.operatorId}::uuid,
          write_off_requested_by = ${request.operator}, write_off_requested_at = ${request.at.toISOString()}::timestamptz,
          write_off_reason = ${request.reason}
        where id = ${id}::uuid and status = 'open'`,
  );
}

/** Closes what is left of a locked open debt as written off, and takes it off the wallet's open debt. */
export async function markWrittenOff(
  db: Database,
  debt: DebtRow,
  change: { amountMinor: bigint; operator: string; reason: string; at: Date },
): Promise<void> {
  await queryRows(
    db,
    sql`update player_debt set written_off_minor = written_off_minor + ${change.amountMinor.toString()}::bigint,
          status = 'written_off', closed_at = ${change.at.toISOString()}::timestamptz, written_off_by = ${change.operator},
          write_off_reason = ${change.reason}
        where id = ${debt.id}::uuid and status = 'open'`,
  );
  await queryRows(
    db,
    sql`update ledger_account set debt_minor = debt_minor - ${change.amountMinor.toString()}::bigint
        where id = ${debt.wallet_account_id}::uuid`,
  );
}

/** A member's open debt over their wallets (one per currency in practice). */
export async function summarizeMemberDebt(db: Database, memberId: string) {
  const [row] = await queryRows<{ outstanding: string; open_debts: number }>(
    db,
    sql`select coalesce(sum(amount_minor - repaid_minor - written_off_minor), 0)::text as outstanding,
          count(*)::int as open_debts
        from player_debt where member_id = ${memberId}::uuid and status = 'open'`,
  );
  return { outstandingMinor: BigInt(row?.outstanding ?? '0'), openDebts: row?.open_debts ?? 0 };
}

/**
 * Wallets whose open debt disagrees with their debt rows, or with their receivable's ledger entries (what is owed is
 * minus the sum of the `player_debt` account's entries). Empty when the debts reconcile with the ledger.
 */
export async function listMismatchedDebts(db: Database, merchantId?: string) {
  return queryRows<{ account_id: string; debt_minor: string; debts_left_minor: string; receivable_minor: string }>(
    db,
    sql`select a.id as account_id, a.debt_minor::text as debt_minor, left_over.value::text as debts_left_minor,
          receivable.value::text as receivable_minor
        from ledger_account a
        cross join lateral (select coalesce(sum(d.amount_minor - d.repaid_minor - d.written_off_minor), 0) as value
          from player_debt d where d.wallet_account_id = a.id and d.status = 'open') left_over
        cross join lateral (select coalesce(-sum(e.amount_minor), 0) as value from ledger_account r
          join ledger_entry e on e.account_id = r.id
          where r.kind = 'player_debt' and r.member_id = a.member_id and r.currency = a.currency
            and r.merchant_id = a.merchant_id) receivable
        where a.kind in ('player_main', 'agent_main')
          and (a.debt_minor > 0 or exists (select 1 from player_debt d where d.wallet_account_id = a.id))
          ${merchantId ? sql`and a.merchant_id = ${merchantId}::uuid` : sql``}
          and (a.debt_minor <> left_over.value or a.debt_minor <> receivable.value)`,
  );
}
