import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * A confirmation that asks for input (a reason, a note, a value) before an audited action: the fields, the server's
 * refusal if any, and cancel and confirm. Escape or cancel calls `onCancel`; the confirm button waits while `pending`.
 */
export function FormDialog({
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
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  error: string | undefined;
  pending: boolean;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open title={title} onClose={onCancel}>
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        {children}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button look="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" look={danger ? 'danger' : 'primary'} disabled={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
