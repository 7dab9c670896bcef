import type { ReactNode } from 'react';

/** The frame every list screen shares: title and description, the filter form, then the table and its pager. */
export function ListScreen({
  title,
  description,
  actions,
  filters,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
          <p className="text-sm text-slate-500">{description}</p>
        </div>
        {actions}
      </header>
      {filters}
      {children}
    </div>
  );
}
