import { runInTransaction } from '../db/transaction.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices } from './shared/account-context.js';
import { confirmMemberPassword } from './shared/member-password-attempt.js';

/**
 * Changes the password after checking the old one, counted like every password a logged-in member types again (a
 * stolen session cannot guess it without limit); every other session of the member ends.
 */
export async function changeMemberPassword(
  dependencies: AccountDependencies,
  request: { merchantId: string; memberId: string; sessionId: string; oldPassword: string; newPassword: string },
): Promise<void> {
  const member = await accountServices(dependencies.db, dependencies.clock).members.getMember(
    request.merchantId,
    request.memberId,
  );
  await confirmMemberPassword(dependencies, member, request.oldPassword);
  await runInTransaction(dependencies.db, async (transaction) => {
    const { members, sessions } = accountServices(transaction, dependencies.clock);
    await members.setPassword(request.merchantId, request.memberId, request.newPassword);
    await sessions.endOtherSessions(request.memberId, request.sessionId);
  });
}
