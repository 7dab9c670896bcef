import type { LotteryGroupCode } from '@croupier/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { formatDateTime } from '@/lib/format-date-time';
import { useDrawHistory } from '../api/list-draw-history';
import { readWinNumbers } from '../draw-numbers';
import { buildTrend } from '../trend';
import { DrawBalls, DrawResultTable } from './draw-result';
import { TrendChart } from './trend-chart';

const historySize = 30;
const rowsShown = 10;

export function fairnessPath(gameCode: string, numero: string): string {
  return `/fairness?${new URLSearchParams({ gameCode, numero }).toString()}`;
}

/** The game's latest results (with a verify link on in-house draws) and the trend of the last 30 draws. */
export function ResultsPanel({
  gameCode,
  group,
  timeZone,
}: {
  gameCode: string;
  group: LotteryGroupCode;
  timeZone: string;
}) {
  const { t } = useTranslation('lottery');
  const history = useDrawHistory({ gameCode, pageNo: 1, pageSize: historySize });
  const [view, setView] = useState<'results' | 'trend'>('results');
  const records = history.data?.content ?? [];
  const trend = buildTrend(group, records);
  const latest = records.find((record) => record.winNo);
  const latestTable = latest?.winNo ? readWinNumbers(group, latest.winNo) : null;

  return (
    <section
      aria-labelledby="lottery-results-title"
      className="rounded-card border border-border bg-surface p-4 sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="lottery-results-title" className="text-base font-semibold">
          {t('results.title')}
        </h2>
        {trend ? (
          <div className="w-44">
            <SegmentedTabs
              label={t('results.view')}
              value={view}
              onChange={setView}
              tabs={[
                { value: 'results', label: t('results.list') },
                { value: 'trend', label: t('results.trend'), testId: 'lottery-trend-tab' },
              ]}
            />
          </div>
        ) : null}
      </div>
      {history.isPending ? (
        <p className="py-6 text-center text-sm text-text-3">{t('results.loading')}</p>
      ) : records.length === 0 ? (
        <p className="py-6 text-center text-sm text-text-3">{t('results.empty')}</p>
      ) : view === 'trend' && trend ? (
        <TrendChart trend={trend} />
      ) : (
        <>
          {latestTable && latestTable.kind !== 'balls' && latest ? (
            <div className="mb-3 rounded-control bg-bg/50 p-3" data-testid="lottery-result-table">
              <p className="mb-1 text-xs text-text-3">
                {t('results.numero', { numero: latest.numero })} · {formatDateTime(latest.drawTime, timeZone)}
              </p>
              <DrawResultTable result={latestTable} />
            </div>
          ) : null}
          <ul className="divide-y divide-border/70">
            {records.slice(0, rowsShown).map((record) => (
              <li
                key={record.numero}
                data-testid="lottery-result-row"
                className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2.5"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-[13px] font-semibold tabular-nums">{record.numero}</p>
                  <p className="text-xs text-text-3 tabular-nums">{formatDateTime(record.drawTime, timeZone)}</p>
                </div>
                <div className="flex items-center gap-3">
                  {record.winNo ? (
                    <DrawBalls group={group} winNo={record.winNo} small />
                  ) : (
                    <span className="text-xs text-text-3">
                      {record.status === 'VOID' ? t('results.void') : t('results.waiting')}
                    </span>
                  )}
                  {record.verifiable && record.winNo ? (
                    <Link
                      to={fairnessPath(gameCode, record.numero)}
                      data-testid="lottery-verify-link"
                      className="inline-flex min-h-9 items-center gap-1 rounded-pill px-2 text-xs font-semibold text-info hover:bg-info/10"
                    >
                      <ShieldCheck className="size-3.5" aria-hidden="true" />
                      {t('results.verify')}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
