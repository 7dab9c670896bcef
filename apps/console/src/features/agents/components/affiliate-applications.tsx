import type { AffiliateApplicationStatusName, AffiliateReview } from '@croupier/contracts';
import { agentAccountTypes } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useApproveAffiliateApplication } from '../api/approve-affiliate-application';
import { useAffiliateApplications } from '../api/list-affiliate-applications';
import { useRefuseAffiliateApplication } from '../api/refuse-affiliate-application';

const statuses = ['pending', 'approved', 'refused'] as const satisfies readonly AffiliateApplicationStatusName[];

type Decision = { kind: 'approve' | 'refuse'; application: AffiliateReview };

/** Members' applications to become agents: the pending queue (oldest first) with approve and refuse, then decided. */
export function AffiliateApplications({ merchant }: { merchant: string }) {
  const { t } = useTranslation(['agents', 'common']);
  const errorMessage = useErrorMessage();
  const timeZone = useBrandTimeZone()(merchant);
  const [status, setStatus] = useState<(typeof statuses)[number]>('pending');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const list = useAffiliateApplications({ merchant, status });
  return (
    <div className="flex flex-col gap-3">
      <StatusTabs
        label={t('applications.status')}
        options={statuses}
        value={status}
        labelOf={(option) => t(`applications.statuses.${option}`)}
        onChange={setStatus}
      />
      {list.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error)}
        </p>
      )}
      <table className="w-full border-collapse rounded-md bg-white text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th className="px-3 py-2">{t('applications.columns.createdAt')}</th>
            <th className="px-3 py-2">{t('applications.columns.member')}</th>
            <th className="px-3 py-2">{t('applications.columns.message')}</th>
            <th className="px-3 py-2 text-right">{t('applications.columns.balance')}</th>
            <th className="px-3 py-2">{t('applications.columns.decision')}</th>
            <th className="px-3 py-2" />
          </tr>
        </thead>
        <tbody>
          {list.data?.length === 0 && (
            <tr>
              <td colSpan={6} className="px-3 py-4 text-center text-slate-500">
                {t('applications.empty')}
              </td>
            </tr>
          )}
          {list.data?.map((application) => (
            <tr key={application.id} className="border-b border-slate-100 align-top">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatDateTime(application.createdAt, timeZone)}
              </td>
              <td className="px-3 py-2 font-medium">{application.username}</td>
              <td className="max-w-96 px-3 py-2">
                <div className="whitespace-pre-wrap">{application.message}</div>
                {application.contact && <div className="text-xs text-slate-500">{application.contact}</div>}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{application.balance}</td>
              <td className="px-3 py-2 text-xs text-slate-600">
                {application.status === 'approved' &&
                  t('applications.approvedAs', {
                    type: application.agentType ?? '',
                    upline: application.uplineUsername ?? t('topLevelName'),
                    name: application.decidedBy ?? '',
                  })}
                {application.status === 'refused' &&
                  t('applications.refusedBy', {
                    name: application.decidedBy ?? '',
                    reason: application.decisionReason ?? '',
                  })}
              </td>
              <td className="px-3 py-2">
                {application.status === 'pending' && (
                  <span className="flex gap-2">
                    <Button onClick={() => setDeciding({ kind: 'approve', application })}>
                      {t('applications.approve')}
                    </Button>
                    <Button look="secondary" onClick={() => setDeciding({ kind: 'refuse', application })}>
                      {t('applications.refuse')}
                    </Button>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deciding?.kind === 'approve' && (
        <ApproveDialog merchant={merchant} application={deciding.application} onClose={() => setDeciding(null)} />
      )}
      {deciding?.kind === 'refuse' && (
        <RefuseDialog merchant={merchant} application={deciding.application} onClose={() => setDeciding(null)} />
      )}
    </div>
  );
}

function ApproveDialog({
  merchant,
  application,
  onClose,
}: {
  merchant: string;
  application: AffiliateReview;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agents', 'common']);
  const errorMessage = useErrorMessage();
  const approve = useApproveAffiliateApplication();
  const [agentType, setAgentType] = useState(agentAccountTypes[0] ?? 1);
  const [upline, setUpline] = useState('');
  return (
    <FormDialog
      title={t('applications.approveTitle', { username: application.username })}
      onSubmit={(event) => {
        event.preventDefault();
        approve.mutate(
          { merchant, id: application.id, agentType, uplineUsername: upline.trim() || null },
          { onSuccess: onClose },
        );
      }}
      onCancel={onClose}
      error={approve.isError ? errorMessage(approve.error) : null}
      pending={approve.isPending}
      confirmLabel={t('applications.approve')}
    >
      <FormField label={t('applications.agentType')} htmlFor="approve-type">
        <select
          id="approve-type"
          className={inputClass}
          value={agentType}
          onChange={(event) => setAgentType(Number(event.target.value))}
        >
          {agentAccountTypes.map((type) => (
            <option key={type} value={type}>
              {t('agentType', { type })}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('applications.upline')} htmlFor="approve-upline">
        <input
          id="approve-upline"
          className={inputClass}
          placeholder={t('topLevelName')}
          value={upline}
          onChange={(event) => setUpline(event.target.value)}
        />
      </FormField>
      {application.balance !== '0.00' && (
        <p className="text-sm text-slate-600">{t('applications.balanceMoves', { amount: application.balance })}</p>
      )}
    </FormDialog>
  );
}

function RefuseDialog({
  merchant,
  application,
  onClose,
}: {
  merchant: string;
  application: AffiliateReview;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agents', 'common']);
  const errorMessage = useErrorMessage();
  const refuse = useRefuseAffiliateApplication();
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      title={t('applications.refuseTitle', { username: application.username })}
      onSubmit={(event) => {
        event.preventDefault();
        refuse.mutate({ merchant, id: application.id, reason: reason.trim() }, { onSuccess: onClose });
      }}
      onCancel={onClose}
      error={refuse.isError ? errorMessage(refuse.error) : null}
      pending={refuse.isPending}
      confirmLabel={t('applications.refuse')}
      danger
    >
      <FormField label={t('applications.reason')} htmlFor="refuse-reason">
        <textarea
          id="refuse-reason"
          className={inputClass}
          required
          minLength={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
