import type { LoginResult, registerBodySchema } from '@croupier/contracts';
import { isSwitchEnabled } from '@croupier/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createPlayerProtectionService } from '../modules/responsible-gaming/index.js';
import {
  findInviteLinkAgent,
  recordAffiliateRegistration,
  registerThroughInviteLink,
} from './shared/agent-registration.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices, tryVerificationCode } from './shared/account-context.js';
import { mobileDestination, startMemberSession } from './shared/member-session.js';
import {
  attachReferral,
  canonicalDestination,
  findReferrerByCode,
  noteRegistrationDevice,
} from './shared/referral-registration.js';

export type RegistrationMode = 'username' | 'mobile';

/** The brand's registration switches: mobile registration (MOBILENUMREG3) and SMS verification (REGMOBVERF3). */
export function registrationSwitches(merchant: Merchant) {
  return {
    mobileRegistration: isSwitchEnabled(merchant.whitelabel, 'MOBILENUMREG3'),
    smsVerification: isSwitchEnabled(merchant.whitelabel, 'REGMOBVERF3'),
  };
}

type Introducer = {
  upline?: Awaited<ReturnType<ReturnType<typeof accountServices>['members']['findAgentByCode']>>;
  inviteLink?: Awaited<ReturnType<typeof findInviteLinkAgent>>;
  referrer?: { id: string; code: string };
};

/** Who one code names: an agent (its own code, then its invite links), else a player's referral code. */
async function introducerOf(dependencies: AccountDependencies, merchantId: string, code: string): Promise<Introducer> {
  const upline = await accountServices(dependencies.db, dependencies.clock).members.findAgentByCode(merchantId, code);
  if (upline) return { upline };
  // Not an agent's own code: one of an agent's invite links (registration centre), which places the account too.
  const inviteLink = await findInviteLinkAgent(dependencies, merchantId, code);
  if (inviteLink) return { inviteLink };
  const referrerId = await findReferrerByCode(dependencies.db, merchantId, code);
  if (referrerId) return { referrer: { id: referrerId, code } };
  throw new DomainError('INVALID_INVITATION_CODE');
}

/**
 * The registration's one introducer (decision 0084): the invitation code (`affiliateCode`, else `referralCode`)
 * names an agent or a referring player. When both fields carry different codes and one of them is a player's
 * referral code, the registration is refused: a player belongs to an agent's downline or to a referrer, never both.
 * (Two agent codes keep the earlier rule: `affiliateCode` places the account.)
 */
async function resolveIntroducer(
  dependencies: AccountDependencies,
  merchantId: string,
  body: { affiliateCode?: string | undefined; referralCode?: string | undefined },
): Promise<Introducer> {
  const affiliateCode = body.affiliateCode?.trim() || '';
  const referralCode = body.referralCode?.trim() || '';
  const first = affiliateCode || referralCode;
  if (!first) return {};
  const introducer = await introducerOf(dependencies, merchantId, first);
  if (affiliateCode && referralCode && affiliateCode.toUpperCase() !== referralCode.toUpperCase()) {
    const second = await introducerOf(dependencies, merchantId, referralCode);
    if (introducer.referrer || second.referrer) throw new DomainError('REFERRAL_AGENT_CONFLICT');
  }
  return introducer;
}

/** Registrations one address may make in an hour. */
const registrationsPerAddressPerHour = 10;

/**
 * Registers a member under the brand's published rules (with the birthday and minimum age where the brand asks, and
 * none of the mobile, e-mail or ID number of a self-excluded player), keeping the terms version accepted; checks the
 * invitation code first and places the member under that agent, verifies the mobile number by SMS where the brand
 * asks, then logs them in.
 */
