import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * A modal dialog on the browser's own `<dialog>` (focus kept inside, Escape closes, the page behind inert): open
 * while `open` is true; closing it any way calls `onClose`.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="dialog-title"
      className={`m-auto w-full rounded-xl border border-slate-200 bg-white p-0 shadow-xl backdrop:bg-slate-900/40 ${wide ? 'max-w-xl' : 'max-w-md'}`}
      onClose={onClose}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id="dialog-title" className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
