import type { PlayerRankGift, PlayerRankPage as RankPage, PlayerRankProgress } from '@croupier/contracts';
import { Crown, Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { useErrorMessage } from '@/lib/use-error-message';
import { useClaimRankGift } from '../api/claim-rank-gift';
import { useRankPage } from '../api/get-rank-page';
import { useRankProgress } from '../api/get-rank-progress';

type Condition = {
  metric: 'deposit' | 'valid_bet';
  window: 'lifetime' | 'calendar_month' | 'rolling_days';
  days: number | null;
};

/** A date as the spec writes it: YYYY/MM/DD in the brand's zone. */
const dayText = (value: string, timeZone: string) => formatDateTime(value, timeZone).slice(0, 10);

function useConditionLabel() {
  const { t } = useTranslation('vip');
  return (condition: Condition) =>
    t('conditionLabel', {
      metric: t(`metric.${condition.metric}`),
      window: t(`window.${condition.window}`, { days: condition.days ?? 0 }),
    });
}

/**
 * The member centre's VIP page (spec playerRank, reference §5): the member's level and the next level's conditions
 * as progress bars (all or any of them), the gifts with their claim buttons, the ladder's benefits and the member's
 * level history. `onClaimed` lets the screen refresh what else shows the balance.
 */
export function PlayerRankPage({
  currency,
  timeZone,
  onClaimed,
}: {
  currency: string;
  timeZone: string;
  onClaimed?: () => void;
}) {
  const { t } = useTranslation('vip');
  const errorMessage = useErrorMessage();
  const progress = useRankProgress();
  const page = useRankPage();

  if (progress.isPending || page.isPending)
    return <div role="status" aria-label={t('loading')} className="h-60 animate-pulse rounded-card bg-surface" />;
  if (progress.isError || page.isError)
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface py-10 text-center">
        <p role="alert" className="text-text-2">
          {errorMessage(progress.error ?? page.error)}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            void progress.refetch();
            void page.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );

  return (
    <div className="space-y-5" data-testid="player-rank">
      <LevelCard progress={progress.data} currency={currency} />
      <GiftList gifts={page.data.gifts} currency={currency} timeZone={timeZone} {...(onClaimed ? { onClaimed } : {})} />
      <BenefitsTable page={page.data} currency={currency} />
      <LevelHistory page={page.data} timeZone={timeZone} />
    </div>
  );
}

