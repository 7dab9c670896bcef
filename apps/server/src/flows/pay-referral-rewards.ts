import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import type { Transaction } from '../db/transaction.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { createBonusService, passesIncentiveGate } from '../modules/bonus/index.js';
import { isPublicAddress, normalizeAddress } from '../modules/geo/index.js';
import type { ReferralRewardKind, ReferralRuleRow } from '../modules/referral/index.js';
import {
  achievementPeriodOf,
  applyCaps,
  claimRewardKey,
  findFirstDeposit,
  findReferralRule,
  fraudSignalsOf,
  fraudVerdict,
  insertReferralBets,
  listEnabledBrands,
  listOpenReferrals,
  listQualifiedCounts,
  listUnpaidBettingDays,
  listUnpaidDepositDays,
  listUnpaidInvitations,
  localDay,
  noReferee,
  noteFirstDeposit,
  paidSoFar,
  previousDay,
  reachedTiers,
  refereesAmong,
  referralBettingConsumer,
  setReferralStatus,
  settleReward,
  shareOf,
} from '../modules/referral/index.js';
import type { SettledBetEvent } from '../modules/settled-bets/index.js';
import { createSettledBetService } from '../modules/settled-bets/index.js';
import { grantBonus } from './shared/bonus-wallet.js';

/**
 * The referral programme's daily work (issue #20, decision 0084), one pass of the `run-referral` job:
 * 1. the `referral-betting` consumer keeps referees' valid bets from the settled-bet stream (each event once);
 * 2. each open referee is checked: a duplicate phone or a device, bank account or recent public login address
 *    shared with the referrer voids it (`duplicate` / `failed` with the reason); one with a verified phone and a
 *    first deposit of at least the minimum within the qualifying days becomes `qualified`;
 * 3. the rewards of closed brand-local days (through today when a test asks) are decided and paid: invitation per
 *    qualified referee, achievement tiers by qualified count, deposit and betting shares per referee and day. Each
 *    reward's key (referrer, referee, kind, period) is inserted once under the referrer's row lock, so racing passes
 *    pay it once and the caps see every earlier reward; the money is a grant of the bonus engine (cash when the
 *    multiple is 0) behind the responsible-gaming gate.
 */

type Dependencies = { db: Database; clock: Clock };
const dayMs = 24 * 60 * 60 * 1000;

/** The consumer's handler: the valid bets of members who are referees, dated by their brand's zone. */
export async function keepReferralBets(transaction: Transaction, events: readonly SettledBetEvent[]) {
  const referees = await refereesAmong(transaction, [...new Set(events.map((event) => event.memberId))]);
  if (referees.size === 0) return;
  const kept = events.filter((event) => referees.has(event.memberId) && event.validBetMinor !== 0n);
  const zones = new Map<string, string>();
  for (const merchantId of new Set(kept.map((event) => event.merchantId))) {
    const [row] = await queryRows<{ time_zone: string }>(
      transaction,
      sql`select time_zone from merchant where id = ${merchantId}::uuid`,
    );
    zones.set(merchantId, row?.time_zone ?? 'UTC');
  }
  await insertReferralBets(
    transaction,
    kept.map((event) => ({
      refereeId: event.memberId,
      source: event.source,
      betKey: event.betKey,
      eventNo: event.eventNo,
      validBetMinor: event.validBetMinor,
      bizDate: localDay(event.settledAt, zones.get(event.merchantId) ?? 'UTC'),
    })),
  );
}

/** Checks every open referee of a brand: voids the ones sharing traces with their referrer, qualifies the rest. */
async function reviewReferees(dependencies: Dependencies, rule: ReferralRuleRow) {
  const { db, clock } = dependencies;
  const now = clock.now();
  const since = new Date(now.getTime() - rule.ipWindowDays * dayMs);
  let voided = 0;
  let qualified = 0;
  for (const referral of await listOpenReferrals(db, rule.merchantId)) {
    const signals = referral.operatorDecided
      ? null
      : await fraudSignalsOf(db, {
          refereeId: referral.refereeId,
          referrerId: referral.referrerId,
          merchantId: referral.merchantId,
          since,
        });
    const sharedAddresses =
      rule.ipWindowDays === 0 || !signals
        ? []
        : signals.sharedAddresses.filter((address) => isPublicAddress(normalizeAddress(address)));
    const verdict = signals ? fraudVerdict({ ...signals, sharedAddresses }) : null;
    if (verdict) {
      await setReferralStatus(db, { refereeId: referral.refereeId, status: verdict.status, reason: verdict.reason });
      voided += 1;
      continue;
    }
    if (referral.status === 'qualified') continue;
    const deposit = await findFirstDeposit(db, referral.refereeId);
    if (!deposit) continue;
    if (!referral.firstDepositAt) await noteFirstDeposit(db, referral.refereeId, deposit);
    const inTime = deposit.at.getTime() <= referral.registeredAt.getTime() + rule.qualifyDays * dayMs;
    if (!referral.phoneVerifiedAt || deposit.amountMinor < rule.minFirstDepositMinor || !inTime) continue;
    const qualifiedAt = new Date(Math.max(referral.phoneVerifiedAt.getTime(), deposit.at.getTime()));
    await setReferralStatus(db, { refereeId: referral.refereeId, status: 'qualified', reason: null, qualifiedAt });
    qualified += 1;
  }
  return { voided, qualified };
}

