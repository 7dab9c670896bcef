import type { VipLevelChange } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/data-table/paged-table';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useChangeVipLevel } from '../api/change-vip-level';
import { useVipChanges } from '../api/list-vip-changes';

/**
 * A brand's VIP level changes (rises, monthly relegations, operators' changes with their reason and the figures that
 * justified each), of one member when a username is given; and an operator's level change with a reason (audited).
 */
export default function VipHistoryScreen() {
  const { t } = useTranslation('vip');
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const changes = useVipChanges({ merchant, username: username.trim(), pageNo, pageSize });

  const columns: ColumnDef<VipLevelChange, unknown>[] = [
    {
      id: 'at',
      header: t('history.columns.at'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.at, timeZone)}</span>
      ),
    },
    { id: 'member', header: t('history.columns.member'), cell: ({ row }) => row.original.username },
    {
      id: 'change',
      header: t('history.columns.change'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {t(`history.kind.${row.original.kind}`)}: {row.original.fromLevel} → {row.original.toLevel}
        </span>
      ),
    },
    {
      id: 'figures',
      header: t('history.columns.figures'),
      cell: ({ row }) => (
        <div className="text-xs text-slate-600">
          {Object.entries(row.original.metrics)
            .map(([key, value]) => `${key} ${value}`)
            .join(' · ')}
        </div>
      ),
    },
    {
      id: 'by',
      header: t('history.columns.by'),
      cell: ({ row }) => (
        <div className="text-xs">
          <div>{row.original.actor ?? t('history.system')}</div>
          {row.original.reason && <div className="text-slate-500">{row.original.reason}</div>}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('history.title')}</h1>
          <p className="text-sm text-slate-500">{t('history.description')}</p>
        </div>
        <BrandPicker id="vip-history-brand" value={merchant} onChange={setMerchant} />
      </header>
      <ManualChangeForm merchant={merchant} />
      <FormField label={t('history.username')} htmlFor="vip-history-username" className="w-60">
        <input
          id="vip-history-username"
          className={inputClass}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setPageNo(1);
          }}
        />
      </FormField>
      <PagedTable
        list={changes}
        columns={columns}
        pageNo={pageNo}
        pageSize={pageSize}
        rowKey={(change) => change.id}
        emptyText={t('history.empty')}
        onPage={setPageNo}
        onPageSize={(size) => {
          setPageSize(size);
          setPageNo(1);
        }}
      />
    </div>
  );
}

function ManualChangeForm({ merchant }: { merchant: string }) {
  const { t } = useTranslation('vip');
  const errorMessage = useErrorMessage();
  const change = useChangeVipLevel();
  const [username, setUsername] = useState('');
  const [level, setLevel] = useState('0');
  const [reason, setReason] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { merchant, change: { username: username.trim(), level: Number(level), reason: reason.trim() } },
          { onSuccess: () => setReason('') },
        );
      }}
    >
      <h2 className="w-full text-sm font-semibold">{t('manual.title')}</h2>
      <FormField label={t('manual.username')} htmlFor="vip-manual-username" className="w-48">
        <input
          id="vip-manual-username"
          className={inputClass}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </FormField>
      <FormField label={t('manual.level')} htmlFor="vip-manual-level" className="w-24">
        <input
          id="vip-manual-level"
          className={`${inputClass} text-right tabular-nums`}
          inputMode="numeric"
          value={level}
          onChange={(event) => setLevel(event.target.value)}
        />
      </FormField>
      <FormField label={t('manual.reason')} htmlFor="vip-manual-reason" className="min-w-60 flex-1">
        <input
          id="vip-manual-reason"
          className={inputClass}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={change.isPending || username.trim() === '' || reason.trim() === ''}>
        {t('manual.submit')}
      </Button>
      {change.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {errorMessage(change.error)}
        </p>
      )}
      {change.isSuccess && (
        <p className="w-full text-sm text-emerald-700">
          {t('manual.done', { from: change.data.fromLevel, to: change.data.toLevel })}
        </p>
      )}
    </form>
  );
}
