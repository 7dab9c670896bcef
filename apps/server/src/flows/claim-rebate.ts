import { randomUUID } from 'node:crypto';
import type { MemberRebate, RebateClaim } from '@croupier/contracts';
import {
  buildPage,
  formatMinor,
  formatRebateRate,
  isSwitchEnabled,
  rebateDisplayCategories,
} from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Transaction } from '../db/transaction.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { passesIncentiveGate } from '../modules/bonus/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { RebatePolicyRow } from '../modules/rebate/index.js';
import {
  closeAccruals,
  dailyCapOf,
  defaultRebatePolicy,
  describeClaim,
  findClaimByKey,
  findPolicy,
  insertClaim,
  listMemberClaims,
  listOpenAccruals,
  listRates,
  localDateOf,
  paidByDay,
  planRebateClaim,
  rateAt,
  rebateAmountScale,
  scaledToFourDecimals,
} from '../modules/rebate/index.js';
import { createWalletService, mainWalletKind } from '../modules/wallet/index.js';

/**
 * The manual rebate (issue #19, decision 0079): the player's page, the claim (one ledger transfer from
 * `promotion_cost` to the member's main wallet, the accruals closed in the same transaction) and the claims history.
 */

type Dependencies = { db: Database; clock: Clock };

/** The brand switch MANPLAYREB3 gates the page and every call (REBATE_OFF). */
export function requireRebateOn(merchant: Pick<Merchant, 'whitelabel'>) {
  if (!isSwitchEnabled(merchant.whitelabel, 'MANPLAYREB3')) throw new DomainError('REBATE_OFF');
}

async function policyOf(db: Database | Transaction, merchantId: string) {
  return (await findPolicy(db, merchantId)) ?? { merchantId, ...defaultRebatePolicy };
}

/** The plan a claim would carry out now, read without locks (the page; the claim plans again under its locks). */
async function planNow(
  db: Database | Transaction,
  member: Pick<Member, 'id' | 'vipLevel'>,
  policy: Pick<RebatePolicyRow, 'dailyCaps'>,
) {
  const accruals = await listOpenAccruals(db, member.id);
  const paid = await paidByDay(db, member.id, [...new Set(accruals.map((row) => row.bizDate))]);
  return {
    accruals,
    plan: planRebateClaim({ accruals, paidByDay: paid, dailyCapMinor: dailyCapOf(policy, member.vipLevel) }),
  };
}

/** GET /wps/member/rebate: unclaimed per category (4 decimals), the rates, the minimum, today's cap left. */
export async function showMemberRebate(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member },
): Promise<MemberRebate> {
  requireRebateOn(input.merchant);
  const { db, clock } = dependencies;
  const now = clock.now();
  const today = localDateOf(now, input.merchant.timeZone);
  const level = input.member.vipLevel;
  const policy = await policyOf(db, input.merchant.id);
  const [{ accruals, plan }, rates, paidToday] = await Promise.all([
    planNow(db, input.member, policy),
    listRates(db, [input.merchant.id]),
    paidByDay(db, input.member.id, [today]),
  ]);
  const unclaimed = new Map<string, bigint>();
  for (const row of accruals) {
    const category = row.category === 'LOTT' ? 'ELOTT' : row.category;
    unclaimed.set(category, (unclaimed.get(category) ?? 0n) + row.amountScaled);
  }
  const cap = dailyCapOf(policy, level);
  const capLeftScaled = cap === null ? null : cap * rebateAmountScale - (paidToday.get(today) ?? 0n);
  const total = [...unclaimed.values()].reduce((sum, value) => sum + value, 0n);
  return {
    balanceDate: today,
    level,
    categories: rebateDisplayCategories.map((category) => ({
      category,
      unclaimed: formatMinor(scaledToFourDecimals(unclaimed.get(category) ?? 0n), 4),
      rate: formatRebateRate(BigInt(rateAt(rates, { merchantId: input.merchant.id, level, category }, now))),
    })),
    unclaimedTotal: formatMinor(scaledToFourDecimals(total), 4),
    claimable: formatMinor(plan.amountMinor),
    minimum: formatMinor(policy.minClaimMinor),
    dailyCap: cap === null ? '' : formatMinor(cap),
    capLeftToday:
      capLeftScaled === null ? '' : formatMinor((capLeftScaled > 0n ? capLeftScaled : 0n) / rebateAmountScale),
  };
}

