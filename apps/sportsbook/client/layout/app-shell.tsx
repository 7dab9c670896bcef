import { Receipt, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { oddsFormats, sportKeys, type OddsFormat } from '../../src/domain/sportsbook-model.js';
import { formatMoney } from '../lib/format-money';
import { useOddsFormat, useOddsFormatLabels } from '../lib/odds-format-preference';
import { useSession } from '../lib/session-context';
import { SlipPanel } from '../slip/slip-panel';
import { useSlip } from '../slip/slip-store';
import { useSport } from './sport-context';
import { useSportLabels } from './sport-labels';

function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const { format, setFormat } = useOddsFormat();
  const labels = useOddsFormatLabels();
  const { sport, setSport } = useSport();
  const sportLabels = useSportLabels();
  return (
    <header className="app-header">
      <div className="header-top">
        <nav className="sport-chips" aria-label={t('nav.sports')}>
          {sportKeys.map((key) => (
            <button
              key={key}
              type="button"
              className={`sport-chip ${sport === key ? 'sport-chip-active' : ''}`}
              aria-pressed={sport === key}
              onClick={() => setSport(key)}
            >
              {sportLabels[key]}
            </button>
          ))}
        </nav>
        <div className="header-balance" data-testid="balance">
          <span className="text-text-3 text-xs">{t('nav.balance')}</span>
          <span className="tabular-nums font-semibold">{formatMoney(session.balance, session.currency)}</span>
        </div>
      </div>
      <div className="header-bottom">
        <nav className="page-links" aria-label={t('nav.pages')}>
          <NavLink to="/" end>
            {t('nav.board')}
          </NavLink>
          <NavLink to="/bets">{t('nav.myBets')}</NavLink>
          <NavLink to="/results">{t('nav.results')}</NavLink>
          <NavLink to="/rules">{t('nav.rules')}</NavLink>
          <NavLink to="/fairness">{t('nav.fairness')}</NavLink>
        </nav>
        <label className="odds-format-switch">
          <span className="sr-only">{t('nav.oddsFormat')}</span>
          <select
            value={format}
            aria-label={t('nav.oddsFormat')}
            onChange={(event) => setFormat(event.target.value as OddsFormat)}
          >
            {oddsFormats.map((name) => (
              <option key={name} value={name}>
                {labels[name]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  );
}

/** 1280 px: board in the centre, slip on the right. 390 px: the slip is a bottom sheet behind a counted bar. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const slip = useSlip();
  const [sheetOpen, setSheetOpen] = useState(false);
  const count = slip.selections.length;
  return (
    <div className="app">
      <Header />
      <div className="app-body">
        <main className="app-main">{children}</main>
        <aside className="app-slip">
          <h2 className="slip-title">
            {t('slip.title')} {count > 0 && <span className="badge">{count}</span>}
          </h2>
          <SlipPanel />
        </aside>
      </div>
      <button
        type="button"
        className="slip-bar"
        onClick={() => setSheetOpen(true)}
        aria-label={t('slip.open', { count })}
        data-testid="slip-bar"
      >
        <Receipt size={18} aria-hidden="true" />
        <span>{t('slip.title')}</span>
        <span className="badge" data-testid="slip-count">
          {count}
        </span>
      </button>
      {sheetOpen && (
        <div className="sheet-backdrop" onClick={() => setSheetOpen(false)}>
          <div
            className="sheet"
            role="dialog"
            aria-modal="true"
            aria-label={t('slip.title')}
            onClick={(event) => event.stopPropagation()}
          >
            <div className="sheet-header">
              <h2 className="slip-title">
                {t('slip.title')} {count > 0 && <span className="badge">{count}</span>}
              </h2>
              <button
                type="button"
                className="icon-button"
                onClick={() => setSheetOpen(false)}
                aria-label={t('common.close')}
              >
                <X size={18} />
              </button>
            </div>
            <SlipPanel />
          </div>
        </div>
      )}
    </div>
  );
}
