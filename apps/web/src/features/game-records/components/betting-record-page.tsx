import { gameTypes } from '@croupier/contracts';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { SelectBox } from '@/components/ui/select-box';
import { useGameRecords } from '../api/list-game-records';
import { useRecordVendors } from '../api/get-record-vendors';
import { brandToday, defaultQuickRange, quickRange, quickRangeOf } from '../date-range';
import { buildGameRecordQuery, isGameType } from '../record-filters';
import type { RecordFilters } from '../record-filters';
import { vendorNames, vendorOptions } from '../vendor-options';
import { DateRangeFilter } from './date-range-filter';
import { GameRecordRow, recordRowClassName, recordTableClassName } from './game-record-row';
import { LoadFailure } from './load-failure';
import { LoadingRows } from './loading-rows';
import { RecordTotals } from './record-totals';
import { useCategoryLabel } from './use-category-label';

function defaultFilters(today: string): RecordFilters {
  return { range: quickRange(defaultQuickRange, today), gameType: '', vendor: '', page: 1 };
}

type BettingRecordPageProps = {
  timeZone: string;
  /** The brand's currency, for the totals of a filter that matched no round to take it from. */
  currency: string;
};

/**
 * The betting record (member centre personalHistoryCopy): the player's game rounds over dates of the brand's calendar,
 * by category and vendor, a page at a time, with the totals of everything the filter matches.
 */
export function BettingRecordPage({ timeZone, currency }: BettingRecordPageProps) {
  const { t } = useTranslation('records');
  const categoryLabel = useCategoryLabel();
  const today = brandToday(new Date(), timeZone);
  const [filters, setFilters] = useState<RecordFilters>(() => defaultFilters(today));
  const records = useGameRecords(buildGameRecordQuery(filters));
  const vendors = useRecordVendors();
  const names = vendorNames(vendors.data);
  const choices = vendorOptions(vendors.data, filters.gameType);
  if (filters.vendor && !choices.some((choice) => choice.code === filters.vendor)) {
    choices.unshift({ code: filters.vendor, name: names.get(filters.vendor) ?? t('filters.otherVendor') });
  }

  function change(next: Partial<RecordFilters>) {
    // Any new filter starts again from the first page.
    setFilters((current) => ({ ...current, ...next, page: 1 }));
  }

  function chooseCategory(value: string) {
    const gameType = isGameType(value) ? value : '';
    // A vendor that has no games in the new category would only ever answer nothing.
    const keepsVendor =
      !vendors.data || vendorOptions(vendors.data, gameType).some((choice) => choice.code === filters.vendor);
    change({ gameType, vendor: keepsVendor ? filters.vendor : '' });
  }

  const page = records.data;
  const filtered = filters.gameType !== '' || filters.vendor !== '';
  const changed = filtered || quickRangeOf(filters.range, today) !== defaultQuickRange;
  return (
    <div data-testid="records-page" className="space-y-4">
      <Panel
        title={t('filters.title')}
        actions={
          changed ? (
            <Button variant="ghost" size="sm" onClick={() => setFilters(defaultFilters(today))}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('filters.reset')}
            </Button>
          ) : null
        }
      >
        <div className="@container">
          <div className="grid gap-4 @3xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] @3xl:items-start">
            <DateRangeFilter
              value={filters.range}
              onChange={(range) => change({ range })}
              today={today}
              timeZone={timeZone}
            />
            <div className="grid grid-cols-2 gap-3 @3xl:grid-cols-1">
              <label className="min-w-0 space-y-1.5">
                <span className="block text-[13.5px] font-medium text-text-2">{t('filters.category')}</span>
                <SelectBox
                  value={filters.gameType}
                  onChange={(event) => chooseCategory(event.target.value)}
                  data-testid="records-category-filter"
                >
                  <option value="">{t('filters.allCategories')}</option>
                  {gameTypes.map((gameType) => (
                    <option key={gameType} value={gameType}>
                      {categoryLabel(gameType)}
                    </option>
                  ))}
                </SelectBox>
              </label>
              <label className="min-w-0 space-y-1.5">
                <span className="block text-[13.5px] font-medium text-text-2">{t('filters.vendor')}</span>
                <SelectBox
                  value={filters.vendor}
                  onChange={(event) => change({ vendor: event.target.value })}
                  data-testid="records-vendor-filter"
                >
                  <option value="">{t('filters.allVendors')}</option>
                  {choices.map((choice) => (
                    <option key={choice.code} value={choice.code}>
                      {choice.name}
                    </option>
                  ))}
                </SelectBox>
              </label>
            </div>
          </div>
        </div>
      </Panel>

      {page && page.totals.rounds > 0 ? (
        <RecordTotals totals={page.totals} currency={page.content[0]?.currency ?? currency} />
      ) : null}

      <Panel
        title={t('bets.title')}
        description={page ? t('bets.count', { total: page.total }) : undefined}
        className={records.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}
      >
        {records.isError ? (
          <LoadFailure error={records.error} onRetry={() => void records.refetch()} />
        ) : !page ? (
          <LoadingRows label={t('bets.loading')} />
        ) : page.content.length === 0 ? (
          <div data-testid="records-empty">
            <NoDataPanel message={filtered ? t('bets.emptyFiltered') : t('bets.empty')} />
          </div>
        ) : (
          <div className="@container">
            <div className={recordTableClassName}>
              <div
                aria-hidden="true"
                className={`hidden border-b border-border px-3 pb-2 text-xs font-medium text-text-3 ${recordRowClassName}`}
              >
                <span>{t('bets.columns.time')}</span>
                <span>{t('bets.columns.game')}</span>
                <span className="text-end">{t('bets.columns.stake')}</span>
                <span className="text-end">{t('bets.columns.win')}</span>
                <span className="text-end">{t('bets.columns.net')}</span>
              </div>
              <ul className={`divide-y divide-border/70 ${recordRowClassName}`}>
                {page.content.map((record) => (
                  <GameRecordRow
                    key={record.roundId}
                    record={record}
                    timeZone={timeZone}
                    vendorName={record.vendorName || names.get(record.vassalage) || t('filters.otherVendor')}
                  />
                ))}
              </ul>
            </div>
            <div className="mt-4">
              <Pagination
                pageCount={page.totalPages}
                currentPage={filters.page}
                onPageChange={(next) => setFilters((current) => ({ ...current, page: next }))}
              />
            </div>
          </div>
        )}
      </Panel>
    </div>
  );
}