type Candidate = {
  referrerId: string;
  refereeId: string;
  kind: ReferralRewardKind;
  periodKey: string;
  day: string;
  baseMinor: bigint;
  amountMinor: bigint;
};

const rewardTitles: Record<ReferralRewardKind, Record<string, string>> = {
  invitation: {
    th: 'รางวัลชวนเพื่อน',
    en: 'Invitation reward',
    'pt-BR': 'Recompensa de convite',
    fil: 'Invitation reward',
  },
  achievement: {
    th: 'รางวัลความสำเร็จ',
    en: 'Achievement reward',
    'pt-BR': 'Recompensa de conquista',
    fil: 'Achievement reward',
  },
  deposit: { th: 'รางวัลจากยอดฝาก', en: 'Deposit reward', 'pt-BR': 'Recompensa de depósito', fil: 'Deposit reward' },
  betting: { th: 'รางวัลจากยอดเดิมพัน', en: 'Betting reward', 'pt-BR': 'Recompensa de apostas', fil: 'Betting reward' },
};

/**
 * Decides and pays one reward in one transaction, under the referrer's member row lock (so one referrer's rewards are
 * decided one after another and each cap sees the ones before). Answers false when the key was decided already.
 */
async function payReward(
  dependencies: Dependencies,
  brand: { merchantId: string; currency: string },
  rule: ReferralRuleRow,
  candidate: Candidate,
): Promise<boolean> {
  return runInTransaction(dependencies.db, async (transaction) => {
    await transaction.execute(sql`select id from member where id = ${candidate.referrerId}::uuid for update`);
    const paid = await paidSoFar(transaction, {
      referrerId: candidate.referrerId,
      refereeId: candidate.refereeId,
      day: candidate.day,
    });
    const caps =
      candidate.kind === 'achievement'
        ? applyCaps({
            ...paid,
            amountMinor: candidate.amountMinor,
            refereeCapMinor: null,
            dailyCapMinor: rule.dailyCapMinor,
          })
        : applyCaps({
            ...paid,
            amountMinor: candidate.amountMinor,
            refereeCapMinor: rule.refereeCapMinor,
            dailyCapMinor: rule.dailyCapMinor,
          });
    const gateOpen = caps.paidMinor > 0n && (await passesIncentiveGate(transaction, candidate.referrerId));
    const id = randomUUID();
    const claimed = await claimRewardKey(transaction, {
      id,
      merchantId: brand.merchantId,
      referrerId: candidate.referrerId,
      refereeId: candidate.refereeId,
      kind: candidate.kind,
      periodKey: candidate.periodKey,
      bizDate: candidate.day,
      baseMinor: candidate.baseMinor,
      amountMinor: gateOpen ? caps.paidMinor : 0n,
      cappedMinor: caps.cappedMinor,
      status: caps.paidMinor === 0n ? 'capped' : gateOpen ? 'paid' : 'refused',
      createdAt: dependencies.clock.now(),
    });
    if (!claimed || !gateOpen) return claimed;
    const policy = await createBonusService({ db: transaction, clock: dependencies.clock }).policyOf(brand.merchantId);
    const granted = await grantBonus(transaction, dependencies.clock, {
      merchantId: brand.merchantId,
      memberId: candidate.referrerId,
      currency: brand.currency,
      source: 'referral',
      sourceRef: `ref:${candidate.kind}:${candidate.refereeId}:${candidate.periodKey}`,
      amountMinor: caps.paidMinor,
      title: rewardTitles[candidate.kind],
      terms: {
        turnoverMultiplier: rule.turnoverMultiplier,
        basis: 'bonus',
        productFamily: 'casino',
        maxBetMinor: null,
        maxWinMultiplier: null,
        expiryDays: 30,
        contributions: policy.contributions,
      },
    });
    await settleReward(transaction, { id, status: 'paid', grantId: granted.grantId });
    return true;
  });
}

