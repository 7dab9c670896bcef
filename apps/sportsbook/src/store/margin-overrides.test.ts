import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedMessage } from '../feed/feed-messages.js';
import { derivedDaySeeds } from '../simulator/day-seeds.js';
import { defaultMarginTable, marginOf } from '../simulator/margins.js';
import { createSimulatedFeed } from '../simulator/simulated-feed.js';
import { createSteppedClock } from '../simulator/simulator-clock.js';
import {
  checkMarginRows,
  createMarginSource,
  defaultMarginRows,
  marginTableWith,
  readMarginOverrides,
  replaceMarginOverrides,
} from './margin-overrides.js';
import type { SportsbookDatabase } from './sportsbook-database.js';
import { createTestSportsbookDatabase, testDatabaseKinds } from './test-database.js';
import type { TestDatabase } from './test-database.js';

const seeds = derivedDaySeeds('margin-overrides-test-secret');

/** The implied probabilities of a market's priced outcomes, summed: 1 + its overround. */
const bookOf = (outcomes: { oddsMilli: number }[]) =>
  outcomes.reduce((sum, outcome) => sum + 1000 / outcome.oddsMilli, 0);

/** Pre-match full-time 1X2 books in odds changes (live ones near the end sit on the ladder's floor). */
function preMatchOneXTwo(messages: FeedMessage[]): number[] {
  return messages.flatMap((message) =>
    message.type === 'odds_change' && message.eventState.status === 0
      ? message.markets
          .filter((market) => market.type === 'ft_1x2' && market.status === 1 && market.outcomes.length === 3)
          .map((market) => bookOf(market.outcomes))
      : [],
  );
}

describe('operator margins', () => {
  it('checks rows: known tiers and market types of the sport, bounded margins, no row twice', () => {
    expect(checkMarginRows([{ sport: 'football', tier: 2, marketType: 'ft_ah', marginBasisPoints: 350 }])).toEqual({
      rows: [{ sport: 'football', tier: 2, marketType: 'ft_ah', marginBasisPoints: 350 }],
    });
    expect(checkMarginRows([{ sport: 'football', tier: 1, marketType: 'cf_winner', marginBasisPoints: 500 }])).toEqual({
      problem: 'football has no market type cf_winner',
    });
    expect(checkMarginRows([{ sport: 'esports', tier: 4, marketType: '*', marginBasisPoints: 500 }])).toHaveProperty(
      'problem',
    );
    expect(checkMarginRows([{ sport: 'esports', tier: 1, marketType: '*', marginBasisPoints: 3001 }])).toHaveProperty(
      'problem',
    );
    const twice = { sport: 'cockfight', tier: 1, marketType: 'cf_winner', marginBasisPoints: 400 } as const;
    expect(checkMarginRows([twice, twice])).toEqual({ problem: 'cockfight|1|cf_winner is given twice' });
  });

  it("prices with a named type's margin over the sport and tier's `*`, over the defaults; alternates add their extra", () => {
    const table = marginTableWith([
      { sport: 'football', tier: 2, marketType: '*', marginBasisPoints: 800 },
      { sport: 'football', tier: 2, marketType: 'ft_ou', marginBasisPoints: 300 },
    ]);
    expect(marginOf(table, 'football', 2, 'ft_ou')).toBeCloseTo(0.03);
    expect(marginOf(table, 'football', 2, 'ft_ah')).toBeCloseTo(0.08);
    expect(marginOf(table, 'football', 2, 'ft_ah', false)).toBeCloseTo(0.09);
    // Another tier keeps the defaults: 4 % plus tier 3's extra 1 %.
    expect(marginOf(table, 'football', 3, 'ft_ah')).toBeCloseTo(0.05);
    const defaults = defaultMarginRows();
    expect(defaults).toContainEqual({ sport: 'football', tier: 3, marketType: 'ft_1x2', marginBasisPoints: 650 });
    expect(defaults).toContainEqual({ sport: 'cockfight', tier: 1, marketType: 'cf_winner', marginBasisPoints: 500 });
  });

  for (const kind of testDatabaseKinds)
    describe(`on ${kind}`, () => {
      let database: TestDatabase;
      let writer: SportsbookDatabase;
      beforeAll(async () => {
        database = await createTestSportsbookDatabase(kind);
        // On PostgreSQL the change is saved through another instance's connection than the feed's.
        writer = (await database.openAnother?.()) ?? database;
      }, 180_000);
      afterAll(async () => {
        await database.close();
      });

      it('moves the overround of markets priced after an operator saves a margin, whichever instance saved it', async () => {
        const source = createMarginSource({ db: database.db });
        const clock = createSteppedClock(Date.parse('2026-11-26T05:00:00Z'));
        const feed = createSimulatedFeed({
          clock,
          seeds,
          horizonDays: 0.3,
          sports: ['football'],
          speed: 60,
          margins: source.current,
          beforePump: source.refresh,
        });
        const messages: FeedMessage[] = [];
        feed.subscribe(async (message) => {
          messages.push(message);
        });
        feed.start();
        await clock.advance(60_000);
        await feed.idle();
        const before = preMatchOneXTwo(messages.splice(0));

        await writer.transaction((transaction) =>
          replaceMarginOverrides(
            transaction,
            [1, 2, 3].map((tier) => ({
              sport: 'football' as const,
              tier: tier as 1 | 2 | 3,
              marketType: 'ft_1x2' as const,
              marginBasisPoints: 2_000,
            })),
            'alice',
          ),
        );
        await clock.advance(60_000);
        await feed.stop();
        const after = preMatchOneXTwo(messages);

        expect(before.length).toBeGreaterThan(0);
        expect(after.length).toBeGreaterThan(0);
        // The defaults: 5.5 % plus at most tier 3's 1 %, a little more from rounding every price down.
        for (const book of before) expect(book).toBeLessThan(1.08);
        for (const book of after) {
          expect(book).toBeGreaterThanOrEqual(1.2);
          expect(book).toBeLessThan(1.22);
        }
        expect(await readMarginOverrides(database.db)).toHaveLength(3);
        expect(defaultMarginTable.overrides).toBeUndefined();
      }, 120_000);
    });
});
