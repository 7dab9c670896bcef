import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventView } from '../../src/api/player-api.js';
import { formatDate, formatTime } from '../lib/format-date';
import { useSession } from '../lib/session-context';
import { OddsButton } from './odds-button';

type MarketView = EventView['markets'][number];

/** The main line of a market type on this event (the board shows main lines only; the event page shows all). */
export function mainMarketOf(event: EventView, types: readonly string[]): MarketView | undefined {
  const ofType = event.markets.filter((market) => types.includes(market.type) && market.status !== 0);
  return ofType.find((market) => market.isMainLine) ?? ofType[0];
}

/** Which side gives the handicap, read from the Asian line text: unsigned when home gives, `-` when away gives. */
export function giverOf(lineLabel: string): 'home' | 'away' | undefined {
  if (lineLabel === '' || lineLabel === '0') return undefined;
  return lineLabel.startsWith('-') ? 'away' : 'home';
}

const outcomeOf = (market: MarketView | undefined, id: string) => market?.outcomes.find((outcome) => outcome.id === id);

/** The time cell: kick-off date and time before the start; score, minute or half-time while live. */
export function EventClock({ event }: { event: EventView }) {
  const { t } = useTranslation();
  const { timeZone } = useSession();
  if (!event.live) {
    return (
      <div className="event-clock">
        <span>{formatDate(event.startTime, timeZone).slice(5)}</span>
        <span className="text-text">{formatTime(event.startTime, timeZone)}</span>
      </div>
    );
  }
  const minute = Math.floor(event.clockSeconds / 60) + 1;
  const period =
    event.matchStatus === 'HT'
      ? t('board.halfTime')
      : event.sport === 'football'
        ? `${Math.min(minute, 90)}'`
        : event.matchStatus.startsWith('MAP_')
          ? t('markets.map_number', { n: Number(event.matchStatus.slice(4)) })
          : event.matchStatus === 'BETWEEN_MAPS'
            ? t('board.betweenMaps')
            : '';
  return (
    <div className="event-clock event-clock-live">
      <span className="live-badge">{t('board.live')}</span>
      <span>{period}</span>
    </div>
  );
}

function TeamsColumn({ event, giver, withDraw }: { event: EventView; giver?: 'home' | 'away'; withDraw: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="event-teams">
      <div className={`team-row ${giver === 'home' ? 'team-giving' : ''}`}>
        <span className="team-name">{event.home}</span>
        {event.live && <span className="team-score">{event.score.home}</span>}
      </div>
      <div className={`team-row ${giver === 'away' ? 'team-giving' : ''}`}>
        <span className="team-name">{event.away}</span>
        {event.live && <span className="team-score">{event.score.away}</span>}
      </div>
      {withDraw && <div className="team-row team-draw">{t('board.draw')}</div>}
    </div>
  );
}

function HandicapColumn({ event, market, rows }: { event: EventView; market?: MarketView; rows: number }) {
  const giver = market ? giverOf(market.lineLabel) : undefined;
  const line = market?.lineLabel.replace(/^-/, '') ?? '';
  return (
    <div className="market-column" style={{ gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))` }}>
      {market ? (
        <>
          <OddsButton
            event={event}
            market={market}
            outcome={outcomeOf(market, 'home')}
            caption={giver === 'home' || giver === undefined ? line : ''}
          />
          <OddsButton
            event={event}
            market={market}
            outcome={outcomeOf(market, 'away')}
            caption={giver === 'away' ? line : ''}
          />
        </>
      ) : (
        <EmptyCells count={2} />
      )}
    </div>
  );
}

function TotalColumn({ event, market, rows }: { event: EventView; market?: MarketView; rows: number }) {
  const { t } = useTranslation();
  return (
    <div className="market-column" style={{ gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))` }}>
      {market ? (
        <>
          <OddsButton
            event={event}
            market={market}
            outcome={outcomeOf(market, 'over')}
            caption={`${market.lineLabel} ${t('board.overShort')}`}
          />
          <OddsButton
            event={event}
            market={market}
            outcome={outcomeOf(market, 'under')}
            caption={t('board.underShort')}
          />
        </>
      ) : (
        <EmptyCells count={2} />
      )}
    </div>
  );
}

