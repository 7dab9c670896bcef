import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import type { ContractTerms } from '../modules/agent-contracts/index.js';
import { termsToStored } from '../modules/agent-contracts/index.js';
import { createWalletService } from '../modules/wallet/index.js';

/** Agent contracts, members and play written straight to the tables, for the settlement runs' tests. */

export async function brandOf(db: Database, merchantId: string) {
  const [row] = await queryRows<{ time_zone: string; currency: string }>(
    db,
    sql`select time_zone, currency from merchant where id = ${merchantId}`,
  );
  if (!row) throw new Error('no brand');
  return { timeZone: row.time_zone, currency: row.currency };
}

export async function addMember(db: Database, merchantId: string, type: number, uplineId: string | null) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into member (merchant_id, username, type, nickname, password_hash, upline_id)
        values (${merchantId}, ${`s${randomUUID().slice(0, 12)}`}, ${type}, 'someone', 'not-a-hash', ${uplineId})
        returning id`,
  );
  if (!row) throw new Error('no member');
  return row.id;
}

/** An accepted contract in force from `from`, as the contract calls leave one. */
export async function addContract(
  db: Database,
  input: {
    merchantId: string;
    receiverId: string;
    issuerId: string | null;
    parentId: string | null;
    terms: ContractTerms;
    from: Date;
  },
) {
  const [contract] = await queryRows<{ id: string }>(
    db,
    sql`insert into agent_contract (merchant_id, kind, issuer_member_id, parent_contract_id, receiver_member_id, status)
        values (${input.merchantId}, ${input.terms.kind}, ${input.issuerId}, ${input.parentId}, ${input.receiverId}, 'A')
        returning id`,
  );
  if (!contract) throw new Error('no contract');
  const [version] = await queryRows<{ id: string }>(
    db,
    sql`insert into agent_contract_version (contract_id, version_number, terms, created_by_kind, accepted_at,
          effective_from)
        values (${contract.id}, 1, ${JSON.stringify(termsToStored(input.terms))}::jsonb, 'operator',
          ${input.from.toISOString()}, ${input.from.toISOString()})
        returning id`,
  );
  if (!version) throw new Error('no version');
  await db.execute(sql`update agent_contract set current_version_id = ${version.id} where id = ${contract.id}`);
  return contract.id;
}

/** A member's play in one half hour, as the settled-bet stream's summary writes it. */
export async function addPlay(
  db: Database,
  input: { merchantId: string; memberId: string; currency: string; at: Date; stake: bigint; payout: bigint },
) {
  await db.execute(
    sql`insert into member_play_slot (merchant_id, member_id, slot_start, game_type, vendor_code, currency, bet_count,
          stake_minor, payout_minor, valid_bet_minor)
        values (${input.merchantId}, ${input.memberId}, ${input.at.toISOString()}, 'slots', 'HOUSE', ${input.currency},
          1, ${input.stake.toString()}, ${input.payout.toString()}, ${input.stake.toString()})`,
  );
}

export async function agentBalance(db: Database, merchantId: string, currency: string, memberId: string) {
  const wallet = createWalletService({ db });
  const account = await wallet.mainWallet(merchantId, currency, memberId, 'agent_main');
  return account.balanceMinor ?? 0n;
}

export const dailySalary = (ratePpm: number, claimWindowMinutes?: number): ContractTerms => ({
  kind: 'daily_salary',
  activeMemberMinValidBetMinor: 10_000n,
  manualReceive: claimWindowMinutes === undefined ? null : { claimWindowMinutes },
  tiers: [{ minValidBetMinor: 100_000n, minActiveMembers: 1, pay: { type: 'percent', ratePpm } }],
});

export const dailyDividend = (ratePpm: number): ContractTerms => ({
  kind: 'dividend',
  period: 'daily',
  carryMode: 'none',
  activeMemberMinValidBetMinor: 0n,
  tiers: [
    {
      minValidBetMinor: 0n,
      minNetLossMinor: 0n,
      minActiveMembers: 0,
      minPeriodicValidBetMinor: 0n,
      pay: { type: 'percent', ratePpm },
    },
  ],
});

/**
 * Invariant 17's day: a top agent and its sub-agent on daily dividends of 10 % and 5 % from `dayStart`; the
 * sub-agent's player lost 1,000.00, the top agent's own player won 900.00 of it back. The top agent earns 10.00 and
 * owes the sub-agent 50.00.
 */
export async function addDividendDayWithWinner(
  db: Database,
  input: { merchantId: string; currency: string; dayStart: Date },
) {
  const { merchantId, currency, dayStart } = input;
  const top = await addMember(db, merchantId, 1, null);
  const sub = await addMember(db, merchantId, 1, top);
  const loser = await addMember(db, merchantId, 0, sub);
  const winner = await addMember(db, merchantId, 0, top);
  const topContract = await addContract(db, {
    merchantId,
    receiverId: top,
    issuerId: null,
    parentId: null,
    terms: dailyDividend(100_000),
    from: dayStart,
  });
  await addContract(db, {
    merchantId,
    receiverId: sub,
    issuerId: top,
    parentId: topContract,
    terms: dailyDividend(50_000),
    from: dayStart,
  });
  const inDay = new Date(dayStart.getTime() + 3_600_000);
  await addPlay(db, { merchantId, memberId: loser, currency, at: inDay, stake: 100_000n, payout: 0n });
  await addPlay(db, { merchantId, memberId: winner, currency, at: inDay, stake: 10_000n, payout: 100_000n });
  return { top, sub };
}
