import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createMemberService } from '../../modules/member/index.js';
import { createSecurityService } from '../../modules/security/index.js';
import { createSessionService } from '../../modules/session/index.js';
import { createVerificationService } from '../../modules/verification/index.js';

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
