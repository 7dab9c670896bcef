import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { member } from '../modules/member/member.tables.js';
import { vendorTransfer } from '../modules/vendor-transfer/vendor-transfer.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { call } from './account-helpers.js';

export type FundedPlayer = { token: string; id: string; username: string };

/** A new member of the demo brand with `amount` credited to the main wallet by an operator. */
export async function registerFundedPlayer(
  app: FastifyInstance,
  db: Database,
  input: { operatorToken: string; username: string; remoteAddress: string; amount?: string },
): Promise<FundedPlayer> {
  const { username } = input;
  const created = await call(app, 'PUT', '/wps/member/register', {
    payload: { username, password: 'Secret#2026', confirmPassword: 'Secret#2026', terms: true, ageConfirmed: true },
    remoteAddress: input.remoteAddress,
  });
  if (!created.body.success) throw new Error(`registration failed: ${created.body.code ?? ''}`);
  await app.inject({
    method: 'POST',
    url: '/bo/wallets/adjustments',
    headers: { authorization: `Bearer ${input.operatorToken}` },
    payload: { merchant: 'demo', username, direction: 'credit', amount: input.amount ?? '1000', reason: 'test funds' },
  });
  const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.merchantId, merchantId), eq(member.username, username)));
  if (!row) throw new Error('member not registered');
  return { token: String(created.body.value.token), id: row.id, username };
}

/** The ledger's main and vendor wallets of a demo player at a vendor, in minor units. */
export async function ledgerWallets(db: Database, playerId: string, vendorCode: string) {
  const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
  const wallet = createWalletService({ db });
  const identity = { merchantId, currency: 'THB', memberId: playerId };
  const main = await wallet.account({ ...identity, kind: 'player_main', vendorCode: '' });
  const vendor = await wallet.account({ ...identity, kind: 'player_vendor', vendorCode });
  return { mainMinor: main.balanceMinor ?? 0n, vendorMinor: vendor.balanceMinor ?? 0n };
}

/** The player's booked play at vendors (wins and losses against a vendor's game account), as ledger types. */
export async function playTypesOf(db: Database, playerId: string) {
  const rows = await queryRows<{ type: string }>(
    db,
    sql`select t.type from ledger_transfer t join ledger_entry e on e.transfer_id = t.id
        join ledger_account a on a.id = e.account_id
        where a.member_id = ${playerId}::uuid and t.type in ('win', 'bet')`,
  );
  return rows.map((row) => row.type);
}

/** As if the requests that wrote them had long gone: the players' pending transfers are the sweeper's now. */
export async function makeTransfersDue(db: Database, playerIds: readonly string[]) {
  for (const memberId of playerIds)
    await db
      .update(vendorTransfer)
      .set({ nextCheckAt: sql`now()` })
      .where(and(eq(vendorTransfer.memberId, memberId), eq(vendorTransfer.status, 'pending')));
}

/** The URL of the PostgreSQL database `db` is connected to (tests make one database per file). */
export async function urlOfDatabase(db: Database): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  return url.toString();
}
