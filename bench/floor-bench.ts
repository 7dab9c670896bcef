import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { createScratchDatabase } from './bench-database.js';
import { startMeasuringWork } from './database-work.js';
import type { DatabaseWork } from './database-work.js';
import { driveLoad, loadRow, playerCounts } from './money-load.js';
import type { MoneyLoadRow } from './money-load.js';

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const startingBalance = 10_000_000;

/**
 * The fewest rows a double-entry debit needs: one guarded update of the wallet, one transaction row and its two
 * entries (the player's wallet and the house), all in one function call and so one round trip and one commit.
 * No idempotency key, request record or round: what the bet path adds on top is what the comparison shows.
 */
const floorSchema = [
  `create table floor_wallet (id bigint primary key, balance bigint not null check (balance >= 0))`,
  `create table floor_transaction (id bigint generated always as identity primary key, wallet_id bigint not null,
     amount bigint not null, created_at timestamptz not null default now())`,
  `create table floor_entry (id bigint generated always as identity primary key,
     transaction_id bigint not null references floor_transaction (id), account_id bigint not null,
     amount bigint not null)`,
  `create function floor_debit(wallet bigint, debit bigint) returns bigint language plpgsql as $$
   declare
     balance_after bigint;
     transaction bigint;
   begin
     update floor_wallet set balance = balance - debit where id = wallet and balance >= debit
       returning balance into balance_after;
     if not found then
       return null;
     end if;
     insert into floor_transaction (wallet_id, amount) values (wallet, debit) returning id into transaction;
     insert into floor_entry (transaction_id, account_id, amount) values (transaction, wallet, -debit), (transaction, 0, debit);
     return balance_after;
   end $$`,
];

/** The floor's one route, on the server's Fastify: a JSON body checked by its schema, one database call, JSON. */
async function listenFloorApp(query: Query) {
  const app = Fastify({ logger: false });
  app.post(
    '/debit',
    {
      schema: {
        body: {
          type: 'object',
          required: ['walletId', 'amount'],
          properties: { walletId: { type: 'integer', minimum: 1 }, amount: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (request, reply) => {
      const { walletId, amount } = request.body as { walletId: number; amount: number };
      const { rows } = await query('select floor_debit($1, $2) as balance', [walletId, amount]);
      // bigint arrives as text from pg and as a number from PGlite.
      const balance = rows[0]?.balance as string | number | null | undefined;
      if (balance === null || balance === undefined) return reply.code(409).send({ code: 'INSUFFICIENT_FUNDS' });
      return { balance: String(balance) };
    },
  );
  return { app, address: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** Debits conserve money: entries sum to zero, and what left the wallets is what the transactions say. */
async function floorBalanced(query: Query) {
  const { rows } = await query(
    `select (select coalesce(sum(amount), 0) from floor_entry)::text as entries,
            (select coalesce(sum(amount), 0) from floor_transaction)::text as debited,
            (select coalesce(sum(${startingBalance} - balance), 0) from floor_wallet)::text as spent,
            (select count(*) from floor_wallet where balance < 0)::text as negative`,
  );
  const row = rows[0] ?? {};
  return row.entries === '0' && row.debited === row.spent && row.negative === '0';
}

/**
 * The floor through HTTP, driven like the bet path (same generator, connections, player counts and pool size as
 * the bet path's database): 0.01 debits on PostgreSQL at `serverUrl`, or on in-memory PGlite.
 */
export async function benchmarkFloor(options: {
  serverUrl: string | undefined;
  seconds: number;
  connections: number;
  onWork?: (players: number, work: DatabaseWork) => void;
}): Promise<MoneyLoadRow[]> {
  const rows: MoneyLoadRow[] = [];
  for (const count of playerCounts) {
    let query: Query;
    let close: () => Promise<void>;
    let scratchUrl: string | undefined;
    let afterClose = async () => undefined as void;
    if (options.serverUrl) {
      const scratch = await createScratchDatabase(options.serverUrl);
      scratchUrl = scratch.url;
      // As the server's PostgreSQL client (openDatabase) with the bet path's pool size.
      const pool = new pg.Pool({ connectionString: scratch.url, max: Math.max(10, options.connections) });
      pool.on('error', () => undefined);
      query = (text, values) => pool.query(text, values);
      close = () => pool.end();
      afterClose = scratch.drop;
    } else {
      const client = await PGlite.create();
      query = (text, values) => client.query(text, values);
      close = () => client.close();
    }
    for (const statement of floorSchema) await query(statement);
    await query(`insert into floor_wallet (id, balance) select id, $1 from generate_series(1, $2::int) as id`, [
      startingBalance,
      count,
    ]);
    const { app, address } = await listenFloorApp(query);
    const work = options.onWork && scratchUrl ? await startMeasuringWork(scratchUrl, 'floor_transaction') : undefined;
    const result = await driveLoad({
      address,
      path: '/debit',
      seconds: options.seconds,
      connections: options.connections,
      players: count,
      request: (players, counter) => ({
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ walletId: (counter % players) + 1, amount: 1 }),
      }),
    });
    await app.close();
    const balanced = await floorBalanced(query);
    rows.push(loadRow(options.serverUrl ? 'postgres' : 'pglite', count, result, balanced));
    await close();
    if (work && options.onWork) options.onWork(count, await work.finish());
    await afterClose();
  }
  return rows;
}
