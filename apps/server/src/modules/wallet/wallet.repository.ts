import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows, rowsInRequestOrder } from '../../db/client.js';
import { ledgerAccount, ledgerEntry, ledgerTransfer, trackedAccountKinds } from './wallet.tables.js';
import type { LedgerAccountKind } from './wallet.tables.js';

export type LedgerAccountRow = typeof ledgerAccount.$inferSelect;

export type AccountIdentity = {
  merchantId: string;
  currency: string;
  kind: LedgerAccountKind;
  memberId: string | null;
  vendorCode: string;
  /** Only a `player_bonus` account names a grant (decision 0077). */
  grantId?: string | null;
};

const trackedKinds: readonly LedgerAccountKind[] = trackedAccountKinds;

/** The account with this identity, created (empty) on first use. */
export async function ensureAccount(db: Database, identity: AccountIdentity): Promise<LedgerAccountRow> {
  const match = and(
    eq(ledgerAccount.merchantId, identity.merchantId),
    eq(ledgerAccount.currency, identity.currency),
    eq(ledgerAccount.kind, identity.kind),
    identity.memberId === null ? sql`${ledgerAccount.memberId} is null` : eq(ledgerAccount.memberId, identity.memberId),
    eq(ledgerAccount.vendorCode, identity.vendorCode),
    identity.grantId ? eq(ledgerAccount.grantId, identity.grantId) : sql`${ledgerAccount.grantId} is null`,
  );
  const [found] = await db.select().from(ledgerAccount).where(match).limit(1);
  if (found) return found;
  await db
    .insert(ledgerAccount)
    .values({ ...identity, balanceMinor: trackedKinds.includes(identity.kind) ? 0n : null })
    .onConflictDoNothing();
  const [created] = await db.select().from(ledgerAccount).where(match).limit(1);
  if (!created) throw new Error('ledger account could not be created');
  return created;
}

export type PostTransferInput = {
  merchantId: string;
  currency: string;
  idempotencyKey: string;
  requestHash: string;
  type: string;
  reference: string;
  debitAccountId: string;
  creditAccountId: string;
  amountMinor: bigint;
  metadata: Record<string, unknown>;
};

export type PostTransferRow = {
  outcome: 'posted' | 'replayed' | 'conflict' | 'insufficient';
  transfer_id: string | null;
  debit_balance_minor: string | number | bigint | null;
  credit_balance_minor: string | number | bigint | null;
  posted_at: string | Date | null;
};

/** One call to the database function that posts a transfer (see the ledger_functions migration). */
export async function callPostTransfer(db: Database, input: PostTransferInput): Promise<PostTransferRow> {
  const [row] = await queryRows<PostTransferRow>(
    db,
    sql`select * from ledger_post_transfer(
      ${input.merchantId}::uuid, ${input.currency}, ${input.idempotencyKey}, ${input.requestHash}, ${input.type},
      ${input.reference}, ${input.debitAccountId}::uuid, ${input.creditAccountId}::uuid,
      ${input.amountMinor.toString()}::bigint, ${JSON.stringify(input.metadata)}::jsonb)`,
  );
  if (!row) throw new Error('ledger_post_transfer answered no row');
  // Drivers differ on int8 (string, number or bigint); text is exact on all of them.
  const text = (value: string | number | bigint | null | undefined) =>
    value === null || value === undefined ? null : String(value);
  return {
    ...row,
    debit_balance_minor: text(row.debit_balance_minor),
    credit_balance_minor: text(row.credit_balance_minor),
  };
}

/**
 * Several transfers as one call and one commit (ledger_post_transfer_batch): one row per input, in the inputs' order,
 * each what ledger_post_transfer would answer it alone after the inputs before it.
 */
export async function callPostTransferBatch(
  db: Database,
  inputs: readonly PostTransferInput[],
): Promise<PostTransferRow[]> {
  const requests = JSON.stringify(
    inputs.map((input, index) => ({
      i: index,
      merchant_id: input.merchantId,
      currency: input.currency,
      idempotency_key: input.idempotencyKey,
      request_hash: input.requestHash,
      type: input.type,
      reference: input.reference,
      debit_account_id: input.debitAccountId,
      credit_account_id: input.creditAccountId,
      amount_minor: input.amountMinor.toString(),
      metadata: input.metadata,
    })),
  );
  const rows = await queryRows<PostTransferRow & { i: number }>(
    db,
    sql`select * from ledger_post_transfer_batch(${requests}::jsonb)`,
  );
  const text = (value: string | number | bigint | null | undefined) =>
    value === null || value === undefined ? null : String(value);
  return rowsInRequestOrder(rows, inputs.length, 'ledger_post_transfer_batch').map((answer) => ({
    ...answer,
    debit_balance_minor: text(answer.debit_balance_minor),
    credit_balance_minor: text(answer.credit_balance_minor),
  }));
}

