import type { ProtectionKind, ProtectionState, SelfExclusionPeriod, TimeOutPeriod } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import { forfeitLiveGrants } from './shared/bonus-wallet.js';
import type { MemberEvents } from '../lib/member-events.js';
import type { Member } from '../modules/member/index.js';
import { createPlayerProtectionService } from '../modules/responsible-gaming/index.js';
import { expireMemberVendorSessions } from '../modules/seamless/index.js';
import { createSessionService } from '../modules/session/index.js';
import type { AccountDependencies } from './shared/account-context.js';
import { cancelOpenChases } from './shared/lottery-cancel.js';
import { confirmMemberPassword } from './shared/member-password-attempt.js';

export type ProtectionDependencies = AccountDependencies & { events: MemberEvents };

/**
 * A member takes a time-out or a self-exclusion (issue #15) after typing their login password again. In one
 * transaction: the protection row and `member.protected_until` (what every gate and the login read), every login
 * session ended, every game session closed to bets, and the open lottery chases cancelled with their unplayed
 * periods refunded. Pending withdrawals stay as they are. Then every instance is told, so open pages log out.
 */
export async function takeProtection(
  dependencies: ProtectionDependencies,
  input: {
    member: Member;
    kind: ProtectionKind;
    period: TimeOutPeriod | SelfExclusionPeriod;
    password: string;
  },
): Promise<ProtectionState> {
  const { member } = input;
  await confirmMemberPassword(dependencies, member, input.password);
  const state = await runInTransaction(dependencies.db, async (db) => {
    const protection = await createPlayerProtectionService({ db, clock: dependencies.clock }).take({
      merchantId: member.merchantId,
      memberId: member.id,
      kind: input.kind,
      period: input.period,
    });
    await createSessionService({ db, clock: dependencies.clock }).endOtherSessions(member.id);
    await expireMemberVendorSessions(db, member.id);
    await cancelOpenChases(db, member.id);
    // A protected player keeps no incentive (decision 0077): live bonuses are forfeited now, not at the next sweep.
    await forfeitLiveGrants(db, dependencies.clock, { memberId: member.id, reason: 'self_exclusion' });
    return protection;
  });
  dependencies.events.publish(member.id, { type: 'session-ended', reason: 'protection' });
  return state;
}
