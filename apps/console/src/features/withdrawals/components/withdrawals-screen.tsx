import { withdrawalStatuses } from '@croupier/contracts';
import type { WithdrawalReview } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyQueueScreen } from '@/components/money-queue/money-queue-screen';
import { useWithdrawals } from '../api/list-withdrawals';
import { ProofImage } from './proof-image';
import { WithdrawalDecision } from './withdrawal-decision';

const usernameOf = (row: WithdrawalReview) => row.username;
const decisionOf = (row: WithdrawalReview) => <WithdrawalDecision withdrawal={row} />;

/**
 * The withdrawal queue of the operator's brands: pending ones to pay or refuse, then paid and rejected ones with the
 * player's answer and the proof images of those they say they did not receive.
 */
export default function WithdrawalsScreen() {
  const { t } = useTranslation('withdrawals');
  const detailColumns = useMemo<ColumnDef<WithdrawalReview, unknown>[]>(
    () => [
      {
        id: 'bank',
        header: t('columns.bank'),
        cell: ({ row }) => (
          <div className="text-xs">
            <div className="font-medium text-slate-900">
              {row.original.bankCode} <span className="tabular-nums">{row.original.accountNumber}</span>
            </div>
            <div className="text-slate-600">{row.original.accountName}</div>
          </div>
        ),
      },
      {
        id: 'outcome',
        header: t('columns.outcome'),
        cell: ({ row }) => {
          const { confirmation, rejectReason, reviewedBy } = row.original;
          return (
            <div className="flex flex-col gap-1 text-xs text-slate-700">
              {reviewedBy && <span>{t('reviewedBy', { name: reviewedBy })}</span>}
              {rejectReason && <span>{t('rejectedBecause', { reason: rejectReason })}</span>}
              {confirmation && (
                <span>
                  {t(`confirmations.${confirmation.status}`)}
                  {confirmation.remark ? ` · ${confirmation.remark}` : ''}
                </span>
              )}
              {row.original.proofs.length > 0 && (
                <div className="flex flex-wrap gap-1">
                  {row.original.proofs.map((proof, index) => (
                    <ProofImage key={proof.id} withdrawalId={row.original.id} proofId={proof.id} index={index} />
                  ))}
                </div>
              )}
            </div>
          );
        },
      },
    ],
    [t],
  );
  return (
    <MoneyQueueScreen
      kind="withdrawals"
      title={t('title')}
      description={t('description')}
      statuses={withdrawalStatuses}
      defaultStatus="pending"
      openStatus="pending"
      statusLabel={(status) => t(`statuses.${status as WithdrawalReview['status']}`)}
      acceptLabel={t('actions.approve')}
      useList={useWithdrawals}
      usernameOf={usernameOf}
      detailColumns={detailColumns}
      decision={decisionOf}
    />
  );
}
