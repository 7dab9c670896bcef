import type { Language } from '@croupier/contracts';
import { isSwitchEnabled } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { VerificationPurpose } from '../modules/verification/index.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices } from './shared/account-context.js';
import { mobileDestination } from './shared/member-session.js';
import { accountMessage } from './shared/account-messages.js';

export const smsLimits = {
  /** Spec §4: one send per number per minute. */
  perNumberSeconds: 60,
  perAddressPerHour: 20,
} as const;

/**
 * Sends a 6-digit code by SMS through the outbox. For login and reset the answer is the same whether or
 * not the number has an account (nothing is sent when it has none), so the call cannot list accounts.
 */
export async function sendSmsCode(
  dependencies: AccountDependencies,
  request: {
    merchant: Merchant;
    purpose: VerificationPurpose;
    mobileNum: string;
    countryDialingCode: string;
    ip: string;
    language: Language;
  },
): Promise<{ expiredMinutes: number }> {
  const { merchant, purpose } = request;
  const { members, security } = accountServices(dependencies.db, dependencies.clock);
  if (purpose === 'login' && !isSwitchEnabled(merchant.whitelabel, 'MOBVERFLOGIN3')) {
    throw new DomainError('OPERATION_NOT_ENABLED');
  }
  const policy = await members.getAccountPolicy(merchant.id);
  const destination = mobileDestination(request.countryDialingCode, request.mobileNum);
  const address = await security.consumeRate(
    `sms:address:${merchant.id}:${request.ip}`,
    3600,
    smsLimits.perAddressPerHour,
  );
  if (!address.allowed) throw new DomainError('SMS_TOO_MANY_REQUESTS');
  const owner = await members.findByMobile(merchant.id, request.countryDialingCode, request.mobileNum);
  if (purpose === 'register' && owner) throw new DomainError('MOBILE_TAKEN');
  const daily = await security.consumeRate(`sms:day:${merchant.id}:${destination}`, 86_400, policy.smsDailyCap);
  if (!daily.allowed) throw new DomainError('SMS_TOO_MANY_REQUESTS');
  const cooled = await security.startCooldown(`sms:number:${merchant.id}:${destination}`, smsLimits.perNumberSeconds);
  if (!cooled) throw new DomainError('SMS_TOO_MANY_REQUESTS');
  if (purpose !== 'register' && !owner) return { expiredMinutes: policy.smsCodeMinutes };

  await runInTransaction(dependencies.db, async (transaction) => {
    const { verification } = accountServices(transaction, dependencies.clock);
    const code = await verification.issueCode({
      merchantId: merchant.id,
      purpose,
      destination,
      minutes: policy.smsCodeMinutes,
    });
    await verification.enqueueMessage({
      merchantId: merchant.id,
      channel: 'sms',
      destination,
      subject: '',
      body: accountMessage(request.language, 'smsCode', { brand: merchant.name, code, minutes: policy.smsCodeMinutes }),
    });
  });
  dependencies.onMessagesQueued?.();
  return { expiredMinutes: policy.smsCodeMinutes };
}

/**
 * Sends a code to the logged-in member's own number (purpose `phone`): the referral programme's phone check
 * (decision 0084). Refused without a number on the account.
 */
export async function sendOwnPhoneCode(
  dependencies: AccountDependencies,
  request: {
    merchant: Merchant;
    member: { mobileNum: string | null; countryDialingCode: string | null };
    ip: string;
    language: Language;
  },
): Promise<{ expiredMinutes: number }> {
  if (!request.member.mobileNum) throw new DomainError('REFERRAL_MOBILE_MISSING');
  return sendSmsCode(dependencies, {
    merchant: request.merchant,
    purpose: 'phone',
    mobileNum: request.member.mobileNum,
    countryDialingCode: request.member.countryDialingCode ?? '66',
    ip: request.ip,
    language: request.language,
  });
}
