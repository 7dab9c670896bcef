import type { LoginResult } from '@croupier/contracts';
import { isSwitchEnabled } from '@croupier/contracts';
import { DomainError } from '../lib/domain-error.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices } from './shared/account-context.js';
import { startMemberSession } from './shared/member-session.js';

const trialsPerAddressPerHour = 10;

/** A fresh trial account (type 4) with play money, logged in at once; only where the brand offers free play. */
export async function startFreePlay(
  dependencies: AccountDependencies,
  request: { merchant: Merchant; ip: string; userAgent: string | undefined },
): Promise<LoginResult> {
  if (!isSwitchEnabled(request.merchant.whitelabel, 'FREEPLAY3')) throw new DomainError('OPERATION_NOT_ENABLED');
  const { members, security } = accountServices(dependencies.db, dependencies.clock);
  const rate = await security.consumeRate(
    `freeplay:${request.merchant.id}:${request.ip}`,
    3600,
    trialsPerAddressPerHour,
  );
  if (!rate.allowed) throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: rate.retryAfterSeconds });
  const member = await members.createTrialMember(request.merchant.id, request.ip);
  return startMemberSession(dependencies, { ...request, member });
}
