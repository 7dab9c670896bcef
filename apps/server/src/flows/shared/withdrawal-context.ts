import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { MemberEvents } from '../../lib/member-events.js';
import type { Merchant } from '../../modules/merchant/index.js';
import type { Member } from '../../modules/member/index.js';
import type { ProofStore } from '../../modules/withdrawal/index.js';
import { publishMemberBalance } from './member-balance.js';

export type WithdrawalDependencies = {
  db: Database;
  clock: Clock;
  events: MemberEvents;
  /** Where confirmation proofs are kept. */
  proofs: ProofStore;
  /** Told about failures after a commit (the live balance push), which must not fail the committed request. */
  onError?: (error: unknown) => void;
};

/** Pushes the member's balance to their open pages once a money move has committed; best effort. */
export async function publishBalanceAfterCommit(
  dependencies: WithdrawalDependencies,
  input: { merchant: Merchant; member: Member },
) {
  try {
    await publishMemberBalance(dependencies, input);
  } catch (error) {
    dependencies.onError?.(error);
  }
}
