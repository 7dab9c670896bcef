import { zodResolver } from '@hookform/resolvers/zod';
import { playerActionBodySchema } from '@croupier/contracts';
import type { PlayerActionBody } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';

/** Asks the operator to confirm an action on a player and to say why (the reason goes to the audit log). */
export function ConfirmActionDialog({
  title,
  question,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  question: string;
  pending: boolean;
  error: string | undefined;
  onConfirm: (body: PlayerActionBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('players');
  const form = useForm<PlayerActionBody>({
    resolver: zodResolver(playerActionBodySchema),
    defaultValues: { reason: '' },
  });
  return (
    <FormDialog
      title={title}
      onSubmit={(event) => void form.handleSubmit(onConfirm)(event)}
      onCancel={onCancel}
      error={error}
      pending={pending}
      confirmLabel={t('actions.confirm')}
      cancelLabel={t('actions.cancel')}
    >
      <p className="text-sm text-slate-700">{question}</p>
      <FormField
        label={t('actions.reason')}
        htmlFor="player-action-reason"
        error={form.formState.errors.reason ? t('actions.reasonHint') : undefined}
      >
        <textarea id="player-action-reason" rows={3} className={inputClass} {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
