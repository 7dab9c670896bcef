import type { ReactNode } from 'react';
import { PagedTable } from './paged-table';
import type { PagedTableProps } from './paged-table';

/**
 * The frame every list screen shares: title and description, the filter form, what the screen shows above its
 * list (a note, an editor), then the list itself from its query: the failure (translated), the table while it
 * loads and once it has rows, and the pager.
 */
export function ListScreen<Row>({
  title,
  description,
  actions,
  filters,
  table,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  filters: ReactNode;
  table: PagedTableProps<Row>;
  children?: ReactNode;
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
      <PagedTable {...table} />
    </div>
  );
}
