import { pageQueryShape, vendorWalletCheckStates } from '@croupier/contracts';
import type { AccountMove, ReconciliationReport, VendorWalletCheck } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { formatAmount, formatCount } from '@/lib/format-amount';
import { defaultTimeZone, formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { exportAccountMoves } from '../api/export-account-moves';
import { useReconciliation } from '../api/get-reconciliation';
import { useAccountMoves } from '../api/list-account-moves';

/** The address: the vendor wallets' state filter, or the account drilled into with its page. */
const reconciliationSearchSchema = z.object({
  state: z.enum(vendorWalletCheckStates).optional(),
  account: z.uuid().optional(),
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
});

const stateLook = {
  matched: 'bg-emerald-100 text-emerald-900',
  unbooked_play: 'bg-amber-100 text-amber-900',
  pending: 'bg-sky-100 text-sky-900',
  flagged: 'bg-red-100 text-red-900',
  vendor_silent: 'bg-slate-200 text-slate-800',
} as const;

const shortId = (id: string) => id.slice(-8).toUpperCase();

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" data-testid={testId}>
      <h2 className="mb-3 text-sm font-semibold text-slate-800">{title}</h2>
      {children}
    </section>
  );
}

/** The ledger's proof of double entry and each vendor wallet beside its vendor, with the moves behind any row. */
export default function ReconciliationScreen() {
  const { t } = useTranslation(['reconciliation', 'common']);
  const [search, setSearch] = useListSearchParams(reconciliationSearchSchema);
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="text-sm text-slate-500">{t('description')}</p>
      </header>
      {search.account ? (
        <AccountMoves
          account={search.account}
          pageNo={search.pageNo}
          pageSize={search.pageSize}
          onBack={() => setSearch({ account: undefined })}
          onPage={(page) => setSearch({ pageNo: page }, { keepPage: true })}
          onPageSize={(size) => setSearch({ pageSize: size })}
        />
      ) : (
        <Report state={search.state} onState={(state) => setSearch({ state })} />
      )}
    </div>
  );
}

function Report({
  state,
  onState,
}: {
  state: VendorWalletCheck['state'] | undefined;
  onState: (state: string | undefined) => void;
}) {
  const { t } = useTranslation(['reconciliation', 'common']);
  const errorMessage = useErrorMessage();
  const report = useReconciliation();
  const data = report.data;
  return (
    <>
      <div className="flex items-center gap-3">
        <Button onClick={() => void report.refetch()} disabled={report.isFetching}>
          {report.isFetching ? t('running') : t('runAgain')}
        </Button>
        {report.dataUpdatedAt > 0 && (
          <span className="text-xs text-slate-500">
            {t('checkedAt', { time: formatDateTime(new Date(report.dataUpdatedAt), defaultTimeZone) })}
          </span>
        )}
      </div>
      {report.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(report.error)}
        </p>
      )}
      {!data && !report.isError && <p className="text-sm text-slate-500">{t('common:table.loading')}</p>}
      {data && <ReportBody data={data} state={state} onState={onState} />}
    </>
  );
}

