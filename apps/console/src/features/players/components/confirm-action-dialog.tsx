import { zodResolver } from '@hookform/resolvers/zod';
import { playerActionBodySchema } from '@croupier/contracts';
import type { PlayerActionBody } from '@croupier/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
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
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useForm<PlayerActionBody>({
    resolver: zodResolver(playerActionBodySchema),
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="player-action-title"
      className="m-auto w-full max-w-md rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
      onCancel={onCancel}
    >
      <form className="flex flex-col gap-4 p-5" onSubmit={(event) => void form.handleSubmit(onConfirm)(event)}>
        <h2 id="player-action-title" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-700">{question}</p>
        <FormField
          label={t('actions.reason')}
          htmlFor="player-action-reason"
          error={form.formState.errors.reason ? t('actions.reasonHint') : undefined}
        >
          <textarea id="player-action-reason" rows={3} className={inputClass} {...form.register('reason')} />
        </FormField>
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button look="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {t('actions.confirm')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
