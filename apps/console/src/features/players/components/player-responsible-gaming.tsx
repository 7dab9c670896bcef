import { zodResolver } from '@hookform/resolvers/zod';
import {
  harmMarkers,
  limitKinds,
  markerNoteBodySchema,
  operatorLimitBodySchema,
  protectionLiftBodySchema,
} from '@croupier/contracts';
import type {
  ConsoleProtection,
  HarmMarker,
  LimitChangeRow,
  LimitKind,
  MarkerNoteBody,
  OperatorLimitBody,
  ProtectionLiftBody,
} from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DataTable } from '@/components/data-table/data-table';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useConsoleSession } from '@/lib/console-session-context';
import { formatAmount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { harmMarkerRuleValues } from '@/lib/harm-marker-rule';
import { useErrorMessage } from '@/lib/use-error-message';
import { useAddMarkerNote } from '../api/add-marker-note';
import type { PlayerKey } from '../api/get-player';
import { usePlayerHarmMarkers } from '../api/get-player-harm-markers';
import { usePlayerResponsibleGaming } from '../api/get-player-responsible-gaming';
import { useLiftSelfExclusion } from '../api/lift-self-exclusion';
import { useLowerPlayerLimit } from '../api/lower-player-limit';
import { usePlayerLimitChanges } from '../api/list-player-limit-changes';

type Props = { playerKey: PlayerKey; timeZone: string };

function Card({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A limit's value: money with the brand's currency, or minutes for the session limit; null is "no limit". */
function useLimitValue(currency: string) {
  const { t } = useTranslation('responsible-gaming');
  return (kind: LimitKind, value: string | null, nullText = t('limits.noLimit')) => {
    if (value === null) return nullText;
    if (kind === 'session') return t('limits.minutes', { count: Number(value) });
    return `${formatAmount(value)} ${currency}`;
  };
}

const statusColours = {
  in_force: 'bg-red-100 text-red-800',
  ended: 'bg-amber-100 text-amber-800',
  lifted: 'bg-slate-100 text-slate-700',
} as const;

function LiftDialog({
  protection,
  username,
  timeZone,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  protection: ConsoleProtection;
  username: string;
  timeZone: string;
  pending: boolean;
  error: string | undefined;
  onConfirm: (body: ProtectionLiftBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('responsible-gaming');
  const form = useForm<ProtectionLiftBody>({
    resolver: zodResolver(protectionLiftBodySchema),
    defaultValues: { note: '' },
  });
  return (
    <FormDialog
      title={t('protections.liftTitle')}
      onSubmit={(event) => void form.handleSubmit(onConfirm)(event)}
      onCancel={onCancel}
      error={error}
      pending={pending}
      confirmLabel={t('protections.confirm')}
      cancelLabel={t('protections.cancel')}
      danger
    >
      <p className="text-sm text-slate-700">
        {t('protections.liftQuestion', {
          username,
          time: protection.endsAt ? formatDateTime(protection.endsAt, timeZone) : '',
        })}
      </p>
      <FormField
        label={t('protections.note')}
        htmlFor="lift-note"
        error={form.formState.errors.note ? t('protections.noteHint') : undefined}
      >
        <textarea id="lift-note" rows={3} className={inputClass} {...form.register('note')} />
      </FormField>
    </FormDialog>
  );
}

const lowerFormSchema = operatorLimitBodySchema.extend({ kind: z.enum(limitKinds) });
type LowerInput = OperatorLimitBody & { kind: LimitKind };

/** An operator sets a lower limit on the player's request: kind, value and a note for the audit. */
function LowerLimitDialog({
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  pending: boolean;
  error: string | undefined;
  onConfirm: (body: LowerInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('responsible-gaming');
  const form = useForm<LowerInput>({
    resolver: zodResolver(lowerFormSchema),
    defaultValues: { kind: 'deposit_day', value: '', note: '' },
  });
  return (
    <FormDialog
      title={t('limits.lowerTitle')}
      onSubmit={(event) => void form.handleSubmit(onConfirm)(event)}
      onCancel={onCancel}
      error={error}
      pending={pending}
      confirmLabel={t('limits.lower')}
      cancelLabel={t('protections.cancel')}
    >
      <p className="text-sm text-slate-700">{t('limits.lowerQuestion')}</p>
      <FormField label={t('limits.kind')} htmlFor="lower-limit-kind">
        <select id="lower-limit-kind" className={inputClass} {...form.register('kind')}>
          {limitKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`limits.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        label={t('limits.lowerValue')}
        htmlFor="lower-limit-value"
        error={form.formState.errors.value ? t('limits.lowerValueHint') : undefined}
      >
        <input id="lower-limit-value" inputMode="decimal" className={inputClass} {...form.register('value')} />
      </FormField>
      <FormField
        label={t('protections.note')}
        htmlFor="lower-limit-note"
        error={form.formState.errors.note ? t('protections.noteHint') : undefined}
      >
        <textarea id="lower-limit-note" rows={2} className={inputClass} {...form.register('note')} />
      </FormField>
    </FormDialog>
  );
}

function Protections({
  playerKey,
  timeZone,
  protections,
}: Props & {
  protections: ConsoleProtection[];
}) {
  const { t } = useTranslation('responsible-gaming');
  const errorMessage = useErrorMessage();
  const { permissions } = useConsoleSession();
  const [lifting, setLifting] = useState<ConsoleProtection | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const lift = useLiftSelfExclusion(playerKey);
  const mayLift = permissions.includes('responsible-gaming.lift');
  const time = (value: string | null) => (value ? formatDateTime(value, timeZone) : t('protections.never'));

  return (
    <Card title={t('protections.title')}>
      {notice && (
        <p role="status" className="mb-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      {protections.length === 0 ? (
        <p className="text-sm text-slate-500">{t('protections.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500 uppercase">
              <tr>
                <th className="py-1 pr-3">{t('protections.kind')}</th>
                <th className="py-1 pr-3">{t('protections.period')}</th>
                <th className="py-1 pr-3">{t('protections.startedAt')}</th>
                <th className="py-1 pr-3">{t('protections.endsAt')}</th>
                <th className="py-1 pr-3">{t('protections.status')}</th>
                <th className="py-1" />
              </tr>
            </thead>
            <tbody>
              {protections.map((protection) => (
                <tr key={protection.id} className="border-t border-slate-100 align-top">
                  <td className="py-1.5 pr-3">{t(`protections.kinds.${protection.kind}`)}</td>
                  <td className="py-1.5 pr-3">{t(`protections.periods.${protection.period}`)}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">{time(protection.startedAt)}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">{time(protection.endsAt)}</td>
                  <td className="py-1.5 pr-3">
                    <span className={`rounded-full px-2 py-0.5 text-xs ${statusColours[protection.status]}`}>
                      {t(`protections.statuses.${protection.status}`)}
                    </span>
                    {protection.liftable && (
                      <p className="mt-1 text-xs text-amber-800">{t('protections.awaitingLift')}</p>
                    )}
                    {protection.liftedAt && (
                      <p className="mt-1 text-xs break-words text-slate-600">
                        {t('protections.liftedBy', {
                          operator: protection.liftedBy ?? '',
                          time: time(protection.liftedAt),
                          note: protection.liftNote ?? '',
                        })}
                      </p>
                    )}
                  </td>
                  <td className="py-1.5 text-right">
                    {mayLift && protection.liftable && (
                      <Button
                        look="secondary"
                        onClick={() => {
                          lift.reset();
                          setNotice(null);
                          setLifting(protection);
                        }}
                      >
                        {t('protections.lift')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {lifting && (
        <LiftDialog
          protection={lifting}
          username={playerKey.username}
          timeZone={timeZone}
          pending={lift.isPending}
          error={lift.isError ? errorMessage(lift.error) : undefined}
          onCancel={() => setLifting(null)}
          onConfirm={(body) =>
            lift.mutate(
              { protectionId: lifting.id, note: body.note },
              {
                onSuccess: () => {
                  setLifting(null);
                  setNotice(t('protections.lifted'));
                },
              },
            )
          }
        />
      )}
    </Card>
  );
}

function LimitHistory({ playerKey, timeZone, currency }: Props & { currency: string }) {
  const { t } = useTranslation('responsible-gaming');
  const limitValue = useLimitValue(currency);
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const list = usePlayerLimitChanges(playerKey, page);
  const cell = (id: string, header: string, value: (row: LimitChangeRow) => ReactNode): ColumnDef<LimitChangeRow> => ({
    id,
    header,
    enableSorting: false,
    cell: ({ row }) => value(row.original),
  });
  const time = (value: string | null) => (
    <span className="whitespace-nowrap tabular-nums">{value ? formatDateTime(value, timeZone) : ''}</span>
  );
  const columns: ColumnDef<LimitChangeRow, unknown>[] = [
    cell('requestedAt', t('history.requestedAt'), (row) => time(row.requestedAt)),
    cell('kind', t('limits.kind'), (row) => t(`limits.kinds.${row.kind}`)),
    cell('from', t('limits.from'), (row) => limitValue(row.kind, row.previousValue)),
    cell('to', t('limits.to'), (row) => limitValue(row.kind, row.value, t('limits.removal'))),
    cell('status', t('history.status'), (row) => t(`history.statuses.${row.status}`)),
    cell('decidedAt', t('history.decidedAt'), (row) => time(row.decidedAt)),
    cell('by', t('history.by'), (row) => row.operator ?? t('history.player')),
  ];
  return (
    <Card title={t('history.title')}>
      <div className="flex flex-col gap-3">
        {list.isError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(list.error)}
          </p>
        )}
        <DataTable
          columns={columns}
          rows={list.data?.content ?? []}
          total={list.data?.total ?? 0}
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          sorting={[]}
          onSortingChange={() => undefined}
          loading={list.isFetching}
          rowKey={(row) => row.id}
        />
        {list.data && list.data.total > page.pageSize && (
          <PaginationBar
            pageNo={list.data.pageNum}
            totalPages={list.data.totalPages}
            total={list.data.total}
            pageSize={page.pageSize}
            onPage={(pageNo) => setPage({ ...page, pageNo })}
            onPageSize={(pageSize) => setPage({ pageNo: 1, pageSize })}
          />
        )}
      </div>
    </Card>
  );
}

type NoteInput = z.input<typeof markerNoteBodySchema>;

function HarmMarkers({ playerKey, timeZone }: Props) {
  const { t } = useTranslation('responsible-gaming');
  const errorMessage = useErrorMessage();
  const [days, setDays] = useState<'7' | '30'>('7');
  const markers = usePlayerHarmMarkers(playerKey, days, true);
  const add = useAddMarkerNote(playerKey);
  const form = useForm<NoteInput, unknown, MarkerNoteBody>({
    resolver: zodResolver(markerNoteBodySchema),
    defaultValues: { marker: 'deposit_velocity', body: '' },
  });
  const data = markers.data;
  const flagged = new Set<HarmMarker>(data?.figures.markers ?? []);
  const money = (value: string) => `${formatAmount(value)} ${data?.currency ?? ''}`;

  return (
    <Card
      title={t('markers.title')}
      actions={
        <select
          aria-label={t('flagged.days')}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
          value={days}
          onChange={(event) => setDays(event.target.value === '30' ? '30' : '7')}
        >
          <option value="7">{t('markers.window', { count: 7 })}</option>
          <option value="30">{t('markers.window', { count: 30 })}</option>
        </select>
      }
    >
      {markers.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(markers.error)}
        </p>
      )}
      {data && (
        <div className="flex flex-col gap-4">
          <ul className="grid gap-2 md:grid-cols-3">
            {harmMarkers.map((marker) => (
              <li
                key={marker}
                className={`rounded-md border p-3 text-sm ${
                  flagged.has(marker) ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-slate-50'
                }`}
              >
                <p className={`font-medium ${flagged.has(marker) ? 'text-red-800' : 'text-slate-700'}`}>
                  {flagged.has(marker) ? '⚑ ' : ''}
                  {t(`markers.names.${marker}`)}
                </p>
                <p className="mt-1 text-xs text-slate-600">
                  {t(`markers.rules.${marker}`, harmMarkerRuleValues(marker))}
                </p>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm md:grid-cols-4">
            {(
              [
                ['deposits', String(data.figures.deposits)],
                ['depositTotal', money(data.figures.depositTotal)],
                ['mostDeposits', String(data.figures.mostDepositsInWindow)],
                ['lossChases', String(data.figures.lossChases)],
                ['bets', String(data.figures.bets)],
                ['stakes', money(data.figures.stakes)],
                ['nightPercent', `${data.figures.nightPercent}%`],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex flex-col">
                <dt className="text-xs text-slate-500">{t(`markers.figures.${key}`)}</dt>
                <dd className="text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-slate-900">{t('markers.notes.title')}</h3>
            <form
              className="flex flex-col gap-2 md:flex-row md:items-start"
              onSubmit={(event) =>
                void form.handleSubmit((values) =>
                  add.mutate(values, { onSuccess: () => form.reset({ marker: values.marker, body: '' }) }),
                )(event)
              }
            >
              <label htmlFor="marker-note-marker" className="sr-only">
                {t('markers.notes.marker')}
              </label>
              <select id="marker-note-marker" className={`${inputClass} md:w-48`} {...form.register('marker')}>
                {harmMarkers.map((marker) => (
                  <option key={marker} value={marker}>
                    {t(`markers.names.${marker}`)}
                  </option>
                ))}
              </select>
              <label htmlFor="marker-note-body" className="sr-only">
                {t('markers.notes.add')}
              </label>
              <textarea
                id="marker-note-body"
                rows={1}
                className={inputClass}
                placeholder={t('markers.notes.placeholder')}
                {...form.register('body')}
              />
              <Button type="submit" disabled={add.isPending}>
                {t('markers.notes.add')}
              </Button>
            </form>
            {add.isError && (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(add.error)}
              </p>
            )}
            <ul className="flex flex-col gap-2">
              {data.notes.map((note) => (
                <li key={note.id} className="rounded-md border border-slate-200 p-2 text-sm">
                  <span className="mr-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {t(`markers.names.${note.marker}`)}
                  </span>
                  <span className="whitespace-pre-wrap text-slate-900">{note.body}</span>
                  <p className="mt-1 text-xs text-slate-500">
                    {t('markers.notes.by', { operator: note.operator, time: formatDateTime(note.at, timeZone) })}
                  </p>
                </li>
              ))}
              {data.notes.length === 0 && <li className="text-sm text-slate-500">{t('markers.notes.empty')}</li>}
            </ul>
          </div>
        </div>
      )}
    </Card>
  );
}

/**
 * A player's responsible gaming: what protects them now, their limits, pending changes and history, their time-outs
 * and self-exclusions (an ended self-exclusion lifted here, by the risk role), and for the risk role the markers
 * of harm with notes.
 */
export function PlayerResponsibleGaming({ playerKey, timeZone }: Props) {
  const { t } = useTranslation(['responsible-gaming', 'common']);
  const errorMessage = useErrorMessage();
  const { permissions } = useConsoleSession();
  const found = usePlayerResponsibleGaming(playerKey);
  const lower = useLowerPlayerLimit(playerKey);
  const [lowering, setLowering] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const data = found.data;
  const limitValue = useLimitValue(data?.currency ?? '');
  if (found.isError)
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        {errorMessage(found.error)}
      </p>
    );
  if (!data) return <p className="text-sm text-slate-500">{t('common:table.loading')}</p>;
  const protectedText =
    data.protectedUntil === null
      ? t('summary.free')
      : data.protectedUntil === 'permanent'
        ? t('summary.untilLifted')
        : formatDateTime(data.protectedUntil, timeZone);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title={t('summary.title')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-slate-500">{t('summary.protectedUntil')}</dt>
            <dd className={data.protectedUntil ? 'font-medium text-red-700' : 'text-slate-900'}>{protectedText}</dd>
            <dt className="text-slate-500">{t('summary.realityCheck')}</dt>
            <dd className="text-slate-900">{t('summary.everyMinutes', { count: data.realityCheckMinutes })}</dd>
          </dl>
        </Card>
        <Card
          title={t('limits.title')}
          actions={
            permissions.includes('responsible-gaming.limits') && (
              <Button
                look="secondary"
                className="px-2 py-1 text-xs"
                onClick={() => {
                  lower.reset();
                  setNotice(null);
                  setLowering(true);
                }}
              >
                {t('limits.lower')}
              </Button>
            )
          }
        >
          {notice && (
            <p role="status" className="mb-2 rounded-md bg-emerald-50 px-3 py-1.5 text-sm text-emerald-800">
              {notice}
            </p>
          )}
          {data.limits.length === 0 ? (
            <p className="text-sm text-slate-500">{t('limits.none')}</p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              {data.limits.map((limit) => (
                <div key={limit.kind} className="contents">
                  <dt className="text-slate-500">{t(`limits.kinds.${limit.kind}`)}</dt>
                  <dd className="text-slate-900 tabular-nums">{limitValue(limit.kind, limit.value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </Card>
        <Card title={t('limits.pendingTitle')}>
          {data.pending.length === 0 ? (
            <p className="text-sm text-slate-500">{t('limits.pendingNone')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {data.pending.map((change) => (
                <li key={change.id}>
                  <p className="text-slate-900">
                    {t(`limits.kinds.${change.kind}`)}: {limitValue(change.kind, change.previousValue)} →{' '}
                    {limitValue(change.kind, change.value, t('limits.removal'))}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t('limits.effectiveAt')} {formatDateTime(change.effectiveAt, timeZone)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      {lowering && (
        <LowerLimitDialog
          pending={lower.isPending}
          error={lower.isError ? errorMessage(lower.error) : undefined}
          onCancel={() => setLowering(false)}
          onConfirm={(body) =>
            lower.mutate(body, {
              onSuccess: () => {
                setLowering(false);
                setNotice(t('limits.lowered'));
              },
            })
          }
        />
      )}
      <Protections playerKey={playerKey} timeZone={timeZone} protections={data.protections} />
      {permissions.includes('responsible-gaming.markers') && <HarmMarkers playerKey={playerKey} timeZone={timeZone} />}
      <LimitHistory playerKey={playerKey} timeZone={timeZone} currency={data.currency} />
    </div>
  );
}
