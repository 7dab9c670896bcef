import type { EventState, MarketStatus } from '../domain/sportsbook-model.js';
import type {
  BetCancel,
  BetSettlement,
  BetStop,
  FeedMarket,
  FeedProducer,
  Fixture,
  FixtureChange,
  OddsChange,
  RollbackBetSettlement,
} from './feed-messages.js';

/** Small builders of feed messages for tests of the consumer and of whatever reads what it stores. */
export function testFixture(eventId: string, overrides: Partial<Fixture> = {}): Fixture {
  return {
    eventId,
    sport: 'football',
    competitionId: 'league-1',
    competitionName: { th: 'ลีกทดสอบ', en: 'Test League' },
    tier: 1,
    home: { id: 'home-fc', name: { th: 'ทีมเหย้า', en: 'Home FC' } },
    away: { id: 'away-fc', name: { th: 'ทีมเยือน', en: 'Away FC' } },
    startTime: '2026-11-27T12:00:00.000Z',
    ...overrides,
  };
}

export const testEventState = (overrides: Partial<EventState> = {}): EventState => ({
  status: 0,
  matchStatus: '',
  clockSeconds: 0,
  score: { home: 0, away: 0 },
  periodScores: [],
  ...overrides,
});

export function testMarket(
  type: FeedMarket['type'],
  specifiers: string,
  prices: Record<string, number>,
  status: MarketStatus = 1,
  isMainLine = true,
): FeedMarket {
  const ids = Object.keys(prices);
  return {
    type,
    specifiers,
    status,
    isMainLine,
    outcomes: ids.map((id) => ({
      id,
      oddsMilli: prices[id] ?? 0,
      probability: 1 / ids.length,
      active: true,
    })),
  };
}

/** A sequence of messages for one event: each call takes the next `seq`. */
export function eventFeed(eventId: string, producer: FeedProducer = 'pre') {
  let seq = 0;
  const base = () => ({ eventId, producer, at: new Date().toISOString(), seq: (seq += 1) });
  return {
    get seq() {
      return seq;
    },
    fixture: (overrides: Partial<Fixture> = {}): FixtureChange => ({
      ...base(),
      type: 'fixture_change',
      changeType: 'NEW',
      fixture: testFixture(eventId, overrides),
    }),
    odds: (markets: FeedMarket[], state: Partial<EventState> = {}, from: FeedProducer = producer): OddsChange => ({
      ...base(),
      producer: from,
      type: 'odds_change',
      eventState: testEventState(state),
      markets,
    }),
    betStop: (groups: string[]): BetStop => ({ ...base(), type: 'bet_stop', groups, reason: 1 }),
    settle: (
      markets: { type: FeedMarket['type']; specifiers: string; outcomes: { outcomeId: string; result: 0 | 1 }[] }[],
      certainty: 1 | 2 = 2,
    ): BetSettlement => ({
      ...base(),
      type: 'bet_settlement',
      certainty,
      facts: { sport: 'football', fullTime: { home: 1, away: 0 } },
      markets,
    }),
    rollback: (markets: { type: FeedMarket['type']; specifiers: string }[]): RollbackBetSettlement => ({
      ...base(),
      type: 'rollback_bet_settlement',
      markets,
    }),
    cancel: (
      markets: { type: FeedMarket['type']; specifiers: string }[],
      window: { startTime?: string; endTime?: string } = {},
    ): BetCancel => ({ ...base(), type: 'bet_cancel', voidReason: 'EVENT_CANCELLED', markets, ...window }),
    /** Skips `count` numbers, as a lost message would. */
    skip(count: number) {
      seq += count;
    },
  };
}
