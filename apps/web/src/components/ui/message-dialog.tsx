import { CircleAlert, Info, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import type { ModalSize } from './modal';

export type MessageTone = 'info' | 'warning' | 'danger';

type MessageDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** With a cancel label the dialog asks a question; without one it only informs. */
  cancelLabel?: string;
  onCancel?: () => void;
  tone?: MessageTone;
  busy?: boolean;
  testId?: string;
  confirmTestId?: string;
  cancelTestId?: string;
  /** Wider than the default for a question whose answers are long (both buttons stay on one row). */
  size?: ModalSize;
};

const tones: Record<MessageTone, { icon: typeof Info; className: string }> = {
  info: { icon: Info, className: 'bg-info/10 text-info ring-info/30' },
  warning: { icon: CircleAlert, className: 'bg-accent/10 text-accent ring-accent/30' },
  danger: { icon: LogOut, className: 'bg-danger/10 text-danger ring-danger/30' },
};

/** A short message or question in a small dialog: a notice with a confirm button, or confirm and cancel. */
export function MessageDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  tone = 'info',
  busy = false,
  testId,
  confirmTestId,
  cancelTestId,
  size = 'sm',
}: MessageDialogProps) {
  const { icon: Icon, className } = tones[tone];
  return (
    <Modal
      open={open}
      onClose={onCancel ?? onConfirm}
      title={title}
      size={size}
      testId={testId}
      footer={
        <>
          {cancelLabel ? (
            <Button variant="secondary" onClick={onCancel} data-testid={cancelTestId} className="flex-1 sm:flex-none">
              {cancelLabel}
            </Button>
          ) : null}
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={busy}
            data-testid={confirmTestId}
            className="flex-1 sm:flex-none"
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center py-2 text-center">
        <span className={`mb-4 grid size-12 place-items-center rounded-full ring-1 ${className}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="text-[15px] text-pretty text-text">{message}</div>
      </div>
    </Modal>
  );
}
