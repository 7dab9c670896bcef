import { transactionTypes } from '@croupier/contracts';
import type { TransactionEntry, TransactionType } from '@croupier/contracts';
import { ArrowDownLeft, ArrowUpRight, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Money } from '@/components/ui/money';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { SelectBox } from '@/components/ui/select-box';
import { formatDateTime, formatLocalDate } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useTransactions } from '../api/list-transactions';
import { buildTransactionQuery, datePresets, isTransactionType, presetOf, presetRange } from '../history-filters';
import type { DatePreset, HistoryFilters } from '../history-filters';

const emptyFilters: HistoryFilters = { types: [], startDate: '', endDate: '', page: 1 };

/** Entries of an unknown type (a newer server) still show, under their raw name. */
function useTypeLabel(): (type: string) => string {
  const { t } = useTranslation('wallet');
  return (type) => (isTransactionType(type) ? t(`types.${type}`) : type);
}

/**
 * The transaction history (member centre transactionHistory): every ledger entry of the player's wallets, newest
 * first, filtered by type and by dates of the brand's calendar, a page at a time.
 */
export function TransactionHistoryPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const errorMessage = useErrorMessage();
  const [filters, setFilters] = useState<HistoryFilters>(emptyFilters);
  const today = formatLocalDate(new Date(), timeZone);
  const transactions = useTransactions(buildTransactionQuery(filters));
  const chosenType = filters.types[0] ?? '';
  const preset = presetOf(filters, today);

  function change(next: Partial<HistoryFilters>) {
    // Any new filter starts again from the first page.
    setFilters((current) => ({ ...current, ...next, page: 1 }));
  }

  function choosePreset(chosen: DatePreset) {
    change(presetRange(chosen, today));
  }

  const page = transactions.data;
  const filtered = filters.types.length > 0 || filters.startDate !== '' || filters.endDate !== '';
  return (
    <div data-testid="history-page" className="space-y-4">
      <Panel title={t('history.filters')}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <label className="col-span-2 space-y-1.5 sm:col-span-1">
            <span className="block text-[13.5px] font-medium text-text-2">{t('history.type')}</span>
            <SelectBox
              value={chosenType}
              onChange={(event) => {
                const value = event.target.value;
                change({ types: isTransactionType(value) ? [value] : [] });
              }}
              data-testid="history-type-filter"
            >
              <option value="">{t('history.allTypes')}</option>
              {transactionTypes.map((type: TransactionType) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </SelectBox>
          </label>
          <div className="min-w-0 space-y-1.5">
            <label htmlFor={`${id}-start`} className="block text-[13.5px] font-medium text-text-2">
              {t('history.from')}
            </label>
            <DateField
              id={`${id}-start`}
              value={filters.startDate}
              max={filters.endDate || today}
              onChange={(day) => change({ startDate: day })}
              data-testid="history-start-date"
            />
          </div>
          <div className="min-w-0 space-y-1.5">
            <label htmlFor={`${id}-end`} className="block text-[13.5px] font-medium text-text-2">
              {t('history.to')}
            </label>
            <DateField
              id={`${id}-end`}
              value={filters.endDate}
              min={filters.startDate || undefined}
              max={today}
              onChange={(day) => change({ endDate: day })}
              data-testid="history-end-date"
            />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {datePresets.map((item) => (
            <button
              key={item}
              type="button"
              aria-pressed={preset === item}
              onClick={() => choosePreset(item)}
              data-testid={`history-preset-${item}`}
              className={`min-h-9 rounded-pill border px-3.5 text-[13px] font-medium transition-colors duration-150 ${preset === item ? 'border-accent bg-accent/10 text-accent' : 'border-border text-text-2 hover:border-text-3 hover:text-text'}`}
            >
              {t(`history.presets.${item}`)}
            </button>
          ))}
          {filtered ? (
            <Button variant="ghost" size="sm" className="ms-auto min-h-9" onClick={() => setFilters(emptyFilters)}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('history.reset')}
            </Button>
          ) : null}
        </div>
      </Panel>

      <Panel
        title={t('history.title')}
        description={page ? t('history.count', { total: page.total }) : undefined}
        className={transactions.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}
      >
        {transactions.isError ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <p className="text-text-2">{errorMessage(transactions.error)}</p>
            <Button variant="secondary" onClick={() => void transactions.refetch()}>
              {t('wallet.retry')}
            </Button>
          </div>
        ) : !page ? (
          <div role="status" aria-label={t('history.loading')} className="space-y-2">
            {[0, 1, 2].map((row) => (
              <div key={row} className="h-16 animate-pulse rounded-control bg-raised/60" />
            ))}
          </div>
        ) : page.content.length === 0 ? (
          <div data-testid="history-empty">
            <NoDataPanel message={filtered ? t('history.emptyFiltered') : t('history.empty')} />
          </div>
        ) : (
          <>
            <div
              aria-hidden="true"
              className="hidden grid-cols-[10rem_minmax(0,1fr)_9rem_9rem] gap-4 border-b border-border px-3 pb-2 text-xs font-medium text-text-3 2xl:grid"
            >
              <span>{t('history.columns.time')}</span>
              <span>{t('history.columns.type')}</span>
              <span className="text-end">{t('history.columns.amount')}</span>
              <span className="text-end">{t('history.columns.balanceAfter')}</span>
            </div>
            <ul className="divide-y divide-border/70">
              {page.content.map((entry) => (
                <HistoryRow key={entry.id} entry={entry} timeZone={timeZone} />
              ))}
            </ul>
            <div className="mt-4">
              <Pagination
                pageCount={page.totalPages}
                currentPage={filters.page}
                onPageChange={(next) => setFilters((current) => ({ ...current, page: next }))}
              />
            </div>
          </>
        )}
      </Panel>
    </div>
  );
}

