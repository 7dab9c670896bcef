import type { ConsoleRedemption, RedemptionStatus } from '@croupier/contracts';
import { redemptionStatuses } from '@croupier/contracts';
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
import { formatAmount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useDecideRedemption } from '../api/decide-redemption';
import { useRedemptions } from '../api/list-redemptions';
import { usePointsReport } from '../api/read-points-report';

/** Points with their digits grouped. */
export function formatPoints(points: string): string {
  return BigInt(points).toLocaleString('en-US');
}

/**
 * The mall's redemption queue (decision 0082): redemptions by state; one in process (a physical item) is approved
 * (its held points are burned) or rejected with a reason the player sees (points and stock return). Above it, the
 * brand's points book: issued, spent, returned, converted and expired, and the liability players hold.
 */
export default function PointsRedemptionsScreen() {
  const { t } = useTranslation(['points', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const [status, setStatus] = useState<RedemptionStatus>('in_process');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const redemptions = useRedemptions({ merchant, status, pageNo, pageSize });
  const report = usePointsReport(merchant);
  const decide = useDecideRedemption();
  const errorMessage = useErrorMessage();
  const [approving, setApproving] = useState<ConsoleRedemption | null>(null);
  const [rejecting, setRejecting] = useState<ConsoleRedemption | null>(null);
  const [reason, setReason] = useState('');

  const columns: ColumnDef<ConsoleRedemption, unknown>[] = [
    {
      id: 'appliedAt',
      header: t('queue.columns.appliedAt'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.appliedAt, timeZone)}</span>
      ),
    },
    { id: 'reference', header: t('queue.columns.reference'), cell: ({ row }) => row.original.reference },
    { id: 'member', header: t('queue.columns.member'), cell: ({ row }) => row.original.username },
    {
      id: 'item',
      header: t('queue.columns.item'),
      cell: ({ row }) => `${row.original.name} × ${row.original.quantity} (${t(`types.${row.original.type}`)})`,
    },
    {
      id: 'points',
      header: t('queue.columns.points'),
      cell: ({ row }) => <span className="tabular-nums">{formatPoints(row.original.points)}</span>,
    },
    {
      id: 'outcome',
      header: status === 'in_process' ? t('queue.columns.actions') : t('queue.columns.outcome'),
      cell: ({ row: { original: redemption } }) =>
        redemption.status === 'in_process' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              className="px-3 py-1"
              onClick={() => {
                decide.reset();
                setApproving(redemption);
              }}
              data-testid="points-approve"
            >
              {t('queue.approve')}
            </Button>
            <Button
              look="danger"
              className="px-3 py-1"
              onClick={() => {
                decide.reset();
                setReason('');
                setRejecting(redemption);
              }}
            >
              {t('queue.reject')}
            </Button>
          </div>
        ) : (
          <div className="text-xs">
            {redemption.creditAmount && <div className="tabular-nums">{formatAmount(redemption.creditAmount)}</div>}
            {redemption.rejectReason && <div className="text-red-700">{redemption.rejectReason}</div>}
            <div className="text-slate-500">{redemption.reviewedBy}</div>
          </div>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('queue.title')}</h1>
          <p className="text-sm text-slate-500">{t('queue.description')}</p>
        </div>
        <BrandPicker id="points-redemptions-brand" value={merchant} onChange={setMerchant} />
      </header>
      {report.data && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="points-report">
          <div className="rounded-md bg-white p-3">
            <dt className="text-xs text-slate-500">{t('report.outstanding')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatPoints(report.data.outstanding)}</dd>
          </div>
          <div className="rounded-md bg-white p-3">
            <dt className="text-xs text-slate-500">{t('report.held')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatPoints(report.data.held)}</dd>
          </div>
          <div className="rounded-md bg-white p-3">
            <dt className="text-xs text-slate-500">{t('report.conversionCost')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatAmount(report.data.conversionCost)}</dd>
          </div>
          {report.data.totals.map((line) => (
            <div key={line.type} className="rounded-md bg-white p-3">
              <dt className="text-xs text-slate-500">{t(`report.types.${line.type}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatPoints(line.points)}</dd>
            </div>
          ))}
        </dl>
      )}
      <StatusTabs
        label={t('queue.stateLabel')}
        options={redemptionStatuses}
        value={status}
        labelOf={(option) => t(`statuses.${option}`)}
        onChange={(option) => {
          setStatus(option);
          setPageNo(1);
        }}
      />
      <PagedTable
        list={redemptions}
        columns={columns}
        pageNo={pageNo}
        pageSize={pageSize}
        rowKey={(redemption) => redemption.id}
        emptyText={t('queue.empty')}
        onPage={setPageNo}
        onPageSize={(size) => {
          setPageSize(size);
          setPageNo(1);
        }}
      />
      {approving && (
        <FormDialog
          title={t('queue.approveTitle', { username: approving.username })}
          confirmLabel={t('queue.approve')}
          pending={decide.isPending}
          error={decide.error ? errorMessage(decide.error) : null}
          onCancel={() => setApproving(null)}
          onSubmit={(event) => {
            event.preventDefault();
            decide.mutate({ merchant, id: approving.id, decision: 'approve' }, { onSuccess: () => setApproving(null) });
          }}
        >
          <p className="text-sm text-slate-700">
            {t('queue.approveQuestion', { item: approving.name, points: formatPoints(approving.points) })}
          </p>
        </FormDialog>
      )}
      {rejecting && (
        <FormDialog
          title={t('queue.rejectTitle', { username: rejecting.username })}
          confirmLabel={t('queue.reject')}
          danger
          pending={decide.isPending}
          error={decide.error ? errorMessage(decide.error) : null}
          onCancel={() => setRejecting(null)}
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim() === '') return;
            decide.mutate(
              { merchant, id: rejecting.id, decision: 'reject', reason: reason.trim() },
              { onSuccess: () => setRejecting(null) },
            );
          }}
        >
          <FormField label={t('queue.reason')} htmlFor="points-reject-reason">
            <textarea
              id="points-reject-reason"
              className={inputClass}
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
        </FormDialog>
      )}
    </div>
  );
}
