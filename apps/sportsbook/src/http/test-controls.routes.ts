import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { eventStatuses } from '../domain/sportsbook-model.js';
import type { FeedMessage } from '../feed/feed-messages.js';
import type { SimulatedFeed } from '../simulator/simulated-feed.js';
import { events } from '../store/feed.tables.js';
import { notFound } from './player-api-error.js';
import type { SportsbookRoutePlugin } from './sportsbook-server.js';

export const feedJumpInputSchema = z.strictObject({
  /** At most this much simulated time (a match lasts under two hours). */
  minutes: z.number().int().min(1).max(360),
  /**
   * Stop right after this event's next goal or its close (`goal`), or once it closed (`closed`). A `goal` without an
   * event stops after the next goal of any football match in play. Without `until`, play the minutes.
   */
  eventId: z.string().min(1).max(64).optional(),
  until: z.enum(['goal', 'closed']).optional(),
});
export type FeedJumpInput = z.infer<typeof feedJumpInputSchema>;

/**
 * What a jump stops after: a price of one of the watched events with more goals than it had when the jump started
 * (`goals`, by event), or the price that closes one. An event first seen during the jump starts from 0 goals.
 */
export function jumpStop(until: 'goal' | 'closed', goals: Map<string, number>, only?: string) {
  return (message: FeedMessage): boolean => {
    if (message.type !== 'odds_change' || (only !== undefined && message.eventId !== only)) return false;
    // Football matches only (the simulator names them fb-<day>-<slot>): an outright or a map has no goals.
    if (!/^fb-\d{4}-\d{2}-\d{2}-\d+$/.test(message.eventId)) return false;
    const { score, status } = message.eventState;
    if (status === eventStatuses.closed) return until === 'closed' || only !== undefined;
    return until === 'goal' && score.home + score.away > (goals.get(message.eventId) ?? 0);
  };
}

/**
 * The end-to-end suite's controls on the book (decision 0076, amendment), registered only with TEST_CONTROLS, which
 * production refuses: a run cannot wait the two hours of a match, and a simulator sped up for the whole run falls
 * behind on the embedded database of a busy machine. `POST /test/feed/jump` plays the simulated world ahead on the
 * feed's own pumps, so every message goes through the consumer, the hooks and the live stream as it would in time,
 * and answers once the book has applied them.
 */
export function testControlRoutes(feed: () => SimulatedFeed | undefined): SportsbookRoutePlugin {
  return (app, context) => {
    app.post('/test/feed/jump', { schema: { body: feedJumpInputSchema } }, async (request) => {
      const running = feed();
      if (!running) throw notFound('this instance does not run the feed');
      const { minutes, eventId, until } = request.body;
      const scoreOf = async () =>
        eventId
          ? (
              await context.database.db
                .select({
                  status: events.status,
                  home: events.scoreHome,
                  away: events.scoreAway,
                  periods: events.periodScores,
                })
                .from(events)
                .where(eq(events.eventId, eventId))
            )[0]
          : undefined;
      let stopAfter: ((message: FeedMessage) => boolean) | undefined;
      if (until) {
        const goals = new Map<string, number>();
        if (eventId) {
          const event = await scoreOf();
          if (!event) throw notFound('no such event');
          goals.set(eventId, event.home + event.away);
        } else {
          const rows = await context.database.db
            .select({ eventId: events.eventId, home: events.scoreHome, away: events.scoreAway })
            .from(events)
            .where(and(eq(events.sport, 'football'), eq(events.status, eventStatuses.live)));
          for (const row of rows) goals.set(row.eventId, row.home + row.away);
        }
        stopAfter = jumpStop(until, goals, eventId);
      }
      const result = await running.jump(minutes * 60_000, stopAfter);
      const event = await scoreOf();
      return {
        value: {
          at: new Date(result.at).toISOString(),
          stopped: result.stopped,
          ...(event
            ? {
                event: {
                  status: event.status,
                  score: { home: event.home, away: event.away },
                  periodScores: event.periods,
                },
              }
            : {}),
        },
      };
    });
  };
}
