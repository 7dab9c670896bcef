import { useQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { EventView } from '../../src/api/player-api.js';
import { eventQueryKey, getEvent } from '../api/get-event';
import { EventClock } from '../board/event-rows';
import { OddsButton } from '../board/odds-button';
import { ErrorNotice } from '../layout/error-notice';
import { marketNameOf } from '../lib/market-names';
import { outcomeNameOf } from '../lib/outcome-label';
import { useSlip } from '../slip/slip-store';

type MarketView = EventView['markets'][number];

/** Markets of one type together, main line first, as the event page lists them. */
function groupsOf(markets: MarketView[]): { type: string; markets: MarketView[] }[] {
  const groups = new Map<string, MarketView[]>();
  for (const market of markets) {
    if (market.status === 0) continue;
    groups.set(market.type, [...(groups.get(market.type) ?? []), market]);
  }
  return [...groups].map(([type, list]) => ({
    type,
    markets: [...list].sort((left, right) => Number(right.isMainLine) - Number(left.isMainLine)),
  }));
}

export function EventPage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const { applyPrices } = useSlip();
  const event = useQuery({
    queryKey: eventQueryKey(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    refetchInterval: 15_000,
  });
  useEffect(() => {
    if (event.data) applyPrices(event.data.eventId, event.data.markets);
  }, [event.data, applyPrices]);

  return (
    <div className="page">
      <Link to="/" className="back-link">
        <ChevronLeft size={16} aria-hidden="true" /> {t('nav.board')}
      </Link>
      {event.isPending && <p className="empty-state">{t('common.loading')}</p>}
      {event.isError && <ErrorNotice error={event.error} onRetry={() => void event.refetch()} />}
      {event.data && (
        <>
          <header className="event-header">
            <p className="text-text-2 text-xs">{event.data.competitionName}</p>
            <div className="event-header-teams">
              <span>{event.data.home}</span>
              <span className="event-header-score">
                {event.data.live ? `${event.data.score.home} : ${event.data.score.away}` : t('board.versus')}
              </span>
              <span>{event.data.away}</span>
            </div>
            <EventClock event={event.data} />
          </header>
          {groupsOf(event.data.markets).map((group) => (
            <section key={group.type} className="market-group">
              <h3 className="market-group-title">{marketNameOf(t, group.type)}</h3>
              {group.markets.map((market) => (
                <div key={market.key} className="market-row">
                  {market.lineLabel && <span className="market-line">{market.lineLabel}</span>}
                  <div className="market-outcomes">
                    {market.outcomes.map((outcome) => (
                      <OddsButton
                        key={outcome.id}
                        event={event.data}
                        market={market}
                        outcome={outcome}
                        caption={outcomeNameOf(t, event.data, outcome)}
                        wide
                      />
                    ))}
                  </div>
                </div>
              ))}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
