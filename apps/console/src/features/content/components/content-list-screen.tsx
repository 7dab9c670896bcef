import type { Page } from '@croupier/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/data-table/export-button';
import { FilterBar } from '@/components/data-table/filter-bar';
import { ListScreen } from '@/components/data-table/list-screen';
import { listPager } from '@/components/data-table/use-list-search-params';
import { BrandSelectField } from '@/components/ui/brand-select-field';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';

/** What every content list keeps in its address besides its own filters. */
export type ContentListSearch = {
  published?: 'true' | 'false' | undefined;
  search?: string | undefined;
  sort: string;
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
};

type SearchPatch = Record<string, string | number | undefined>;

/**
 * One list screen for a brand's content (announcements of a kind, help articles): brand, state and title search in
 * the filter bar around the kind's own fields, all in the address; server-side paging and sort; CSV of the filtered
 * rows; new, edit (the editor above the list), publish and withdraw.
 */
export function ContentListScreen<Item extends { id: string; published: boolean }>({
  id,
  title,
  description,
  brand,
  search,
  setSearch,
  ownFilters,
  ownFilterNames,
  searchHint,
  list,
  onExport,
  columns,
  sortOf,
  publish,
  editTestId,
  renderEditor,
  note,
  errors = [],
}: {
  /** Prefix of the filter fields' ids. */
  id: string;
  title: string;
  description: string;
  brand: string;
  search: ContentListSearch;
  setSearch: (patch: SearchPatch, options?: { keepPage?: boolean }) => void;
  /** The kind's own filter fields (named inputs of the filter form) and their names. */
  ownFilters: ReactNode;
  ownFilterNames: readonly string[];
  searchHint: string;
  list: UseQueryResult<Page<Item>>;
  onExport: () => Promise<void>;
  /** The kind's columns; the edit and publish actions are added after them. */
  columns: ColumnDef<Item, unknown>[];
  /** The address's sort for a sorted column. */
  sortOf: (columnId: string | undefined) => string;
  publish: {
    mutate: (input: { merchant: string; id: string; published: boolean }) => void;
    isPending: boolean;
    error: unknown;
  };
  editTestId?: (item: Item) => string;
  renderEditor: (item: Item | null, done: () => void) => ReactNode;
  /** A line above the table (time zone, sort). */
  note: ReactNode;
  /** Failures of the kind's own calls (ordering), shown with the list's. */
  errors?: unknown[];
}) {
  const { t } = useTranslation(['content', 'common']);
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);

  const allColumns = useMemo<ColumnDef<Item, unknown>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        header: t('columns.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex gap-2">
            <button
              type="button"
              className="text-sm text-sky-700 hover:underline"
              data-testid={editTestId?.(row.original)}
              onClick={() => setEditing(row.original)}
            >
              {t('actions.edit')}
            </button>
            <button
              type="button"
              className="text-sm text-sky-700 hover:underline disabled:opacity-40"
              disabled={publish.isPending}
              data-testid="toggle-publish"
              onClick={() =>
                publish.mutate({ merchant: brand, id: row.original.id, published: !row.original.published })
              }
            >
              {row.original.published ? t('actions.withdraw') : t('actions.publish')}
            </button>
          </div>
        ),
      },
    ],
    [columns, t, editTestId, publish, brand],
  );

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => {
      const entry = form.get(name);
      return typeof entry === 'string' && entry.trim() !== '' ? entry.trim() : undefined;
    };
    setEditing(null);
    setSearch(
      Object.fromEntries(['merchant', 'published', 'search', ...ownFilterNames].map((name) => [name, value(name)])),
    );
  }

  // The list's own failure shows with its table; these are the failures of what the screen does to it.
  const failure = [...errors, publish.error].find((error) => error !== null && error !== undefined);
  return (
    <ListScreen
      title={title}
      description={description}
      actions={
        <div className="flex items-center gap-3">
          <Button onClick={() => setEditing('new')} data-testid="content-new">
            {t('actions.new')}
          </Button>
          <ExportButton onExport={onExport} />
        </div>
      }
      filters={
        <FilterBar
          key={JSON.stringify(search)}
          onSubmit={applyFilters}
          onClear={() =>
            setSearch(Object.fromEntries(['published', 'search', ...ownFilterNames].map((name) => [name, undefined])))
          }
        >
          <BrandSelectField
            id={`${id}-brand`}
            className="flex-1 basis-36"
            label={t('filters.brand')}
            name="merchant"
            defaultValue={brand}
          />
          {ownFilters}
          <FormField className="flex-1 basis-32" label={t('filters.state')} htmlFor={`${id}-filter-state`}>
            <select
              id={`${id}-filter-state`}
              name="published"
              className={inputClass}
              defaultValue={search.published ?? ''}
            >
              <option value="">{t('filters.any')}</option>
              <option value="true">{t('states.published')}</option>
              <option value="false">{t('states.draft')}</option>
            </select>
          </FormField>
          <FormField className="flex-[2] basis-48" label={t('filters.search')} htmlFor={`${id}-filter-search`}>
            <input
              id={`${id}-filter-search`}
              name="search"
              className={inputClass}
              placeholder={searchHint}
              defaultValue={search.search ?? ''}
            />
          </FormField>
        </FilterBar>
      }
      table={{
        list,
        columns: allColumns,
        pageNo: search.pageNo,
        pageSize: search.pageSize,
        sorting: [{ id: search.sort, desc: search.order === 'desc' }],
        onSortingChange: (sorting) => {
          const first = sorting[0];
          setSearch({ sort: sortOf(first?.id), order: first?.desc ? 'desc' : 'asc' });
        },
        rowKey: (row) => row.id,
        ...listPager(setSearch),
      }}
    >
      {editing && renderEditor(editing === 'new' ? null : editing, () => setEditing(null))}
      <p className="text-xs text-slate-500">{note}</p>
      {failure !== undefined && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(failure)}
        </p>
      )}
    </ListScreen>
  );
}
