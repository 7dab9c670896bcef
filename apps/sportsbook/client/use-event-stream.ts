import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  playerApiPaths,
  streamMessageSchema,
  type BoardAnswer,
  type EventView,
  type StreamMessage,
} from '../src/api/player-api.js';
import { fairnessQueryKey } from './api/get-fairness';
import { sessionQueryKey } from './api/get-session';

type EventPatch = (event: EventView) => EventView | 'unknown-market';

/** Applies a change to one event wherever it is cached (every board tab and its event page). */
function patchEvent(queryClient: QueryClient, eventId: string, patch: EventPatch): void {
  let reload = false;
  const apply = (event: EventView): EventView => {
    if (event.eventId !== eventId) return event;
    const next = patch(event);
    if (next === 'unknown-market') {
      reload = true;
      return event;
    }
    return next;
  };
  for (const [key, board] of queryClient.getQueriesData<BoardAnswer>({ queryKey: ['board'] })) {
    if (!board) continue;
    queryClient.setQueryData<BoardAnswer>(key, {
      competitions: board.competitions.map((competition) => ({
        ...competition,
        events: competition.events.map(apply),
      })),
    });
  }
  const single = queryClient.getQueryData<EventView>(['event', eventId]);
  if (single) queryClient.setQueryData<EventView>(['event', eventId], apply(single));
  // A market the page has never seen (the next live line after a goal) comes with its labels only in a full answer.
  if (reload) {
    void queryClient.invalidateQueries({ queryKey: ['board'] });
    void queryClient.invalidateQueries({ queryKey: ['event', eventId] });
  }
}

export function applyStreamMessage(queryClient: QueryClient, message: StreamMessage): void {
  switch (message.type) {
    case 'event':
      patchEvent(queryClient, message.eventId, (event) => ({
        ...event,
        live: message.live,
        matchStatus: message.matchStatus,
        clockSeconds: message.clockSeconds,
        score: message.score,
      }));
      if (message.status >= 3) void queryClient.invalidateQueries({ queryKey: ['board'] });
      return;
    case 'markets':
      patchEvent(queryClient, message.eventId, (event) => {
        const known = new Set(event.markets.map((market) => market.key));
        if (message.markets.some((market) => !known.has(market.key) && market.status === 1)) return 'unknown-market';
        return {
          ...event,
          markets: event.markets.map((market) => {
            const update = message.markets.find((candidate) => candidate.key === market.key);
            if (!update) return market;
            return {
              ...market,
              status: update.status,
              oddsVersion: update.oddsVersion,
              isMainLine: update.isMainLine,
              outcomes: market.outcomes.map((outcome) => {
                const price = update.outcomes.find((candidate) => candidate.id === outcome.id);
                return price ? { ...outcome, oddsMilli: price.oddsMilli, active: price.active } : outcome;
              }),
            };
          }),
        };
      });
      return;
    case 'ticket':
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      return;
    case 'fairness':
      void queryClient.invalidateQueries({ queryKey: fairnessQueryKey });
      return;
  }
}

const messageTypes: StreamMessage['type'][] = ['event', 'markets', 'ticket', 'fairness'];

/**
 * Listens to the book's server-sent events once the session exists: prices and bet stops patch the cached boards
 * (so moved odds flash and suspended markets lock without a reload), ticket changes refresh My Bets and the balance.
 * EventSource reconnects by itself; after a reconnect the boards refetch to catch what was missed.
 */
export function useEventStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(playerApiPaths.stream, { withCredentials: true });
    let opened = false;
    const onMessage = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = streamMessageSchema.safeParse(data);
      if (parsed.success) applyStreamMessage(queryClient, parsed.data);
    };
    const onOpen = () => {
      if (opened) void queryClient.invalidateQueries({ queryKey: ['board'] });
      opened = true;
    };
    source.addEventListener('open', onOpen);
    for (const type of messageTypes) source.addEventListener(type, onMessage);
    source.addEventListener('message', onMessage);
    return () => source.close();
  }, [enabled, queryClient]);
}
