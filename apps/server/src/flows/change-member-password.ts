import { runInTransaction } from '../db/transaction.js';
import type { AccountDependencies } from './shared/account-context.js';
import { accountServices } from './shared/account-context.js';

/** Changes the password after checking the old one; every other session of the member ends. */
export async function changeMemberPassword(
  dependencies: AccountDependencies,
  request: { merchantId: string; memberId: string; sessionId: string; oldPassword: string; newPassword: string },
): Promise<void> {
  await runInTransaction(dependencies.db, async (transaction) => {
    const { members, sessions } = accountServices(transaction, dependencies.clock);
    await members.changePassword(request.merchantId, request.memberId, request.oldPassword, request.newPassword);
    await sessions.endOtherSessions(request.memberId, request.sessionId);
  });
}
