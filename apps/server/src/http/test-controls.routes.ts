import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { runReferralPass } from '../flows/pay-referral-rewards.js';
import { createAgentSettlement } from '../flows/settle-agent-contracts.js';
import type { Clock } from '../lib/clock.js';
import { ok } from './envelope.js';
import { answers } from './route-schemas.js';

const dayMs = 24 * 3_600_000;

/**
 * The end-to-end suite's controls (decision 0076), registered only with TEST_CONTROLS, which production refuses.
 * A browser test cannot wait for a day to end: it moves the agent contracts' clock (the periods contracts take effect
 * in and settle by) and runs a settlement pass at once instead of at the job's next minute. Nothing else reads that
 * clock: sessions, draws and the money every other path moves keep the real time.
 */
export function testControlRoutes(dependencies: {
  db: Database;
  clock: Clock;
  agentClock: Clock & { setOffset: (offsetMs: number) => void; offsetMs: () => number };
}): FastifyPluginAsyncZod {
  const { db, agentClock } = dependencies;
  const settlement = createAgentSettlement({ db, clock: agentClock });
  return async (app) => {
    app.put(
      '/test/agent-clock',
      {
        schema: {
          summary: "End-to-end only: sets the agent contracts' clock this far from the real time",
          body: z.object({
            offsetMs: z
              .number()
              .int()
              .min(-7 * dayMs)
              .max(40 * dayMs),
          }),
          response: answers(z.object({ now: z.string(), offsetMs: z.number() })),
        },
      },
      async (request) => {
        agentClock.setOffset(request.body.offsetMs);
        return ok({ now: agentClock.now().toISOString(), offsetMs: agentClock.offsetMs() });
      },
    );
    app.post(
      '/test/agent-settlement/run',
      {
        schema: {
          summary: 'End-to-end only: settles the agent contract windows due by the agent clock, now',
          response: answers(
            z.object({ runs: z.number(), lines: z.number(), obligationsPaid: z.number(), obligationsOwed: z.number() }),
          ),
        },
      },
      async () => ok(await settlement.settleDueWindows()),
    );
    app.post(
      '/test/referral/run',
      {
        schema: {
          summary: "End-to-end only: runs the referral job's pass now, paying today's rewards too",
          response: answers(
            z.object({ bets: z.number(), voided: z.number(), qualified: z.number(), rewards: z.number() }),
          ),
        },
      },
      async () => ok(await runReferralPass({ db, clock: dependencies.clock }, { throughToday: true })),
    );
  };
}
