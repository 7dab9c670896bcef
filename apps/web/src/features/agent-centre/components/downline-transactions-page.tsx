import { teamTransactionTypes } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { SelectBox } from '@/components/ui/select-box';
import { formatDateTime } from '@/lib/format-date-time';
import { useTeamTransactions } from '../api/list-team-transactions';
import { PagedReportPanel, ReportLayout, useReportFilters } from './report-layout';
import type { ReportPageProps } from './report-layout';

type TeamTransactionType = (typeof teamTransactionTypes)[number];
const isTeamTransactionType = (value: string): value is TeamTransactionType =>
  (teamTransactionTypes as readonly string[]).includes(value);

/**
 * Downline transaction details (agentDownlineTransactionDetailsCopy): deposits, withdrawals, transfers and pay of the
 * team's members, newest first, by member, type and days.
 */
export function DownlineTransactionsPage({ currency, timeZone, initialRange, renderDateRange }: ReportPageProps) {
  const { t } = useTranslation('agent');
  const filters = useReportFilters(initialRange);
  const [type, setType] = useState<TeamTransactionType | undefined>();
  const moves = useTeamTransactions({
    ...filters.range,
    username: filters.username,
    type,
    pageNo: filters.pageNo,
    pageSize: 20,
  });
  const typeLabel = (value: string) => (isTeamTransactionType(value) ? t(`transactionTypes.${value}`) : value);
  const chooseType = filters.filtered(setType);
  return (
    <ReportLayout
      testId="agent-team-transactions"
      filters={filters}
      renderDateRange={renderDateRange}
      extraFilters={
        <label className="min-w-0 space-y-1.5">
          <span className="block text-[13.5px] font-medium text-text-2">{t('transactions.type')}</span>
          <SelectBox
            value={type ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              chooseType(isTeamTransactionType(value) ? value : undefined);
            }}
            data-testid="agent-transaction-type"
          >
            <option value="">{t('transactions.allTypes')}</option>
            {teamTransactionTypes.map((value) => (
              <option key={value} value={value}>
                {typeLabel(value)}
              </option>
            ))}
          </SelectBox>
        </label>
      }
    >
      <PagedReportPanel title={t('transactions.title')} query={moves} filters={filters}>
        {(rows) =>
          rows.map((move, index) => (
            <li
              key={`${move.createdAt}-${index}`}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3"
              data-testid="agent-transaction-row"
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-semibold text-text">{move.username}</p>
                <p className="text-xs text-text-3">
                  {typeLabel(move.type)}
                  {move.reference ? ` · ${t('transactions.reference', { reference: move.reference })}` : ''}
                </p>
              </div>
              <div className="text-end">
                <Money
                  amount={move.amount}
                  currency={currency}
                  signed
                  className={move.amount.startsWith('-') ? 'text-text' : 'text-win'}
                />
                <p className="text-xs text-text-3 tabular-nums">{formatDateTime(move.createdAt, timeZone)}</p>
              </div>
            </li>
          ))
        }
      </PagedReportPanel>
    </ReportLayout>
  );
}
