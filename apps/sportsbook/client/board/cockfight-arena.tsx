import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventView, ResultsAnswer } from '../../src/api/player-api.js';
import { getResults, resultsQueryKey } from '../api/get-results';
import { formatTime } from '../lib/format-date';
import { useSession } from '../lib/session-context';
import { fightWinnerOf, isCancelledResult } from '../results/result-reading';
import { OddsButton } from './odds-button';
import { mainMarketOf } from './event-rows';

/** The fight states the feed reports (reference §7.6), each with its own label and colour. */
const fightStates = ['BETTING_OPEN', 'LAST_CALL', 'CLOSED', 'FIGHTING', 'RESULT'] as const;
type FightState = (typeof fightStates)[number];

function fightStateOf(event: EventView): FightState | 'SCHEDULED' {
  return fightStates.find((state) => state === event.matchStatus) ?? 'SCHEDULED';
}

/**
 * Betting on a fight closes this long after its scheduled start (the simulator's `fightPhases.closedAfterSeconds`;
 * the feed sends no betting clock for a fight, so the arena counts down to it in the browser).
 */
const bettingClosesAfterSeconds = 145;

function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

function FightCard({ fight, number }: { fight: EventView; number: number }) {
  const { t } = useTranslation();
  const state = fightStateOf(fight);
  const countdown = useSecondsUntil(new Date(fight.startTime).getTime() + bettingClosesAfterSeconds * 1000);
  const market = mainMarketOf(fight, ['cf_winner']);
  const outcome = (id: string) => market?.outcomes.find((candidate) => candidate.id === id);
  const stateLabel = {
    SCHEDULED: t('cockfight.state.SCHEDULED'),
    BETTING_OPEN: t('cockfight.state.BETTING_OPEN'),
    LAST_CALL: t('cockfight.state.LAST_CALL'),
    CLOSED: t('cockfight.state.CLOSED'),
    FIGHTING: t('cockfight.state.FIGHTING'),
    RESULT: t('cockfight.state.RESULT'),
  }[state];
  return (
    <section className="arena-card" data-event-id={fight.eventId}>
      <div className="arena-video" aria-hidden="true">
        <span className="arena-video-label">{t('cockfight.videoPlaceholder')}</span>
      </div>
      <div className="arena-header">
        <span className="arena-number">{t('cockfight.fightNumber', { n: number })}</span>
        <span className={`arena-state arena-state-${state.toLowerCase()}`}>{stateLabel}</span>
        {(state === 'BETTING_OPEN' || state === 'LAST_CALL') && (
          <span className="arena-countdown" aria-live="polite">
            {t('cockfight.closesIn', { seconds: countdown })}
          </span>
        )}
      </div>
      <div className="arena-sides">
        <div className="arena-side arena-meron">
          <span className="arena-side-name">{t('cockfight.meron')}</span>
          <span className="arena-cock">{fight.home}</span>
          {market && <OddsButton event={fight} market={market} outcome={outcome('meron')} wide />}
        </div>
        <div className="arena-side arena-draw">
          <span className="arena-side-name">{t('cockfight.draw')}</span>
          <span className="arena-cock">{t('cockfight.drawPays')}</span>
          {market && <OddsButton event={fight} market={market} outcome={outcome('draw')} wide />}
        </div>
        <div className="arena-side arena-wala">
          <span className="arena-side-name">{t('cockfight.wala')}</span>
          <span className="arena-cock">{fight.away}</span>
          {market && <OddsButton event={fight} market={market} outcome={outcome('wala')} wide />}
        </div>
      </div>
      <p className="arena-rule">{t('cockfight.drawRule')}</p>
    </section>
  );
}

const winnerOrVoid = (fight: ResultsAnswer['events'][number]) =>
  isCancelledResult(fight) ? 'void' : fightWinnerOf(fight);

/** The trend road: M, W or D per finished fight today, oldest first. */
function TrendRoad({ fights }: { fights: ResultsAnswer['events'] }) {
  const { t } = useTranslation();
  if (fights.length === 0) return null;
  return (
    <section className="trend-road" aria-label={t('cockfight.trend')}>
      <h3 className="section-title">{t('cockfight.trend')}</h3>
      <ol className="trend-cells">
        {fights.map((fight) => (
          <li key={fight.eventId} className={`trend-cell trend-${winnerOrVoid(fight)}`}>
            {
              {
                meron: t('cockfight.meronShort'),
                wala: t('cockfight.walaShort'),
                draw: t('cockfight.drawShort'),
                void: '–',
              }[winnerOrVoid(fight)]
            }
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The cockfight arena (reference §7.6): the current fight first, then the next ones on the schedule. */
export function CockfightArena({ events }: { events: EventView[] }) {
  const { t } = useTranslation();
  const { timeZone } = useSession();
  const results = useQuery({
    queryKey: resultsQueryKey('cockfight', undefined),
    queryFn: ({ signal }) => getResults('cockfight', undefined, signal),
    refetchInterval: 30_000,
  });
  const finished = results.data?.events ?? [];
  const ordered = [...events].sort((left, right) => left.startTime.localeCompare(right.startTime));
  const current = ordered.find((event) => event.live) ?? ordered[0];
  const next = ordered.filter((event) => event !== current).slice(0, 6);
  if (!current) return <p className="empty-state">{t('cockfight.noFights')}</p>;
  return (
    <div className="arena">
      <FightCard fight={current} number={finished.length + 1} />
      <TrendRoad fights={finished} />
      {next.length > 0 && (
        <section>
          <h3 className="section-title">{t('cockfight.nextFights')}</h3>
          <ul className="arena-next">
            {next.map((fight) => (
              <li key={fight.eventId} className="arena-next-row">
                <span className="text-text-2 tabular-nums">{formatTime(fight.startTime, timeZone)}</span>
                <span className="arena-next-names">
                  <span className="text-meron">{fight.home}</span>
                  <span className="text-text-3">{t('board.versus')}</span>
                  <span className="text-wala">{fight.away}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
