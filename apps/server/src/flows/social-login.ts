import type {
  LoginAnswer,
  SocialLinkedIdentities,
  SocialLoginOutcome,
  SocialProvider,
  socialLinkBodySchema,
} from '@croupier/contracts';
import { isSwitchEnabled, isTrialType } from '@croupier/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { findMerchantByCode } from '../modules/merchant/index.js';
import type { Clock } from '../lib/clock.js';
import { createSocialLoginService, deriveClientSecretKey } from '../modules/social-login/index.js';
import { resolveTwoFactorKey } from '../modules/two-factor/index.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices, tryVerificationCode } from './shared/account-context.js';
import { confirmMemberPassword } from './shared/member-password-attempt.js';
import { mobileDestination, startMemberSessionOrChallenge } from './shared/member-session.js';

/** Provider logins one address may start in an hour: each keeps a row until it expires. */
const startsPerAddressPerHour = 60;

type Caller = { merchant: Merchant; ip: string; userAgent: string | undefined };

/** The key sealing the providers' client secrets, derived from the platform's secret-sealing key. */
export async function clientSecretKey(db: Database): Promise<Buffer> {
  return deriveClientSecretKey(await resolveTwoFactorKey(db));
}

/** Starts a login with a switched-on provider: the page to send the browser to. */
export async function startSocialLogin(
  dependencies: AccountDependencies,
  input: { merchant: Merchant; provider: SocialProvider; redirectUri: string; ip: string },
) {
  const { security } = accountServices(dependencies.db, dependencies.clock);
  const rate = await security.consumeRate(
    `social-login:${input.merchant.id}:${input.ip}`,
    3600,
    startsPerAddressPerHour,
  );
  if (!rate.allowed) throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: rate.retryAfterSeconds });
  return createSocialLoginService(dependencies).startLogin(await clientSecretKey(dependencies.db), {
    merchantId: input.merchant.id,
    provider: input.provider,
    redirectUri: input.redirectUri,
  });
}

/**
 * Finishes a provider login. The identity is the provider and its subject, never an e-mail: a linked one logs its
 * member in through the same session start as a password login (barred members refused, a second factor asked for);
 * an unlinked one gets a ticket to link it to an account the player proves, or to register with it.
 */
