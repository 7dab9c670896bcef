import { sportsbookEventStates, sportsbookSports } from '@croupier/contracts';
import type { SportsbookEventRow } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CursorTable } from '@/components/data-table/cursor-table';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { formatCount } from '@/lib/format-amount';
import { defaultTimeZone, formatDateTime } from '@/lib/format-date-time';
import { useSportsbookEvents } from '../api/sportsbook-calls';
import { EventDetail } from './event-detail';
import { isLiabilityAlarming, minorAmount, minorOf } from './sportsbook-figures';
import { LoadState, ScreenHeader } from './sportsbook-parts';

/** The address: the filters, the liability threshold (brand currency, whole units) and the event opened. */
const eventsSearchSchema = z.object({
  sport: z.enum(sportsbookSports).optional(),
  state: z.enum(sportsbookEventStates).default('live'),
  search: z.string().max(64).optional(),
  threshold: z
    .string()
    .regex(/^\d{1,12}$/)
    .default('1000000'),
  cursor: z.string().max(200).optional(),
  event: z.string().max(64).optional(),
});

/** The trader's board (reference §8.2): events with their live score, open tickets, stake and worst case. */
export default function SportsbookEventsScreen() {
  const { t } = useTranslation('sportsbook');
  const [search, setSearch] = useListSearchParams(eventsSearchSchema);
  if (search.event)
    return <EventDetail eventId={search.event} onBack={() => setSearch({ event: undefined }, { keepPage: true })} />;
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('events.title')} description={t('events.description')} />
      <EventsList search={search} setSearch={setSearch} />
    </div>
  );
}

function EventsList({
  search,
  setSearch,
}: {
  search: z.output<typeof eventsSearchSchema>;
  setSearch: ReturnType<typeof useListSearchParams<typeof eventsSearchSchema>>[1];
}) {
  const { t } = useTranslation('sportsbook');
  const events = useSportsbookEvents({
    sport: search.sport,
    state: search.state,
    search: search.search,
    cursor: search.cursor,
  });
  const thresholdMinor = minorOf(search.threshold) ?? '0';
  const columns = useMemo<ColumnDef<SportsbookEventRow, unknown>[]>(
    () => [
      {
        id: 'event',
        header: t('events.columns.event'),
        cell: ({ row }) => (
          <button
            type="button"
            className="text-left font-medium text-sky-800 hover:underline"
            onClick={() => setSearch({ event: row.original.eventId }, { keepPage: true })}
          >
            {row.original.home} – {row.original.away}
            <span className="block text-xs font-normal text-slate-500">
              {t(`sports.${row.original.sport}`)} · {row.original.competition}
            </span>
          </button>
        ),
      },
      {
        id: 'start',
        header: t('events.columns.start'),
        cell: ({ row }) => formatDateTime(row.original.startTime, defaultTimeZone),
      },
      {
        id: 'score',
        header: t('events.columns.score'),
        cell: ({ row }) => (
          <span className="font-mono">
            {row.original.score.home}:{row.original.score.away}
            <span className="ml-2 text-xs text-slate-500">{row.original.matchStatus}</span>
          </span>
        ),
      },
      {
        id: 'tickets',
        header: t('events.columns.openTickets'),
        cell: ({ row }) => formatCount(row.original.openTickets),
      },
      { id: 'stake', header: t('events.columns.stake'), cell: ({ row }) => minorAmount(row.original.stakeMinor) },
      {
        id: 'liability',
        header: t('events.columns.liability'),
        cell: ({ row }) => {
          const alarming = isLiabilityAlarming(row.original.liabilityMinor, thresholdMinor);
          return (
            <span
              className={alarming ? 'rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800' : ''}
              data-alarm={alarming ? 'liability' : undefined}
              title={alarming ? t('events.overThreshold') : undefined}
            >
              {minorAmount(row.original.liabilityMinor)}
            </span>
          );
        },
      },
    ],
    [t, setSearch, thresholdMinor],
  );
  const rows = events.data?.events ?? [];
  return (
    <>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          const data = new FormData(submitted.currentTarget);
          const text = (name: string) => {
            const value = data.get(name);
            return typeof value === 'string' ? value.trim() : '';
          };
          setSearch({
            search: text('search'),
            threshold: text('threshold'),
            cursor: undefined,
          });
        }}
      >
        <FormField label={t('filters.sport')} htmlFor="sportsbook-sport" className="w-40">
          <select
            id="sportsbook-sport"
            className={inputClass}
            value={search.sport ?? ''}
            onChange={(changed) => setSearch({ sport: changed.target.value, cursor: undefined })}
          >
            <option value="">{t('filters.allSports')}</option>
            {sportsbookSports.map((sport) => (
              <option key={sport} value={sport}>
                {t(`sports.${sport}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('filters.state')} htmlFor="sportsbook-state" className="w-40">
          <select
            id="sportsbook-state"
            className={inputClass}
            value={search.state}
            onChange={(changed) => setSearch({ state: changed.target.value, cursor: undefined })}
          >
            {sportsbookEventStates.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('filters.search')} htmlFor="sportsbook-search" className="w-56">
          <input id="sportsbook-search" name="search" className={inputClass} defaultValue={search.search ?? ''} />
        </FormField>
        <FormField label={t('filters.threshold')} htmlFor="sportsbook-threshold" className="w-44">
          <input
            id="sportsbook-threshold"
            name="threshold"
            inputMode="numeric"
            className={inputClass}
            defaultValue={search.threshold}
          />
        </FormField>
        <Button type="submit">{t('filters.apply')}</Button>
      </form>
      <LoadState loading={events.isLoading} error={events.error} />
      <CursorTable
        columns={columns}
        rows={rows}
        loading={events.isFetching}
        rowKey={(row) => row.eventId}
        cursor={search.cursor}
        nextCursor={events.data?.nextCursor}
        onCursor={(cursor) => setSearch({ cursor })}
      />
    </>
  );
}
