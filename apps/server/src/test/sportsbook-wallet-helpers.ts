import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { seamlessWalletPaths } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { seamlessVendor } from '../modules/seamless/seamless.tables.js';
import type { Player } from './withdrawal-helpers.js';
import { createPlayer } from './withdrawal-helpers.js';
import type { TestApp } from './test-app.js';
import { launchToken, signedCall } from './vendor-wallet-helpers.js';

/** The seeded sportsbook's (HOUSE_SB) signing secret. */
export async function sportsbookSecret(db: Database): Promise<string> {
  const [row] = await db.select().from(seamlessVendor).where(eq(seamlessVendor.code, 'HOUSE_SB'));
  if (!row) throw new Error('the sportsbook vendor is not seeded');
  return row.secret;
}

export type Bettor = Player & { launch: string; playerId: string };

/** A player of the demo brand with a balance, a bank account and a sportsbook launch (football). */
export async function sportsbookBettor(testApp: TestApp, balanceMinor: bigint): Promise<Bettor> {
  const player = await createPlayer(testApp, { balanceMinor });
  const { token } = await launchToken(testApp.app, testApp.database.db, {
    memberToken: player.token,
    engine: 'HOUSE_SB:football',
  });
  return { ...player, launch: token, playerId: player.memberId };
}

/** The sportsbook's signed calls for one bettor. */
export function sportsbookCalls(testApp: TestApp, secret: string, bettor: Bettor) {
  const send = (path: string, body: Record<string, unknown>) =>
    signedCall(testApp.app, path, body, { secret, vendor: 'HOUSE_SB' });
  const base = { token: bettor.launch, playerId: bettor.playerId, currency: 'THB' };
  return {
    bet: (roundId: string, amount: string, transactionId = `sb:${roundId}:bet`) =>
      send(seamlessWalletPaths.bet, { ...base, transactionId, roundId, amount }),
    win: (roundId: string, amount: string, transactionId = `sb:${roundId}:settle:1`) =>
      send(seamlessWalletPaths.win, { ...base, transactionId, roundId, amount, closeRound: true }),
    rollback: (roundId: string, referenceTransactionId: string, transactionId = `sb:${roundId}:${randomUUID()}`) => {
      const { currency: _currency, ...withoutCurrency } = base;
      return send(seamlessWalletPaths.rollback, { ...withoutCurrency, transactionId, roundId, referenceTransactionId });
    },
    adjust: (
      roundId: string,
      amount: string,
      options: { transactionId?: string; reason?: string; referenceTransactionId?: string } = {},
    ) =>
      send(seamlessWalletPaths.adjust, {
        ...base,
        transactionId: options.transactionId ?? `sb:${roundId}:adjust:${randomUUID()}`,
        roundId,
        amount,
        reason: options.reason ?? 'resettle',
        referenceTransactionId: options.referenceTransactionId ?? `sb:${roundId}:settle:1`,
      }),
  };
}

/**
 * The money of one member as the database holds it: the wallet's balance and open debt, the sum of the wallet's
 * ledger entries, the sum of its receivable's entries, and what its debt rows still say is owed.
 */
export async function moneyOf(db: Database, memberId: string) {
  const [row] = await queryRows<{
    balance: string;
    debt: string;
    wallet_entries: string;
    receivable_entries: string;
    debts_left: string;
  }>(
    db,
    sql`select a.balance_minor::text as balance, a.debt_minor::text as debt,
          (select coalesce(sum(e.amount_minor), 0) from ledger_entry e where e.account_id = a.id)::text
            as wallet_entries,
          (select coalesce(sum(e.amount_minor), 0) from ledger_entry e
            join ledger_account d on d.id = e.account_id
            where d.kind = 'player_debt' and d.member_id = a.member_id)::text as receivable_entries,
          (select coalesce(sum(p.amount_minor - p.repaid_minor - p.written_off_minor), 0) from player_debt p
            where p.wallet_account_id = a.id and p.status = 'open')::text as debts_left
        from ledger_account a where a.member_id = ${memberId}::uuid and a.kind = 'player_main'`,
  );
  if (!row) throw new Error('no main wallet');
  return {
    balance: BigInt(row.balance),
    debt: BigInt(row.debt),
    walletEntries: BigInt(row.wallet_entries),
    receivableEntries: BigInt(row.receivable_entries),
    debtsLeft: BigInt(row.debts_left),
  };
}
