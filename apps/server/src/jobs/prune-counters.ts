import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createSecurityService } from '../modules/security/index.js';
import { createSocialLoginService } from '../modules/social-login/index.js';
import { createTwoFactorService } from '../modules/two-factor/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/** How often the counters are pruned, by the instance holding the job's lock. */
export const pruneIntervalSeconds = 600;
const defaultBatchSize = 1000;
/** A pass stops after this many batches; what is left goes at the next pass. */
const maxBatches = 100;

/**
 * Deletes the attempt counters, rate windows, captchas, spent two-factor login challenges, abandoned two-factor
 * enrolments and spent social-login attempts and tickets that no longer count, in batches of `batchSize` rows a table so no statement holds many locks for
 * long. Answers how many rows of each kind went. It takes no claim of its own: the job's advisory lock
 * (`startScheduledJob`) runs it on one instance, and should two passes ever overlap (a leader that lost its lock
 * connection mid-pass), each only deletes rows that no longer count, so the second finds less to do.
 */
export async function pruneCounters(input: { db: Database; clock: Clock; batchSize?: number }) {
  const security = createSecurityService(input);
  const twoFactor = createTwoFactorService(input);
  const socialLogin = createSocialLoginService(input);
  const batchSize = input.batchSize ?? defaultBatchSize;
  const pruned = {
    captchas: 0,
    rateCounters: 0,
    attemptCounters: 0,
    twoFactorChallenges: 0,
    pendingEnrolments: 0,
    socialLoginAttempts: 0,
    socialLoginTickets: 0,
  };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const deleted = await security.pruneExpired(batchSize);
    const twoFactorDeleted = await twoFactor.pruneExpired(batchSize);
    const socialLoginDeleted = await socialLogin.pruneExpired(batchSize);
    pruned.captchas += deleted.captchas;
    pruned.rateCounters += deleted.rateCounters;
    pruned.attemptCounters += deleted.attemptCounters;
    pruned.twoFactorChallenges += twoFactorDeleted.challenges;
    pruned.pendingEnrolments += twoFactorDeleted.pendingEnrolments;
    pruned.socialLoginAttempts += socialLoginDeleted.attempts;
    pruned.socialLoginTickets += socialLoginDeleted.tickets;
    const largest = Math.max(
      ...Object.values(deleted),
      ...Object.values(twoFactorDeleted),
      ...Object.values(socialLoginDeleted),
    );
    if (largest < batchSize) break;
  }
  return pruned;
}

/** Calls `pruneCounters` every `intervalMs` (ten minutes by default) on the instance leading the job. */
export function startCounterPruning(input: {
  db: Database;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  return startScheduledJob({
    name: 'prune-counters',
    intervalMs: input.intervalMs ?? pruneIntervalSeconds * 1000,
    run: () => pruneCounters(input),
    onError: input.onError,
    leadership: input.leadership,
  });
}
