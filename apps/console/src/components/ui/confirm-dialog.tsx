import { FormDialog } from './form-dialog';

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
  return (
    <FormDialog
      open={open}
      title={title}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      onCancel={onCancel}
      error={error}
      pending={pending}
      confirmLabel={confirmLabel}
      danger={danger}
    >
      <p className="text-sm text-slate-700">{message}</p>
    </FormDialog>
  );
}
