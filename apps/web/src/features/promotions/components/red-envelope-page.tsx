import type { PromotionCard } from '@croupier/contracts';
import { parseMinor } from '@croupier/contracts';
import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { useErrorMessage } from '@/lib/use-error-message';
import { usePromotions } from '../api/list-promotions';
import { dayOf, isPositive } from '../promotion-display';
import { usePromotionClaim } from '../use-promotion-claim';
import { PrizeResultDialog } from './prize-result-dialog';
import { PromotionProgress } from './promotion-progress';
import { RewardText } from './promotion-reward';
import { PromotionStateButton } from './promotion-state-button';

type RedEnvelopePageProps = { currency: string; timeZone: string };

/** A level's deposit and valid-bet requirement as minor units, for ordering the ladder (none counts as 0). */
function requirementOf(card: PromotionCard, kind: 'deposit_today' | 'valid_bet_today'): bigint {
  const required = card.progress.find((item) => item.kind === kind)?.required;
  try {
    return required ? parseMinor(required) : 0n;
  } catch {
    return 0n;
  }
}

/** Today's red envelopes as a ladder: the smallest day's deposit first, then the smallest day's valid bets. */
export function envelopeLevels(cards: readonly PromotionCard[]): PromotionCard[] {
  return cards
    .filter((card) => card.type === 'RED_ENVELOPE')
    .sort((a, b) => {
      const deposit = requirementOf(a, 'deposit_today') - requirementOf(b, 'deposit_today');
      if (deposit !== 0n) return deposit < 0n ? -1 : 1;
      const bet = requirementOf(a, 'valid_bet_today') - requirementOf(b, 'valid_bet_today');
      return bet === 0n ? 0 : bet < 0n ? -1 : 1;
    });
}

/** What today's opened envelopes gave, summed in minor units. */
function receivedMinor(levels: readonly PromotionCard[]): bigint {
  let total = 0n;
  for (const card of levels)
    if ((card.state === 'claimed' || card.state === 'issued') && isPositive(card.amount))
      total += parseMinor(card.amount ?? '0');
  return total;
}

/**
 * The member centre's red envelopes (engagement reference §9): today's envelope levels, each unlocked by the day's
 * deposits and valid bets, with the member's progress and a claim button once a level is reached; and what today's
 * opened envelopes gave.
 */
export function RedEnvelopePage({ currency, timeZone }: RedEnvelopePageProps) {
  const { t } = useTranslation('promotions');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const promotions = usePromotions(undefined);
  const { claimCard, claimingId, result, closeResult } = usePromotionClaim(currency);
  const today = dayOf(new Date().toISOString(), timeZone);

  if (promotions.isPending)
    return <div role="status" aria-label={t('loading')} className="h-64 animate-pulse rounded-card bg-surface" />;
  if (promotions.isError)
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface py-10 text-center">
        <p role="alert" className="text-text-2">
          {errorMessage(promotions.error)}
        </p>
        <Button variant="secondary" onClick={() => void promotions.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const levels = envelopeLevels(promotions.data.promotions);
  // What a level needs, in words (the brand may run several ladders, so no level number is invented here).
  const needsOf = (card: PromotionCard) => {
    const required = (kind: 'deposit_today' | 'valid_bet_today') =>
      card.progress.find((item) => item.kind === kind)?.required ?? null;
    const deposit = required('deposit_today');
    const bet = required('valid_bet_today');
    const parts = [
      ...(deposit && isPositive(deposit)
        ? [t('envelopes.needsDeposit', { amount: formatMoneyWithSymbol(deposit, currency) })]
        : []),
      ...(bet && isPositive(bet) ? [t('envelopes.needsBet', { amount: formatMoneyWithSymbol(bet, currency) })] : []),
    ];
    return parts.length > 0 ? parts.join(' · ') : t('envelopes.needsNothing');
  };
  const opened = levels.filter(
    (card) => (card.state === 'claimed' || card.state === 'issued') && isPositive(card.amount),
  );
  return (
    <div className="space-y-4" data-testid="red-envelope-page">
      <Panel title={t('envelopes.today', { day: today })} description={t('envelopes.description')}>
        {levels.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <MailOpen className="size-9 text-text-3" strokeWidth={1.5} aria-hidden="true" />
            <p className="text-sm text-text-2">{t('envelopes.none')}</p>
            <Link to="/promotions" className="text-sm font-semibold text-info hover:underline">
              {t('rewards.seePromotions')}
            </Link>
          </div>
        ) : (
          <ol className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
            {levels.map((card) => (
              <li
                key={card.id}
                data-testid="red-envelope-level"
                data-state={card.state ?? 'visitor'}
                className={`flex flex-col gap-3 overflow-hidden rounded-card border bg-surface ${card.state === 'claim' ? 'border-accent/60' : 'border-border'}`}
              >
                <div className="relative flex items-center gap-3 bg-gradient-to-br from-[#B3203A] to-[#6E1226] px-4 py-3">
                  <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-on-accent">
                    <MailOpen className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-xs font-medium text-white/75" data-testid="red-envelope-needs">
                      {needsOf(card)}
                    </p>
                    <p className="line-clamp-2 text-[15px] leading-snug font-semibold text-white">{card.title}</p>
                  </div>
                </div>
                <div className="flex flex-1 flex-col gap-3 px-4 pb-4">
                  <p className="text-sm font-semibold text-accent" data-testid="red-envelope-reward">
                    <RewardText reward={card.reward} type={card.type} currency={currency} />
                  </p>
                  <PromotionProgress progress={card.progress} currency={currency} />
                  <div className="mt-auto flex items-center justify-between gap-3 pt-1">
                    {(card.state === 'claimed' || card.state === 'issued') && isPositive(card.amount) ? (
                      <Money
                        amount={card.amount ?? '0'}
                        currency={currency}
                        className="text-sm font-semibold text-win"
                        testId="red-envelope-amount"
                      />
                    ) : (
                      <Link
                        to={`/promotions/${card.id}`}
                        className="min-h-11 content-center text-sm font-medium text-info hover:underline"
                      >
                        {t('card.details')}
                      </Link>
                    )}
                    <PromotionStateButton
                      card={card}
                      onLogIn={() => undefined}
                      onOpen={() => void navigate(`/promotions/${card.id}`)}
                      onClaim={() => void claimCard(card)}
                      claiming={claimingId === card.id}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Panel>
      <Panel title={t('envelopes.received')}>
        {opened.length === 0 ? (
          <p className="text-sm text-text-2">{t('envelopes.nothingReceived')}</p>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-text-2">
              {t('envelopes.receivedTotal')}{' '}
              <span className="font-semibold text-win tabular-nums" data-testid="red-envelope-total">
                {formatMoneyWithSymbol(receivedMinor(levels), currency)}
              </span>
            </p>
            <ul className="divide-y divide-border">
              {opened.map((card) => (
                <li
                  key={card.id}
                  className="flex items-center justify-between gap-3 py-2.5"
                  data-testid="red-envelope-received"
                >
                  <span className="min-w-0 truncate text-sm text-text">{card.title}</span>
                  <Money amount={card.amount ?? '0'} currency={currency} className="text-sm font-semibold" signed />
                </li>
              ))}
            </ul>
          </div>
        )}
      </Panel>
      <PrizeResultDialog result={result} currency={currency} onClose={closeResult} />
    </div>
  );
}
