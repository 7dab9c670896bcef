import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import { runInTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { GrantRow, StoredBonusTerms } from '../../modules/bonus/index.js';
import {
  claimActiveSlot,
  closeGrant,
  contributionOf,
  convertible,
  findGrant,
  findGrantBySource,
  findGrantHolders,
  findMemberAccount,
  firstSettledAt,
  insertGrant,
  listExpired,
  listMemberLiveGrants,
  lockNextPending,
  markActive,
  passesIncentiveGate,
  releaseActiveSlot,
  setTurnover,
  turnoverRequired,
  weightedStake,
} from '../../modules/bonus/index.js';
import type { SettledBetEvent } from '../../modules/settled-bets/index.js';
import { createWalletService, mainWalletKind } from '../../modules/wallet/index.js';

/**
 * The bonus wallet's money (decision 0077): granting, converting, expiring and forfeiting grants, each in one
 * transaction with its ledger transfers, under the member's wallet lock then the grant's (the bet path's order).
 */

const dayMs = 24 * 60 * 60 * 1000;

export type GrantInput = {
  merchantId: string;
  memberId: string;
  currency: string;
  source: 'promotion' | 'operator' | 'mission' | 'referral' | 'points' | 'vip';
  /** Unique per member and source: the grant's idempotency key (a replay answers the first grant). */
  sourceRef: string;
  amountMinor: bigint;
  title: Record<string, string>;
  terms: StoredBonusTerms;
  promotionId?: string | null;
  playerPromotionId?: string | null;
  /** The qualifying deposit, for the `bonus_plus_deposit` basis. */
  depositMinor?: bigint;
};

async function mainWalletOf(transaction: Transaction, merchantId: string, currency: string, memberId: string) {
  const member = await findMemberAccount(transaction, memberId);
  if (!member) throw new DomainError('NOT_FOUND');
  return createWalletService({ db: transaction }).mainWallet(
    merchantId,
    currency,
    memberId,
    mainWalletKind(member.type),
  );
}

/** Activates the member's oldest waiting grant if no grant is active; its expiry runs from now. */
async function activateNext(transaction: Transaction, clock: Clock, memberId: string) {
  const next = await lockNextPending(transaction, memberId);
  if (!next) return;
  if (!(await claimActiveSlot(transaction, memberId, next.id))) return;
  const now = clock.now();
  await markActive(transaction, next.id, now, new Date(now.getTime() + next.terms.expiryDays * dayMs));
}

/**
 * Grants a bonus in the caller's transaction (a deposit's confirmation, a claim, an approval): refused by the
 * incentive gate, never held for later. The amount goes from `promotion_cost` to the grant's own account; the grant
 * is active at once if the member has none, else it waits. A multiple of 0 is a cash reward: it converts at once.
 */
export async function grantBonus(
  db: Database | Transaction,
  clock: Clock,
  input: GrantInput,
): Promise<{ grantId: string; replayed: boolean }> {
  if (input.amountMinor <= 0n)
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'amount', message: 'AMOUNT_POSITIVE' }] });
  return runInTransaction(db as Database, async (transaction) => {
    const earlier = await findGrantBySource(transaction, input.memberId, input.source, input.sourceRef);
    if (earlier) {
      if (BigInt(earlier.granted_minor) !== input.amountMinor)
        throw new DomainError('CONFLICT', { sourceRef: input.sourceRef });
      return { grantId: earlier.id, replayed: true };
    }
    if (!(await passesIncentiveGate(transaction, input.memberId))) throw new DomainError('PROMOTION_NOT_ELIGIBLE');
    const wallet = createWalletService({ db: transaction });
    const main = await mainWalletOf(transaction, input.merchantId, input.currency, input.memberId);
    await wallet.lockWallet(main.id);
    const grantId = randomUUID();
    const account = await wallet.account({
      merchantId: input.merchantId,
      currency: input.currency,
      kind: 'player_bonus',
      memberId: input.memberId,
      vendorCode: '',
      grantId,
    });
    const inserted = await insertGrant(transaction, {
      id: grantId,
      merchantId: input.merchantId,
      memberId: input.memberId,
      currency: input.currency,
      source: input.source,
      sourceRef: input.sourceRef,
      promotionId: input.promotionId ?? null,
      playerPromotionId: input.playerPromotionId ?? null,
      title: input.title,
      accountId: account.id,
      terms: input.terms,
      grantedMinor: input.amountMinor,
      turnoverRequiredMinor: turnoverRequired(input.terms, input.amountMinor, input.depositMinor ?? 0n),
      at: clock.now(),
    });
    if (!inserted) throw new DomainError('CONFLICT', { sourceRef: input.sourceRef });
    const cost = await wallet.systemAccount(input.merchantId, input.currency, 'promotion_cost');
    await wallet.transfer({
      merchantId: input.merchantId,
      currency: input.currency,
      idempotencyKey: `bonus:${grantId}:grant`,
      type: 'bonus_grant',
      reference: grantId,
      debitAccountId: cost.id,
      creditAccountId: account.id,
      amountMinor: input.amountMinor,
      metadata: { grantId, source: input.source, sourceRef: input.sourceRef },
    });
    if (input.terms.turnoverMultiplier === 0) {
      await settleGrant(transaction, clock, grantId, { kind: 'convert' });
    } else {
      await activateNext(transaction, clock, input.memberId);
    }
    return { grantId, replayed: false };
  });
}

