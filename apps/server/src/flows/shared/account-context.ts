import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createMemberService } from '../../modules/member/index.js';
import { createSecurityService } from '../../modules/security/index.js';
import { createSessionService } from '../../modules/session/index.js';
import { createVerificationService } from '../../modules/verification/index.js';
import type { VerificationPurpose } from '../../modules/verification/index.js';

export type AccountDependencies = {
  db: Database;
  clock: Clock;
  /** Called after a transaction that wrote outbox messages has committed. */
  onMessagesQueued?: () => void;
};

/** The services the account flows compose, bound to one database handle (or one transaction). */
export function accountServices(db: Database, clock: Clock) {
  return {
    members: createMemberService({ db, clock }),
    sessions: createSessionService({ db, clock }),
    security: createSecurityService({ db, clock }),
    verification: createVerificationService({ db, clock }),
  };
}

/** Code attempts one number and one address may make in an hour, whatever codes they were sent. */
export const codeAttemptLimits = { perNumberPerHour: 10, perAddressPerHour: 30 } as const;

/**
 * Tries an SMS code: counts the attempt against the number and the address, then against the code itself
 * (five per code), each committed at once on the root handle, before comparing. Answers the code's id to use
 * up in the action's transaction, or null for every kind of refusal alike.
 */
export async function tryVerificationCode(
  dependencies: AccountDependencies,
  input: { merchantId: string; purpose: VerificationPurpose; destination: string; code: string; ip: string },
): Promise<string | null> {
  const { security, verification } = accountServices(dependencies.db, dependencies.clock);
  const perAddress = await security.consumeRate(
    `code:address:${input.merchantId}:${input.ip}`,
    3600,
    codeAttemptLimits.perAddressPerHour,
  );
  const perNumber = await security.consumeRate(
    `code:number:${input.merchantId}:${input.destination}`,
    3600,
    codeAttemptLimits.perNumberPerHour,
  );
  if (!perAddress.allowed || !perNumber.allowed) return null;
  return verification.tryCode(input);
}
