import { sportsbookMarketStatus } from '@croupier/contracts';
import type { SportsbookEventAnswer, SportsbookMarketRow } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useConsoleSession } from '@/lib/console-session-context';
import { formatCount } from '@/lib/format-amount';
import { defaultTimeZone, formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useChangeMarketStatus, useSportsbookEvent } from '../api/sportsbook-calls';
import { SettlementDialog } from './settlement-dialog';
import { isLiabilityAlarming, minorAmount, oddsText } from './sportsbook-figures';
import { cell, headCell, LoadState, Panel } from './sportsbook-parts';

type StatusChange = { action: 'suspend' | 'reopen'; marketKeys?: string[]; label: string };

const statusLook = (status: number) =>
  status === sportsbookMarketStatus.active
    ? 'bg-emerald-100 text-emerald-900'
    : status === sportsbookMarketStatus.suspended
      ? 'bg-amber-100 text-amber-900'
      : 'bg-slate-200 text-slate-800';

/** One event: its markets with odds, stake and liability per outcome, suspensions, settlement and result history. */
export function EventDetail({ eventId, onBack }: { eventId: string; onBack: () => void }) {
  const { t } = useTranslation('sportsbook');
  const { permissions } = useConsoleSession();
  const event = useSportsbookEvent(eventId);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);
  const [settlement, setSettlement] = useState<'settle' | 'void' | null>(null);
  const mayTrade = permissions.includes('sportsbook.trade');
  const maySettle = permissions.includes('sportsbook.settle');
  const data = event.data;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button look="secondary" onClick={onBack}>
          {t('detail.back')}
        </Button>
      </div>
      <LoadState loading={event.isLoading} error={event.error} />
      {data && (
        <>
          <EventHeader data={data} />
          <div className="flex flex-wrap gap-2">
            {mayTrade && (
              <>
                <Button
                  look="secondary"
                  onClick={() => setStatusChange({ action: 'suspend', label: t('detail.wholeEvent') })}
                >
                  {t('detail.suspendEvent')}
                </Button>
                <Button
                  look="secondary"
                  onClick={() => setStatusChange({ action: 'reopen', label: t('detail.wholeEvent') })}
                >
                  {t('detail.reopenEvent')}
                </Button>
              </>
            )}
            {maySettle && (
              <>
                <Button onClick={() => setSettlement('settle')}>
                  {data.results.length > 0 ? t('detail.resettle') : t('detail.settle')}
                </Button>
                <Button look="danger" onClick={() => setSettlement('void')}>
                  {t('detail.void')}
                </Button>
              </>
            )}
          </div>
          <Markets
            markets={data.markets}
            mayTrade={mayTrade}
            onChange={(action, market) =>
              setStatusChange({ action, marketKeys: [market.marketKey], label: marketName(t, market) })
            }
          />
          <Results data={data} />
          {statusChange && (
            <StatusDialog eventId={eventId} change={statusChange} onDone={() => setStatusChange(null)} />
          )}
          {settlement && <SettlementDialog event={data} mode={settlement} onDone={() => setSettlement(null)} />}
        </>
      )}
    </div>
  );
}

function marketName(t: ReturnType<typeof useTranslation<'sportsbook'>>['t'], market: SportsbookMarketRow) {
  const type = t(`marketTypes.${market.type}`, { defaultValue: market.type });
  return market.lineLabel ? `${type} ${market.lineLabel}` : type;
}

function EventHeader({ data }: { data: SportsbookEventAnswer }) {
  const { t } = useTranslation('sportsbook');
  const { event } = data;
  return (
    <header className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-xs text-slate-500">
        {t(`sports.${event.sport}`)} · {event.competition} · {formatDateTime(event.startTime, defaultTimeZone)}
      </p>
      <h1 className="text-xl font-semibold text-slate-900">
        {event.home}{' '}
        <span className="font-mono">
          {event.score.home}:{event.score.away}
        </span>{' '}
        {event.away}
      </h1>
      <dl className="mt-2 flex flex-wrap gap-6 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('events.columns.openTickets')}</dt>
          <dd>{formatCount(event.openTickets)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('events.columns.stake')}</dt>
          <dd>{minorAmount(event.stakeMinor)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('events.columns.liability')}</dt>
          <dd>{minorAmount(event.liabilityMinor)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('detail.matchStatus')}</dt>
          <dd>{event.matchStatus}</dd>
        </div>
      </dl>
    </header>
  );
}

