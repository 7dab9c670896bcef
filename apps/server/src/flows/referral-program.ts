import type { Language, ReferralOverview } from '@croupier/contracts';
import { buildPage, formatMinor, pageOffset } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Transaction } from '../db/transaction.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { ReferralRuleRow } from '../modules/referral/index.js';
import {
  findMemberReferral,
  findPhoneCheck,
  findReferralCode,
  findReferralRule,
  formatRate,
  generateReferralCode,
  insertReferralCode,
  isAgentCode,
  listInvitees,
  listRewards,
  localDay,
  maskUsername,
  previousDay,
  recordPhoneCheck,
  recordReferralDevice,
  referrerCounters,
} from '../modules/referral/index.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices, tryVerificationCode } from './shared/account-context.js';
import { mobileDestination } from './shared/member-session.js';
import { canonicalDestination } from './shared/referral-registration.js';

/**
 * The member referral programme's player side (issue #20, decision 0084): the code (made on first visit), the
 * overview counters, the invitees and rewards, the phone check a referee needs, and the registration's part: a
 * referral code names the referrer, fixed in the account's own transaction.
 */

type Dependencies = { db: Database; clock: Clock };

async function enabledRule(db: Database | Transaction, merchantId: string): Promise<ReferralRuleRow> {
  const rule = await findReferralRule(db, merchantId);
  if (!rule?.enabled) throw new DomainError('REFERRAL_OFF');
  return rule;
}

/** The member's code, made on first call: 8 readable characters, unique per brand, never an agent's code. */
async function ensureCode(db: Database, member: Pick<Member, 'id' | 'merchantId'>): Promise<string> {
  const existing = await findReferralCode(db, member.id);
  if (existing) return existing.code;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = generateReferralCode();
    if (await isAgentCode(db, member.merchantId, code)) continue;
    if (await insertReferralCode(db, { memberId: member.id, merchantId: member.merchantId, code })) return code;
    // Either a racing first visit of the same member made theirs, or the code is another member's: read again.
    const made = await findReferralCode(db, member.id);
    if (made) return made.code;
  }
  throw new DomainError('CONFLICT');
}

function describeRules(rule: ReferralRuleRow, language: Language) {
  return {
    invitationReward: formatMinor(rule.invitationRewardMinor),
    achievementPeriod: rule.achievementPeriod,
    achievementTiers: rule.achievementTiers.map((tier) => ({
      count: tier.count,
      reward: formatMinor(BigInt(tier.rewardMinor)),
    })),
    depositRate: formatRate(rule.depositRateUnits),
    depositScope: rule.depositScope,
    bettingRate: formatRate(rule.bettingRateUnits),
    minFirstDeposit: formatMinor(rule.minFirstDepositMinor),
    qualifyDays: rule.qualifyDays,
    turnoverMultiplier: rule.turnoverMultiplier,
    text: rule.rulesText[language] ?? rule.rulesText.en ?? '',
  };
}

/** GET /wps/relay/referral/overview: the code (made on first visit), counters and rules. */
export async function showReferralOverview(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member; language: Language; deviceId: string | null },
): Promise<ReferralOverview> {
  const { db, clock } = dependencies;
  const rule = await enabledRule(db, input.merchant.id);
  const code = await ensureCode(db, input.member);
  if (input.deviceId) await recordReferralDevice(db, input.member.id, input.deviceId, clock.now());
  const today = localDay(clock.now(), input.merchant.timeZone);
  const [counters, referral, phone] = await Promise.all([
    referrerCounters(db, {
      referrerId: input.member.id,
      timeZone: input.merchant.timeZone,
      today,
      yesterday: previousDay(today),
    }),
    findMemberReferral(db, input.member.id),
    findPhoneCheck(db, input.member.id),
  ]);
  return {
    code,
    counters: {
      todayIncome: formatMinor(BigInt(counters?.today_minor ?? 0)),
      yesterdayIncome: formatMinor(BigInt(counters?.yesterday_minor ?? 0)),
      totalIncome: formatMinor(BigInt(counters?.total_minor ?? 0)),
      registers: counters?.registers ?? 0,
      depositors: counters?.depositors ?? 0,
      validReferrals: counters?.qualified ?? 0,
    },
    referred: referral !== null,
    phoneVerified: phone !== null,
    hasMobile: Boolean(input.member.mobileNum),
    rules: describeRules(rule, input.language),
  };
}

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** GET /wps/relay/referral/invitees: the member's invitees, newest first, names masked. */
export async function listReferralInvitees(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member; pageNo: number; pageSize: number },
) {
  await enabledRule(dependencies.db, input.merchant.id);
  const { rows, total } = await listInvitees(dependencies.db, {
    referrerId: input.member.id,
    limit: input.pageSize,
    offset: pageOffset(input),
  });
  return buildPage(
    rows.map((row) => ({
      name: maskUsername(row.username),
      registeredAt: new Date(row.registered_at).toISOString(),
      status: row.status,
      reason: row.status_reason,
      phoneVerified: row.phone_verified_at !== null,
      deposited: row.first_deposit_at !== null,
      earned: formatMinor(BigInt(row.earned_minor)),
    })),
    input,
    total,
  );
}

/** GET /wps/relay/referral/rewards: what the member was paid, newest first. */
export async function listReferralRewards(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member; pageNo: number; pageSize: number },
) {
  await enabledRule(dependencies.db, input.merchant.id);
  const { rows, total } = await listRewards(dependencies.db, {
    referrerId: input.member.id,
    limit: input.pageSize,
    offset: pageOffset(input),
  });
  return buildPage(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      day: row.biz_date,
      tier: row.kind === 'achievement' ? (row.period_key.split(':')[1] ?? '') : '',
      invitee: row.username ? maskUsername(row.username) : null,
      base: formatMinor(BigInt(row.base_minor)),
      amount: formatMinor(BigInt(row.amount_minor)),
      capped: formatMinor(BigInt(row.capped_minor)),
      status: row.status,
      paidAt: isoOf(row.created_at) ?? '',
    })),
    input,
    total,
  );
}

function memberDestination(member: Member) {
  if (!member.mobileNum) throw new DomainError('REFERRAL_MOBILE_MISSING');
  return {
    mobileNum: member.mobileNum,
    countryDialingCode: member.countryDialingCode ?? '66',
    destination: mobileDestination(member.countryDialingCode ?? '66', member.mobileNum),
  };
}

/** POST /wps/relay/referral/phone/verify: the code proves the number; the referral counts it from now. */
export async function verifyReferralPhone(
  dependencies: AccountDependencies,
  input: { merchant: Merchant; member: Member; ip: string; verificationCode: string },
): Promise<{ phoneVerified: true }> {
  await enabledRule(dependencies.db, input.merchant.id);
  const phone = memberDestination(input.member);
  const codeId = await tryVerificationCode(dependencies, {
    merchantId: input.merchant.id,
    purpose: 'phone',
    destination: phone.destination,
    code: input.verificationCode,
    ip: input.ip,
  });
  if (!codeId) throw new DomainError('VERIFICATION_CODE_INVALID');
  return runInTransaction(dependencies.db, async (transaction) => {
    if (!(await accountServices(transaction, dependencies.clock).verification.useCode(codeId)))
      throw new DomainError('VERIFICATION_CODE_INVALID');
    await recordPhoneCheck(transaction, {
      memberId: input.member.id,
      merchantId: input.merchant.id,
      destination: canonicalDestination(phone.countryDialingCode, phone.mobileNum),
      at: dependencies.clock.now(),
    });
    return { phoneVerified: true as const };
  });
}
