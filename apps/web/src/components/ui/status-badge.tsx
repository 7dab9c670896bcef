import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const tones: Record<StatusTone, string> = {
  success: 'bg-win/12 text-win ring-win/30',
  warning: 'bg-accent/12 text-accent ring-accent/30',
  danger: 'bg-danger/12 text-danger ring-danger/30',
  info: 'bg-info/12 text-info ring-info/30',
  neutral: 'bg-white/5 text-text-2 ring-border',
};

/** A small pill naming a record's state (pending, paid, rejected, ...), coloured by what it means for the player. */
export function StatusBadge({ tone, children, testId }: { tone: StatusTone; children: ReactNode; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-pill px-2.5 py-0.5 text-xs leading-5 font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}
