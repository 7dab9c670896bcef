import type { ProfitLoss } from '@croupier/contracts';
import { LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Panel } from '@/components/ui/panel';
import { useProfitLoss } from '../api/get-profit-loss';
import { categoryShares } from '../category-shares';
import type { CategoryShare } from '../category-shares';
import { brandToday, defaultQuickRange, quickRange } from '../date-range';
import type { DateRange } from '../date-range';
import { categoryOf } from '../game-categories';
import { DateRangeFilter } from './date-range-filter';
import { LoadFailure } from './load-failure';
import { LoadingRows } from './loading-rows';
import { NetAmount } from './net-amount';
import { useCategoryLabel } from './use-category-label';

/**
 * Profit and loss (member centre personalProfit): what the player staked, won and netted over dates of the brand's
 * calendar, overall and per category, with each category's share of the stake.
 */
export function ProfitLossPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('records');
  const today = brandToday(new Date(), timeZone);
  const [range, setRange] = useState<DateRange>(() => quickRange(defaultQuickRange, today));
  const profitLoss = useProfitLoss(range);
  const answer = profitLoss.data;

  return (
    <div data-testid="profit-page" className="space-y-4">
      <Panel>
        <DateRangeFilter value={range} onChange={setRange} today={today} timeZone={timeZone} />
      </Panel>
      <div className={profitLoss.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}>
        {profitLoss.isError ? (
          <Panel>
            <LoadFailure error={profitLoss.error} onRetry={() => void profitLoss.refetch()} />
          </Panel>
        ) : !answer ? (
          <Panel>
            <LoadingRows label={t('profit.loading')} rows={4} className="h-14" />
          </Panel>
        ) : answer.totals.rounds === 0 && answer.categories.length === 0 ? (
          <Panel>
            <div data-testid="profit-empty">
              <NoDataPanel message={t('profit.empty')} />
            </div>
          </Panel>
        ) : (
          <ProfitLossReport answer={answer} />
        )}
      </div>
    </div>
  );
}

function ProfitLossReport({ answer }: { answer: ProfitLoss }) {
  const { t } = useTranslation('records');
  const { totals, currency } = answer;
  return (
    <div className="space-y-4">
      <section
        aria-label={t('profit.summary')}
        data-testid="profit-summary"
        className="@container rounded-card border border-border bg-surface p-4 sm:p-5"
      >
        <div className="grid gap-4 @xl:grid-cols-[minmax(0,1.3fr)_minmax(0,2fr)] @xl:items-center">
          <div>
            <p className="text-xs font-medium text-text-3">{t('profit.netLabel')}</p>
            <p className="mt-1 text-3xl font-bold" data-testid="profit-net">
              <NetAmount amount={totals.net} currency={currency} />
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-3 border-t border-border pt-4 @xl:border-t-0 @xl:border-s @xl:ps-5 @xl:pt-0">
            <div className="min-w-0">
              <dt className="truncate text-xs text-text-3">{t('totals.stake')}</dt>
              <dd className="mt-0.5 truncate font-semibold text-text">
                <Money amount={totals.stake} currency={currency} />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="truncate text-xs text-text-3">{t('totals.win')}</dt>
              <dd className="mt-0.5 truncate font-semibold text-text">
                <Money amount={totals.win} currency={currency} />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="truncate text-xs text-text-3">{t('totals.rounds')}</dt>
              <dd className="mt-0.5 font-semibold text-text tabular-nums">{totals.rounds}</dd>
            </div>
          </dl>
        </div>
      </section>

      <Panel title={t('profit.byCategory')} description={t('profit.byCategoryHint')}>
        <ul className="@container divide-y divide-border/70">
          {categoryShares(answer.categories).map((category) => (
            <CategoryRow key={category.gameType} category={category} currency={currency} />
          ))}
        </ul>
      </Panel>
    </div>
  );
}

function CategoryRow({ category, currency }: { category: CategoryShare; currency: string }) {
  const { t } = useTranslation('records');
  const categoryLabel = useCategoryLabel();
  const Icon = categoryOf(category.gameType)?.icon ?? LayoutGrid;
  const share = t('profit.share', { share: category.share.toFixed(1) });
  return (
    <li data-testid="profit-category-row" data-category={category.gameType} className="flex items-start gap-3 py-3.5">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-raised">
        <Icon className="size-4 text-text-2" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex min-h-9 items-center justify-between gap-3">
          <span className="truncate font-medium text-text">{categoryLabel(category.gameType)}</span>
          <NetAmount amount={category.net} currency={currency} />
        </div>
        <dl className="mt-1 grid grid-cols-[minmax(0,0.7fr)_minmax(0,1fr)_minmax(0,1fr)] gap-3 text-xs @xl:grid-cols-[5rem_8rem_8rem]">
          <div className="min-w-0">
            <dt className="truncate text-text-3">{t('totals.rounds')}</dt>
            <dd className="text-text-2 tabular-nums">{category.rounds}</dd>
          </div>
          <div className="min-w-0">
            <dt className="truncate text-text-3">{t('totals.stake')}</dt>
            <dd className="truncate text-text-2">
              <Money amount={category.stake} currency={currency} />
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="truncate text-text-3">{t('totals.win')}</dt>
            <dd className="truncate text-text-2">
              <Money amount={category.win} currency={currency} />
            </dd>
          </div>
        </dl>
        <div className="mt-2.5 flex items-center gap-3">
          <div role="img" aria-label={share} className="h-1.5 flex-1 overflow-hidden rounded-pill bg-raised">
            <div
              data-testid="profit-share-bar"
              className="h-full rounded-pill bg-accent/80"
              style={{ width: `${category.share}%` }}
            />
          </div>
          <span aria-hidden="true" className="w-12 shrink-0 text-end text-xs text-text-3 tabular-nums">
            {category.share.toFixed(1)}%
          </span>
        </div>
      </div>
    </li>
  );
}
