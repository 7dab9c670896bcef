import { depositStatuses } from '@croupier/contracts';
import type { DepositReview } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyQueueScreen } from '@/components/money-queue/money-queue-screen';
import { useDeposits } from '../api/list-deposits';
import { DepositDecision } from './deposit-decision';
import { SlipImage } from './slip-image';

const usernameOf = (row: DepositReview) => row.member;
const decisionOf = (row: DepositReview) => <DepositDecision deposit={row} />;

/** The deposit queue of the operator's brands: those waiting for review first, to confirm (credit) or reject. */
export default function DepositsScreen() {
  const { t } = useTranslation('deposits');
  const detailColumns = useMemo<ColumnDef<DepositReview, unknown>[]>(
    () => [
      {
        id: 'channel',
        header: t('columns.channel'),
        cell: ({ row }) => (
          <div className="flex flex-col gap-1 text-xs">
            <div className="font-medium text-slate-900">{t(`kinds.${row.original.kind}`)}</div>
            {row.original.hasSlip && <SlipImage merchant={row.original.merchantCode} depositId={row.original.id} />}
          </div>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) => (
          <div className="text-xs">
            <div>{t(`statuses.${row.original.status}`)}</div>
            {row.original.decidedBy && (
              <div className="text-slate-600">{t('decidedBy', { name: row.original.decidedBy })}</div>
            )}
            {row.original.reason && <div className="text-slate-600">{row.original.reason}</div>}
          </div>
        ),
      },
    ],
    [t],
  );
  return (
    <MoneyQueueScreen
      kind="deposits"
      title={t('title')}
      description={t('description')}
      statuses={depositStatuses}
      defaultStatus="pending_review"
      openStatus="pending_review"
      statusLabel={(status) => t(`statuses.${status as DepositReview['status']}`)}
      acceptLabel={t('actions.confirm')}
      useList={useDeposits}
      usernameOf={usernameOf}
      detailColumns={detailColumns}
      decision={decisionOf}
    />
  );
}