export async function findAccountById(db: Database, id: string) {
  const [row] = await db.select().from(ledgerAccount).where(eq(ledgerAccount.id, id)).limit(1);
  return row;
}

export async function listMemberAccounts(db: Database, merchantId: string, memberId: string) {
  return db
    .select()
    .from(ledgerAccount)
    .where(
      and(
        eq(ledgerAccount.merchantId, merchantId),
        eq(ledgerAccount.memberId, memberId),
        // A grant's restricted money is shown by the bonus pages, never as a wallet.
        sql`${ledgerAccount.kind} <> 'player_bonus'`,
      ),
    );
}

export type HistoryFilter = { types?: string[] | undefined; from?: Date | undefined; to?: Date | undefined };

/** A member's entries, newest first, with their transfer, one page at a time. */
export async function listMemberEntries(
  db: Database,
  input: { merchantId: string; memberId: string; filter: HistoryFilter; limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(ledgerAccount.merchantId, input.merchantId),
    eq(ledgerAccount.memberId, input.memberId),
    input.filter.types && input.filter.types.length > 0 ? inArray(ledgerTransfer.type, input.filter.types) : undefined,
    input.filter.from ? gte(ledgerEntry.createdAt, input.filter.from) : undefined,
    input.filter.to ? lt(ledgerEntry.createdAt, input.filter.to) : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select({
      entryId: ledgerEntry.id,
      transferId: ledgerTransfer.id,
      type: ledgerTransfer.type,
      reference: ledgerTransfer.reference,
      metadata: ledgerTransfer.metadata,
      amountMinor: ledgerEntry.amountMinor,
      balanceAfterMinor: ledgerEntry.balanceAfterMinor,
      currency: ledgerAccount.currency,
      accountKind: ledgerAccount.kind,
      vendorCode: ledgerAccount.vendorCode,
      createdAt: ledgerEntry.createdAt,
    })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .innerJoin(ledgerTransfer, eq(ledgerTransfer.id, ledgerEntry.transferId))
    .where(where)
    .orderBy(desc(ledgerEntry.createdAt), desc(ledgerEntry.id))
    .limit(input.limit)
    .offset(input.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .innerJoin(ledgerTransfer, eq(ledgerTransfer.id, ledgerEntry.transferId))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** Per currency: the sum of every entry, which double entry keeps at zero. */
export async function sumEntriesByCurrency(db: Database, merchantId?: string) {
  return queryRows<{ currency: string; total: string; entries: string }>(
    db,
    sql`select a.currency, coalesce(sum(e.amount_minor), 0)::text as total, count(*)::text as entries
        from ledger_entry e join ledger_account a on a.id = e.account_id
        ${merchantId ? sql`where a.merchant_id = ${merchantId}::uuid` : sql``}
        group by a.currency order by a.currency`,
  );
}

/** Wallets whose balance differs from the sum of their entries (there should be none). */
export async function listMismatchedAccounts(db: Database, merchantId?: string) {
  return queryRows<{ account_id: string; balance_minor: string; entries_minor: string }>(
    db,
    sql`select a.id as account_id, a.balance_minor::text, coalesce(sum(e.amount_minor), 0)::text as entries_minor
        from ledger_account a left join ledger_entry e on e.account_id = a.id
        where a.balance_minor is not null ${merchantId ? sql`and a.merchant_id = ${merchantId}::uuid` : sql``}
        group by a.id, a.balance_minor
        having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
  );
}

/** Locks a wallet row for the rest of the transaction (a member's bets then see each other's limits). */
/** Locks a wallet row and answers its open debt (decision 0056): 0 when nothing is owed. */
export async function lockAccountDebt(db: Database, id: string): Promise<bigint> {
  const [row] = await queryRows<{ debt_minor: string }>(
    db,
    sql`select debt_minor::text from ledger_account where id = ${id}::uuid for update`,
  );
  return BigInt(row?.debt_minor ?? '0');
}

export async function lockAccount(db: Database, id: string): Promise<bigint | null> {
  const [row] = await queryRows<{ balance_minor: string | null }>(
    db,
    sql`select balance_minor::text from ledger_account where id = ${id}::uuid for update`,
  );
  return row?.balance_minor == null ? null : BigInt(row.balance_minor);
}

/**
 * Locks several accounts for the rest of the transaction in one fixed order (by id), the order every multi-wallet
 * move takes, so two such moves over overlapping wallets wait for each other instead of deadlocking.
 */
export async function lockAccountsInOrder(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await queryRows(
    db,
    sql`select id from ledger_account where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by id for update`,
  );
}

export type LedgerTransferRow = typeof ledgerTransfer.$inferSelect;

/** Transfers of a brand by idempotency key (a retried request's earlier moves). */
export async function findTransfersByKeys(
  db: Database,
  merchantId: string,
  keys: string[],
): Promise<LedgerTransferRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(ledgerTransfer)
    .where(and(eq(ledgerTransfer.merchantId, merchantId), inArray(ledgerTransfer.idempotencyKey, keys)));
}