function ReportBody({
  data,
  state,
  onState,
}: {
  data: ReconciliationReport;
  state: VendorWalletCheck['state'] | undefined;
  onState: (state: string | undefined) => void;
}) {
  const { t } = useTranslation(['reconciliation', 'common']);
  const wallets = state ? data.vendorWallets.filter((wallet) => wallet.state === state) : data.vendorWallets;
  const differing = data.vendorWallets.filter((wallet) => wallet.state !== 'matched').length;
  const cell = 'py-1.5 pr-4';
  return (
    <>
      <div
        data-testid="ledger-verdict"
        className={`rounded-lg px-4 py-3 text-sm font-medium ${data.balanced ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
      >
        {data.balanced ? t('balanced') : t('unbalanced')}
      </div>
      <div className="grid grid-cols-2 gap-3 max-lg:grid-cols-1">
        <Panel title={t('currencies.title')} testId="ledger-currencies">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                <th className={`${cell} font-medium`}>{t('currencies.currency')}</th>
                <th className={`${cell} text-right font-medium`}>{t('currencies.entries')}</th>
                <th className={`${cell} text-right font-medium`}>{t('currencies.total')}</th>
              </tr>
            </thead>
            <tbody>
              {data.currencies.map((currency) => (
                <tr key={currency.currency} className="border-b border-slate-100 last:border-0">
                  <td className={cell}>{currency.currency}</td>
                  <td className={`${cell} text-right tabular-nums`}>{formatCount(currency.entries)}</td>
                  <td
                    className={`${cell} text-right tabular-nums ${currency.totalMinor === '0' ? 'text-emerald-700' : 'font-semibold text-red-700'}`}
                  >
                    {currency.totalMinor}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-slate-500">{t('currencies.note')}</p>
        </Panel>
        <Panel title={t('accounts.title')} testId="ledger-accounts">
          {data.mismatchedAccounts.length === 0 ? (
            <p className="text-sm text-emerald-800">{t('accounts.none')}</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                  <th className={`${cell} font-medium`}>{t('accounts.account')}</th>
                  <th className={`${cell} text-right font-medium`}>{t('accounts.balance')}</th>
                  <th className={`${cell} text-right font-medium`}>{t('accounts.entries')}</th>
                  <th className={cell} />
                </tr>
              </thead>
              <tbody>
                {data.mismatchedAccounts.map((account) => (
                  <tr key={account.accountId} className="border-b border-slate-100 last:border-0">
                    <td className={`${cell} font-mono text-xs`}>{shortId(account.accountId)}</td>
                    <td className={`${cell} text-right tabular-nums`}>{account.balanceMinor}</td>
                    <td className={`${cell} text-right tabular-nums`}>{account.entriesMinor}</td>
                    <td className={cell}>
                      <Link className="text-sky-700 underline" to={`?account=${account.accountId}`}>
                        {t('moves')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
      </div>
      <Panel title={t('wallets.title', { count: data.vendorWallets.length, differing })} testId="vendor-wallets">
        <div className="mb-3 flex items-end gap-3">
          <FormField className="w-56" label={t('wallets.state')} htmlFor="reconciliation-state">
            <select
              id="reconciliation-state"
              className={inputClass}
              value={state ?? ''}
              onChange={(event) => onState(event.target.value || undefined)}
            >
              <option value="">{t('wallets.anyState')}</option>
              {vendorWalletCheckStates.map((value) => (
                <option key={value} value={value}>
                  {t(`states.${value}`)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                <th className={`${cell} font-medium`}>{t('wallets.vendor')}</th>
                <th className={`${cell} font-medium`}>{t('wallets.player')}</th>
                <th className={`${cell} text-right font-medium`}>{t('wallets.ledger')}</th>
                <th className={`${cell} text-right font-medium`}>{t('wallets.vendorBalance')}</th>
                <th className={`${cell} text-right font-medium`}>{t('wallets.difference')}</th>
                <th className={`${cell} font-medium`}>{t('wallets.state')}</th>
                <th className={cell} />
              </tr>
            </thead>
            <tbody>
              {wallets.length === 0 ? (
                <tr>
                  <td colSpan={7} className="py-6 text-center text-slate-500">
                    {t('wallets.none')}
                  </td>
                </tr>
              ) : (
                wallets.map((wallet) => (
                  <tr key={wallet.accountId} className="border-b border-slate-100 last:border-0">
                    <td className={cell}>{wallet.vendorCode}</td>
                    <td className={`${cell} font-mono text-xs`}>{shortId(wallet.memberId)}</td>
                    <td className={`${cell} text-right tabular-nums`}>
                      {formatAmount(wallet.ledgerBalance)} {wallet.currency}
                    </td>
                    <td className={`${cell} text-right tabular-nums`}>
                      {wallet.vendorBalance === null ? '—' : formatAmount(wallet.vendorBalance)}
                    </td>
                    <td className={`${cell} text-right tabular-nums`}>
                      {wallet.difference === null ? '—' : formatAmount(wallet.difference)}
                    </td>
                    <td className={cell}>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${stateLook[wallet.state]}`}
                      >
                        {t(`states.${wallet.state}`)}
                      </span>
                    </td>
                    <td className={cell}>
                      <Link className="text-sky-700 underline" to={`?account=${wallet.accountId}`}>
                        {t('moves')}
                      </Link>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </Panel>
    </>
  );
}

