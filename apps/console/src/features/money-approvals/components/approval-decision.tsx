import type { MoneyApproval } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { DecisionControls } from '@/components/ui/decision-controls';
import { useErrorMessage } from '@/lib/use-error-message';
import { useDecideMoneyApproval } from '../api/decide-money-approval';

/**
 * The checker's confirm and reject for one pending approval. The operator who asked sees who must confirm
 * instead.
 */
export function ApprovalDecision({ approval }: { approval: MoneyApproval }) {
  const { t } = useTranslation('money-approvals');
  const errorMessage = useErrorMessage();
  const decide = useDecideMoneyApproval();
  if (approval.status !== 'pending') return null;
  if (approval.requestedByMe) return <span className="text-xs text-slate-500">{t('awaitingOther')}</span>;
  const amount = `${approval.amount} ${approval.currency}`;
  return (
    <DecisionControls
      id={approval.id}
      texts={{
        accept: t('actions.confirm'),
        question: t(`confirmQuestion.${approval.kind}`, { amount, username: approval.username }),
        yesAccept: t('actions.yesConfirm'),
        rejectReason: t('rejectReason'),
        yesReject: t('actions.yesReject'),
      }}
      pending={decide.isPending}
      error={decide.isError ? errorMessage(decide.error) : null}
      onAccept={() => decide.mutateAsync({ id: approval.id, decision: 'confirm' })}
      onReject={(reason) => decide.mutateAsync({ id: approval.id, decision: 'reject', reason })}
    />
  );
}
