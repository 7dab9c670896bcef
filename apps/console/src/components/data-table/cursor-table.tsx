import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table';

export type CursorTableProps<Row> = Pick<DataTableProps<Row>, 'columns' | 'rowKey' | 'expanded'> & {
  rows: Row[];
  loading: boolean;
  /** The page shown: absent on the first. */
  cursor: string | undefined;
  /** The book's cursor for the page after this one; absent on the last. */
  nextCursor: string | undefined;
  onCursor: (cursor: string | undefined) => void;
};

/**
 * A list a service pages with an opaque cursor and no total (the sportsbook's events and tickets): the table, then
 * first-page and next-page buttons. `PaginationBar` needs the total and page count such a service does not give.
 */
export function CursorTable<Row>({ rows, loading, cursor, nextCursor, onCursor, ...table }: CursorTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      <DataTable
        {...table}
        rows={rows}
        total={rows.length}
        pageNo={1}
        pageSize={Math.max(rows.length, 1)}
        sorting={[]}
        onSortingChange={() => undefined}
        loading={loading}
      />
      <nav className="flex justify-end gap-2" aria-label={t('table.pages')}>
        {cursor && (
          <Button look="secondary" onClick={() => onCursor(undefined)}>
            {t('table.firstPage')}
          </Button>
        )}
        {nextCursor && (
          <Button look="secondary" onClick={() => onCursor(nextCursor)}>
            {t('table.nextPage')}
          </Button>
        )}
      </nav>
    </>
  );
}