/**
 * POST /wps/member/rebate/claim. Under the member's wallet lock (so two claims of one member run one after the
 * other and the second finds nothing open): the member's open accruals are locked, the daily caps applied, the
 * minimum checked, the amount paid and the rows closed, all in one transaction. The client's amount is only compared
 * (REBATE_CHANGED); a replayed Idempotency-Key answers the first claim.
 */
export async function claimRebate(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member; idempotencyKey: string; expectedAmountMinor: bigint },
): Promise<RebateClaim> {
  requireRebateOn(input.merchant);
  const { merchant, member } = input;
  return runInTransaction(dependencies.db, async (transaction) => {
    const earlier = await findClaimByKey(transaction, member.id, input.idempotencyKey);
    if (earlier) return describeClaim(earlier);
    // The incentive gate fails closed: a blocked, excluded or limited member is paid nothing.
    if (!(await passesIncentiveGate(transaction, member.id))) throw new DomainError('PROMOTION_NOT_ELIGIBLE');
    const wallet = createWalletService({ db: transaction });
    const main = await wallet.mainWallet(merchant.id, merchant.currency, member.id, mainWalletKind(member.type));
    await wallet.lockWallet(main.id);
    const replayed = await findClaimByKey(transaction, member.id, input.idempotencyKey);
    if (replayed) return describeClaim(replayed);
    const policy = await policyOf(transaction, merchant.id);
    const accruals = (await listOpenAccruals(transaction, member.id, { lock: true })).filter(
      (row) => row.currency === merchant.currency,
    );
    const paid = await paidByDay(transaction, member.id, [...new Set(accruals.map((row) => row.bizDate))]);
    const plan = planRebateClaim({
      accruals,
      paidByDay: paid,
      dailyCapMinor: dailyCapOf(policy, member.vipLevel),
    });
    const minimum = policy.minClaimMinor > 0n ? policy.minClaimMinor : 1n;
    if (plan.amountMinor < minimum)
      throw new DomainError('REBATE_BELOW_MIN', { minimum: formatMinor(policy.minClaimMinor) });
    if (plan.amountMinor !== input.expectedAmountMinor)
      throw new DomainError('REBATE_CHANGED', { amount: formatMinor(plan.amountMinor) });
    const claimId = randomUUID();
    const cost = await wallet.systemAccount(merchant.id, merchant.currency, 'promotion_cost');
    const lines = plan.lines.map((line) => ({ category: line.category, amountMinor: line.amountMinor.toString() }));
    const moved = await wallet.transfer({
      merchantId: merchant.id,
      currency: merchant.currency,
      idempotencyKey: `rebate:${member.id}:claim:${claimId}`,
      type: 'rebate',
      reference: claimId,
      debitAccountId: cost.id,
      creditAccountId: main.id,
      amountMinor: plan.amountMinor,
      metadata: { claimId, lines },
    });
    const claimedAt = dependencies.clock.now();
    const claim = {
      id: claimId,
      merchantId: merchant.id,
      memberId: member.id,
      currency: merchant.currency,
      idempotencyKey: input.idempotencyKey,
      amountMinor: plan.amountMinor,
      cappedScaled: plan.cappedScaled,
      lines,
      transferId: moved.transferId,
      claimedAt,
    };
    await insertClaim(transaction, claim, plan.days);
    await closeAccruals(transaction, { ids: plan.claimed, status: 'claimed', claimId });
    await closeAccruals(transaction, { ids: plan.capped, status: 'capped', claimId });
    return describeClaim(claim);
  });
}

/** GET /wps/member/rebate/claims: the member's claims, newest first. */
export async function listRebateClaims(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member; pageNo: number; pageSize: number },
) {
  requireRebateOn(input.merchant);
  const { rows, total } = await listMemberClaims(dependencies.db, input.member.id, {
    offset: (input.pageNo - 1) * input.pageSize,
    limit: input.pageSize,
  });
  return buildPage(rows.map(describeClaim), input, total);
}