function ThreeWayColumn({ event, market }: { event: EventView; market?: MarketView }) {
  return (
    <div className="market-column" style={{ gridTemplateRows: 'repeat(3, minmax(0, 1fr))' }}>
      {market ? (
        <>
          <OddsButton event={event} market={market} outcome={outcomeOf(market, '1')} />
          <OddsButton event={event} market={market} outcome={outcomeOf(market, '2')} />
          <OddsButton event={event} market={market} outcome={outcomeOf(market, 'X')} />
        </>
      ) : (
        <EmptyCells count={3} />
      )}
    </div>
  );
}

function EmptyCells({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => <span key={index} className="odds-cell odds-empty" />);
}

function MoreLink({ event }: { event: EventView }) {
  const { t } = useTranslation();
  return (
    <Link className="more-link" to={`/event/${encodeURIComponent(event.eventId)}`} aria-label={t('board.allMarkets')}>
      {event.moreMarkets > 0 ? `+${event.moreMarkets}` : '›'}
    </Link>
  );
}

function isSuspended(event: EventView): boolean {
  return event.markets.length > 0 && event.markets.every((market) => market.status !== 1);
}

/** One football event: FT handicap, FT over/under and FT 1X2 (and the first half's on a wide screen). */
export function FootballEventRows({ event }: { event: EventView }) {
  const handicap = mainMarketOf(event, ['ft_ah_rest', 'ft_ah']);
  const total = mainMarketOf(event, ['ft_ou']);
  const threeWay = mainMarketOf(event, ['ft_1x2']);
  const firstHalfHandicap = mainMarketOf(event, ['1h_ah']);
  const firstHalfTotal = mainMarketOf(event, ['1h_ou']);
  return (
    <article
      className={`event-block event-grid-football ${isSuspended(event) ? 'event-suspended' : ''}`}
      data-event-id={event.eventId}
    >
      <EventClock event={event} />
      <TeamsColumn event={event} giver={handicap ? giverOf(handicap.lineLabel) : undefined} withDraw />
      <HandicapColumn event={event} market={handicap} rows={3} />
      <TotalColumn event={event} market={total} rows={3} />
      <ThreeWayColumn event={event} market={threeWay} />
      <div className="wide-only">
        <HandicapColumn event={event} market={firstHalfHandicap} rows={3} />
      </div>
      <div className="wide-only">
        <TotalColumn event={event} market={firstHalfTotal} rows={3} />
      </div>
      <MoreLink event={event} />
    </article>
  );
}

/** One e-sports match: match winner, map handicap and total maps. */
export function EsportsEventRows({ event }: { event: EventView }) {
  const winner = mainMarketOf(event, ['esp_match']);
  const mapHandicap = mainMarketOf(event, ['esp_map_hcp']);
  const totalMaps = mainMarketOf(event, ['esp_total_maps']);
  return (
    <article
      className={`event-block event-grid-esports ${isSuspended(event) ? 'event-suspended' : ''}`}
      data-event-id={event.eventId}
    >
      <EventClock event={event} />
      <TeamsColumn event={event} giver={mapHandicap ? giverOf(mapHandicap.lineLabel) : undefined} withDraw={false} />
      <div className="market-column" style={{ gridTemplateRows: 'repeat(2, minmax(0, 1fr))' }}>
        {winner ? (
          <>
            <OddsButton event={event} market={winner} outcome={outcomeOf(winner, 'home')} />
            <OddsButton event={event} market={winner} outcome={outcomeOf(winner, 'away')} />
          </>
        ) : (
          <EmptyCells count={2} />
        )}
      </div>
      <HandicapColumn event={event} market={mapHandicap} rows={2} />
      <TotalColumn event={event} market={totalMaps} rows={2} />
      <MoreLink event={event} />
    </article>
  );
}