type Closing =
  | { kind: 'convert'; turnoverDoneMinor?: bigint }
  | { kind: 'expire' }
  | { kind: 'forfeit'; reason: string; note?: string | null; from?: readonly ('pending' | 'active')[] };

/**
 * Closes a grant in the caller's transaction: converts it (its balance to cash up to the max-win cap, the rest
 * forfeited), expires it or forfeits it (its balance to `bonus_forfeit`). The wallet is locked first, then the grant;
 * a grant already closed answers false and moves nothing (a racing second closing is a no-op).
 */
async function settleGrant(
  transaction: Transaction,
  clock: Clock,
  grantId: string,
  closing: Closing,
): Promise<boolean> {
  const peek = await findGrant(transaction, grantId);
  if (!peek) throw new DomainError('NOT_FOUND');
  const wallet = createWalletService({ db: transaction });
  const main = await mainWalletOf(transaction, peek.merchant_id, peek.currency, peek.member_id);
  await wallet.lockWallet(main.id);
  const grant = await findGrant(transaction, grantId, { lock: true });
  if (!grant) throw new DomainError('NOT_FOUND');
  const from = closing.kind === 'forfeit' ? (closing.from ?? ['pending', 'active']) : (['pending', 'active'] as const);
  if (!from.includes(grant.status as 'pending' | 'active')) return false;
  const balance = BigInt(grant.balance_minor);
  const granted = BigInt(grant.granted_minor);
  const toCash = closing.kind === 'convert' ? convertible(grant.terms, granted, balance) : 0n;
  const toForfeit = balance - toCash;
  const now = clock.now();
  const closed = await closeGrant(transaction, {
    grantId,
    from,
    status: closing.kind === 'convert' ? 'completed' : closing.kind === 'expire' ? 'expired' : 'forfeited',
    forfeitReason: closing.kind === 'forfeit' ? closing.reason : null,
    note: closing.kind === 'forfeit' ? (closing.note ?? null) : null,
    convertedMinor: toCash,
    forfeitedMinor: toForfeit,
    turnoverDoneMinor: closing.kind === 'convert' ? BigInt(grant.turnover_required_minor) : undefined,
    at: now,
  });
  if (!closed) return false;
  const base = { merchantId: grant.merchant_id, currency: grant.currency, reference: grantId };
  if (toCash > 0n) {
    await wallet.transfer({
      ...base,
      idempotencyKey: `bonus:${grantId}:convert`,
      type: 'bonus_convert',
      debitAccountId: grant.account_id,
      creditAccountId: main.id,
      amountMinor: toCash,
      metadata: { grantId },
    });
  }
  if (toForfeit > 0n) {
    const forfeit = await wallet.systemAccount(grant.merchant_id, grant.currency, 'bonus_forfeit');
    await wallet.transfer({
      ...base,
      idempotencyKey: `bonus:${grantId}:${closing.kind === 'convert' ? 'cap' : closing.kind}`,
      type: closing.kind === 'expire' ? 'bonus_expire' : 'bonus_forfeit',
      debitAccountId: grant.account_id,
      creditAccountId: forfeit.id,
      amountMinor: toForfeit,
      metadata: { grantId, ...(closing.kind === 'forfeit' ? { reason: closing.reason } : {}) },
    });
  }
  if (grant.status === 'active') {
    await releaseActiveSlot(transaction, grant.member_id, grantId);
    await activateNext(transaction, clock, grant.member_id);
  }
  return true;
}

/**
 * Forfeits one grant (the player's opt-out, an operator's forfeit): refused once closed (BONUS_GRANT_CLOSED). Answers
 * the grant as it was before.
 */
