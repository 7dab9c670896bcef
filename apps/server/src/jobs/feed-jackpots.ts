import type { Database } from '../db/client.js';
import { feedJackpots } from '../flows/jackpot.js';
import { jackpotContributionConsumer } from '../modules/jackpot/index.js';
import { createSettledBetService } from '../modules/settled-bets/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/** How often the pools take their share of the settled slot stakes: the home page's figure moves this often. */
export const jackpotFeedIntervalMs = 2_000;

/** One pass of the `jackpot-contribution` consumer of the settled-bet stream (decision 0087), until caught up. */
export function feedJackpotsPass(input: { db: Database }) {
  return createSettledBetService(input).drain(jackpotContributionConsumer, feedJackpots);
}

export function startJackpotFeed(input: {
  db: Database;
  onError: (error: unknown) => void;
  intervalMs?: number;
  leadership?: JobLeadership;
}) {
  return startScheduledJob({
    name: 'feed-jackpots',
    intervalMs: input.intervalMs ?? jackpotFeedIntervalMs,
    run: () => feedJackpotsPass(input),
    onError: input.onError,
    leadership: input.leadership,
    runAtStart: true,
  });
}
