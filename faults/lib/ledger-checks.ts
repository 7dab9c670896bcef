import pg from 'pg';
import { isAcknowledged } from './bet-load.js';
import type { SentBet } from './bet-load.js';
import { figure } from './scenario.js';

/** The name of the finding that says whether every currency's entries sum to zero. */
export const ledgerSumsToZeroCheck = 'ledger sums to zero';

/** One verdict of a check: what was counted and whether it is what it must be. */
export type LedgerFinding = { check: string; passed: boolean; detail: string };

/**
 * The ledger's proofs, straight in SQL on the platform's database, after the load has stopped:
 * - every acknowledged bet is there exactly once: its vendor_transaction applied, its ledger transfer
 *   (`seamless:HOUSE:<id>:bet`) once, with two entries;
 * - nothing half-written: no applied seamless bet without its transfer, no seamless transfer without its applied
 *   vendor transaction;
 * - every transfer's entries sum to zero, and all entries per currency sum to zero;
 * - every tracked wallet's balance equals the sum of its entries, and none is negative;
 * - each player of the load holds what it was given (deposits, adjustments) less the bets applied for it.
 * The bet path's tables are read as migration 0015 writes them; a change of that shape must update these queries.
 */
export async function checkLedger(databaseUrl: string, bets: readonly SentBet[]): Promise<LedgerFinding[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const findings: LedgerFinding[] = [];
    const add = (check: string, passed: boolean, detail: string) => findings.push({ check, passed, detail });
    const number = async (query: string, values: unknown[] = []) => {
      const result = await client.query<{ count: string }>(query, values);
      return Number(result.rows[0]?.count ?? 0);
    };

    const acknowledged = bets.filter(isAcknowledged).map((bet) => bet.transactionId);
    const landed = await client.query<{ transaction_id: string; applied: boolean; transfers: string; entries: string }>(
      `select t.transaction_id, t.applied,
              (select count(*) from ledger_transfer l where l.idempotency_key = 'seamless:HOUSE:' || t.transaction_id || ':bet') as transfers,
              (select count(*) from ledger_entry e join ledger_transfer l on l.id = e.transfer_id
                 where l.idempotency_key = 'seamless:HOUSE:' || t.transaction_id || ':bet') as entries
         from vendor_transaction t join seamless_vendor v on v.id = t.vendor_id
        where v.code = 'HOUSE' and t.kind = 'bet' and t.transaction_id = any($1::text[])`,
      [bets.map((bet) => bet.transactionId)],
    );
    const byId = new Map(landed.rows.map((row) => [row.transaction_id, row]));
    const keptOnce = acknowledged.filter((id) => {
      const row = byId.get(id);
      return row?.applied === true && row.transfers === '1' && row.entries === '2';
    }).length;
    add(
      'every acknowledged bet kept exactly once',
      keptOnce === acknowledged.length,
      `${figure(keptOnce)} of ${figure(acknowledged.length)} acknowledged bets applied once with one transfer of two entries`,
    );
    const appliedOfLoad = landed.rows.filter((row) => row.applied).length;
    add(
      'no bet applied that was not acknowledged, none applied twice',
      appliedOfLoad === acknowledged.length &&
        landed.rows.every((row) => !row.applied || (row.transfers === '1' && row.entries === '2')),
      `${figure(appliedOfLoad)} bets of the load applied in the database, ${figure(acknowledged.length)} acknowledged`,
    );

    const betsWithoutTransfer = await number(
      `select count(*) from vendor_transaction t join seamless_vendor v on v.id = t.vendor_id
        where t.applied and t.bet_minor > 0 and t.kind in ('bet', 'bet_win') and not exists
          (select 1 from ledger_transfer l where l.idempotency_key = 'seamless:' || v.code || ':' || t.transaction_id || ':bet')`,
    );
    const transfersWithoutBet = await number(
      `select count(*) from ledger_transfer l where l.idempotency_key like 'seamless:%:bet' and not exists
         (select 1 from vendor_transaction t join seamless_vendor v on v.id = t.vendor_id
           where t.applied and l.idempotency_key = 'seamless:' || v.code || ':' || t.transaction_id || ':bet')`,
    );
    add(
      'nothing half-written',
      betsWithoutTransfer === 0 && transfersWithoutBet === 0,
      `${betsWithoutTransfer} applied bets without their transfer, ${transfersWithoutBet} bet transfers without their applied bet`,
    );

    const unbalancedTransfers = await number(
      `select count(*) from (select l.id from ledger_transfer l left join ledger_entry e on e.transfer_id = l.id
         group by l.id having count(e.id) <> 2 or coalesce(sum(e.amount_minor), 0) <> 0) unbalanced`,
    );
    const currencies = await client.query<{ currency: string; total: string; entries: string }>(
      `select a.currency, sum(e.amount_minor)::text as total, count(*)::text as entries
         from ledger_entry e join ledger_account a on a.id = e.account_id group by a.currency order by a.currency`,
    );
    const sums = currencies.rows
      .map((row) => `${row.currency} ${row.total} over ${figure(Number(row.entries))} entries`)
      .join(', ');
    add(
      ledgerSumsToZeroCheck,
      unbalancedTransfers === 0 && currencies.rows.every((row) => row.total === '0'),
      `${sums || 'no entries'}; ${unbalancedTransfers} transfers not of two entries summing to zero`,
    );

    const mismatched = await number(
      `select count(*) from ledger_account a where a.balance_minor is not null and a.balance_minor <>
         (select coalesce(sum(e.amount_minor), 0) from ledger_entry e where e.account_id = a.id)`,
    );
    const negative = await number(`select count(*) from ledger_account where balance_minor < 0`);
    add(
      'wallet balances equal their entries, none negative',
      mismatched === 0 && negative === 0,
      `${mismatched} wallets differ from their entries, ${negative} negative`,
    );

    const players = [...new Set(bets.map((bet) => bet.memberId))];
    const wrongBalances = await number(
      `select count(*) from ledger_account a where a.kind = 'player_main' and a.member_id = any($1::uuid[])
         and a.balance_minor <> (select coalesce(sum(e.amount_minor), 0) from ledger_entry e
             join ledger_transfer l on l.id = e.transfer_id
            where e.account_id = a.id and l.idempotency_key not like 'seamless:%')
           - (select coalesce(sum(t.bet_minor), 0) from vendor_transaction t
               where t.member_id = a.member_id and t.kind = 'bet' and t.applied)`,
      [players],
    );
    add(
      "each player's balance is what it was given less its applied bets",
      wrongBalances === 0,
      `${figure(players.length - wrongBalances)} of ${figure(players.length)} players`,
    );
    return findings;
  } finally {
    await client.end();
  }
}

/** The stored first answer of each of these HOUSE transaction ids that the platform applied. */
export async function appliedAnswers(databaseUrl: string, transactionIds: readonly string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ transaction_id: string; answer: string }>(
      `select t.transaction_id, t.answer from vendor_transaction t join seamless_vendor v on v.id = t.vendor_id
        where v.code = 'HOUSE' and t.applied and t.transaction_id = any($1::text[])`,
      [transactionIds],
    );
    return new Map(result.rows.map((row) => [row.transaction_id, row.answer]));
  } finally {
    await client.end();
  }
}