export async function forfeitGrant(
  db: Database | Transaction,
  clock: Clock,
  input: { grantId: string; memberId?: string; reason: string; note?: string | null },
): Promise<GrantRow> {
  return runInTransaction(db as Database, async (transaction) => {
    const grant = await findGrant(transaction, input.grantId);
    if (!grant || (input.memberId && grant.member_id !== input.memberId)) throw new DomainError('NOT_FOUND');
    const done = await settleGrant(transaction, clock, input.grantId, {
      kind: 'forfeit',
      reason: input.reason,
      note: input.note ?? null,
    });
    if (!done) throw new DomainError('BONUS_GRANT_CLOSED');
    return grant;
  });
}

/** Forfeits every live grant of a member (a withdrawal, a self-exclusion or time-out) in the caller's transaction. */
export async function forfeitLiveGrants(
  transaction: Transaction,
  clock: Clock,
  input: { memberId: string; reason: string },
): Promise<GrantRow[]> {
  const live = await listMemberLiveGrants(transaction, input.memberId);
  const forfeited: GrantRow[] = [];
  for (const grant of live) {
    if (await settleGrant(transaction, clock, grant.id, { kind: 'forfeit', reason: input.reason }))
      forfeited.push(grant);
  }
  return forfeited;
}

/** The member's live grants (pending or active), for the withdrawal's confirmation. */
export function liveGrantsOf(db: Database | Transaction, memberId: string) {
  return listMemberLiveGrants(db, memberId);
}

/** One pass of the expiry sweep: each active grant past its time, in its own transaction. Answers how many. */
export async function expireDueGrants(db: Database, clock: Clock, limit = 500): Promise<number> {
  const due = await listExpired(db, clock.now(), limit);
  let expired = 0;
  for (const { id } of due) {
    if (await runInTransaction(db, (transaction) => settleGrant(transaction, clock, id, { kind: 'expire' })))
      expired += 1;
  }
  return expired;
}

/**
 * The `bonus-wagering` consumer of the settled-bet stream: each event of a member with an active grant adds its
 * weighted stake less its hedged part (a void subtracts what its bet added), if the bet was first settled while the grant was active;
 * a grant whose turnover is complete converts in the same transaction.
 */
export async function applyWagering(
  transaction: Transaction,
  clock: Clock,
  events: readonly SettledBetEvent[],
): Promise<void> {
  const byMember = new Map<string, SettledBetEvent[]>();
  for (const event of events) {
    if (event.stakeMinor === 0n && event.hedgedMinor === 0n) continue;
    const list = byMember.get(event.memberId) ?? [];
    list.push(event);
    byMember.set(event.memberId, list);
  }
  // Most members of a batch hold no bonus: one query finds those who do, instead of one per member.
  const holders = await findGrantHolders(transaction, [...byMember.keys()]);
  for (const [memberId, grantId] of holders) {
    const memberEvents = byMember.get(memberId) ?? [];
    const peek = await findGrant(transaction, grantId);
    if (!peek || peek.status !== 'active' || !peek.activated_at) continue;
    const main = await mainWalletOf(transaction, peek.merchant_id, peek.currency, memberId);
    await createWalletService({ db: transaction }).lockWallet(main.id);
    const grant = await findGrant(transaction, peek.id, { lock: true });
    if (!grant || grant.status !== 'active' || !grant.activated_at) continue;
    const activatedAt = new Date(grant.activated_at).getTime();
    const firstSettled = await firstSettledAt(
      transaction,
      memberEvents.map((event) => ({ source: event.source, betKey: event.betKey })),
    );
    let delta = 0n;
    for (const event of memberEvents) {
      if (event.currency !== grant.currency) continue;
      const first = firstSettled.get(`${event.source}|${event.betKey}`) ?? event.settledAt;
      if (first.getTime() < activatedAt) continue;
      const percent = contributionOf(grant.terms.contributions, {
        gameCode: event.gameCode,
        vendorCode: event.vendorCode,
        category: event.gameType,
      });
      // Opposite-side bets of one round (banker and player, red and black) are no wager (issue #19).
      delta += weightedStake(event.stakeMinor - event.hedgedMinor, percent);
    }
    if (delta === 0n) continue;
    const required = BigInt(grant.turnover_required_minor);
    let done = BigInt(grant.turnover_done_minor) + delta;
    if (done < 0n) done = 0n;
    if (done >= required) {
      await settleGrant(transaction, clock, grant.id, { kind: 'convert', turnoverDoneMinor: required });
    } else {
      await setTurnover(transaction, grant.id, done);
    }
  }
}
