import type { ConsolePromotion, PromotionApplication } from '@croupier/contracts';
import { parseMinor } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/data-table/paged-table';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { BlobImage } from '@/components/ui/blob-image';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatAmount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { applicationImagePath } from '../api/application-image-path';
import { useApproveApplication } from '../api/approve-application';
import type { ApplicationState } from '../api/list-applications';
import { useApplications } from '../api/list-applications';
import { usePromotions } from '../api/list-promotions';
import { useRejectApplication } from '../api/reject-application';

const applicationStates: readonly ApplicationState[] = ['applying', 'rejected', 'issued'];

/** The largest amount an application of the offer may be granted: a reviewed reward's maximum, else its amount or cap. */
export function maximumAward(promotion: Pick<ConsolePromotion, 'reward'> | undefined): string | null {
  if (!promotion) return null;
  const reward = promotion.reward;
  if (reward.kind === 'reviewed') return reward.max;
  if (reward.kind === 'fixed') return reward.amount;
  if (reward.kind === 'prize_table') return null;
  return reward.cap;
}

/** Whether a typed amount is above zero and at most the maximum (both decimal text, compared in minor units). */
export function awardWithin(amount: string, maximum: string | null): boolean {
  try {
    const minor = parseMinor(amount.trim());
    return minor > 0n && (maximum === null || minor <= parseMinor(maximum));
  } catch {
    return false;
  }
}

/**
 * The activity applications of a brand by state (waiting, rejected, issued): who applied to which offer, their remark
 * and images (a click opens one full size), the abuse flags raised at application time; a waiting one is approved
 * with an amount (the offer's maximum by default, never above it) or rejected with a reason the player sees.
 */
