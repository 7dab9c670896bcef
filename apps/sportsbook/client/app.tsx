import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useSearchParams } from 'react-router';
import { sportKeys, type SportKey } from '../src/domain/sportsbook-model.js';
import { getSession, sessionQueryKey } from './api/get-session';
import { BoardPage } from './board/board-page';
import { EventPage } from './event/event-page';
import { FairnessPage } from './fairness/fairness-page';
import { i18n } from './i18n/i18n';
import { AppShell } from './layout/app-shell';
import { ErrorNotice } from './layout/error-notice';
import { SportContext } from './layout/sport-context';
import { OddsFormatProvider } from './lib/odds-format-preference';
import { SessionContext } from './lib/session-context';
import { MyBetsPage } from './my-bets/my-bets-page';
import { ResultsPage } from './results/results-page';
import { RulesPage } from './rules/rules-page';
import { SlipProvider } from './slip/slip-store';
import { useEventStream } from './use-event-stream';

function Screens() {
  const { t } = useTranslation();
  const [searchParameters] = useSearchParams();
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // The balance moves with the player's bets; the platform may move it too (a deposit in another tab).
    refetchInterval: 15_000,
  });
  const launched = sportKeys.find((key) => key === searchParameters.get('sport'));
  const [chosen, setChosen] = useState<SportKey | undefined>(undefined);
  const sport = chosen ?? launched ?? session.data?.sport ?? 'football';
  const sportValue = useMemo(() => ({ sport, setSport: setChosen }), [sport]);
  const language = session.data?.language;
  useEffect(() => {
    if (language && i18n.language !== language) void i18n.changeLanguage(language);
    if (language) document.documentElement.lang = language;
  }, [language]);
  useEventStream(Boolean(session.data));

  if (session.isPending) return <p className="empty-state">{t('common.loading')}</p>;
  if (session.isError) {
    return (
      <div className="p-4">
        <ErrorNotice error={session.error} onRetry={() => void session.refetch()} />
      </div>
    );
  }
  return (
    <SessionContext value={session.data}>
      <SportContext value={sportValue}>
        <OddsFormatProvider initial={session.data.oddsFormat}>
          <SlipProvider>
            <AppShell>
              <Routes>
                <Route path="/" element={<BoardPage />} />
                <Route path="/event/:eventId" element={<EventPage />} />
                <Route path="/bets" element={<MyBetsPage />} />
                <Route path="/results" element={<ResultsPage />} />
                <Route path="/rules" element={<RulesPage />} />
                <Route path="/fairness" element={<FairnessPage />} />
                <Route path="*" element={<BoardPage />} />
              </Routes>
            </AppShell>
          </SlipProvider>
        </OddsFormatProvider>
      </SportContext>
    </SessionContext>
  );
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(
    () => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 2000 } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter basename="/app">
          <Screens />
        </BrowserRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