export async function finishSocialLogin(
  dependencies: AccountDependencies,
  input: Caller & { callbackQuery: string; browserBinding: string },
): Promise<SocialLoginOutcome> {
  const social = createSocialLoginService(dependencies);
  const { merchant } = input;
  const { provider, subject } = await social.finishLogin(await clientSecretKey(dependencies.db), {
    merchantId: merchant.id,
    callbackQuery: input.callbackQuery,
    browserBinding: input.browserBinding,
  });
  const memberId = await social.findLinkedMember(merchant.id, provider, subject);
  if (memberId) {
    const member = await accountServices(dependencies.db, dependencies.clock).members.getMember(merchant.id, memberId);
    const login = await startMemberSessionOrChallenge(dependencies, {
      merchant,
      member,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    return { outcome: 'logged-in', provider, login };
  }
  return { outcome: 'link-or-register', provider, ...(await social.issueTicket(merchant.id, provider, subject)) };
}

/**
 * Links a ticket's identity to an existing account the player proves: its password (counted by the durable attempts
 * of `confirmMemberPassword`, five wrong ones lock the checks) or an SMS code sent to its mobile number. The ticket
 * is used, the identity linked and the session started in one transaction.
 */
export async function linkSocialIdentity(
  dependencies: AccountDependencies,
  input: Caller & { body: z.output<typeof socialLinkBodySchema> },
): Promise<{ provider: SocialProvider; login: LoginAnswer }> {
  const { merchant, body } = input;
  await createSocialLoginService(dependencies).requireLiveTicket(merchant.id, body.ticket);
  const proved =
    body.method === 'password'
      ? await provePassword(dependencies, input, body)
      : await proveSmsCode(dependencies, input, body);
  return runInTransaction(dependencies.db, async (transaction) => {
    const scoped = { ...dependencies, db: transaction };
    if (
      proved.codeId &&
      !(await accountServices(transaction, dependencies.clock).verification.useCode(proved.codeId))
    ) {
      throw new DomainError('VERIFICATION_CODE_INVALID');
    }
    const social = createSocialLoginService(scoped);
    const identity = await social.useTicket(merchant.id, body.ticket);
    await social.link({
      merchantId: merchant.id,
      memberId: proved.member.id,
      provider: identity.provider,
      subject: identity.subject,
      method: body.method,
      ip: input.ip,
    });
    const login = await startMemberSessionOrChallenge(scoped, {
      merchant,
      member: proved.member,
      ip: input.ip,
      userAgent: input.userAgent,
      ...(body.method === 'password' ? { presentedPassword: body.password } : {}),
    });
    return { provider: identity.provider, login };
  });
}

async function provePassword(
  dependencies: AccountDependencies,
  { merchant }: Caller,
  body: { username: string; password: string },
): Promise<{ member: Member; codeId: null }> {
  const { members } = accountServices(dependencies.db, dependencies.clock);
  const found = await members.findByUsername(merchant.id, body.username);
  if (!found || isTrialType(found.type)) {
    // The same work and the same answer as a wrong password, so the call does not tell which names exist.
    await members.verifyCredentials(merchant.id, body.username, body.password);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  try {
    await confirmMemberPassword(dependencies, found, body.password);
  } catch (error) {
    // Already counted; answered as a login's wrong password, which is what the player typed.
    if (error instanceof DomainError && error.code === 'OLD_PASSWORD_WRONG') {
      throw new DomainError('INVALID_CREDENTIALS', error.value);
    }
    throw error;
  }
  return { member: found, codeId: null };
}

async function proveSmsCode(
  dependencies: AccountDependencies,
  { merchant, ip }: Caller,
  body: { countryDialingCode: string; mobileNum: string; code: string },
): Promise<{ member: Member; codeId: string }> {
  if (!isSwitchEnabled(merchant.whitelabel, 'MOBVERFLOGIN3')) throw new DomainError('OPERATION_NOT_ENABLED');
  const codeId = await tryVerificationCode(dependencies, {
    merchantId: merchant.id,
    purpose: 'login',
    destination: mobileDestination(body.countryDialingCode, body.mobileNum),
    code: body.code,
    ip,
  });
  const member = codeId
    ? await accountServices(dependencies.db, dependencies.clock).members.findByMobile(
        merchant.id,
        body.countryDialingCode,
        body.mobileNum,
      )
    : undefined;
  if (!codeId || !member || isTrialType(member.type)) throw new DomainError('VERIFICATION_CODE_INVALID');
  return { member, codeId };
}

/**
 * Registering a new account with a ticket's identity: the route runs the brand's normal registration (field rules,
 * age, region, excluded identities, invitation codes, SMS verification) with `withNewMember`, which uses the ticket
 * and links the identity in the account's transaction. A ticket no longer good is refused before anything else.
 */
export async function prepareSocialRegistration(
  dependencies: AccountDependencies,
  input: { merchant: Merchant; ticket: string; ip: string },
) {
  const { merchant, ticket } = input;
  await createSocialLoginService(dependencies).requireLiveTicket(merchant.id, ticket);
  let linkedProvider: SocialProvider | undefined;
  return {
    withNewMember: async (transaction: Database, member: Member) => {
      const social = createSocialLoginService({ db: transaction, clock: dependencies.clock });
      const identity = await social.useTicket(merchant.id, ticket);
      await social.link({
        merchantId: merchant.id,
        memberId: member.id,
        provider: identity.provider,
        subject: identity.subject,
        method: 'registration',
        ip: input.ip,
      });
      linkedProvider = identity.provider;
    },
    provider: (): SocialProvider => {
      if (!linkedProvider) throw new Error('the registration did not link the identity');
      return linkedProvider;
    },
  };
}

/** The member's linked providers, and the providers the brand has on. */
export async function listSocialIdentities(
  dependencies: AccountDependencies,
  input: { merchant: Merchant; memberId: string },
): Promise<SocialLinkedIdentities> {
  const social = createSocialLoginService(dependencies);
  const identities = await social.listIdentities(input.memberId);
  return {
    identities: identities.map((identity) => ({
      provider: identity.provider,
      linkedAt: identity.linkedAt.toISOString(),
    })),
    enabledProviders: await social.enabledProviders(input.merchant.id),
  };
}

/** Unlinks a provider from the logged-in member, after their password (durable attempts, as every such check). */
export async function unlinkSocialIdentity(
  dependencies: AccountDependencies,
  input: { member: Member; provider: SocialProvider; password: string; ip: string },
): Promise<void> {
  await confirmMemberPassword(dependencies, input.member, input.password);
  await runInTransaction(dependencies.db, (transaction) =>
    createSocialLoginService({ db: transaction, clock: dependencies.clock }).unlink({
      merchantId: input.member.merchantId,
      memberId: input.member.id,
      provider: input.provider,
      ip: input.ip,
    }),
  );
}

/** Every provider of a brand as the console edits it (secrets never answered). */
export async function getSocialLoginSettings(dependencies: AccountDependencies, code: string) {
  const merchant = await findMerchantByCode(dependencies.db, code);
  if (!merchant) throw new DomainError('NOT_FOUND', { merchant: code });
  return { providers: await createSocialLoginService(dependencies).listProviderSettings(merchant.id) };
}

/** Saves a brand's provider in the caller's (audited) transaction; a left-out secret keeps the stored one. */
export async function saveSocialLoginProvider(
  transaction: Database,
  clock: Clock,
  input: {
    code: string;
    provider: SocialProvider;
    body: { enabled: boolean; clientId: string; issuerUrl: string; clientSecret?: string | undefined };
  },
) {
  const merchant = await findMerchantByCode(transaction, input.code);
  if (!merchant) throw new DomainError('NOT_FOUND', { merchant: input.code });
  return createSocialLoginService({ db: transaction, clock }).saveProviderSettings(await clientSecretKey(transaction), {
    merchantId: merchant.id,
    provider: input.provider,
    ...input.body,
  });
}
