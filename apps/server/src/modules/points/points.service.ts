import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import { runInTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { PointsRuleRow } from './points.repository.js';
import {
  configOf,
  dueLots,
  insertLot,
  listRules,
  lockLot,
  lockMemberPoints,
  markLotExpired,
  movePoints,
  pointsBetsOf,
  savePointsBet,
  systemPointsAccount,
  takeFromLots,
} from './points.repository.js';

const dayMs = 86_400_000;

/** The settled-bet event as earning reads it (the stream's own type lives in the settled-bets module). */
export type PointsBetEvent = {
  source: string;
  betKey: string;
  eventNo: number;
  eventType: string;
  merchantId: string;
  memberId: string;
  gameType: string;
  validBetTotalMinor: bigint;
};

/** Points a bet's valid bet earns under a rule: rounded down (reference §6.4). */
export function pointsFor(validBetMinor: bigint, rule: Pick<PointsRuleRow, 'ratioAmountMinor' | 'ratioPoints'>) {
  if (validBetMinor <= 0n) return 0n;
  return (validBetMinor * rule.ratioPoints) / rule.ratioAmountMinor;
}

/** Cash for converting `points`: whole units only, `floor(points / per unit) × unit` (reference PT5). */
export function conversionAmount(
  points: bigint,
  config: { convertPointsPerUnit: bigint; convertUnitMinor: bigint },
): bigint {
  return (points / config.convertPointsPerUnit) * config.convertUnitMinor;
}

/**
 * The `points-earning` consumer of the settled-bet stream (decision 0082), in the transaction that moves its cursor:
 * each bet's points are its valid bet total at its category's ratio, and an event earns the change from what the bet
 * earned so far (a resettlement earns or takes back the difference, a void takes back everything). Points taken back
 * come from the lots expiring first; if the member spent them already, the balance stops at zero and the rest is
 * recorded as the bet's shortfall, never a negative balance.
 */
export async function earnPoints(tx: Transaction, clock: Clock, events: readonly PointsBetEvent[]): Promise<void> {
  if (events.length === 0) return;
  const merchantIds = [...new Set(events.map((event) => event.merchantId))];
  const rules = new Map(
    (await listRules(tx, merchantIds)).map((rule) => [`${rule.merchantId}|${rule.category}`, rule] as const),
  );
  const expiryDays = new Map<string, number>();
  for (const merchantId of merchantIds) expiryDays.set(merchantId, (await configOf(tx, merchantId)).expiryDays);
  const soFar = await pointsBetsOf(tx, events);
  const issued = new Map<string, string>();
  for (const merchantId of merchantIds) issued.set(merchantId, await systemPointsAccount(tx, merchantId, 'issued'));

  for (const event of events) {
    const key = `${event.source}|${event.betKey}`;
    const before = soFar.get(key) ?? { points: 0n, shortfall: 0n };
    const rule = rules.get(`${event.merchantId}|${event.gameType}`);
    const target = event.eventType === 'VOIDED' ? 0n : rule ? pointsFor(event.validBetTotalMinor, rule) : before.points;
    const delta = target - before.points;
    if (delta === 0n) continue;
    const accounts = await lockMemberPoints(tx, event.merchantId, event.memberId);
    const issuedAccount = issued.get(event.merchantId) ?? '';
    const moveKey = `pt:earn:${event.source}:${event.betKey}:${event.eventNo}`;
    let shortfall = before.shortfall;
    if (delta > 0n) {
      const moved = await movePoints(tx, {
        merchantId: event.merchantId,
        memberId: event.memberId,
        idempotencyKey: moveKey,
        type: 'earn',
        reference: event.betKey,
        points: delta,
        debitAccountId: issuedAccount,
        creditAccountId: accounts.member,
        metadata: { source: event.source, category: event.gameType, validBet: event.validBetTotalMinor.toString() },
      });
      if (!moved.replayed) {
        const now = clock.now();
        await insertLot(tx, {
          merchantId: event.merchantId,
          memberId: event.memberId,
          earnedAt: now,
          expiresAt: new Date(now.getTime() + (expiryDays.get(event.merchantId) ?? 365) * dayMs),
          points: delta,
          transferId: moved.transferId,
        });
      }
    } else {
      const owed = -delta;
      const taken = owed < accounts.balance ? owed : accounts.balance;
      if (taken > 0n) {
        const moved = await movePoints(tx, {
          merchantId: event.merchantId,
          memberId: event.memberId,
          idempotencyKey: `${moveKey}:reversal`,
          type: 'earn_reversal',
          reference: event.betKey,
          points: taken,
          debitAccountId: accounts.member,
          creditAccountId: issuedAccount,
          metadata: { source: event.source, eventType: event.eventType },
        });
        if (!moved.replayed) await takeFromLots(tx, event.memberId, taken);
      }
      shortfall += owed - taken;
    }
    soFar.set(key, { points: target, shortfall });
    await savePointsBet(tx, {
      source: event.source,
      betKey: event.betKey,
      memberId: event.memberId,
      points: target,
      shortfall,
    });
  }
}

/**
 * Burns what is left of every lot past its end, one lot per transaction: the member's accounts and the lot are locked
 * and the lot's remaining read under the lock, and the move's key names the lot and how much of it expired before,
 * so two instances (or a retry) expire each point once.
 */
export async function expireDueLots(db: Database, clock: Clock, limit = 500): Promise<number> {
  const lots = await dueLots(db, clock.now(), limit);
  let expired = 0;
  for (const due of lots) {
    expired += await runInTransaction(db, async (tx) => {
      const accounts = await lockMemberPoints(tx, due.merchant_id, due.member_id);
      const lot = await lockLot(tx, due.id);
      if (!lot || lot.remaining === 0n || lot.expiresAt.getTime() > clock.now().getTime()) return 0;
      const sink = await systemPointsAccount(tx, due.merchant_id, 'expired');
      await movePoints(tx, {
        merchantId: due.merchant_id,
        memberId: due.member_id,
        idempotencyKey: `pt:expire:${due.id}:${lot.expired}`,
        type: 'expire',
        reference: due.id,
        points: lot.remaining,
        debitAccountId: accounts.member,
        creditAccountId: sink,
      });
      await markLotExpired(tx, due.id, lot.remaining);
      return 1;
    });
  }
  return expired;
}
