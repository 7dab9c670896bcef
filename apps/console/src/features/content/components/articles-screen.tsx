import { contentArticleFilterSchema, helpCategories, pageQueryShape } from '@croupier/contracts';
import type { ContentHelpArticle } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { FilterBar } from '@/components/data-table/filter-bar';
import { ListScreen } from '@/components/data-table/list-screen';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { exportArticles } from '../api/export-articles';
import { useArticles } from '../api/list-articles';
import type { ArticleListFilter } from '../api/list-articles';
import { usePublishArticle } from '../api/publish-article';
import { ArticleEditor } from './article-editor';
import { StateBadge, textFor, useContentBrand } from './content-parts';

const filterFields = contentArticleFilterSchema.shape;
const articleSearchSchema = z.object({
  merchant: z.string().max(64).optional(),
  category: filterFields.category,
  published: z.enum(['true', 'false']).optional(),
  search: filterFields.search,
  sort: filterFields.sort,
  order: filterFields.order,
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
});

/** Help articles and terms pages of a brand: filtered, sorted, paged, exported; edited with a preview. */
export default function ArticlesScreen() {
  const { t, i18n } = useTranslation(['content', 'common']);
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useListSearchParams(articleSearchSchema);
  const { brands, brand, timeZone } = useContentBrand(search.merchant);
  const [editing, setEditing] = useState<ContentHelpArticle | 'new' | null>(null);
  const filter: ArticleListFilter = {
    merchant: brand,
    category: search.category,
    published: search.published,
    search: search.search,
    sort: search.sort,
    order: search.order,
  };
  const list = useArticles({ ...filter, pageNo: search.pageNo, pageSize: search.pageSize });
  const publish = usePublishArticle();

  const columns = useMemo<ColumnDef<ContentHelpArticle, unknown>[]>(
    () => [
      {
        id: 'sortOrder',
        header: t('columns.category'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {t(`categories.${row.original.category}`)} · {row.original.sortOrder}
          </span>
        ),
      },
      {
        id: 'code',
        header: t('columns.code'),
        enableSorting: false,
        cell: ({ row }) => <code className="text-xs text-slate-800">{row.original.code}</code>,
      },
      {
        id: 'title',
        header: t('columns.title'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="font-medium text-slate-900">
            {textFor(row.original.title, i18n.language) || t('noTitle')}
          </span>
        ),
      },
      {
        id: 'languages',
        header: t('columns.languages'),
        enableSorting: false,
        cell: ({ row }) => <span className="text-xs">{Object.keys(row.original.title).join(', ')}</span>,
      },
      {
        id: 'version',
        header: t('columns.version'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.version}</span>,
      },
      {
        id: 'updatedAt',
        header: t('columns.updatedAt'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.updatedAt, timeZone)}</span>
        ),
      },
      {
        id: 'state',
        header: t('columns.state'),
        enableSorting: false,
        cell: ({ row }) => <StateBadge state={row.original.published ? 'published' : 'draft'} />,
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex gap-2">
            <button
              type="button"
              className="text-sm text-sky-700 hover:underline"
              data-testid={`edit-article-${row.original.code}`}
              onClick={() => setEditing(row.original)}
            >
              {t('actions.edit')}
            </button>
            <button
              type="button"
              className="text-sm text-sky-700 hover:underline disabled:opacity-40"
              disabled={publish.isPending}
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
    [t, i18n.language, timeZone, brand, publish],
  );

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => {
      const entry = form.get(name);
      return typeof entry === 'string' && entry.trim() !== '' ? entry.trim() : undefined;
    };
    setEditing(null);
    setSearch({
      merchant: value('merchant'),
      category: value('category'),
      published: value('published'),
      search: value('search'),
    });
  }

  return (
    <ListScreen
      title={t('articles.title')}
      description={t('articles.description')}
      actions={
        <div className="flex items-center gap-3">
          <Button onClick={() => setEditing('new')} data-testid="content-new">
            {t('actions.new')}
          </Button>
          <ExportButton onExport={() => exportArticles(filter)} />
        </div>
      }
      filters={
        <FilterBar
          key={JSON.stringify(search)}
          onSubmit={applyFilters}
          onClear={() => setSearch({ category: undefined, published: undefined, search: undefined })}
        >
          <FormField className="flex-1 basis-36" label={t('filters.brand')} htmlFor="article-brand">
            <select id="article-brand" name="merchant" className={inputClass} defaultValue={brand}>
              {brands.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField className="flex-1 basis-36" label={t('filters.category')} htmlFor="article-filter-category">
            <select
              id="article-filter-category"
              name="category"
              className={inputClass}
              defaultValue={search.category ?? ''}
            >
              <option value="">{t('filters.any')}</option>
              {helpCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField className="flex-1 basis-32" label={t('filters.state')} htmlFor="article-filter-state">
            <select
              id="article-filter-state"
              name="published"
              className={inputClass}
              defaultValue={search.published ?? ''}
            >
              <option value="">{t('filters.any')}</option>
              <option value="true">{t('states.published')}</option>
              <option value="false">{t('states.draft')}</option>
            </select>
          </FormField>
          <FormField className="flex-[2] basis-48" label={t('filters.search')} htmlFor="article-filter-search">
            <input
              id="article-filter-search"
              name="search"
              className={inputClass}
              placeholder={t('filters.articleSearchHint')}
              defaultValue={search.search ?? ''}
            />
          </FormField>
        </FilterBar>
      }
    >
      {editing && (
        <ArticleEditor
          key={editing === 'new' ? 'new' : editing.id}
          merchant={brand}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <p className="text-xs text-slate-500">{t('common:table.timeZone', { zone: timeZone })}</p>
      {(list.isError || publish.isError) && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(list.error ?? publish.error)}
        </p>
      )}
      <DataTable
        columns={columns}
        rows={list.data?.content ?? []}
        total={list.data?.total ?? 0}
        pageNo={search.pageNo}
        pageSize={search.pageSize}
        sorting={[{ id: search.sort, desc: search.order === 'desc' }]}
        onSortingChange={(sorting) => {
          const first = sorting[0];
          setSearch({
            sort: first?.id === 'updatedAt' ? 'updatedAt' : 'sortOrder',
            order: first?.desc ? 'desc' : 'asc',
          });
        }}
        loading={list.isFetching}
        rowKey={(row) => row.id}
      />
      {list.data && (
        <PaginationBar
          pageNo={list.data.pageNum}
          totalPages={list.data.totalPages}
          total={list.data.total}
          pageSize={search.pageSize}
          onPage={(page) => setSearch({ pageNo: page }, { keepPage: true })}
          onPageSize={(size) => setSearch({ pageSize: size })}
        />
      )}
    </ListScreen>
  );
}
