import { sportsbookTicketStatuses } from '@croupier/contracts';
import type { SportsbookTicketRow } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CursorTable } from '@/components/data-table/cursor-table';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useConsoleSession } from '@/lib/console-session-context';
import { defaultTimeZone, formatDateTime, instantOfLocal } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useResolveBlockedTicket, useSportsbookTickets } from '../api/sportsbook-calls';
import { minorAmount, oddsText } from './sportsbook-figures';
import { LoadState, ReasonDialog, ScreenHeader } from './sportsbook-parts';

const ticketsSearchSchema = z.object({
  reference: z.string().max(32).optional(),
  playerId: z.string().max(64).optional(),
  eventId: z.string().max(64).optional(),
  status: z.enum(sportsbookTicketStatuses).optional(),
  placedFrom: z.string().max(40).optional(),
  placedTo: z.string().max(40).optional(),
  blocked: z.enum(['only']).optional(),
  cursor: z.string().max(200).optional(),
});

type BlockedAction = { ticket: SportsbookTicketRow; action: 'retry' | 'close' };

/**
 * Tickets by reference, player, event, status and time placed, with their legs; the ones whose wallet step the
 * platform refused (RESETTLE_BLOCKED) can be listed alone and retried or closed with a reason (decision 0067).
 */
export default function SportsbookTicketsScreen() {
  const { t } = useTranslation('sportsbook');
  const [search, setSearch] = useListSearchParams(ticketsSearchSchema);
  const { permissions } = useConsoleSession();
  const maySettle = permissions.includes('sportsbook.settle');
  const errorMessage = useErrorMessage();
  const resolve = useResolveBlockedTicket();
  const [asking, setAsking] = useState<BlockedAction | null>(null);
  const tickets = useSportsbookTickets({
    ...search,
    placedFrom: search.placedFrom ? (instantOfLocal(search.placedFrom, defaultTimeZone) ?? undefined) : undefined,
    placedTo: search.placedTo ? (instantOfLocal(search.placedTo, defaultTimeZone) ?? undefined) : undefined,
  });
  const columns = useMemo<ColumnDef<SportsbookTicketRow, unknown>[]>(
    () => [
      {
        id: 'reference',
        header: t('tickets.columns.reference'),
        cell: ({ row }) => <span className="font-mono">{row.original.reference}</span>,
      },
      {
        id: 'placed',
        header: t('tickets.columns.placed'),
        cell: ({ row }) => formatDateTime(row.original.placedAt, defaultTimeZone),
      },
      { id: 'player', header: t('tickets.columns.player'), cell: ({ row }) => row.original.playerId },
      { id: 'kind', header: t('tickets.columns.kind'), cell: ({ row }) => t(`tickets.kinds.${row.original.kind}`) },
      {
        id: 'legs',
        header: t('tickets.columns.legs'),
        cell: ({ row }) => (
          <ul className="text-xs">
            {row.original.legs.map((leg, index) => (
              <li key={index}>
                {leg.event} · {leg.market} · {leg.outcome} @{' '}
                <span className="font-mono">{oddsText(leg.oddsMilli)}</span>
              </li>
            ))}
          </ul>
        ),
      },
      { id: 'stake', header: t('events.columns.stake'), cell: ({ row }) => minorAmount(row.original.stakeMinor) },
      {
        id: 'payout',
        header: t('tickets.columns.payout'),
        cell: ({ row }) => (row.original.payoutMinor === undefined ? '–' : minorAmount(row.original.payoutMinor)),
      },
      {
        id: 'status',
        header: t('tickets.columns.status'),
        cell: ({ row }) => (
          <span>
            {t(`ticketStatuses.${row.original.status}`)}
            {row.original.result && (
              <span className="block text-xs text-slate-500">
                {t(`ticketResults.${row.original.result}`, { defaultValue: row.original.result })}
                {row.original.settlementVersion > 1 &&
                  ` · ${t('detail.version', { version: row.original.settlementVersion })}`}
              </span>
            )}
            {row.original.walletBlocked && (
              <span className="mt-1 block rounded bg-red-50 px-2 py-1 text-xs text-red-800">
                {t('tickets.blocked', { shortfall: minorAmount(row.original.walletShortfallMinor ?? '0') })}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('detail.actions')}</span>,
        cell: ({ row }) =>
          row.original.walletBlocked && maySettle ? (
            <span className="flex gap-2">
              <Button
                look="secondary"
                className="px-2 py-1"
                onClick={() => setAsking({ ticket: row.original, action: 'retry' })}
              >
                {t('tickets.retry')}
              </Button>
              <Button
                look="secondary"
                className="px-2 py-1"
                onClick={() => setAsking({ ticket: row.original, action: 'close' })}
              >
                {t('tickets.close')}
              </Button>
            </span>
          ) : null,
      },
    ],
    [t, maySettle],
  );
  const rows = tickets.data?.tickets ?? [];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('tickets.title')} description={t('tickets.description')} />
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
            reference: text('reference'),
            playerId: text('playerId'),
            eventId: text('eventId'),
            status: text('status'),
            placedFrom: text('placedFrom'),
            placedTo: text('placedTo'),
            blocked: data.get('blocked') === 'only' ? 'only' : undefined,
            cursor: undefined,
          });
        }}
      >
        <FormField label={t('tickets.columns.reference')} htmlFor="tickets-reference" className="w-40">
          <input id="tickets-reference" name="reference" className={inputClass} defaultValue={search.reference ?? ''} />
        </FormField>
        <FormField label={t('tickets.columns.player')} htmlFor="tickets-player" className="w-44">
          <input id="tickets-player" name="playerId" className={inputClass} defaultValue={search.playerId ?? ''} />
        </FormField>
        <FormField label={t('tickets.event')} htmlFor="tickets-event" className="w-44">
          <input id="tickets-event" name="eventId" className={inputClass} defaultValue={search.eventId ?? ''} />
        </FormField>
        <FormField label={t('tickets.columns.status')} htmlFor="tickets-status" className="w-40">
          <select id="tickets-status" name="status" className={inputClass} defaultValue={search.status ?? ''}>
            <option value="">{t('tickets.allStatuses')}</option>
            {sportsbookTicketStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`ticketStatuses.${status}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('tickets.placedFrom')} htmlFor="tickets-from" className="w-52">
          <input
            id="tickets-from"
            name="placedFrom"
            type="datetime-local"
            className={inputClass}
            defaultValue={search.placedFrom ?? ''}
          />
        </FormField>
        <FormField label={t('tickets.placedTo')} htmlFor="tickets-to" className="w-52">
          <input
            id="tickets-to"
            name="placedTo"
            type="datetime-local"
            className={inputClass}
            defaultValue={search.placedTo ?? ''}
          />
        </FormField>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <input type="checkbox" name="blocked" value="only" defaultChecked={search.blocked === 'only'} />
          {t('tickets.blockedOnly')}
        </label>
        <Button type="submit">{t('filters.apply')}</Button>
      </form>
      <LoadState loading={tickets.isLoading} error={tickets.error} />
      <CursorTable
        columns={columns}
        rows={rows}
        loading={tickets.isFetching}
        rowKey={(row) => row.ticketId}
        cursor={search.cursor}
        nextCursor={tickets.data?.nextCursor}
        onCursor={(cursor) => setSearch({ cursor })}
      />
      {asking && (
        <ReasonDialog
          title={t(asking.action === 'retry' ? 'tickets.retryTitle' : 'tickets.closeTitle', {
            reference: asking.ticket.reference,
            shortfall: minorAmount(asking.ticket.walletShortfallMinor ?? '0'),
          })}
          confirmLabel={t(asking.action === 'retry' ? 'tickets.retry' : 'tickets.close')}
          pending={resolve.isPending}
          error={resolve.error ? errorMessage(resolve.error) : null}
          onCancel={() => {
            resolve.reset();
            setAsking(null);
          }}
          onConfirm={(reason) =>
            resolve.mutate(
              { ticketId: asking.ticket.ticketId, action: asking.action, reason },
              { onSuccess: () => setAsking(null) },
            )
          }
        />
      )}
    </div>
  );
}
