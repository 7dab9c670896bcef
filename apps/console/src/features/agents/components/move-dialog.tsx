import type { AgentTreeNode } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useMoveUnderUpline } from '../api/move-under-upline';

/** Moves a member or agent, with its whole team, under another agent of the brand; empty: to the top level. */
export function MoveDialog({
  merchant,
  node,
  onClose,
}: {
  merchant: string;
  node: AgentTreeNode;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agents', 'common']);
  const errorMessage = useErrorMessage();
  const move = useMoveUnderUpline();
  const [upline, setUpline] = useState('');
  return (
    <FormDialog
      title={t('moveTitle', { username: node.username })}
      onSubmit={(event) => {
        event.preventDefault();
        move.mutate(
          { merchant, username: node.username, uplineUsername: upline.trim() || null },
          { onSuccess: onClose },
        );
      }}
      onCancel={onClose}
      error={move.isError ? errorMessage(move.error) : null}
      pending={move.isPending}
      confirmLabel={t('move')}
    >
      <p className="text-sm text-slate-600">
        {t('moveHint', { team: node.teamSize, upline: node.uplineUsername ?? t('topLevelName') })}
      </p>
      <FormField label={t('newUpline')} htmlFor="move-upline">
        <input
          id="move-upline"
          className={inputClass}
          placeholder={t('topLevelName')}
          value={upline}
          onChange={(event) => setUpline(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