export default function ApplicationsScreen() {
  const { t } = useTranslation(['promotions', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const [state, setState] = useState<ApplicationState>('applying');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const applications = useApplications({ merchant, state, pageNo, pageSize });
  const promotions = usePromotions(merchant);
  const [approving, setApproving] = useState<PromotionApplication | null>(null);
  const [rejecting, setRejecting] = useState<PromotionApplication | null>(null);
  const offerOf = (application: PromotionApplication) =>
    promotions.data?.promotions.find((promotion) => promotion.id === application.promotionId);
  const columns: ColumnDef<PromotionApplication, unknown>[] = [
    {
      id: 'appliedAt',
      header: t('queue.columns.appliedAt'),
      cell: ({ row: { original: application } }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(application.appliedAt, timeZone)}</span>
      ),
    },
    {
      id: 'member',
      header: t('queue.columns.member'),
      cell: ({ row: { original: application } }) => (
        <>
          <div className="font-medium">{application.username}</div>
          <div className="text-xs text-slate-500">{application.memberNumber}</div>
        </>
      ),
    },
    { id: 'offer', header: t('queue.columns.offer'), cell: ({ row }) => row.original.promotionTitle },
    {
      id: 'remark',
      header: t('queue.columns.remark'),
      cell: ({ row: { original: application } }) => (
        <div className="max-w-64 break-words whitespace-pre-wrap">
          {application.remark ?? <span className="text-slate-400">—</span>}
        </div>
      ),
    },
    {
      id: 'images',
      header: t('queue.columns.images'),
      cell: ({ row: { original: application } }) => (
        <div className="flex flex-wrap gap-1">
          {application.imageIds.map((imageId, index) => (
            <BlobImage
              key={imageId}
              path={applicationImagePath({ merchant, applicationId: application.id, imageId })}
              label={t('queue.imageLabel', { number: index + 1, username: application.username })}
              failedText={t('queue.imageFailed')}
            />
          ))}
        </div>
      ),
    },
    {
      id: 'flags',
      header: t('queue.columns.flags'),
      cell: ({ row: { original: application } }) => (
        <ul className="flex flex-col gap-1">
          {application.flags.map((flag) => (
            <li key={flag}>
              <span className="rounded bg-red-600 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
                ⚠ {t(`flags.${flag}`)}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'outcome',
      header: state === 'applying' ? t('queue.columns.actions') : t('queue.columns.outcome'),
      cell: ({ row: { original: application } }) =>
        application.state === 'applying' ? (
          <div className="flex flex-wrap gap-2">
            <Button className="px-3 py-1" onClick={() => setApproving(application)}>
              {t('queue.approve')}
            </Button>
            <Button look="danger" className="px-3 py-1" onClick={() => setRejecting(application)}>
              {t('queue.reject')}
            </Button>
          </div>
        ) : (
          <div className="text-xs">
            {application.amount && <div className="tabular-nums">{formatAmount(application.amount)}</div>}
            {application.reason && <div className="text-red-700">{application.reason}</div>}
            {application.reviewedBy && (
              <div className="text-slate-500">
                {application.reviewedBy}
                {application.reviewedAt && ` · ${formatDateTime(application.reviewedAt, timeZone)}`}
              </div>
            )}
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
        <BrandPicker id="applications-brand" value={merchant} onChange={setMerchant} />
      </header>
      <StatusTabs
        label={t('queue.stateLabel')}
        options={applicationStates}
        value={state}
        labelOf={(option) => t(`states.${option}`)}
        onChange={(option) => {
          setState(option);
          setPageNo(1);
        }}
      />
      <PagedTable
        list={applications}
        columns={columns}
        pageNo={pageNo}
        pageSize={pageSize}
        rowKey={(application) => application.id}
        rowClassName={(application) => (application.flags.length > 0 ? 'bg-red-50' : '')}
        emptyText={t('queue.empty')}
        onPage={setPageNo}
        onPageSize={(size) => {
          setPageSize(size);
          setPageNo(1);
        }}
      />
      {approving && (
        <ApproveDialog
          merchant={merchant}
          application={approving}
          maximum={maximumAward(offerOf(approving))}
          onClose={() => setApproving(null)}
        />
      )}
      {rejecting && <RejectDialog merchant={merchant} application={rejecting} onClose={() => setRejecting(null)} />}
    </div>
  );
}

function ApproveDialog({
  merchant,
  application,
  maximum,
  onClose,
}: {
  merchant: string;
  application: PromotionApplication;
  maximum: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['promotions', 'common']);
  const errorMessage = useErrorMessage();
  const approve = useApproveApplication();
  const [amount, setAmount] = useState(maximum ?? '');
  const [touched, setTouched] = useState(false);
  const valid = awardWithin(amount, maximum);
  return (
    <FormDialog
      title={t('queue.approveTitle', { username: application.username })}
      confirmLabel={t('queue.approve')}
      pending={approve.isPending}
      error={approve.error ? errorMessage(approve.error) : null}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!valid) return;
        approve.mutate({ merchant, id: application.id, amount: amount.trim() }, { onSuccess: onClose });
      }}
    >
      <p className="text-sm text-slate-700">{application.promotionTitle}</p>
      <FormField
        label={t('queue.amount')}
        htmlFor="approve-amount"
        error={touched && !valid ? t('queue.amountBounds', { max: maximum ? formatAmount(maximum) : '—' }) : undefined}
      >
        <input
          id="approve-amount"
          className={inputClass}
          inputMode="decimal"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </FormField>
      {maximum && <p className="text-xs text-slate-500">{t('queue.maximum', { max: formatAmount(maximum) })}</p>}
    </FormDialog>
  );
}

function RejectDialog({
  merchant,
  application,
  onClose,
}: {
  merchant: string;
  application: PromotionApplication;
  onClose: () => void;
}) {
  const { t } = useTranslation(['promotions', 'common']);
  const errorMessage = useErrorMessage();
  const reject = useRejectApplication();
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      title={t('queue.rejectTitle', { username: application.username })}
      confirmLabel={t('queue.reject')}
      danger
      pending={reject.isPending}
      error={reject.error ? errorMessage(reject.error) : null}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return;
        reject.mutate({ merchant, id: application.id, reason: reason.trim() }, { onSuccess: onClose });
      }}
    >
      <FormField label={t('queue.reason')} htmlFor="reject-reason">
        <textarea
          id="reject-reason"
          className={inputClass}
          required
          rows={3}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <p className="text-xs text-slate-500">{t('queue.reasonHint')}</p>
    </FormDialog>
  );
}