/** The rewards of one brand due through `throughDay`, decided in a fixed order (invitation, achievement, deposit, betting). */
async function payBrand(
  dependencies: Dependencies,
  brand: { merchant_id: string; time_zone: string; currency: string },
  rule: ReferralRuleRow,
  throughDay: string,
) {
  const { db } = dependencies;
  const scope = { merchantId: brand.merchant_id, timeZone: brand.time_zone, throughDay };
  const candidates: Candidate[] = [];
  if (rule.invitationRewardMinor > 0n) {
    for (const row of await listUnpaidInvitations(db, scope)) {
      candidates.push({
        referrerId: row.referrer_id,
        refereeId: row.referee_id,
        kind: 'invitation',
        periodKey: 'once',
        day: row.day,
        baseMinor: 0n,
        amountMinor: rule.invitationRewardMinor,
      });
    }
  }
  if (rule.achievementTiers.length > 0) {
    const periodKey = achievementPeriodOf(rule.achievementPeriod, throughDay);
    const periodStart = rule.achievementPeriod === 'monthly' ? `${throughDay.slice(0, 7)}-01` : null;
    for (const row of await listQualifiedCounts(db, { ...scope, periodStart })) {
      for (const tier of reachedTiers(rule.achievementTiers, row.qualified)) {
        candidates.push({
          referrerId: row.referrer_id,
          refereeId: noReferee,
          kind: 'achievement',
          periodKey: `${periodKey}:${tier.count}`,
          day: throughDay,
          baseMinor: BigInt(row.qualified),
          amountMinor: BigInt(tier.rewardMinor),
        });
      }
    }
  }
  if (rule.depositRateUnits > 0) {
    const firstOnly = rule.depositScope === 'first';
    for (const row of await listUnpaidDepositDays(db, { ...scope, firstOnly })) {
      candidates.push({
        referrerId: row.referrer_id,
        refereeId: row.referee_id,
        kind: 'deposit',
        periodKey: firstOnly ? 'first' : row.day,
        day: row.day,
        baseMinor: BigInt(row.base_minor),
        amountMinor: shareOf(BigInt(row.base_minor), rule.depositRateUnits),
      });
    }
  }
  if (rule.bettingRateUnits > 0) {
    for (const row of await listUnpaidBettingDays(db, scope)) {
      candidates.push({
        referrerId: row.referrer_id,
        refereeId: row.referee_id,
        kind: 'betting',
        periodKey: row.day,
        day: row.day,
        baseMinor: BigInt(row.base_minor),
        amountMinor: shareOf(BigInt(row.base_minor), rule.bettingRateUnits),
      });
    }
  }
  let decided = 0;
  for (const candidate of candidates) {
    // A day's share that rounds to nothing is no reward, and is looked at again only if the day grows.
    if (candidate.amountMinor <= 0n) continue;
    if (await payReward(dependencies, { merchantId: brand.merchant_id, currency: brand.currency }, rule, candidate))
      decided += 1;
  }
  return decided;
}

/**
 * One pass: referees' bets, the checks, then the rewards of every closed day (through today with `throughToday`,
 * which only the end-to-end controls ask for). Safe to run on several instances at once: each reward is decided once.
 */
export async function runReferralPass(dependencies: Dependencies, options: { throughToday?: boolean } = {}) {
  const bets = await createSettledBetService(dependencies).drain(referralBettingConsumer, keepReferralBets);
  let voided = 0;
  let qualified = 0;
  let rewards = 0;
  for (const brand of await listEnabledBrands(dependencies.db)) {
    const rule = await findReferralRule(dependencies.db, brand.merchant_id);
    if (!rule) continue;
    const reviewed = await reviewReferees(dependencies, rule);
    voided += reviewed.voided;
    qualified += reviewed.qualified;
    const today = localDay(dependencies.clock.now(), brand.time_zone);
    rewards += await payBrand(dependencies, brand, rule, options.throughToday ? today : previousDay(today));
  }
  return { bets: bets.applied, voided, qualified, rewards };
}
