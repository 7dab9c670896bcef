import type { GameRecordTotals } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { NetAmount } from './net-amount';

/** The rounds, stake, win and net of everything the filter matches, not only the page on screen. */
export function RecordTotals({ totals, currency }: { totals: GameRecordTotals; currency: string }) {
  const { t } = useTranslation('records');
  const stats = [
    { key: 'rounds', label: t('totals.rounds'), value: <span className="tabular-nums">{totals.rounds}</span> },
    { key: 'stake', label: t('totals.stake'), value: <Money amount={totals.stake} currency={currency} /> },
    { key: 'win', label: t('totals.win'), value: <Money amount={totals.win} currency={currency} /> },
    { key: 'net', label: t('totals.net'), value: <NetAmount amount={totals.net} currency={currency} /> },
  ];
  return (
    <section aria-label={t('totals.label')} data-testid="records-totals" className="@container">
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-border bg-border @xl:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.key} data-testid={`records-total-${stat.key}`} className="min-w-0 bg-surface px-4 py-3">
            <dt className="truncate text-xs font-medium text-text-3">{stat.label}</dt>
            <dd className="mt-1 truncate text-base font-semibold text-text sm:text-lg">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
