import { announcementExecutions, contentAnnouncementFilterSchema, pageQueryShape } from '@croupier/contracts';
import type { ContentAnnouncement } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { FormField, inputClass } from '@/components/ui/form-field';
import { exportAnnouncements } from '../api/export-announcements';
import { useAnnouncements } from '../api/list-announcements';
import type { AnnouncementListFilter } from '../api/list-announcements';
import { useOrderAnnouncements } from '../api/order-announcements';
import { usePublishAnnouncement } from '../api/publish-announcement';
import { AnnouncementEditor } from './announcement-editor';
import type { AnnouncementKind } from './announcement-editor';
import { ContentListScreen } from './content-list-screen';
import { BannerThumbnail, ScheduleCell, StateBadge, stateOf, textFor, useContentBrand } from './content-parts';

const filterFields = contentAnnouncementFilterSchema.shape;
/** The address of a content list: brand, the kind's filters, title words, sort and page. */
const announcementSearchSchema = z.object({
  merchant: z.string().max(64).optional(),
  type: z.enum(['H', 'PL']).optional(),
  group: filterFields.group,
  execution: filterFields.execution,
  published: z.enum(['true', 'false']).optional(),
  search: filterFields.search,
  sort: filterFields.sort,
  order: filterFields.order,
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
});

/** The filters of its own each kind has, besides brand, state and search. */
const ownFilterNames: Record<AnnouncementKind, readonly string[]> = {
  banners: ['group'],
  notices: ['type'],
  popups: ['execution'],
};

/** The kinds each screen lists: notices and the marquee share one. */
const typesOf: Record<AnnouncementKind, string> = { banners: 'B', popups: 'PU', notices: 'H,PL' };

/**
 * One list screen for the announcements of a kind (banners, notices and the marquee, popups): filters in the address,
 * server-side paging and sort, CSV of the filtered rows, publish and withdraw, up and down in the display order, and
 * the editor above the list.
 */
