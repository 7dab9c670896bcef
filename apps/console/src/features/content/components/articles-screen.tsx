import { contentArticleFilterSchema, helpCategories, pageQueryShape } from '@croupier/contracts';
import type { ContentHelpArticle } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { FormField, inputClass } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date-time';
import { exportArticles } from '../api/export-articles';
import { useArticles } from '../api/list-articles';
import type { ArticleListFilter } from '../api/list-articles';
import { usePublishArticle } from '../api/publish-article';
import { ArticleEditor } from './article-editor';
import { ContentListScreen } from './content-list-screen';
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
  const [search, setSearch] = useListSearchParams(articleSearchSchema);
  const { brand, timeZone } = useContentBrand(search.merchant);
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
    ],
    [t, i18n.language, timeZone],
  );

  return (
    <ContentListScreen
      id="article"
      title={t('articles.title')}
      description={t('articles.description')}
      brand={brand}
      search={search}
      setSearch={setSearch}
      ownFilterNames={['category']}
      ownFilters={
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
      }
      searchHint={t('filters.articleSearchHint')}
      list={list}
      onExport={() => exportArticles(filter)}
      columns={columns}
      sortOf={(column) => (column === 'updatedAt' ? 'updatedAt' : 'sortOrder')}
      publish={publish}
      editTestId={editTestId}
      renderEditor={(item, done) => (
        <ArticleEditor key={item?.id ?? 'new'} merchant={brand} item={item} onDone={done} />
      )}
      note={t('common:table.timeZone', { zone: timeZone })}
    />
  );
}

const editTestId = (article: ContentHelpArticle) => `edit-article-${article.code}`;