function AccountMoves({
  account,
  pageNo,
  pageSize,
  onBack,
  onPage,
  onPageSize,
}: {
  account: string;
  pageNo: number;
  pageSize: number;
  onBack: () => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation(['reconciliation', 'common']);
  const errorMessage = useErrorMessage();
  const moves = useAccountMoves({ account, pageNo, pageSize });
  const details = moves.data?.account;
  const columns = useMemo<ColumnDef<AccountMove, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('movesTable.time'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDateTime(row.original.createdAt, defaultTimeZone)}
          </span>
        ),
      },
      { id: 'type', header: t('movesTable.type'), enableSorting: false, cell: ({ row }) => row.original.type },
      {
        id: 'counterpart',
        header: t('movesTable.counterpart'),
        enableSorting: false,
        cell: ({ row }) =>
          [row.original.counterpartKind, row.original.counterpartVendor].filter((part) => part !== '').join(' · '),
      },
      {
        id: 'reference',
        header: t('movesTable.reference'),
        enableSorting: false,
        cell: ({ row }) => <span className="break-all text-xs">{row.original.reference}</span>,
      },
      {
        id: 'amount',
        header: t('movesTable.amount'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className={`tabular-nums ${row.original.amount.startsWith('-') ? 'text-red-700' : 'text-emerald-700'}`}>
            {formatAmount(row.original.amount)}
          </span>
        ),
      },
      {
        id: 'balanceAfter',
        header: t('movesTable.balanceAfter'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="tabular-nums">
            {row.original.balanceAfter === null ? '—' : formatAmount(row.original.balanceAfter)}
          </span>
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button look="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <ExportButton onExport={() => exportAccountMoves(account)} />
      </div>
      {details && (
        <dl className="grid grid-cols-4 gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm max-lg:grid-cols-2">
          <div>
            <dt className="text-xs text-slate-500">{t('account.account')}</dt>
            <dd className="font-mono">{shortId(details.id)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('account.kind')}</dt>
            <dd>
              {details.merchant} · {details.kind}
              {details.vendorCode ? ` · ${details.vendorCode}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('account.balance')}</dt>
            <dd className="tabular-nums">
              {details.balance === null ? '—' : `${formatAmount(details.balance)} ${details.currency}`}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('account.entriesTotal')}</dt>
            <dd
              className={`tabular-nums ${details.balance !== null && details.balance !== details.entriesTotal ? 'font-semibold text-red-700' : ''}`}
            >
              {formatAmount(details.entriesTotal)} {details.currency}
            </dd>
          </div>
        </dl>
      )}
      <p className="text-xs text-slate-500">{t('common:table.timeZone', { zone: defaultTimeZone })}</p>
      {moves.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(moves.error)}
        </p>
      )}
      <DataTable
        columns={columns}
        rows={moves.data?.content ?? []}
        total={moves.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={pageSize}
        sorting={[]}
        onSortingChange={() => undefined}
        loading={moves.isFetching}
        rowKey={(row) => `${row.transferId}:${row.amount}`}
      />
      {moves.data && (
        <PaginationBar
          pageNo={moves.data.pageNum}
          totalPages={moves.data.totalPages}
          total={moves.data.total}
          pageSize={pageSize}
          onPage={onPage}
          onPageSize={onPageSize}
        />
      )}
    </>
  );
}