export function AnnouncementsScreen({ kind }: { kind: AnnouncementKind }) {
  const { t, i18n } = useTranslation(['content', 'common']);
  const [search, setSearch] = useListSearchParams(announcementSearchSchema);
  const { brand, timeZone } = useContentBrand(search.merchant);
  const filter: AnnouncementListFilter = {
    merchant: brand,
    type: kind === 'notices' && search.type ? search.type : typesOf[kind],
    group: kind === 'banners' ? search.group : undefined,
    execution: kind === 'popups' ? search.execution : undefined,
    published: search.published,
    search: search.search,
    sort: search.sort,
    order: search.order,
  };
  const list = useAnnouncements({ ...filter, pageNo: search.pageNo, pageSize: search.pageSize });
  const rows = useMemo(() => list.data?.content ?? [], [list.data]);
  const publish = usePublishAnnouncement();
  const order = useOrderAnnouncements();
  const canReorder = search.sort === 'sortOrder' && search.order === 'asc' && rows.length > 1;

  function move(index: number, step: -1 | 1) {
    const ids = rows.map((row) => row.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + step, 0, moved);
    order.mutate({ merchant: brand, ids });
  }

  const columns = useMemo<ColumnDef<ContentAnnouncement, unknown>[]>(() => {
    const all: (ColumnDef<ContentAnnouncement, unknown> | false)[] = [
      {
        id: 'sortOrder',
        header: t('columns.order'),
        enableSorting: true,
        cell: ({ row }) => (
          <div className="flex items-center gap-1">
            <span className="w-6 text-right tabular-nums">{row.original.sortOrder}</span>
            {canReorder && (
              <>
                <button
                  type="button"
                  className="rounded px-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
                  aria-label={t('actions.moveUp')}
                  title={t('actions.moveUp')}
                  disabled={row.index === 0 || order.isPending}
                  onClick={() => move(row.index, -1)}
                  data-testid="move-up"
                >
                  ▲
                </button>
                <button
                  type="button"
                  className="rounded px-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
                  aria-label={t('actions.moveDown')}
                  title={t('actions.moveDown')}
                  disabled={row.index === rows.length - 1 || order.isPending}
                  onClick={() => move(row.index, 1)}
                  data-testid="move-down"
                >
                  ▼
                </button>
              </>
            )}
          </div>
        ),
      },
      kind === 'banners' && {
        id: 'image',
        header: t('columns.image'),
        enableSorting: false,
        cell: ({ row }) => <BannerThumbnail imageUrl={row.original.imageUrl} />,
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
      kind === 'banners' && {
        id: 'group',
        header: t('columns.place'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.bannerGroup === null
            ? t('groups.home')
            : row.original.bannerGroup === 'w_forget'
              ? t('groups.w_forget')
              : row.original.bannerGroup,
      },
      kind === 'notices' && {
        id: 'type',
        header: t('columns.kind'),
        enableSorting: false,
        cell: ({ row }) => t(`types.${row.original.type}`),
      },
      kind === 'popups' && {
        id: 'execution',
        header: t('columns.shownTo'),
        enableSorting: false,
        cell: ({ row }) => t(`executions.${row.original.execution ?? 'all'}`),
      },
      {
        id: 'languages',
        header: t('columns.languages'),
        enableSorting: false,
        cell: ({ row }) => <span className="text-xs">{row.original.languages?.join(', ') ?? t('everyLanguage')}</span>,
      },
      {
        id: 'startsAt',
        header: t('columns.schedule'),
        enableSorting: true,
        cell: ({ row }) => (
          <ScheduleCell startsAt={row.original.startsAt} endsAt={row.original.endsAt} timeZone={timeZone} />
        ),
      },
      {
        id: 'state',
        header: t('columns.state'),
        enableSorting: false,
        cell: ({ row }) => <StateBadge state={stateOf(row.original)} />,
      },
    ];
    return all.filter((column): column is ColumnDef<ContentAnnouncement, unknown> => column !== false);
    // move() reads the rows and brand of this render, which the dependencies below cover.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, kind, timeZone, canReorder, rows, brand, order.isPending]);

  return (
    <ContentListScreen
      id="content"
      title={t(`${kind}.title`)}
      description={t(`${kind}.description`)}
      brand={brand}
      search={search}
      setSearch={setSearch}
      ownFilterNames={ownFilterNames[kind]}
      ownFilters={
        <>
          {kind === 'notices' && (
            <FormField className="flex-1 basis-36" label={t('filters.type')} htmlFor="content-filter-type">
              <select id="content-filter-type" name="type" className={inputClass} defaultValue={search.type ?? ''}>
                <option value="">{t('filters.any')}</option>
                <option value="H">{t('types.H')}</option>
                <option value="PL">{t('types.PL')}</option>
              </select>
            </FormField>
          )}
          {kind === 'banners' && (
            <FormField className="flex-1 basis-36" label={t('filters.group')} htmlFor="content-filter-group">
              <select id="content-filter-group" name="group" className={inputClass} defaultValue={search.group ?? ''}>
                <option value="">{t('filters.any')}</option>
                <option value="home">{t('groups.home')}</option>
                <option value="w_forget">{t('groups.w_forget')}</option>
              </select>
            </FormField>
          )}
          {kind === 'popups' && (
            <FormField className="flex-1 basis-36" label={t('filters.execution')} htmlFor="content-filter-execution">
              <select
                id="content-filter-execution"
                name="execution"
                className={inputClass}
                defaultValue={search.execution ?? ''}
              >
                <option value="">{t('filters.any')}</option>
                {announcementExecutions.map((execution) => (
                  <option key={execution} value={execution}>
                    {t(`executions.${execution}`)}
                  </option>
                ))}
              </select>
            </FormField>
          )}
        </>
      }
      searchHint={t('filters.searchHint')}
      list={list}
      onExport={() => exportAnnouncements(filter)}
      columns={columns}
      sortOf={(column) => (column === 'startsAt' ? 'startsAt' : 'sortOrder')}
      publish={publish}
      renderEditor={(item, done) => (
        <AnnouncementEditor
          key={item?.id ?? 'new'}
          kind={kind}
          merchant={brand}
          timeZone={timeZone}
          item={item}
          onDone={done}
        />
      )}
      note={`${t('common:table.timeZone', { zone: timeZone })} · ${t(`sort.${search.sort}`)}`}
      errors={[order.error]}
    />
  );
}
