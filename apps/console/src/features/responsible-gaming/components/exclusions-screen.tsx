import { zodResolver } from '@hookform/resolvers/zod';
import { consoleProtectionStatuses, exclusionFilterSchema, pageQueryShape, protectionKinds } from '@croupier/contracts';
import type { ExclusionRow } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ExportButton } from '@/components/data-table/export-button';
import { FilterBar } from '@/components/data-table/filter-bar';
import { ListScreen } from '@/components/data-table/list-screen';
import { optionalField } from '@/components/data-table/list-search-schemas';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { BrandSelectField } from '@/components/ui/brand-select-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { StatusSelectField } from '@/components/ui/status-select-field';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { exportExclusions } from '../api/export-exclusions';
import { useExclusions } from '../api/list-exclusions';

/** A column of the list: never sorted on screen (the server gives the order). */
type ShownColumn<Row> = { id: string; header: string; cell: (row: Row) => ReactNode };
const columnOf = <Row,>({ id, header, cell }: ShownColumn<Row>): ColumnDef<Row, unknown> => ({
  id,
  header,
  enableSorting: false,
  cell: ({ row }) => cell(row.original),
});

const filterFields = exclusionFilterSchema.shape;

/** The address of a register view: brand (the operator's first when absent), kind, status, player and page. */
const exclusionSearchSchema = z.object({
  merchant: filterFields.merchant.optional(),
  kind: filterFields.kind,
  status: filterFields.status,
  q: filterFields.q,
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
});

const filterFormSchema = z.object({
  merchant: filterFields.merchant,
  kind: optionalField(z.enum(protectionKinds)),
  status: optionalField(z.enum(consoleProtectionStatuses)),
  q: optionalField(filterFields.q.unwrap()),
});
type FilterInput = z.input<typeof filterFormSchema>;
type FilterValues = z.output<typeof filterFormSchema>;

const statusColours = {
  in_force: 'bg-red-100 text-red-800',
  ended: 'bg-amber-100 text-amber-800',
  lifted: 'bg-slate-100 text-slate-700',
} as const;

function ExclusionFilters({ values, onApply }: { values: FilterValues; onApply: (values: FilterValues) => void }) {
  const { t } = useTranslation(['responsible-gaming', 'common']);
  const form = useForm<FilterInput, unknown, FilterValues>({
    resolver: zodResolver(filterFormSchema),
    values: { kind: '', status: '', q: '', ...values },
  });
  return (
    <FilterBar
      onSubmit={(event) => void form.handleSubmit(onApply)(event)}
      onClear={() => onApply({ merchant: values.merchant })}
    >
      <BrandSelectField id="exclusions-brand" label={t('register.brand')} {...form.register('merchant')} />
      <StatusSelectField
        id="exclusions-kind"
        className="basis-40"
        label={t('register.kind')}
        anyLabel={t('register.anyKind')}
        statuses={protectionKinds}
        labelOf={(kind) => t(`protections.kinds.${kind}`)}
        {...form.register('kind')}
      />
      <StatusSelectField
        id="exclusions-status"
        className="basis-40"
        label={t('register.status')}
        anyLabel={t('register.anyStatus')}
        statuses={consoleProtectionStatuses}
        labelOf={(status) => t(`protections.statuses.${status}`)}
        {...form.register('status')}
      />
      <FormField
        className="flex-1 basis-48"
        label={t('register.query')}
        htmlFor="exclusions-query"
        error={form.formState.errors.q ? t('common:table.invalid') : undefined}
      >
        <input
          id="exclusions-query"
          type="search"
          className={inputClass}
          placeholder={t('register.queryHint')}
          {...form.register('q')}
        />
      </FormField>
    </FilterBar>
  );
}

/** The register of excluded players: the brand's time-outs and self-exclusions; each row opens the player. */
export default function ExclusionsScreen() {
  const { t } = useTranslation(['responsible-gaming', 'common']);
  const { brands } = useConsoleSession();
  const [search, setSearch] = useListSearchParams(exclusionSearchSchema);
  const { pageNo, pageSize, merchant: chosen, ...rest } = search;
  const merchant = chosen ?? brands[0]?.code ?? '';
  const timeZone = useBrandTimeZone()(merchant);
  const filter = { ...rest, merchant };
  const list = useExclusions({ ...filter, pageNo, pageSize });

  const columns = useMemo<ColumnDef<ExclusionRow, unknown>[]>(() => {
    const time = (value: string | null) => (
      <span className="whitespace-nowrap tabular-nums">
        {value ? formatDateTime(value, timeZone) : t('protections.never')}
      </span>
    );
    const shown: ShownColumn<ExclusionRow>[] = [
      {
        id: 'memberNumber',
        header: t('register.memberNumber'),
        cell: (row) => <span className="tabular-nums">{row.memberNumber}</span>,
      },
      {
        id: 'username',
        header: t('register.username'),
        cell: (row) => (
          <Link
            className="font-medium text-sky-700 hover:underline"
            to={`/players/${encodeURIComponent(merchant)}/${encodeURIComponent(row.username)}?tab=responsibleGaming`}
          >
            {row.username}
          </Link>
        ),
      },
      { id: 'kind', header: t('protections.kind'), cell: (row) => t(`protections.kinds.${row.kind}`) },
      {
        id: 'period',
        header: t('protections.period'),
        cell: (row) => t(`protections.periods.${row.period}`),
      },
      { id: 'startedAt', header: t('protections.startedAt'), cell: (row) => time(row.startedAt) },
      { id: 'endsAt', header: t('protections.endsAt'), cell: (row) => time(row.endsAt) },
      {
        id: 'status',
        header: t('protections.status'),
        cell: (row) => (
          <span className={`rounded-full px-2 py-0.5 text-xs ${statusColours[row.status]}`}>
            {t(`protections.statuses.${row.status}`)}
          </span>
        ),
      },
    ];
    return shown.map(columnOf);
  }, [t, timeZone, merchant]);

  return (
    <ListScreen
      title={t('register.title')}
      description={t('register.description')}
      actions={<ExportButton onExport={() => exportExclusions(filter)} />}
      filters={
        <ExclusionFilters
          values={{ merchant, kind: rest.kind, status: rest.status, q: rest.q }}
          onApply={(values) => setSearch(values)}
        />
      }
      table={{ list, columns, pageNo, pageSize, rowKey: (row) => row.id, ...listPager(setSearch) }}
    >
      <p className="text-xs text-slate-500">{t('common:table.timeZone', { zone: timeZone })}</p>
    </ListScreen>
  );
}
