import { useRef } from 'react';
import type { KeyboardEvent } from 'react';

export type SegmentedTab<Value extends string> = { value: Value; label: string; testId?: string };

type SegmentedTabsProps<Value extends string> = {
  label: string;
  value: Value;
  tabs: readonly SegmentedTab<Value>[];
  onChange: (value: Value) => void;
};

/** Two or three tabs side by side (e.g. log in by username or by SMS); arrow keys move between them. */
export function SegmentedTabs<Value extends string>({ label, value, tabs, onChange }: SegmentedTabsProps<Value>) {
  const listRef = useRef<HTMLDivElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.value === value);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.value);
    listRef.current?.querySelector<HTMLElement>(`[data-value="${next.value}"]`)?.focus();
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className="grid auto-cols-fr grid-flow-col gap-1 rounded-control border border-border bg-bg/60 p-1"
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            data-value={tab.value}
            data-testid={tab.testId}
            onClick={() => onChange(tab.value)}
            className={`min-h-10 rounded-[8px] px-3 text-sm font-semibold transition-colors duration-150 ${selected ? 'bg-raised text-text shadow-[0_1px_0_0_rgb(255_255_255/0.04)_inset,0_4px_12px_-6px_rgb(0_0_0/0.6)]' : 'text-text-3 hover:text-text'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
