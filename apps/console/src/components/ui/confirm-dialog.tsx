import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

/** Asks before an action that cannot be taken back; shows the action's failure, translated, and stays open. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <p className="text-sm text-slate-700">{message}</p>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button look="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button look={danger ? 'danger' : 'primary'} disabled={pending} onClick={onConfirm}>
          {pending ? t('working') : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
