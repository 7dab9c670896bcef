import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { SessionAnswer } from '../../src/api/player-api.js';
import { i18n } from '../i18n/i18n';
import { OddsFormatProvider } from '../lib/odds-format-preference';
import { SessionContext } from '../lib/session-context';
import { SlipProvider } from '../slip/slip-store';
import { sessionFixture } from './fixtures';

/** Renders a screen with what the app wraps it in: queries, English texts, the session, odds format and slip. */
export function renderWithProviders(ui: ReactNode, session: SessionAnswer = sessionFixture) {
  void i18n.changeLanguage('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <SessionContext value={session}>
            <OddsFormatProvider initial={session.oddsFormat}>
              <SlipProvider>{ui}</SlipProvider>
            </OddsFormatProvider>
          </SessionContext>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