export async function registerMember(
  dependencies: AccountDependencies,
  request: {
    merchant: Merchant;
    mode: RegistrationMode;
    body: z.output<typeof registerBodySchema>;
    ip: string;
    userAgent: string | undefined;
    /** More to write with the new account, in its transaction (a social-login identity linked to it). */
    withNewMember?: (transaction: Database, member: Member) => Promise<void>;
    /** The site's device id (`X-Device-Id`), for the referral programme's shared-device check. */
    deviceId?: string | null;
  },
): Promise<LoginResult> {
  const { merchant, body, mode, ip } = request;
  const { members, security } = accountServices(dependencies.db, dependencies.clock);
  const switches = registrationSwitches(merchant);
  if (mode === 'mobile' && !switches.mobileRegistration) throw new DomainError('OPERATION_NOT_ENABLED');

  const rules = await members.listFieldRules(merchant.id);
  members.enforceFieldRules(rules, body, { mobileRequired: mode === 'mobile' || switches.smsVerification });
  members.enforceBirthday(await members.getAccountPolicy(merchant.id), body.birthday, merchant.timeZone);

  const rate = await security.consumeRate(`register:${merchant.id}:${ip}`, 3600, registrationsPerAddressPerHour);
  if (!rate.allowed) throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: rate.retryAfterSeconds });

  const captchaRule = rules.find((rule) => rule.field === 'captcha');
  if (captchaRule?.show && !(await security.verifyCaptcha(merchant.id, ip, body))) {
    throw new DomainError('CAPTCHA_INVALID', { captcha: true });
  }

  // After the rate limit and the captcha, so the register of excluded players cannot be probed cheaply.
  await createPlayerProtectionService(dependencies).refuseExcludedIdentity(merchant.id, {
    mobileNum: body.mobileNum,
    countryDialingCode: body.countryDialingCode ?? '66',
    email: body.email,
    idNumber: body.idNumber,
  });

  const introducer = await resolveIntroducer(dependencies, merchant.id, body);
  const { upline, inviteLink } = introducer;

  const countryDialingCode = body.countryDialingCode ?? '66';
  const verifyMobile = switches.smsVerification && body.mobileNum;

  // The attempt counts at once; the code is used up in the same transaction as the account, so a taken
  // username costs no new SMS.
  const codeId = verifyMobile
    ? await tryVerificationCode(dependencies, {
        merchantId: merchant.id,
        purpose: 'register',
        destination: mobileDestination(countryDialingCode, (body.mobileNum ?? '').trim()),
        code: body.verificationCode ?? '',
        ip,
      })
    : null;
  if (verifyMobile && !codeId) throw new DomainError('VERIFICATION_CODE_INVALID');
  return runInTransaction(dependencies.db, async (transaction) => {
    const scoped = { ...dependencies, db: transaction };
    if (codeId && !(await accountServices(transaction, dependencies.clock).verification.useCode(codeId))) {
      throw new DomainError('VERIFICATION_CODE_INVALID');
    }
    const create = (fields: { uplineId: string | null; type?: number; ownAffiliateCode?: string | null }) =>
      accountServices(transaction, dependencies.clock).members.createMember(merchant.id, {
        ...body,
        countryDialingCode,
        ip,
        ...fields,
      });
    const member = inviteLink
      ? await registerThroughInviteLink(transaction, dependencies.clock, { merchant, link: inviteLink, create })
      : await create({ uplineId: upline?.id ?? null });
    if (upline) {
      await recordAffiliateRegistration(transaction, dependencies.clock, { memberId: member.id, agentId: upline.id });
    }
    await request.withNewMember?.(transaction, member);
    if (introducer.referrer) {
      await attachReferral(transaction, dependencies.clock, {
        merchantId: merchant.id,
        refereeId: member.id,
        referrerId: introducer.referrer.id,
        code: introducer.referrer.code,
        deviceId: request.deviceId ?? null,
        ip,
        verifiedDestination: codeId ? canonicalDestination(countryDialingCode, body.mobileNum ?? '') : null,
      });
    } else {
      await noteRegistrationDevice(transaction, dependencies.clock, member.id, request.deviceId ?? null);
    }
    return startMemberSession(scoped, { merchant, member, ip, userAgent: request.userAgent });
  });
}
