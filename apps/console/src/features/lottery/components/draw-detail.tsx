import type { ConsoleDrawDetail } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useEnterResult } from '../api/enter-result';
import { useLotteryDraw } from '../api/get-lottery-draw';
import { useLotteryGames } from '../api/list-lottery-games';
import { useStopDrawSales } from '../api/stop-draw-sales';
import { DrawStatusBadge, WinNumbers } from './draw-status-badge';
import { EntryList } from './entry-list';
import { ResultForm } from './result-form';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** Stop sales now: asked twice, because it cannot be undone. */
function StopSales({ draw }: { draw: ConsoleDrawDetail }) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const stop = useStopDrawSales();
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {asking ? (
        <>
          <span className="text-sm text-slate-700">{t('detail.stopQuestion')}</span>
          <Button
            data-testid="stop-sales-confirm"
            className="bg-red-700 hover:bg-red-600"
            disabled={stop.isPending}
            onClick={() => stop.mutate({ gameCode: draw.gameCode, numero: draw.numero })}
          >
            {t('detail.stopConfirm')}
          </Button>
          <Button look="secondary" onClick={() => setAsking(false)}>
            {t('detail.cancel')}
          </Button>
        </>
      ) : (
        <Button data-testid="stop-sales" onClick={() => setAsking(true)}>
          {t('detail.stopSales')}
        </Button>
      )}
      {stop.isError && (
        <span role="alert" className="text-sm text-red-700">
          {errorMessage(stop.error)}
        </span>
      )}
    </div>
  );
}

/** The maker's entry of a result, or of a correction once the draw has one. */
function EnterResult({ draw }: { draw: ConsoleDrawDetail }) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const enter = useEnterResult();
  const correction = draw.status === 'RESULTED' || draw.status === 'SETTLED';
  return (
    <Section title={correction ? t('detail.correctionTitle') : t('detail.enterTitle')}>
      <p className="text-sm text-slate-600">{correction ? t('detail.correctionHelp') : t('detail.enterHelp')}</p>
      <ResultForm
        key={`${draw.resultVersion}-${enter.data?.entryId ?? ''}`}
        shape={draw.shape}
        idPrefix="maker"
        submitLabel={correction ? t('detail.submitCorrection') : t('detail.submitResult')}
        pending={enter.isPending}
        onSubmit={(result) => enter.mutate({ gameCode: draw.gameCode, numero: draw.numero, result })}
      />
      {enter.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(enter.error)}
        </p>
      )}
      {enter.isSuccess && (
        <p
          role="status"
          data-testid="entry-saved"
          className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {t('detail.entrySaved')}{' '}
          <Link className="underline" to="/lottery-results">
            {t('detail.toConfirmations')}
          </Link>
        </p>
      )}
    </Section>
  );
}

/** One draw: times in the game's zone, result, money per currency, stop sales, result entry and its history. */
export function DrawDetail() {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const { gameCode = '', numero = '' } = useParams();
  const draw = useLotteryDraw(gameCode, numero);
  const games = useLotteryGames();
  const timeZone = games.data?.find((game) => game.code === gameCode)?.timeZone ?? 'Asia/Bangkok';

  if (draw.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        {errorMessage(draw.error)}
      </p>
    );
  }
  // The game's zone comes with the catalogue: the times wait for it rather than show another zone's.
  if (!draw.data || !games.data) return <p className="text-slate-500">{t('detail.loading')}</p>;
  const value = draw.data;
  const onSale = value.status === 'SCHEDULED';
  const takesResult = !value.inHouse && ['CLOSED', 'RESULTED', 'SETTLED'].includes(value.status);
  const facts: [string, React.ReactNode][] = [
    [t('detail.day'), value.day.replaceAll('-', '/')],
    [t('detail.openAt'), formatDateTime(value.openAt, timeZone)],
    [t('detail.closeAt'), formatDateTime(value.closeAt, timeZone)],
    [t('detail.drawAt'), formatDateTime(value.drawAt, timeZone)],
    [t('detail.source'), value.inHouse ? t('detail.inHouse') : t('detail.official')],
    [t('detail.version'), `${value.resultVersion} / ${value.settledVersion}`],
  ];

  return (
    <div className="flex flex-col gap-4">
      <Link to=".." relative="path" className="text-sm text-sky-800 hover:underline">
        ← {t('detail.back')}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-slate-900">
          {value.gameName} · <span className="font-mono">{value.numero}</span>
        </h1>
        <DrawStatusBadge status={value.status} />
        {value.voidReason && <span className="text-sm text-slate-600">{value.voidReason}</span>}
      </header>
      <p className="text-xs text-slate-500">{t('detail.zone', { zone: timeZone })}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('detail.factsTitle')}>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
            {facts.map(([label, text]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="tabular-nums text-slate-900">{text}</dd>
              </div>
            ))}
          </dl>
          <div>
            <div className="text-xs font-medium text-slate-500">{t('detail.result')}</div>
            <div data-testid="draw-result">{value.winNo ? <WinNumbers winNo={value.winNo} /> : '—'}</div>
          </div>
          {onSale && <StopSales draw={value} />}
        </Section>
        <Section title={t('detail.moneyTitle')}>
          {value.totals.length === 0 ? (
            <p className="text-sm text-slate-500">{t('detail.noTickets')}</p>
          ) : (
            <table className="w-full text-left text-sm" data-testid="draw-totals">
              <thead className="text-xs text-slate-500">
                <tr>
                  <th className="py-1 font-medium">{t('detail.currency')}</th>
                  <th className="py-1 text-right font-medium">{t('detail.tickets')}</th>
                  <th className="py-1 text-right font-medium">{t('detail.members')}</th>
                  <th className="py-1 text-right font-medium">{t('detail.stakes')}</th>
                  <th className="py-1 text-right font-medium">{t('detail.payouts')}</th>
                  <th className="py-1 text-right font-medium">{t('detail.pending')}</th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {value.totals.map((row) => (
                  <tr key={row.currency} className="border-t border-slate-100">
                    <td className="py-1">{row.currency}</td>
                    <td className="py-1 text-right">{row.tickets.toLocaleString('en-US')}</td>
                    <td className="py-1 text-right">{row.members.toLocaleString('en-US')}</td>
                    <td className="py-1 text-right">{row.stakes}</td>
                    <td className="py-1 text-right">{row.payouts}</td>
                    <td className="py-1 text-right">{row.pendingTickets.toLocaleString('en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Section>
      </div>
      {takesResult && <EnterResult draw={value} />}
      {!value.inHouse && (
        <Section title={t('detail.entriesTitle')}>
          <EntryList entries={value.entries} timeZone={timeZone} />
        </Section>
      )}
    </div>
  );
}