function Markets({
  markets,
  mayTrade,
  onChange,
}: {
  markets: SportsbookMarketRow[];
  mayTrade: boolean;
  onChange: (action: 'suspend' | 'reopen', market: SportsbookMarketRow) => void;
}) {
  const { t } = useTranslation('sportsbook');
  return (
    <Panel title={t('detail.markets')}>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={headCell}>
                {t('detail.market')}
              </th>
              <th scope="col" className={headCell}>
                {t('detail.status')}
              </th>
              <th scope="col" className={headCell}>
                {t('detail.outcome')}
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                {t('detail.odds')}
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                {t('events.columns.stake')}
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                {t('events.columns.liability')}
              </th>
              <th scope="col" className={headCell}>
                <span className="sr-only">{t('detail.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {markets.length === 0 && (
              <tr>
                <td colSpan={7} className={`${cell} text-slate-500`}>
                  {t('detail.noMarkets')}
                </td>
              </tr>
            )}
            {markets.map((market) =>
              market.outcomes.map((outcome, index) => {
                const alarming = isLiabilityAlarming(outcome.liabilityMinor, market.liabilityLimitMinor);
                return (
                  <tr
                    key={`${market.marketKey}/${outcome.id}`}
                    className={index === 0 ? 'border-t border-slate-200' : ''}
                  >
                    {index === 0 && (
                      <>
                        <td rowSpan={market.outcomes.length} className={`${cell} align-top font-medium`}>
                          {marketName(t, market)}
                          <span className="block text-xs font-normal text-slate-500">
                            {t('detail.limit', { amount: minorAmount(market.liabilityLimitMinor) })}
                          </span>
                        </td>
                        <td rowSpan={market.outcomes.length} className={`${cell} align-top`}>
                          <span className={`rounded px-2 py-0.5 text-xs font-medium ${statusLook(market.status)}`}>
                            {t(`marketStatus.${String(market.status)}`, { defaultValue: String(market.status) })}
                          </span>
                          {market.suspendedByOperator && (
                            <span className="block text-xs text-amber-800">{t('detail.byOperator')}</span>
                          )}
                          {market.suspendedByLiability && (
                            <span className="block text-xs text-red-800">{t('detail.byLiability')}</span>
                          )}
                        </td>
                      </>
                    )}
                    <td className={cell}>{t(`outcomes.${outcome.id}`, { defaultValue: outcome.id })}</td>
                    <td className={`${cell} text-right font-mono`}>{oddsText(outcome.oddsMilli)}</td>
                    <td className={`${cell} text-right`}>{minorAmount(outcome.stakeMinor)}</td>
                    <td className={`${cell} text-right`}>
                      <span
                        className={alarming ? 'rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800' : ''}
                        data-alarm={alarming ? 'liability' : undefined}
                      >
                        {minorAmount(outcome.liabilityMinor)}
                      </span>
                    </td>
                    {index === 0 && (
                      <td rowSpan={market.outcomes.length} className={`${cell} align-top`}>
                        {mayTrade &&
                          market.status === sportsbookMarketStatus.active &&
                          !market.suspendedByLiability && (
                            <Button look="secondary" className="px-2 py-1" onClick={() => onChange('suspend', market)}>
                              {t('detail.suspend')}
                            </Button>
                          )}
                        {/* The liability threshold shuts a market without changing its feed status. */}
                        {mayTrade &&
                          (market.status === sportsbookMarketStatus.suspended || market.suspendedByLiability) && (
                            <Button look="secondary" className="px-2 py-1" onClick={() => onChange('reopen', market)}>
                              {t('detail.reopen')}
                            </Button>
                          )}
                      </td>
                    )}
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function Results({ data }: { data: SportsbookEventAnswer }) {
  const { t } = useTranslation('sportsbook');
  if (data.results.length === 0) return null;
  return (
    <Panel title={t('detail.results')}>
      <ul className="flex flex-col gap-1 text-sm">
        {data.results.map((result) => (
          <li key={result.version}>
            <span className="font-medium">{t('detail.version', { version: result.version })}</span> ·{' '}
            {formatDateTime(result.at, defaultTimeZone)} · {result.source} ·{' '}
            <code className="text-xs">{JSON.stringify(result.facts)}</code>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function StatusDialog({ eventId, change, onDone }: { eventId: string; change: StatusChange; onDone: () => void }) {
  const { t } = useTranslation('sportsbook');
  const errorMessage = useErrorMessage();
  const mutation = useChangeMarketStatus(eventId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormDialog
      title={change.action === 'suspend' ? t('status.suspendTitle') : t('status.reopenTitle')}
      confirmLabel={change.action === 'suspend' ? t('detail.suspend') : t('detail.reopen')}
      danger={change.action === 'suspend'}
      pending={mutation.isPending}
      error={problem ?? (mutation.error ? errorMessage(mutation.error) : null)}
      onCancel={onDone}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        if (reason.trim().length < 3) return setProblem(t('reasonTooShort'));
        setProblem(null);
        mutation.mutate(
          {
            action: change.action,
            reason: reason.trim(),
            ...(change.marketKeys ? { marketKeys: change.marketKeys } : {}),
          },
          { onSuccess: onDone },
        );
      }}
    >
      <p className="text-sm text-slate-700">{t('status.what', { what: change.label })}</p>
      <FormField label={t('reason')} htmlFor="sportsbook-status-reason">
        <textarea
          id="sportsbook-status-reason"
          className={inputClass}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(changed) => setReason(changed.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
