import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.js';
import { pgliteExtensions } from './client.js';

const tag = '0029_ledger_transfer_carries_entries';
type Journal = { entries: { tag: string }[] };

let client: PGlite;
let folder: string;

/** A database as it was before the migration: the committed migrations up to, not including, `tag`. */
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'croupier-ledger-migration-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const position = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(position).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, position) }));
  client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder: folder });
});
afterAll(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

const statementsOfTag = () =>
  readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

type EntryRow = { transfer_id: string; account_id: string; amount_minor: string; balance_after_minor: string | null };
const entries = async () =>
  (
    await client.query<EntryRow>(
      `select transfer_id, account_id, amount_minor::text, balance_after_minor::text from ledger_entry
         order by transfer_id, amount_minor`,
    )
  ).rows;

describe('the migration that puts both sides on the transfer row', () => {
  it('keeps every entry and balance written before it, and the ledger works on after it', async () => {
    const db = drizzle(client);
    await db.execute(sql`insert into merchant (code, name, currency, time_zone, default_language, languages, site_settings)
        values ('old', 'Old brand', 'THB', 'Asia/Bangkok', 'th', array['th'], '{}')`);
    await db.execute(sql`insert into member (merchant_id, username, type, nickname, password_hash)
        select id, 'early1', 0, 'early1', 'x' from merchant where code = 'old'`);
    await db.execute(sql`insert into ledger_account (merchant_id, currency, kind, member_id, balance_minor)
        select m.merchant_id, 'THB', 'player_main', m.id, 0 from member m where m.username = 'early1'`);
    await db.execute(sql`insert into ledger_account (merchant_id, currency, kind, member_id)
        select id, 'THB', kind, null from merchant, unnest(array['cash_in', 'game_vendor']) kind where code = 'old'`);
    const account = async (kind: string) =>
      (await client.query<{ id: string }>(`select id from ledger_account where kind = $1`, [kind])).rows[0]?.id;
    const [wallet, cashIn, vendor] = [
      await account('player_main'),
      await account('cash_in'),
      await account('game_vendor'),
    ];
    const merchantId = (await client.query<{ id: string }>(`select id from merchant where code = 'old'`)).rows[0]?.id;
    const post = (key: string, debit: string | undefined, credit: string | undefined, amount: number) =>
      client.query<{ outcome: string; debit_balance_minor: string | null; credit_balance_minor: string | null }>(
        `select outcome, debit_balance_minor::text, credit_balance_minor::text
           from ledger_post_transfer($1, 'THB', $2, 'hash', 'deposit', '', $3, $4, $5, '{}')`,
        [merchantId, key, debit, credit, amount],
      );
    // Before: the old functions write a transfer and its two entry rows.
    expect((await post('deposit-1', cashIn, wallet, 10_000)).rows[0]?.outcome).toBe('posted');
    await client.query(`select ledger_move_wallet($1, 'THB', 'bet-1', 'hash', 'bet', 'round-1', $2, $3, -2500, '{}')`, [
      merchantId,
      wallet,
      vendor,
    ]);
    await client.query(`select ledger_move_wallet($1, 'THB', 'win-1', 'hash', 'win', 'round-1', $2, $3, 700, '{}')`, [
      merchantId,
      wallet,
      vendor,
    ]);
    const before = await entries();
    expect(before).toHaveLength(6);

    for (const statement of statementsOfTag()) await client.exec(statement);

    // After: the same entries, read from the transfers.
    expect(await entries()).toEqual(before);
    expect(
      (await client.query(`select 1 from pg_class where relname = 'ledger_entry' and relkind = 'v'`)).rows,
    ).toHaveLength(1);
    // A replay answers the balances the first post left, now read from the transfer row.
    const replay = (await post('deposit-1', cashIn, wallet, 10_000)).rows[0];
    expect(replay).toEqual({ outcome: 'replayed', debit_balance_minor: null, credit_balance_minor: '10000' });
    // New moves write one row each and show as two entries that sum to zero.
    expect((await post('deposit-2', cashIn, wallet, 300)).rows[0]?.credit_balance_minor).toBe('8500');
    // New rows get time-ordered ids (version 7): each later than the one before.
    const ids = (await client.query<{ id: string }>(`select uuid_v7()::text as id from generate_series(1, 50)`)).rows;
    for (const { id } of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const newest = (
      await client.query<{ id: string }>(`select id::text from ledger_transfer where idempotency_key = 'deposit-2'`)
    ).rows[0];
    expect((newest?.id ?? 'z').slice(0, 13) <= (ids[0]?.id ?? '').slice(0, 13)).toBe(true);
    const after = await entries();
    expect(after).toHaveLength(8);
    expect(after.reduce((sum, row) => sum + BigInt(row.amount_minor), 0n)).toBe(0n);
    const walletRows = (
      await client.query<{ balance: string; entries: string }>(
        `select a.balance_minor::text as balance, (select sum(amount_minor) from ledger_entry e
           where e.account_id = a.id)::text as entries from ledger_account a where a.id = $1`,
        [wallet],
      )
    ).rows[0];
    expect(walletRows).toEqual({ balance: '8500', entries: '8500' });
    await expect(client.query(`update ledger_entry set amount_minor = 1`)).rejects.toThrow();
    await expect(client.query(`update ledger_transfer set amount_minor = 1`)).rejects.toThrow(/append-only/);
  });
});
