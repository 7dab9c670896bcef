import type { Page } from '@croupier/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useErrorMessage } from '@/lib/use-error-message';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table';
import { PaginationBar } from './pagination-bar';

/**
 * A server-paged list as every queue shows it: the failure (translated), the table, then the pager; page and size
 * live in the address through `onPage` and `onPageSize`.
 */
export type PagedTableProps<Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'total' | 'loading' | 'sorting' | 'onSortingChange'
> & {
  list: UseQueryResult<Page<Row>>;
  onPage: (pageNo: number) => void;
  onPageSize: (pageSize: number) => void;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
};

export function PagedTable<Row>({
  list,
  pageNo,
  pageSize,
  onPage,
  onPageSize,
  sorting = [],
  onSortingChange = () => undefined,
  ...table
}: PagedTableProps<Row>) {
  const errorMessage = useErrorMessage();
  return (
    <>
      {list.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(list.error)}
        </p>
      )}
      <DataTable
        {...table}
        rows={list.data?.content ?? []}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={pageSize}
        sorting={sorting}
        onSortingChange={onSortingChange}
        loading={list.isFetching}
      />
      {list.data && (
        <PaginationBar
          pageNo={list.data.pageNum}
          totalPages={list.data.totalPages}
          total={list.data.total}
          pageSize={pageSize}
          onPage={onPage}
          onPageSize={onPageSize}
        />
      )}
    </>
  );
}
