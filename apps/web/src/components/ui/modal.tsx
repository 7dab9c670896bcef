import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableElements } from './focusable-elements';

export type ModalSize = 'sm' | 'md' | 'lg';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  testId?: string;
  /** False for a dialog the player must finish (e.g. a forced password change): no close button, Esc does nothing. */
  closable?: boolean;
  /** Shown above the body, edge to edge, under the title bar (e.g. a banner). */
  header?: ReactNode;
  /**
   * For a dialog nobody asked for (a popup announcement): it waits until no other dialog is open, so it never lands
   * over a login, a registration or a welcome the player is busy with. Once shown it stays, under any newer dialog.
   */
  waitForOtherDialogs?: boolean;
};

const widths: Record<ModalSize, string> = {
  sm: 'sm:w-[400px]',
  md: 'sm:w-[520px]',
  lg: 'sm:w-[720px]',
};

/** Open dialogs, innermost last: Esc closes only the innermost one. */
const openDialogs: symbol[] = [];
const openDialogsListeners = new Set<() => void>();

function changeOpenDialogs(change: () => void) {
  change();
  for (const listener of openDialogsListeners) listener();
}

function subscribeOpenDialogs(listener: () => void) {
  openDialogsListeners.add(listener);
  return () => {
    openDialogsListeners.delete(listener);
  };
}

/** How much of a dragged dialog must stay on screen so it can always be dragged back. */
const keepVisible = 72;

type Drag = { pointerId: number; startX: number; startY: number; originX: number; originY: number; rect: DOMRect };

/**
 * The site's dialog (spec: adaptive from 200 by 200, draggable, never closed by a backdrop click). Esc and the close
 * button close it; focus stays inside while it is open and returns to where it was when it closes.
 */
export function Modal(props: ModalProps) {
  const [waited, setWaited] = useState(false);
  const waiting = props.waitForOtherDialogs === true && !waited;
  useEffect(() => {
    if (!props.open || !waiting) return;
    let active = true;
    const check = () => {
      if (active && openDialogs.length === 0) setWaited(true);
    };
    const unsubscribe = subscribeOpenDialogs(check);
    // After the commit: a dialog mounted in the same commit has registered itself (in a layout effect) by then.
    queueMicrotask(check);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [props.open, waiting]);
  if (!props.open || waiting) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  testId = 'modal',
  closable = true,
  header,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<Drag | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const onCloseRef = useRef(onClose);
  const closableRef = useRef(closable);

  useEffect(() => {
    onCloseRef.current = onClose;
    closableRef.current = closable;
  }, [onClose, closable]);

  // A layout effect, so a dialog opened in the same commit as a waiting one is counted before that one decides.
  useLayoutEffect(() => {
    const self = Symbol('dialog');
    changeOpenDialogs(() => openDialogs.push(self));
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Listening on the document keeps Esc working even when focus was lost to the page, e.g. by a click on the backdrop.
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || openDialogs[openDialogs.length - 1] !== self) return;
      event.preventDefault();
      if (closableRef.current) onCloseRef.current();
    }
    function keepFocusInside(event: FocusEvent) {
      const dialog = dialogRef.current;
      if (
        dialog &&
        openDialogs[openDialogs.length - 1] === self &&
        event.target instanceof Node &&
        !dialog.contains(event.target)
      ) {
        dialog.focus();
      }
    }
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      changeOpenDialogs(() => openDialogs.splice(openDialogs.indexOf(self), 1));
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = overflow;
      returnFocusTo?.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableElements(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function startDrag(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || !dialogRef.current) return;
    if (event.target instanceof Element && event.target.closest('button, a, input')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      originX: offset.x,
      originY: offset.y,
      rect: dialogRef.current.getBoundingClientRect(),
    };
  }

  function moveDrag(event: PointerEvent<HTMLDivElement>) {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const dx = clamp(
      event.clientX - drag.startX,
      keepVisible - drag.rect.right,
      window.innerWidth - keepVisible - drag.rect.left,
    );
    const dy = clamp(event.clientY - drag.startY, -drag.rect.top, window.innerHeight - keepVisible - drag.rect.top);
    setOffset({ x: drag.originX + dx, y: drag.originY + dy });
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (dragRef.current?.pointerId === event.pointerId) dragRef.current = null;
  }

  return (
    <div className="fixed inset-0 z-50 grid place-items-center p-4">
      {/* The backdrop deliberately ignores clicks: a stray tap must not throw away what the player typed. */}
      <div
        data-testid="modal-backdrop"
        aria-hidden="true"
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-0 animate-fade-in bg-black/65"
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={handleKeyDown}
        style={{ translate: `${offset.x}px ${offset.y}px` }}
        className={`relative flex max-h-[calc(100dvh-2rem)] min-h-[200px] w-full min-w-[200px] animate-rise-in flex-col rounded-card border border-border bg-surface shadow-[0_24px_64px_-16px_rgb(0_0_0/0.7)] outline-none ${widths[size]}`}
      >
        <div
          onPointerDown={startDrag}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          className="flex cursor-move touch-none items-center gap-3 border-b border-border py-2 ps-5 pe-2 select-none"
        >
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold">
            {title}
          </h2>
          {closable ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('actions.close')}
              data-testid="modal-close"
              className="grid size-11 place-items-center rounded-control text-text-2 transition-colors duration-150 hover:bg-raised hover:text-text"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          ) : (
            <span className="h-11" aria-hidden="true" />
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto scrollbar-thin">
          {header}
          <div className="px-5 py-5">{children}</div>
        </div>
        {/* Long labels (Thai, a two-part action) wrap onto a second row instead of leaving the dialog. */}
        {footer ? (
          <div className="flex flex-wrap justify-end gap-3 border-t border-border px-5 py-4">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