function HistoryRow({ entry, timeZone }: { entry: TransactionEntry; timeZone: string }) {
  const { t } = useTranslation('wallet');
  const typeLabel = useTypeLabel();
  const debit = entry.amount.trim().startsWith('-');
  const Icon = debit ? ArrowUpRight : ArrowDownLeft;
  const time = formatDateTime(entry.createdAt, timeZone);
  // Names and a short reference only: the entry's keys and the vendor's code are not for players.
  const walletLabel =
    entry.walletName === null
      ? t('history.mainWallet')
      : entry.walletName
        ? t('history.vendorWallet', { vendor: entry.walletName })
        : t('history.gameWallet');
  // A vendor wallet's own entries are about its provider already: its name is said once.
  const description = entry.description === entry.walletName ? '' : entry.description;
  const details = [
    walletLabel,
    description,
    entry.reference ? t('history.reference', { reference: entry.reference }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const amount = (
    <Money
      amount={entry.amount}
      currency={entry.currency}
      signed
      className={`font-semibold ${debit ? 'text-text' : 'text-win'}`}
    />
  );
  return (
    <li data-testid="history-row" data-type={entry.type} className="py-3 2xl:px-3">
      {/* Phones: the type and amount on top, time and balance under them. */}
      <div className="flex items-start gap-3 2xl:hidden">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-raised">
          <Icon className={`size-4 ${debit ? 'text-text-2' : 'text-win'}`} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <span className="truncate font-medium text-text">{typeLabel(entry.type)}</span>
            {amount}
          </div>
          <div className="mt-0.5 flex items-baseline justify-between gap-3 text-xs text-text-3">
            <span className="min-w-0 break-words">{details}</span>
            {entry.balanceAfter !== null ? (
              <span className="shrink-0">
                {t('history.balanceAfterShort')} <Money amount={entry.balanceAfter} currency={entry.currency} />
              </span>
            ) : null}
          </div>
          <p className="mt-0.5 text-xs text-text-3 tabular-nums">{time}</p>
        </div>
      </div>
      {/* Wider screens: one row under the column heads. */}
      <div className="hidden grid-cols-[10rem_minmax(0,1fr)_9rem_9rem] items-center gap-4 2xl:grid">
        <span className="text-[13px] text-text-2 tabular-nums">{time}</span>
        <span className="flex min-w-0 items-center gap-2.5">
          <Icon className={`size-4 shrink-0 ${debit ? 'text-text-3' : 'text-win'}`} aria-hidden="true" />
          <span className="min-w-0">
            <span className="block truncate font-medium text-text">{typeLabel(entry.type)}</span>
            <span className="block truncate text-xs text-text-3">{details}</span>
          </span>
        </span>
        <span className="text-end">{amount}</span>
        <span className="text-end text-text-2">
          {entry.balanceAfter !== null ? <Money amount={entry.balanceAfter} currency={entry.currency} /> : '—'}
        </span>
      </div>
    </li>
  );
}
