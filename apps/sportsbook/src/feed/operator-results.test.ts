import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketCancels, marketResults, markets } from '../store/feed.tables.js';
import { createTestSportsbookDatabase, testDatabaseKinds } from '../store/test-database.js';
import type { TestDatabase } from '../store/test-database.js';
import { createFeedConsumer } from './feed-consumer.js';
import type { FeedHooks } from './feed-consumer.js';
import { eventFeed, testMarket } from './feed-test-messages.js';

/** Records the hooks in the order they ran, as the tickets part would see them. */
function recordingHooks() {
  const calls: { hook: string; keys: string[] }[] = [];
  const hooks: FeedHooks = {
    onMarketsSettled: async (_eventId, keys) => void calls.push({ hook: 'settled', keys: [...keys].sort() }),
    onSettlementRolledBack: async (_eventId, keys) => void calls.push({ hook: 'rolledBack', keys: [...keys].sort() }),
    onMarketsCancelled: async (_eventId, keys) => void calls.push({ hook: 'cancelled', keys: [...keys].sort() }),
  };
  return { calls, hooks };
}

const operator = { operator: 'risk.desk', reason: 'feed sent no result' };

describe.each(testDatabaseKinds)('operator results on %s (decision 0064)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestSportsbookDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  async function pricedEvent(eventId: string) {
    const { calls, hooks } = recordingHooks();
    const consumer = createFeedConsumer({ database, hooks });
    const feed = eventFeed(eventId);
    await consumer.apply(feed.fixture());
    await consumer.apply(
      feed.odds([
        testMarket('ft_1x2', '', { '1': 2100, X: 3300, '2': 3400 }),
        testMarket('ft_ah', 'hcp=-0.25', { home: 1900, away: 1950 }),
        testMarket('1h_1x2', '', { '1': 2900, X: 2100, '2': 4000 }),
      ]),
    );
    await consumer.idle();
    return { consumer, calls, feed };
  }

  it('settles every market the facts decide, through the feed path, marked with the operator and reason', async () => {
    const { consumer, calls } = await pricedEvent('op-settle-1');
    const answer = await consumer.settleByOperator({
      eventId: 'op-settle-1',
      facts: { sport: 'football', halfTime: { home: 0, away: 0 }, fullTime: { home: 2, away: 1 } },
      ...operator,
    });
    expect(answer).toEqual({
      settledMarkets: expect.arrayContaining(['ft_1x2', 'ft_ah|hcp=-0.25', '1h_1x2']) as string[],
      resettledMarkets: [],
    });
    expect(calls).toEqual([{ hook: 'settled', keys: ['1h_1x2', 'ft_1x2', 'ft_ah|hcp=-0.25'] }]);
    const rows = await database.db
      .select()
      .from(marketResults)
      .where(and(eq(marketResults.eventId, 'op-settle-1'), eq(marketResults.marketKey, 'ft_1x2')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'operator', operatorName: 'risk.desk', reason: 'feed sent no result' });
    expect(rows[0]?.outcomes.find((outcome) => outcome.outcomeId === '1')?.result).toBe(1);
  });

  it('resettles a market whose result changes: its rollback runs before the new settlement, the rest stays', async () => {
    const { consumer, calls } = await pricedEvent('op-settle-2');
    const first = { sport: 'football', halfTime: { home: 0, away: 0 }, fullTime: { home: 1, away: 0 } } as const;
    await consumer.settleByOperator({ eventId: 'op-settle-2', facts: first, ...operator });
    calls.length = 0;
    // The away side's late goal stood after all: full time 1-1; the first half (0-0) is unchanged.
    const answer = await consumer.settleByOperator({
      eventId: 'op-settle-2',
      facts: { ...first, fullTime: { home: 1, away: 1 } },
      ...operator,
    });
    expect(answer?.settledMarkets).toEqual([]);
    expect([...(answer?.resettledMarkets ?? [])].sort()).toEqual(['ft_1x2', 'ft_ah|hcp=-0.25']);
    expect(calls).toEqual([
      { hook: 'rolledBack', keys: ['ft_1x2', 'ft_ah|hcp=-0.25'] },
      { hook: 'settled', keys: ['ft_1x2', 'ft_ah|hcp=-0.25'] },
    ]);
    const versions = await database.db
      .select({ version: marketResults.resultVersion, rolledBackAt: marketResults.rolledBackAt })
      .from(marketResults)
      .where(and(eq(marketResults.eventId, 'op-settle-2'), eq(marketResults.marketKey, 'ft_1x2')))
      .orderBy(asc(marketResults.resultVersion));
    expect(versions.map((row) => [row.version, row.rolledBackAt !== null])).toEqual([
      [1, true],
      [2, false],
    ]);
    // The same facts again change nothing and call nothing.
    calls.length = 0;
    const again = await consumer.settleByOperator({
      eventId: 'op-settle-2',
      facts: { ...first, fullTime: { home: 1, away: 1 } },
      ...operator,
    });
    expect(again).toEqual({ settledMarkets: [], resettledMarkets: [] });
    expect(calls).toEqual([]);
  });

  it('leaves the feed sequence alone, so the feed next message still applies', async () => {
    const { consumer, feed } = await pricedEvent('op-settle-3');
    await consumer.settleByOperator({
      eventId: 'op-settle-3',
      facts: { sport: 'football', halfTime: { home: 1, away: 0 } },
      ...operator,
    });
    expect(await consumer.apply(feed.betStop(['all']))).toBe('applied');
  });

  it('voids the event markets with the operator reason, and answers undefined for an unknown event', async () => {
    const { consumer, calls } = await pricedEvent('op-void-1');
    const answer = await consumer.voidByOperator({ eventId: 'op-void-1', voidReason: 'MANUAL', ...operator });
    expect([...(answer?.voidedMarkets ?? [])].sort()).toEqual(['1h_1x2', 'ft_1x2', 'ft_ah|hcp=-0.25']);
    expect(calls).toEqual([{ hook: 'cancelled', keys: ['1h_1x2', 'ft_1x2', 'ft_ah|hcp=-0.25'] }]);
    const cancels = await database.db.select().from(marketCancels).where(eq(marketCancels.eventId, 'op-void-1'));
    expect(cancels.every((row) => row.source === 'operator' && row.operatorName === 'risk.desk')).toBe(true);
    const statuses = await database.db
      .select({ status: markets.status })
      .from(markets)
      .where(eq(markets.eventId, 'op-void-1'));
    expect(statuses.every((row) => row.status === -4)).toBe(true);
    expect(
      await consumer.settleByOperator({
        eventId: 'no-such-event',
        facts: { sport: 'football', fullTime: { home: 0, away: 0 } },
        ...operator,
      }),
    ).toBeUndefined();
  });
});
