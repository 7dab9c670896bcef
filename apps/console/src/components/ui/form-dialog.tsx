import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * Asks before an audited action, with the input it needs (a reason, a note, a value) if any: the fields, the action's
 * translated refusal (the dialog stays open), and cancel and confirm. Escape or cancel calls `onCancel`; confirm
 * submits the form and waits while `pending`.
 */
export function FormDialog({
  open = true,
  title,
  onSubmit,
  onCancel,
  error,
  pending,
  confirmLabel,
  cancelLabel,
  danger = false,
  children,
}: {
  open?: boolean;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  error: string | null | undefined;
  pending: boolean;
  confirmLabel: string;
  /** The common "Cancel" unless the screen words it. */
  cancelLabel?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        {children}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button look="secondary" onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button type="submit" look={danger ? 'danger' : 'primary'} disabled={pending}>
            {pending ? t('working') : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
