import type { Language, LoginAnswer } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import type { Merchant } from '../modules/merchant/index.js';
import { resetLinkMinutes } from '../modules/verification/index.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices, tryVerificationCode } from './shared/account-context.js';
import { accountMessage } from './shared/account-messages.js';
import { mobileDestination, startMemberSessionOrChallenge } from './shared/member-session.js';

/**
 * Sends a single-use reset link when the username and e-mail belong together; answers the same either
 * way. The link points at the brand's configured main domain, never at the request's Host header, so a
 * forged Host cannot send a player's token elsewhere.
 */
export async function requestPasswordResetEmail(
  dependencies: AccountDependencies,
  request: { merchant: Merchant; username: string; email: string; ip: string; language: Language },
): Promise<void> {
  const { merchant } = request;
  const { members, security } = accountServices(dependencies.db, dependencies.clock);
  const address = await security.consumeRate(`reset-email:address:${merchant.id}:${request.ip}`, 3600, 10);
  if (!address.allowed) throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: address.retryAfterSeconds });
  const member = await members.findByUsername(merchant.id, request.username);
  const matches = member?.email && member.email.toLowerCase() === request.email.trim().toLowerCase();
  if (!member || !matches) return;
  const perAccount = await security.consumeRate(`reset-email:member:${member.id}`, 3600, 3);
  if (!perAccount.allowed) return;
  await runInTransaction(dependencies.db, async (transaction) => {
    const { verification } = accountServices(transaction, dependencies.clock);
    const token = await verification.createResetLinkToken(merchant.id, member.id);
    const link = `${merchant.siteSettings.mainDomain.replace(/\/$/, '')}/forget?resetToken=${token}`;
    const values = { brand: merchant.name, username: member.username, link, minutes: resetLinkMinutes };
    await verification.enqueueMessage({
      merchantId: merchant.id,
      channel: 'email',
      destination: member.email ?? request.email,
      subject: accountMessage(request.language, 'resetEmailSubject', values),
      body: accountMessage(request.language, 'resetEmailBody', values),
    });
  });
  dependencies.onMessagesQueued?.();
}

/** Sets a new password from a reset link (once), and ends every session of the member. */
export async function resetPasswordWithLink(
  dependencies: AccountDependencies,
  request: { merchant: Merchant; token: string; newPassword: string },
): Promise<void> {
  await runInTransaction(dependencies.db, async (transaction) => {
    const { verification, members, sessions } = accountServices(transaction, dependencies.clock);
    const memberId = await verification.useResetLinkToken(request.merchant.id, request.token);
    if (!memberId) throw new DomainError('RESET_LINK_INVALID');
    await members.setPassword(request.merchant.id, memberId, request.newPassword);
    await sessions.endOtherSessions(memberId);
  });
}

/** Sets a new password with an SMS code, ends the member's other sessions and logs them in. */
export async function resetPasswordByPhone(
  dependencies: AccountDependencies,
  request: {
    merchant: Merchant;
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
    ip: string;
    userAgent: string | undefined;
  },
): Promise<LoginAnswer> {
  const { merchant } = request;
  // The attempt is counted before and outside the transaction, so a wrong guess that rolls back still counts.
  const codeId = await tryVerificationCode(dependencies, {
    merchantId: merchant.id,
    purpose: 'reset',
    destination: mobileDestination(request.countryDialingCode, request.mobileNum),
    code: request.verificationCode,
    ip: request.ip,
  });
  if (!codeId) throw new DomainError('VERIFICATION_CODE_INVALID');
  return runInTransaction(dependencies.db, async (transaction) => {
    const scoped = { ...dependencies, db: transaction };
    const { verification, members, sessions } = accountServices(transaction, dependencies.clock);
    const member = (await verification.useCode(codeId))
      ? await members.findByMobile(merchant.id, request.countryDialingCode, request.mobileNum)
      : undefined;
    if (!member) throw new DomainError('VERIFICATION_CODE_INVALID');
    await members.setPassword(merchant.id, member.id, request.newPassword);
    await sessions.endOtherSessions(member.id);
    return startMemberSessionOrChallenge(scoped, {
      merchant,
      member: await members.getMember(merchant.id, member.id),
      ip: request.ip,
      userAgent: request.userAgent,
    });
  });
}
