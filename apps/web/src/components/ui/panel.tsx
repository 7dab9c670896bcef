import type { ReactNode } from 'react';

type PanelProps = {
  title?: ReactNode;
  /** One line under the title saying what the panel is for. */
  description?: ReactNode;
  /** Controls at the end of the title row, e.g. a refresh button. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
  id?: string;
};

/** A card of the member centre: a titled surface that groups one task (a form, a list, a summary). */
export function Panel({ title, description, actions, children, className = '', testId, id }: PanelProps) {
  return (
    <section
      id={id}
      data-testid={testId}
      className={`min-w-0 rounded-card border border-border bg-surface p-4 sm:p-5 ${className}`}
    >
      {title || actions ? (
        <div className="mb-4 flex items-start justify-between gap-3">
          <div className="min-w-0">
            {title ? <h2 className="text-base font-semibold text-text">{title}</h2> : null}
            {description ? <p className="mt-0.5 text-[13px] text-text-3">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
