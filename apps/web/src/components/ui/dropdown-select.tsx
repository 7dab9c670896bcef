import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

/** Spec §9: a select closes 200 ms after focus leaves it, so a click on an option still lands. */
export const selectBlurDelayMs = 200;

export type DropdownOption<Value extends string> = { value: Value; label: string };

type DropdownSelectProps<Value extends string> = {
  /** The accessible name of the trigger, e.g. "Language". */
  label: string;
  value: Value;
  options: readonly DropdownOption<Value>[];
  onChange: (value: Value) => void;
  /** What the trigger shows; the selected option's label by default. */
  triggerContent?: ReactNode;
  triggerClassName?: string;
  /** Classes of the trigger's chevron, e.g. to hide it where space is short. */
  chevronClassName?: string;
  align?: 'start' | 'end';
  testId?: string;
  optionTestId?: (value: Value) => string;
};

/** A menu of choices behind a button: opens and closes on click, closes on an outside click or when focus leaves. */
export function DropdownSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  triggerContent,
  triggerClassName = '',
  chevronClassName = '',
  align = 'end',
  testId,
  optionTestId,
}: DropdownSelectProps<Value>) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const blurTimer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const selected = options.find((option) => option.value === value);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      setOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  useEffect(() => {
    if (!open || !menuRef.current) return;
    const items = menuItems(menuRef.current);
    const current = items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0];
    current?.focus();
  }, [open]);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function handleBlur() {
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(() => {
      if (!containerRef.current?.contains(document.activeElement)) setOpen(false);
    }, selectBlurDelayMs);
  }

  function handleTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!menuRef.current) return;
    const items = menuItems(menuRef.current);
    const index = items.findIndex((item) => item === document.activeElement);
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = items[(index + 1) % items.length];
        break;
      case 'ArrowUp':
        next = items[(index - 1 + items.length) % items.length];
        break;
      case 'Home':
        next = items[0];
        break;
      case 'End':
        next = items[items.length - 1];
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    next?.focus();
  }

  function choose(option: Value) {
    close(true);
    if (option !== value) onChange(option);
  }

  return (
    <div ref={containerRef} className="relative" onBlur={handleBlur}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${label}: ${selected?.label ?? value}`}
        data-testid={testId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={handleTriggerKeyDown}
        className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-control whitespace-nowrap border border-border bg-raised/60 px-3 text-sm font-medium text-text transition-colors duration-150 hover:border-text-3 hover:bg-raised ${triggerClassName}`}
      >
        {triggerContent ?? selected?.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 text-text-2 transition-transform duration-200 ${open ? 'rotate-180' : ''} ${chevronClassName}`}
        />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={handleMenuKeyDown}
          className={`absolute top-full z-40 mt-2 min-w-48 animate-rise-in rounded-card border border-border bg-raised p-1.5 shadow-[0_16px_40px_-12px_rgb(0_0_0/0.7)] ${align === 'end' ? 'end-0' : 'start-0'}`}
        >
          {options.map((option) => {
            const isSelected = option.value === value;
            return (
              <button
                key={option.value}
                type="button"
                role="menuitemradio"
                aria-checked={isSelected}
                tabIndex={-1}
                data-testid={optionTestId?.(option.value)}
                onClick={() => choose(option.value)}
                className={`flex min-h-11 w-full items-center gap-3 rounded-[8px] px-3 text-start text-sm transition-colors duration-150 hover:bg-white/5 focus-visible:bg-white/5 ${isSelected ? 'font-semibold text-accent' : 'text-text'}`}
              >
                <span className="flex-1">{option.label}</span>
                {isSelected ? <Check aria-hidden="true" className="size-4" /> : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

function menuItems(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]'));
}
