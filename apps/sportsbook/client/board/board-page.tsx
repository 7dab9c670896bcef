import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boardTabs, type BoardAnswer } from '../../src/api/player-api.js';
import type { SportKey } from '../../src/domain/sportsbook-model.js';
import { boardQueryKey, getBoard, type BoardTab } from '../api/get-board';
import { ErrorNotice } from '../layout/error-notice';
import { useSport } from '../layout/sport-context';
import { useSlip } from '../slip/slip-store';
import { CockfightArena } from './cockfight-arena';
import { EsportsEventRows, FootballEventRows } from './event-rows';

function ColumnHeaders({ sport }: { sport: SportKey }) {
  const { t } = useTranslation();
  if (sport === 'esports') {
    return (
      <div className="column-headers event-grid-esports" aria-hidden="true">
        <span>{t('board.columns.time')}</span>
        <span>{t('board.columns.match')}</span>
        <span>{t('board.columns.winner')}</span>
        <span>{t('board.columns.mapHandicap')}</span>
        <span>{t('board.columns.totalMaps')}</span>
        <span />
      </div>
    );
  }
  return (
    <div className="column-headers event-grid-football" aria-hidden="true">
      <span>{t('board.columns.time')}</span>
      <span>{t('board.columns.match')}</span>
      <span>{t('board.columns.fullTimeHandicap')}</span>
      <span>{t('board.columns.fullTimeTotal')}</span>
      <span>{t('board.columns.fullTime1x2')}</span>
      <span className="wide-only">{t('board.columns.firstHalfHandicap')}</span>
      <span className="wide-only">{t('board.columns.firstHalfTotal')}</span>
      <span />
    </div>
  );
}

function Competition({ competition, sport }: { competition: BoardAnswer['competitions'][number]; sport: SportKey }) {
  const [open, setOpen] = useState(true);
  const { t } = useTranslation();
  return (
    <section className="competition">
      <button
        type="button"
        className="competition-header"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDown size={16} className={`transition-transform ${open ? '' : '-rotate-90'}`} aria-hidden="true" />
        <span className="competition-name">{competition.name}</span>
        <span className="competition-count">{t('board.eventCount', { count: competition.events.length })}</span>
      </button>
      {open && (
        <div>
          <ColumnHeaders sport={sport} />
          {competition.events.map((event) =>
            sport === 'esports' ? (
              <EsportsEventRows key={event.eventId} event={event} />
            ) : (
              <FootballEventRows key={event.eventId} event={event} />
            ),
          )}
        </div>
      )}
    </section>
  );
}

/** The Asian board (reference §7.1, §7.2): tabs, leagues grouped and collapsible, one block per event. */
export function BoardPage() {
  const { t } = useTranslation();
  const { sport } = useSport();
  const slip = useSlip();
  const [tab, setTab] = useState<BoardTab>('today');
  // The arena shows the fight in the ring (in-play) and the ones after it (today) on one page.
  const effectiveTab = sport === 'cockfight' ? 'live' : tab;
  const board = useQuery({
    queryKey: boardQueryKey(sport, effectiveTab),
    queryFn: ({ signal }) => getBoard(sport, effectiveTab, signal),
    // The stream patches prices in between; this catches new events and lines the stream only announces.
    refetchInterval: effectiveTab === 'live' ? 10_000 : 60_000,
  });
  const upcomingFights = useQuery({
    queryKey: boardQueryKey(sport, 'today'),
    queryFn: ({ signal }) => getBoard(sport, 'today', signal),
    enabled: sport === 'cockfight',
    refetchInterval: 10_000,
  });

  const { applyPrices } = slip;
  useEffect(() => {
    for (const event of board.data?.competitions.flatMap((competition) => competition.events) ?? []) {
      applyPrices(event.eventId, event.markets);
    }
  }, [board.data, applyPrices]);

  const chooseTab = (next: BoardTab) => {
    setTab(next);
    if (next === 'parlay') slip.setMode('parlay');
  };

  const tabLabels: Record<BoardTab, string> = {
    live: t('board.tabs.live'),
    today: t('board.tabs.today'),
    early: t('board.tabs.early'),
    parlay: t('board.tabs.parlay'),
    outright: t('board.tabs.outright'),
  };

  return (
    <div className="board">
      {sport !== 'cockfight' && (
        <nav className="board-tabs" aria-label={t('board.tabsLabel')}>
          {boardTabs.map((name) => (
            <button
              key={name}
              type="button"
              className={`board-tab ${tab === name ? 'board-tab-active' : ''}`}
              aria-current={tab === name ? 'page' : undefined}
              onClick={() => chooseTab(name)}
            >
              {name === 'live' && <span className="live-dot" aria-hidden="true" />}
              {tabLabels[name]}
            </button>
          ))}
        </nav>
      )}
      {board.isPending && <p className="empty-state">{t('common.loading')}</p>}
      {board.isError && <ErrorNotice error={board.error} onRetry={() => void board.refetch()} />}
      {board.data && sport === 'cockfight' && (
        <CockfightArena
          events={[...board.data.competitions, ...(upcomingFights.data?.competitions ?? [])].flatMap(
            (competition) => competition.events,
          )}
        />
      )}
      {board.data && sport !== 'cockfight' && board.data.competitions.length === 0 && (
        <p className="empty-state">{t('board.empty')}</p>
      )}
      {board.data &&
        sport !== 'cockfight' &&
        board.data.competitions.map((competition) => (
          <Competition key={competition.competitionId} competition={competition} sport={sport} />
        ))}
    </div>
  );
}