function LevelCard({ progress, currency }: { progress: PlayerRankProgress; currency: string }) {
  const { t } = useTranslation('vip');
  const conditionLabel = useConditionLabel();
  const next = progress.playerRankProgress;
  return (
    <section className="rounded-card border border-border bg-surface p-4 sm:p-5" aria-labelledby="vip-current">
      <div className="flex flex-wrap items-center gap-4">
        <div
          className="flex size-16 shrink-0 flex-col items-center justify-center rounded-full bg-accent text-on-accent"
          aria-hidden="true"
        >
          <Crown className="size-6" />
          <span className="text-xs font-bold">{t('levelNumber', { level: progress.currentLevel })}</span>
        </div>
        <div className="min-w-0">
          <p className="text-xs text-text-3">{t('currentLevel')}</p>
          <h2 id="vip-current" className="text-xl font-bold sm:text-2xl" data-testid="vip-current-level">
            {progress.currentLabelName}
          </h2>
          <p className="text-[13px] text-text-2">
            {next.labelId === null ? t('maxLevel') : t('nextLevel', { name: next.labelName ?? '' })}
          </p>
        </div>
      </div>
      {next.labelId !== null && (
        <div className="mt-4 space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-sm font-semibold">{t('levelUpRequirements')}</h3>
            <p className="text-xs text-text-3">
              {next.combinator === 'any' ? t('fulfillAny') : t('fulfillAll')}
              {' · '}
              {t('progressCount', {
                done: Math.min(
                  progress.currentProgress.completedConditions,
                  progress.currentProgress.totalExpectedConditions,
                ),
                total: progress.currentProgress.totalExpectedConditions,
              })}
            </p>
          </div>
          {next.conditions.map((condition) => {
            const required = Number(condition.required);
            const percent = required > 0 ? Math.min(100, (Number(condition.current) / required) * 100) : 100;
            const label = conditionLabel(condition);
            return (
              <div key={`${condition.metric}-${condition.window}-${condition.days ?? ''}`}>
                <div className="flex flex-wrap justify-between gap-2 text-[13px]">
                  <span className="text-text-2">{label}</span>
                  <span className="tabular-nums">
                    <Money amount={condition.current} currency={currency} className="font-semibold" /> /{' '}
                    <Money amount={condition.required} currency={currency} />
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={label}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(percent)}
                  className="mt-1 h-2 overflow-hidden rounded-full bg-raised"
                >
                  <div
                    className={`h-full rounded-full ${condition.met ? 'bg-win' : 'bg-accent'}`}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

function GiftList({
  gifts,
  currency,
  timeZone,
  onClaimed,
}: {
  gifts: PlayerRankGift[];
  currency: string;
  timeZone: string;
  onClaimed?: () => void;
}) {
  const { t } = useTranslation('vip');
  const errorMessage = useErrorMessage();
  const { showToast } = useToast();
  const claim = useClaimRankGift();
  const [claiming, setClaiming] = useState<{ giftId: string; key: string } | null>(null);

  const claimGift = (gift: PlayerRankGift) => {
    // The same tap retried keeps its key; a new tap on another gift gets a new one.
    const key = claiming?.giftId === gift.id ? claiming.key : crypto.randomUUID();
    setClaiming({ giftId: gift.id, key });
    claim.mutate(
      { giftId: gift.id, idempotencyKey: key },
      {
        onSuccess: (paid) => {
          showToast(t('claimed', { amount: formatMoneyWithSymbol(paid.gift.amount, currency) }), 'success');
          setClaiming(null);
          onClaimed?.();
        },
        onError: (error) => showToast(errorMessage(error), 'error'),
      },
    );
  };

  return (
    <section className="space-y-3" aria-labelledby="vip-gifts">
      <h2 id="vip-gifts" className="text-base font-bold">
        {t('gifts')}
      </h2>
      {gifts.length === 0 ? (
        <NoDataPanel message={t('noGifts')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {gifts.map((gift) => (
            <li
              key={gift.id}
              className="flex items-center gap-3 rounded-card border border-border bg-surface p-3"
              data-testid={`vip-gift-${gift.kind}-${gift.level}`}
            >
              <Gift className="size-8 shrink-0 text-accent" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {t(`giftKind.${gift.kind}`)} · {gift.levelName}
                </p>
                <p className="text-xs text-text-3">
                  {gift.kind === 'monthly' ? `${gift.period.replace('-', '/')} · ` : ''}
                  {gift.turnoverMultiple === 0 ? t('cash') : t('turnover', { multiple: gift.turnoverMultiple })}
                </p>
                <p className="text-sm">
                  <Money amount={gift.amount} currency={currency} className="font-bold text-text" />
                </p>
                {gift.state === 'claimable' && (
                  <p className="text-xs text-text-3">
                    {t('claimUntil', { date: dayText(gift.claimableUntil, timeZone) })}
                  </p>
                )}
              </div>
              {gift.state === 'claimable' ? (
                <Button
                  onClick={() => claimGift(gift)}
                  disabled={claim.isPending}
                  data-testid={`vip-gift-claim-${gift.kind}-${gift.level}`}
                >
                  {t('claim')}
                </Button>
              ) : (
                <span className="text-xs font-semibold text-text-3">{t(`giftState.${gift.state}`)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BenefitsTable({ page, currency }: { page: RankPage; currency: string }) {
  const { t } = useTranslation('vip');
  const conditionLabel = useConditionLabel();
  return (
    <section className="space-y-3" aria-labelledby="vip-benefits">
      <h2 id="vip-benefits" className="text-base font-bold">
        {t('benefits')}
      </h2>
      <div className="overflow-x-auto rounded-card border border-border bg-surface">
        <table className="w-full min-w-[640px] text-left text-[13px]">
          <thead className="bg-raised text-xs text-text-3">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('table.level')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('table.conditions')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('table.levelUpGift')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('table.monthlyGift')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('table.rebate')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('table.withdrawals')}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.levels.map((level) => (
              <tr
                key={level.level}
                className={`border-t border-border ${level.level === page.currentLevel ? 'bg-accent/10 font-semibold' : ''}`}
                aria-current={level.level === page.currentLevel ? 'true' : undefined}
              >
                <th scope="row" className="px-3 py-2 whitespace-nowrap">
                  {t('levelNumber', { level: level.level })} · {level.name}
                </th>
                <td className="px-3 py-2">
                  {level.conditions.length === 0 ? (
                    t('none')
                  ) : (
                    <>
                      <span className="block text-xs text-text-3">
                        {level.combinator === 'any' ? t('fulfillAny') : t('fulfillAll')}
                      </span>
                      {level.conditions.map((condition) => (
                        <span key={`${condition.metric}-${condition.window}`} className="block whitespace-nowrap">
                          {conditionLabel(condition)} ≥ {formatMoneyWithSymbol(condition.min, currency)}
                        </span>
                      ))}
                    </>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {Number(level.levelUpGift) > 0 ? <Money amount={level.levelUpGift} currency={currency} /> : t('none')}
                </td>
                <td className="min-w-40 px-3 py-2">
                  {Number(level.monthlyGift) > 0
                    ? t('monthlyGiftWith', {
                        amount: formatMoneyWithSymbol(level.monthlyGift, currency),
                        min: formatMoneyWithSymbol(level.monthlyMinDeposit, currency),
                      })
                    : t('none')}
                </td>
                <td className="px-3 py-2">{level.rebateText || t('none')}</td>
                <td className="px-3 py-2">
                  {level.dailyWithdrawalCount === null && level.dailyWithdrawalLimit === null
                    ? t('unlimited')
                    : t('withdrawalsValue', {
                        count: level.dailyWithdrawalCount ?? 0,
                        amount:
                          level.dailyWithdrawalLimit === null
                            ? t('unlimited')
                            : formatMoneyWithSymbol(level.dailyWithdrawalLimit, currency),
                      })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-text-3">
        {page.relegationEnabled ? t('relegationNote', { days: page.protectionDays }) : t('noRelegation')}
      </p>
    </section>
  );
}

function LevelHistory({ page, timeZone }: { page: RankPage; timeZone: string }) {
  const { t } = useTranslation('vip');
  return (
    <section className="space-y-3" aria-labelledby="vip-history">
      <h2 id="vip-history" className="text-base font-bold">
        {t('history')}
      </h2>
      {page.history.length === 0 ? (
        <NoDataPanel message={t('noHistory')} />
      ) : (
        <ul className="divide-y divide-border rounded-card border border-border bg-surface">
          {page.history.map((change) => (
            <li
              key={`${change.at}-${change.toLevel}`}
              className="flex flex-wrap justify-between gap-2 px-3 py-2 text-[13px]"
            >
              <span>
                {t(`changeKind.${change.kind}`)}: {change.fromName} → {change.toName}
              </span>
              <span className="text-text-3 tabular-nums">{formatDateTime(change.at, timeZone)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
