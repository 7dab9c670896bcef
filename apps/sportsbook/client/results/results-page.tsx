import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getResults, resultsQueryKey } from '../api/get-results';
import { ErrorNotice } from '../layout/error-notice';
import { useSport } from '../layout/sport-context';
import { dayOf, formatDate, formatTime } from '../lib/format-date';
import { useSession } from '../lib/session-context';
import { fightWinnerOf, isCancelledResult, resultsByCompetition } from './result-reading';

/** Finished events by day (the brand's days), with the final and period scores. */
export function ResultsPage() {
  const { t } = useTranslation();
  const { sport } = useSport();
  const { timeZone } = useSession();
  const [day, setDay] = useState(() => dayOf(new Date(), timeZone));
  const results = useQuery({
    queryKey: resultsQueryKey(sport, day),
    queryFn: ({ signal }) => getResults(sport, day, signal),
  });
  const winnerLabel = { meron: t('cockfight.meron'), wala: t('cockfight.wala'), draw: t('cockfight.draw') };
  return (
    <div className="page">
      <div className="flex items-center justify-between gap-2">
        <h2 className="page-title">{t('results.title')}</h2>
        <label className="flex items-center gap-2 text-sm text-text-2">
          <span>{t('results.day')}</span>
          <input
            type="date"
            className="date-input"
            value={day}
            max={dayOf(new Date(), timeZone)}
            onChange={(event) => event.target.value && setDay(event.target.value)}
          />
        </label>
      </div>
      <p className="text-text-3 text-xs">{formatDate(`${day}T12:00:00Z`, 'UTC')}</p>
      {results.isPending && <p className="empty-state">{t('common.loading')}</p>}
      {results.isError && <ErrorNotice error={results.error} onRetry={() => void results.refetch()} />}
      {results.data?.events.length === 0 && <p className="empty-state">{t('results.empty')}</p>}
      {resultsByCompetition(results.data?.events ?? []).map((competition) => (
        <section key={competition.name} className="competition">
          <h3 className="competition-header">{competition.name}</h3>
          <ul>
            {competition.events.map((event) => (
              <li key={event.eventId} className="result-row">
                <span className="text-text-3 tabular-nums">{formatTime(event.startTime, timeZone)}</span>
                <span className="result-teams">
                  {event.home} <span className="text-text-3">{t('board.versus')}</span> {event.away}
                </span>
                <span className="result-score">
                  {isCancelledResult(event)
                    ? t('results.cancelled')
                    : event.sport === 'cockfight'
                      ? winnerLabel[fightWinnerOf(event)]
                      : `${event.score.home} : ${event.score.away}`}
                </span>
                {!isCancelledResult(event) && event.periodScores.length > 0 && (
                  <span className="result-periods">
                    {event.periodScores.map((period) => `${period.home}:${period.away}`).join(' · ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
