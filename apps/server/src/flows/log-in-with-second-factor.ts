import type { LoginResult } from '@croupier/contracts';
import { DomainError } from '../lib/domain-error.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createTwoFactorService } from '../modules/two-factor/index.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices } from './shared/account-context.js';
import { startMemberSession } from './shared/member-session.js';
import { withSecondFactorAttempt } from './shared/second-factor.js';

/**
 * The login's second step: the challenge the first step gave, and a current authenticator code or an unused
 * recovery code. The attempt is taken before the code is checked (five wrong codes lock the member's second factor
 * for fifteen minutes, whatever challenge they came with); the challenge is good once, and only then a session starts.
 */
export async function logInWithSecondFactor(
  dependencies: AccountDependencies,
  request: { merchant: Merchant; challengeToken: string; code: string; ip: string; userAgent: string | undefined },
): Promise<LoginResult> {
  const { merchant } = request;
  const twoFactor = createTwoFactorService(dependencies);
  const memberId = await twoFactor.findChallengeMember(merchant.id, request.challengeToken);
  if (!memberId) throw new DomainError('TWO_FACTOR_CHALLENGE_INVALID');
  await withSecondFactorAttempt(dependencies, { kind: 'member', id: memberId }, async () =>
    (await twoFactor.useCode(memberId, request.code)) ? true : null,
  );
  if (!(await twoFactor.closeChallenge(request.challengeToken))) throw new DomainError('TWO_FACTOR_CHALLENGE_INVALID');
  const member = await accountServices(dependencies.db, dependencies.clock).members.getMember(merchant.id, memberId);
  return startMemberSession(dependencies, { merchant, member, ip: request.ip, userAgent: request.userAgent });
}
