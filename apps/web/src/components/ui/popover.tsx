import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

type PopoverProps = {
  /** The accessible name of the trigger and the panel. */
  label: string;
  triggerContent: ReactNode;
  triggerClassName: string;
  /**
   * The panel content, mounted only while open so its work (e.g. a speed test) runs only then. A function receives a
   * `close` for entries that should fold the panel away (e.g. menu items).
   */
  children: ReactNode | ((close: () => void) => ReactNode);
  panelClassName?: string;
  testId?: string;
  triggerTestId?: string;
  onOpenChange?: (open: boolean) => void;
};

/** A panel that hangs under a header button; closes on an outside click, on Esc and from its own controls. */
export function Popover({
  label,
  triggerContent,
  triggerClassName,
  children,
  panelClassName = '',
  testId,
  triggerTestId,
  onOpenChange,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  function change(next: boolean) {
    setOpen(next);
    onOpenChange?.(next);
  }

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      setOpen(false);
      onOpenChange?.(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, onOpenChange]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    change(false);
    triggerRef.current?.focus();
  }

  return (
    <div ref={containerRef} data-testid={testId} className="relative" onKeyDown={handleKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        data-testid={triggerTestId}
        onClick={() => change(!open)}
        className={triggerClassName}
      >
        {triggerContent}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          className={`fixed inset-x-3 top-[calc(var(--header-height)+8px)] z-40 animate-rise-in rounded-card border border-border bg-raised shadow-[0_20px_48px_-16px_rgb(0_0_0/0.75)] outline-none sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-2 ${panelClassName}`}
        >
          {typeof children === 'function' ? children(() => change(false)) : children}
        </div>
      ) : null}
    </div>
  );
}
