import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { BoardAnswer, EventView } from '../src/api/player-api.js';
import { boardQueryKey } from './api/get-board';
import { footballEventFixture } from './test/fixtures';
import { applyStreamMessage } from './use-event-stream';

function cachedBoard() {
  const queryClient = new QueryClient();
  const board: BoardAnswer = {
    competitions: [{ competitionId: 'c-1', name: 'Premier Division', events: [footballEventFixture] }],
  };
  queryClient.setQueryData(boardQueryKey('football', 'live'), board);
  queryClient.setQueryData(['event', 'ev-1'], footballEventFixture);
  const eventOf = (): EventView | undefined =>
    queryClient.getQueryData<BoardAnswer>(boardQueryKey('football', 'live'))?.competitions[0]?.events[0];
  return { queryClient, eventOf };
}

const handicapKey = 'ft_ah_rest|hcp=-0.5|score=1:0';

describe('the live stream on cached boards', () => {
  it('a bet stop locks the market on the board and on the event page; a reprice moves the price', () => {
    const { queryClient, eventOf } = cachedBoard();
    applyStreamMessage(queryClient, {
      type: 'markets',
      eventId: 'ev-1',
      sport: 'football',
      reason: 'bet_stop',
      markets: [
        {
          key: handicapKey,
          status: -1,
          oddsVersion: 5,
          isMainLine: true,
          outcomes: [
            { id: 'home', oddsMilli: 2010, active: true },
            { id: 'away', oddsMilli: 1850, active: true },
          ],
        },
      ],
    });
    const market = eventOf()?.markets.find((candidate) => candidate.key === handicapKey);
    expect(market?.status).toBe(-1);
    expect(market?.oddsVersion).toBe(5);
    expect(market?.outcomes.map((outcome) => outcome.oddsMilli)).toEqual([2010, 1850]);
    // Labels the stream does not carry are kept.
    expect(market?.outcomes[0]?.label).toBe('outcomes.home');
    const page = queryClient.getQueryData<EventView>(['event', 'ev-1']);
    expect(page?.markets.find((candidate) => candidate.key === handicapKey)?.status).toBe(-1);
  });

  it('a goal updates the score and clock; a line the page never saw makes it refetch', () => {
    const { queryClient, eventOf } = cachedBoard();
    applyStreamMessage(queryClient, {
      type: 'event',
      eventId: 'ev-1',
      sport: 'football',
      status: 1,
      live: true,
      matchStatus: '2H',
      clockSeconds: 4020,
      score: { home: 2, away: 0 },
    });
    expect(eventOf()?.score).toEqual({ home: 2, away: 0 });
    expect(eventOf()?.clockSeconds).toBe(4020);
    applyStreamMessage(queryClient, {
      type: 'markets',
      eventId: 'ev-1',
      sport: 'football',
      reason: 'odds',
      markets: [
        {
          key: 'ft_ah_rest|hcp=-0.5|score=2:0',
          status: 1,
          oddsVersion: 1,
          isMainLine: true,
          outcomes: [{ id: 'home', oddsMilli: 1900, active: true }],
        },
      ],
    });
    expect(queryClient.getQueryState(boardQueryKey('football', 'live'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['event', 'ev-1'])?.isInvalidated).toBe(true);
  });
});
