import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DataTableProps<Row> = {
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  /** How many rows the filter matches on the server (all pages). */
  total: number;
  pageNo: number;
  pageSize: number;
  /** The one sortable column's sort, as the server applies it. */
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  loading: boolean;
  rowKey: (row: Row) => string;
  /** What opens under a row (a player's context, say); null keeps the row closed. */
  expanded?: (row: Row) => ReactNode;
  /** A row's extra look (a flagged application's warning tint). */
  rowClassName?: (row: Row) => string;
  /** What an empty list says, when the generic text says too little. */
  emptyText?: string;
};

/**
 * A list whose paging, sorting and filtering happen on the server: TanStack Table draws the page it is given and
 * reports sort changes; the screen keeps all of that in the address (use-list-search-params.ts).
 */
export function DataTable<Row>({
  columns,
  rows,
  total,
  pageNo,
  pageSize,
  sorting,
  onSortingChange,
  loading,
  rowKey,
  expanded,
  rowClassName,
  emptyText,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  // TanStack Table's instance answers fresh functions each render; the compiler leaves this component unmemoized,
  // which is what a table redrawn from each server page needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: pageNo - 1, pageSize } },
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
  });

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white" aria-busy={loading}>
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="border-b border-slate-200 px-3 py-2 whitespace-nowrap"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:text-slate-900"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : '▼'}</span>
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={loading ? 'opacity-60' : undefined}>
          {table.getRowModel().rows.map((row) => {
            const opened = expanded?.(row.original) ?? null;
            return (
              <Fragment key={row.id}>
                <tr
                  className={`border-b border-slate-100 align-top last:border-b-0 hover:bg-slate-50 ${rowClassName?.(row.original) ?? ''}`}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
                {opened !== null && (
                  <tr className="border-b border-slate-100 bg-slate-50">
                    <td colSpan={columns.length} className="px-3 py-3">
                      {opened}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-10 text-center text-slate-500">
                {loading ? t('table.loading') : (emptyText ?? t('table.empty'))}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
