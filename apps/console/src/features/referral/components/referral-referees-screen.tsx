import type { ReferralConsoleRow, ReferralStatus } from '@croupier/contracts';
import { referralStatuses } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/data-table/paged-table';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatAmount, formatCount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useReferralReferees } from '../api/list-referral-referees';
import { useReviewReferral } from '../api/review-referral';

const statusOptions: readonly (ReferralStatus | 'all')[] = ['all', ...referralStatuses];

/**
 * A brand's referees and the programme's funnel (registered, deposited, qualified, voided, paid). The failed and
 * duplicate tabs are the fraud review queue: each voided referee shows why; an operator restores one (or voids any
 * other) with a reason, audited. A restored referee is no longer voided automatically.
 */
export default function ReferralRefereesScreen() {
  const { t } = useTranslation(['referral', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const [status, setStatus] = useState<ReferralStatus | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const referees = useReferralReferees({ merchant, status, pageNo, pageSize });
  const [reviewing, setReviewing] = useState<{ row: ReferralConsoleRow; decision: 'void' | 'restore' } | null>(null);
  const columns: ColumnDef<ReferralConsoleRow, unknown>[] = [
    {
      id: 'registeredAt',
      header: t('referees.columns.registeredAt'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.registeredAt, timeZone)}</span>
      ),
    },
    { id: 'referee', header: t('referees.columns.referee'), cell: ({ row }) => row.original.referee },
    {
      id: 'referrer',
      header: t('referees.columns.referrer'),
      cell: ({ row }) => (
        <>
          <div>{row.original.referrer}</div>
          <div className="text-xs text-slate-500">{row.original.codeUsed}</div>
        </>
      ),
    },
    {
      id: 'status',
      header: t('referees.columns.status'),
      cell: ({ row }) => (
        <>
          <div className="font-medium" data-testid="referral-referee-status">
            {t(`statuses.${row.original.status}`)}
          </div>
          {row.original.reason && (
            <div className="text-xs text-red-700">{t(`reasons.${row.original.reason as 'operator'}`)}</div>
          )}
          {row.original.reviewedBy && (
            <div className="text-xs text-slate-500">{t('referees.reviewedBy', { by: row.original.reviewedBy })}</div>
          )}
        </>
      ),
    },
    {
      id: 'steps',
      header: t('referees.columns.steps'),
      cell: ({ row }) => (
        <div className="text-xs text-slate-600">
          <div>{row.original.phoneVerified ? t('referees.phoneVerified') : t('referees.phoneNotVerified')}</div>
          <div>
            {row.original.firstDeposit
              ? t('referees.firstDeposit', { amount: formatAmount(row.original.firstDeposit) })
              : t('referees.noDeposit')}
          </div>
        </div>
      ),
    },
    {
      id: 'paid',
      header: t('referees.columns.paid'),
      cell: ({ row }) => <span className="tabular-nums">{formatAmount(row.original.paid)}</span>,
    },
    {
      id: 'actions',
      header: t('referees.columns.actions'),
      cell: ({ row }) =>
        row.original.status === 'failed' || row.original.status === 'duplicate' ? (
          <Button look="secondary" onClick={() => setReviewing({ row: row.original, decision: 'restore' })}>
            {t('referees.restore')}
          </Button>
        ) : (
          <Button look="secondary" onClick={() => setReviewing({ row: row.original, decision: 'void' })}>
            {t('referees.void')}
          </Button>
        ),
    },
  ];
  const funnel = referees.data?.funnel;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('referees.title')}</h1>
          <p className="text-sm text-slate-500">{t('referees.description')}</p>
        </div>
        <BrandPicker id="referral-referees-brand" value={merchant} onChange={setMerchant} />
      </header>
      {funnel && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="referral-funnel">
          {(['registered', 'depositors', 'qualified', 'voided'] as const).map((key) => (
            <div key={key} className="rounded-md bg-white p-3">
              <dt className="text-xs text-slate-500">{t(`referees.funnel.${key}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatCount(funnel[key])}</dd>
            </div>
          ))}
          <div className="rounded-md bg-white p-3">
            <dt className="text-xs text-slate-500">{t('referees.funnel.paid')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatAmount(funnel.paid)}</dd>
          </div>
        </dl>
      )}
      <StatusTabs
        label={t('referees.statusLabel')}
        options={statusOptions}
        value={status}
        labelOf={(option) => (option === 'all' ? t('referees.all') : t(`statuses.${option}`))}
        onChange={(option) => {
          setStatus(option);
          setPageNo(1);
        }}
      />
      <PagedTable
        list={referees}
        columns={columns}
        pageNo={pageNo}
        pageSize={pageSize}
        rowKey={(row) => row.refereeId}
        rowClassName={(row) => (row.status === 'failed' || row.status === 'duplicate' ? 'bg-red-50' : '')}
        emptyText={t('referees.empty')}
        onPage={setPageNo}
        onPageSize={(size) => {
          setPageSize(size);
          setPageNo(1);
        }}
      />
      {reviewing && (
        <ReviewDialog
          merchant={merchant}
          row={reviewing.row}
          decision={reviewing.decision}
          onClose={() => setReviewing(null)}
        />
      )}
    </div>
  );
}

function ReviewDialog({
  merchant,
  row,
  decision,
  onClose,
}: {
  merchant: string;
  row: ReferralConsoleRow;
  decision: 'void' | 'restore';
  onClose: () => void;
}) {
  const { t } = useTranslation(['referral', 'common']);
  const errorMessage = useErrorMessage();
  const review = useReviewReferral();
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      title={t(decision === 'void' ? 'referees.voidTitle' : 'referees.restoreTitle', { username: row.referee })}
      confirmLabel={t(decision === 'void' ? 'referees.void' : 'referees.restore')}
      danger={decision === 'void'}
      pending={review.isPending}
      error={review.error ? errorMessage(review.error) : null}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return;
        review.mutate(
          { merchant, refereeId: row.refereeId, review: { decision, reason: reason.trim() } },
          { onSuccess: onClose },
        );
      }}
    >
      <FormField label={t('referees.reason')} htmlFor="referral-review-reason">
        <textarea
          id="referral-review-reason"
          className={inputClass}
          required
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          data-testid="referral-review-reason"
        />
      </FormField>
    </FormDialog>
  );
}
