import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../feed/feed-messages.js';
import { jumpStop } from '../http/test-controls.routes.js';
import { derivedDaySeeds } from './day-seeds.js';
import { createSimulatedFeed } from './simulated-feed.js';
import { createSteppedClock } from './simulator-clock.js';

const minute = 60_000;
const seeds = derivedDaySeeds('simulator-jump-secret');
const start = Date.parse('2026-11-26T05:00:00Z');

function recordingFeed() {
  const clock = createSteppedClock(start);
  const feed = createSimulatedFeed({ clock, seeds, horizonDays: 0.1, sports: ['football'] });
  const messages: FeedMessage[] = [];
  feed.subscribe(async (message) => {
    if (message.type !== 'alive') messages.push(message);
  });
  feed.start();
  return { clock, feed, messages };
}

describe("the simulated feed's jump (the end-to-end test controls)", () => {
  it('plays the same messages as the time it skips would, and the world keeps its pace from where it landed', async () => {
    const timed = recordingFeed();
    await timed.clock.advance(40 * minute);
    await timed.feed.stop();

    const jumped = recordingFeed();
    const landed = await jumped.feed.jump(40 * minute);
    expect(landed).toEqual({ at: start + 40 * minute, stopped: false });
    expect(jumped.feed.now()).toBe(start + 40 * minute);
    // The clock moves on from the jump: a wall minute later the world is a simulated minute further.
    await jumped.clock.advance(minute);
    expect(jumped.feed.now()).toBe(start + 41 * minute);
    await jumped.feed.stop();
    const upTo = (messages: FeedMessage[]) =>
      messages.filter((message) => 'at' in message && Date.parse(message.at) <= start + 40 * minute);
    expect(upTo(jumped.messages)).toEqual(upTo(timed.messages));
  });

  it("stops right after a match's next goal, and the next pump plays on from it", async () => {
    const { feed, messages, clock } = recordingFeed();
    await feed.idle();
    // The goals of the matches already in play when the world started, as the control reads them from the book.
    const goals = new Map<string, number>();
    for (const message of messages)
      if (message.type === 'odds_change')
        goals.set(message.eventId, message.eventState.score.home + message.eventState.score.away);
    const landed = await feed.jump(120 * minute, jumpStop('goal', goals));
    expect(landed.stopped).toBe(true);
    const last = messages.at(-1);
    expect(last?.type).toBe('odds_change');
    if (last?.type !== 'odds_change') return;
    expect(last.eventState.score.home + last.eventState.score.away).toBe((goals.get(last.eventId) ?? 0) + 1);
    expect(Date.parse(last.at)).toBe(landed.at);
    expect(feed.now()).toBe(landed.at);
    const seen = messages.length;
    await clock.advance(30_000);
    await feed.stop();
    expect(messages.slice(seen).every((message) => 'at' in message && Date.parse(message.at) > landed.at)).toBe(true);
  });

  it('stops once the chosen match closes', async () => {
    const { feed, messages } = recordingFeed();
    await feed.idle();
    // A match still in play when the world started (its latest price says live): it ends within two hours.
    const latest = new Map<string, FeedMessage>();
    for (const message of messages) if (message.type === 'odds_change') latest.set(message.eventId, message);
    const first = [...latest.values()].find(
      (message) => message.type === 'odds_change' && message.eventState.status === 1,
    );
    if (first?.type !== 'odds_change') throw new Error('no match in play');
    const landed = await feed.jump(240 * minute, jumpStop('closed', new Map(), first.eventId));
    expect(landed.stopped).toBe(true);
    await feed.stop();
    const last = messages.at(-1);
    // Full time is one moment: the final price, the results, then the price that closes the match.
    expect(last?.type === 'odds_change' && last.eventId === first.eventId && last.eventState.status).toBe(4);
    const results = messages.filter(
      (message) => message.type === 'bet_settlement' && message.eventId === first.eventId,
    );
    expect(results.some((message) => 'at' in message && Date.parse(message.at) === landed.at)).toBe(true);
  });
});
