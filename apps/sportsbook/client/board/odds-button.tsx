import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventView } from '../../src/api/player-api.js';
import { marketStatuses } from '../../src/domain/sportsbook-model.js';
import { oddsTextOf } from '../lib/odds-display';
import { outcomeNameOf } from '../lib/outcome-label';
import { useOddsFormat } from '../lib/odds-format-preference';
import { scoreAtBetOf, selectionKeyOf, type SlipSelection } from '../slip/slip-maths';
import { useSlip } from '../slip/slip-store';

type MarketView = EventView['markets'][number];
type OutcomeView = MarketView['outcomes'][number];

export function selectionOf(
  event: EventView,
  market: MarketView,
  outcome: OutcomeView,
  outcomeLabel: string,
): SlipSelection {
  return {
    eventId: event.eventId,
    eventName: `${event.home} – ${event.away}`,
    marketKey: market.key,
    marketType: market.type,
    lineLabel: market.lineLabel,
    outcomeId: outcome.id,
    outcomeLabel,
    oddsMilli: outcome.oddsMilli,
    oddsVersion: market.oddsVersion,
    acceptedOddsMilli: outcome.oddsMilli,
    locked: market.status !== marketStatuses.active || !outcome.active,
    live: event.live,
    parlayable: event.parlayable,
    scoreAtBet: market.type === 'ft_ah_rest' ? scoreAtBetOf(market.specifiers || market.key) : undefined,
  };
}

const flashMilliseconds = 3000;

/**
 * One price on the board. A move flashes green up or red down for three seconds (reference §7.2); a suspended
 * market or inactive outcome shows a lock and takes no tap, so a click never reaches a locked price.
 */
export function OddsButton({
  event,
  market,
  outcome,
  caption,
  wide = false,
}: {
  event: EventView;
  market: MarketView;
  outcome: OutcomeView | undefined;
  caption?: string;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const { format } = useOddsFormat();
  const slip = useSlip();
  const odds = outcome?.oddsMilli ?? 0;
  const [seen, setSeen] = useState(odds);
  const [flash, setFlash] = useState<'up' | 'down' | undefined>(undefined);
  if (odds !== seen) {
    setSeen(odds);
    setFlash(odds > seen ? 'up' : 'down');
  }
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(undefined), flashMilliseconds);
    return () => window.clearTimeout(timer);
  }, [flash, seen]);

  if (!outcome) return <span className="odds-cell" aria-hidden="true" />;
  const locked = market.status !== marketStatuses.active || !outcome.active || outcome.oddsMilli <= 1000;
  const key = selectionKeyOf({ eventId: event.eventId, marketKey: market.key, outcomeId: outcome.id });
  const selected = slip.isSelected(key);
  if (locked) {
    return (
      <span className={`odds-cell odds-locked ${wide ? 'odds-wide' : ''}`} title={t('board.locked')}>
        {caption && <span className="odds-caption">{caption}</span>}
        <Lock aria-label={t('board.locked')} size={12} />
      </span>
    );
  }
  const { text, negative } = oddsTextOf(outcome.oddsMilli, format, market.type);
  return (
    <button
      type="button"
      className={`odds-cell odds-button ${wide ? 'odds-wide' : ''} ${selected ? 'odds-selected' : ''} ${
        flash ? `odds-flash-${flash}` : ''
      }`}
      aria-pressed={selected}
      data-odds-key={key}
      onClick={() => slip.toggle(selectionOf(event, market, outcome, outcomeNameOf(t, event, outcome)))}
    >
      {caption && <span className="odds-caption">{caption}</span>}
      <span className={`odds-price ${negative ? 'odds-negative' : ''}`}>{text}</span>
    </button>
  );
}
