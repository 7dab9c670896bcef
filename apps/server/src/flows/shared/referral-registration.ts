import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import {
  findReferralCodeOwner,
  findReferralRule,
  insertMemberReferral,
  looksLikeReferralCode,
  recordPhoneCheck,
  recordReferralDevice,
} from '../../modules/referral/index.js';

/** The registration's part of the member referral programme (decision 0084), shared by registration and its page. */

/** The referrer a registration's code names: a player's referral code of the brand with the programme on. */
export async function findReferrerByCode(db: Database, merchantId: string, code: string): Promise<string | null> {
  if (!looksLikeReferralCode(code)) return null;
  const rule = await findReferralRule(db, merchantId);
  if (!rule?.enabled) return null;
  return findReferralCodeOwner(db, merchantId, code);
}

/**
 * Records who referred a new member, in the registration's transaction: the relation (immutable), the device the
 * registration came from (the shared-device check) and, when the registration proved the mobile number by SMS, the
 * phone check.
 */
export async function attachReferral(
  transaction: Transaction,
  clock: Clock,
  input: {
    merchantId: string;
    refereeId: string;
    referrerId: string;
    code: string;
    deviceId: string | null;
    ip: string;
    verifiedDestination: string | null;
  },
) {
  const now = clock.now();
  await insertMemberReferral(transaction, {
    refereeId: input.refereeId,
    merchantId: input.merchantId,
    referrerId: input.referrerId,
    codeUsed: input.code.trim().toUpperCase(),
    deviceId: input.deviceId,
    registrationIp: input.ip,
    registeredAt: now,
  });
  if (input.deviceId) await recordReferralDevice(transaction, input.refereeId, input.deviceId, now);
  if (input.verifiedDestination) {
    await recordPhoneCheck(transaction, {
      memberId: input.refereeId,
      merchantId: input.merchantId,
      destination: input.verifiedDestination,
      at: now,
    });
  }
}

/** Remembers a device a member registered from (any member: a later referee may share it). */
export async function noteRegistrationDevice(
  transaction: Transaction,
  clock: Clock,
  memberId: string,
  deviceId: string | null,
) {
  if (deviceId) await recordReferralDevice(transaction, memberId, deviceId, clock.now());
}

/** A number as the duplicate check compares it: the dialling code and the digits without leading zeros. */
export function canonicalDestination(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode}${mobileNum.trim().replace(/^0+/, '')}`;
}
