import type { LeaderboardRow, MissionCard, MissionKind, MissionMilestone } from '@croupier/contracts';
import { isMoneyMetric } from '@croupier/contracts';
import { CalendarCheck, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime, formatLocalDate } from '@/lib/format-date-time';
import { formatMoney, formatMoneyWithSymbol } from '@/lib/format-money';
import { useErrorMessage } from '@/lib/use-error-message';
import { useNow } from '@/lib/use-now';
import { useCheckIn } from '../api/check-in';
import { useClaimMissionReward } from '../api/claim-mission-reward';
import { useMissionLeaderboard } from '../api/get-mission-leaderboard';
import { useMissions } from '../api/list-missions';

const kinds: readonly MissionKind[] = ['daily', 'weekly', 'event', 'check_in'];

/** A date as the spec writes it: YYYY/MM/DD in the brand's zone. */
const dayText = (value: string, timeZone: string) => formatDateTime(value, timeZone).slice(0, 10);

/**
 * The member centre's missions (spec missionLeaderboard, reference §7): tabs per kind, each mission's progress in
 * the current period against its milestones, a claim button per reached milestone, the check-in calendar, and an
 * event mission's leaderboard (the member's own row highlighted; the final results once frozen).
 */
export function MissionsPage({
  currency,
  timeZone,
  onClaimed,
}: {
  currency: string;
  timeZone: string;
  onClaimed?: () => void;
}) {
  const { t } = useTranslation('missions');
  const errorMessage = useErrorMessage();
  const missions = useMissions();
  const [kind, setKind] = useState<MissionKind>('daily');

  if (missions.isPending)
    return <div role="status" aria-label={t('loading')} className="h-60 animate-pulse rounded-card bg-surface" />;
  if (missions.isError)
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface py-10 text-center">
        <p role="alert" className="text-text-2">
          {errorMessage(missions.error)}
        </p>
        <Button variant="secondary" onClick={() => void missions.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const shown = missions.data.missions.filter((mission) => mission.kind === kind);
  const claimableOf = (of: MissionKind) =>
    missions.data.missions
      .filter((mission) => mission.kind === of)
      .reduce((sum, mission) => sum + mission.milestones.filter((item) => item.state === 'claimable').length, 0);

  return (
    <div className="space-y-4" data-testid="missions">
      <SegmentedTabs
        label={t('tabs.label')}
        value={kind}
        onChange={setKind}
        tabs={kinds.map((value) => {
          const count = claimableOf(value);
          return {
            value,
            label: count > 0 ? `${t(`tabs.${value}`)} (${count})` : t(`tabs.${value}`),
            testId: `missions-tab-${value}`,
          };
        })}
      />
      {shown.length === 0 ? (
        <NoDataPanel message={t('empty')} />
      ) : (
        shown.map((mission) => (
          <MissionPanel
            key={mission.id}
            mission={mission}
            currency={currency}
            timeZone={timeZone}
            {...(onClaimed ? { onClaimed } : {})}
          />
        ))
      )}
    </div>
  );
}

function valueOf(mission: Pick<MissionCard, 'metric'>, text: string, currency: string) {
  return isMoneyMetric(mission.metric) ? formatMoneyWithSymbol(text, currency) : text;
}

function MissionPanel({
  mission,
  currency,
  timeZone,
  onClaimed,
}: {
  mission: MissionCard;
  currency: string;
  timeZone: string;
  onClaimed?: () => void;
}) {
  const { t } = useTranslation('missions');
  const [showBoard, setShowBoard] = useState(false);
  const last = mission.milestones[mission.milestones.length - 1];
  const top = Number(last?.target ?? '0');
  const value = Number(mission.value);
  const percent = top > 0 ? Math.min(100, (value / top) * 100) : 0;
  const now = useNow();
  const ended = Date.parse(mission.endsAt) <= now.getTime();

  return (
    <article
      className="space-y-4 rounded-card border border-border bg-surface p-4 sm:p-5"
      data-testid={`mission-${mission.kind}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-bold sm:text-lg">{mission.title}</h2>
          <p className="text-xs text-text-3">
            {mission.kind === 'daily' || mission.kind === 'weekly'
              ? t('period', {
                  from: dayText(mission.periodStart, timeZone),
                  to: dayText(new Date(Date.parse(mission.periodEnd) - 1).toISOString(), timeZone),
                })
              : t('window', {
                  from: formatDateTime(mission.startsAt, timeZone),
                  to: formatDateTime(mission.endsAt, timeZone),
                })}
          </p>
          <p className="mt-1 text-xs text-text-2">
            {t(`metric.${mission.metric}`)}
            {mission.categories.length > 0 ? ` · ${mission.categories.join(', ')}` : ''}
            {' · '}
            {mission.rewardIsCash ? t('reward.cash') : t('reward.bonus')}
          </p>
        </div>
        <p className="text-right text-sm">
          <span className="block text-xs text-text-3">{t('progress')}</span>
          <span className="font-bold tabular-nums" data-testid="mission-value">
            {valueOf(mission, mission.value, currency)}
          </span>
        </p>
      </header>

      <div className="relative h-3 rounded-full bg-bg" aria-hidden="true">
        <div className="h-3 rounded-full bg-accent" style={{ width: `${percent}%` }} />
        {mission.milestones.map((milestone) => (
          <span
            key={milestone.ordinal}
            className="absolute top-1/2 h-4 w-1 -translate-y-1/2 rounded bg-text-3"
            style={{ left: `calc(${top > 0 ? (Number(milestone.target) / top) * 100 : 0}% - 2px)` }}
          />
        ))}
      </div>
      <div
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className="sr-only"
      />

      {mission.kind === 'check_in' ? (
        <CheckInCalendar mission={mission} timeZone={timeZone} ended={ended} now={now} />
      ) : null}

      <ul className="grid gap-2 sm:grid-cols-2">
        {mission.milestones.map((milestone) => (
          <MilestoneRow
            key={milestone.ordinal}
            mission={mission}
            milestone={milestone}
            currency={currency}
            {...(onClaimed ? { onClaimed } : {})}
          />
        ))}
      </ul>

      {mission.leaderboard ? (
        <div className="space-y-3">
          <Button
            variant="secondary"
            onClick={() => setShowBoard((open) => !open)}
            data-testid="mission-leaderboard-toggle"
            aria-expanded={showBoard}
          >
            <Trophy aria-hidden="true" className="size-4" />
            {showBoard ? t('leaderboard.hide') : t('leaderboard.show')}
          </Button>
          {showBoard ? <Leaderboard missionId={mission.id} currency={currency} timeZone={timeZone} /> : null}
        </div>
      ) : null}
    </article>
  );
}

function MilestoneRow({
  mission,
  milestone,
  currency,
  onClaimed,
}: {
  mission: MissionCard;
  milestone: MissionMilestone;
  currency: string;
  onClaimed?: () => void;
}) {
  const { t } = useTranslation('missions');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const claim = useClaimMissionReward();
  const target =
    mission.metric === 'check_in_days'
      ? t('target.days', { count: milestone.target })
      : mission.metric === 'bet_count'
        ? t('target.bets', { count: milestone.target })
        : formatMoneyWithSymbol(milestone.target, currency);
  const claimNow = () =>
    claim.mutate(
      {
        missionId: mission.id,
        period: mission.period,
        milestone: milestone.ordinal,
        idempotencyKey: crypto.randomUUID(),
      },
      {
        onSuccess: (paid) => {
          showToast(t('claimed', { amount: formatMoneyWithSymbol(paid.amount, currency) }), 'success');
          onClaimed?.();
        },
        onError: (error) => showToast(errorMessage(error), 'error'),
      },
    );
  return (
    <li
      className="flex items-center justify-between gap-3 rounded-control border border-border bg-bg/40 px-3 py-2"
      data-testid={`milestone-${milestone.ordinal}`}
      data-state={milestone.state}
    >
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{t('milestone', { number: milestone.ordinal, target })}</p>
        <p className="text-xs text-text-2">{t('rewardOf', { amount: formatMoney(milestone.reward) })}</p>
      </div>
      {milestone.state === 'claimable' ? (
        <Button size="sm" onClick={claimNow} disabled={claim.isPending} data-testid="milestone-claim">
          {t('claim')}
        </Button>
      ) : (
        <span className="shrink-0 text-xs font-semibold text-text-3">{t(`state.${milestone.state}`)}</span>
      )}
    </li>
  );
}

function CheckInCalendar({
  mission,
  timeZone,
  ended,
  now,
}: {
  mission: MissionCard;
  timeZone: string;
  ended: boolean;
  now: Date;
}) {
  const { t } = useTranslation('missions');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const checkIn = useCheckIn();
  const today = formatLocalDate(now, timeZone);
  const checked = new Set(mission.checkIns);
  const first = mission.days[0];
  // The calendar's first row starts on Monday; the days before the window are blank cells.
  const lead = first ? (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-7 gap-1 text-center text-xs" data-testid="check-in-calendar">
        {(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => (
          <span key={day} className="text-text-3">
            {t(`weekday.${day}`)}
          </span>
        ))}
        {Array.from({ length: lead }, (_, index) => (
          <span key={`blank-${index}`} />
        ))}
        {mission.days.map((day) => {
          const done = checked.has(day);
          return (
            <span
              key={day}
              aria-label={`${day.replace(/-/g, '/')} ${done ? t('checkedIn') : ''}`}
              data-checked={done}
              className={`flex aspect-square items-center justify-center rounded-control border text-sm tabular-nums ${done ? 'border-accent bg-accent/20 font-bold text-text' : 'border-border text-text-2'} ${day === today ? 'ring-2 ring-accent' : ''}`}
            >
              {Number(day.slice(8, 10))}
            </span>
          );
        })}
      </div>
      <Button
        onClick={() =>
          checkIn.mutate(mission.id, {
            onSuccess: (answer) => showToast(t('checkInDone', { days: answer.days }), 'success'),
            onError: (error) => showToast(errorMessage(error), 'error'),
          })
        }
        disabled={mission.checkedInToday || ended || checkIn.isPending}
        data-testid="check-in"
      >
        <CalendarCheck aria-hidden="true" className="size-4" />
        {mission.checkedInToday ? t('checkedInToday') : t('checkIn')}
      </Button>
    </div>
  );
}

function Leaderboard({ missionId, currency, timeZone }: { missionId: string; currency: string; timeZone: string }) {
  const { t } = useTranslation('missions');
  const errorMessage = useErrorMessage();
  const board = useMissionLeaderboard(missionId);
  if (board.isPending)
    return <div role="status" aria-label={t('loading')} className="h-40 animate-pulse rounded-card bg-bg" />;
  if (board.isError)
    return (
      <p role="alert" className="text-sm text-text-2">
        {errorMessage(board.error)}
      </p>
    );
  const data = board.data;
  const money = isMoneyMetric(data.metric);
  const shownValue = (text: string) => (money ? formatMoneyWithSymbol(text, currency) : text);
  return (
    <section className="space-y-3" data-testid="mission-leaderboard" aria-label={t('leaderboard.title')}>
      <p className="text-sm font-semibold" data-testid="leaderboard-status">
        {data.finalAt
          ? t('leaderboard.final', { at: formatDateTime(data.finalAt, timeZone) })
          : t('leaderboard.live', { at: formatDateTime(data.endsAt, timeZone) })}
      </p>
      <p className="text-sm text-text-2" data-testid="leaderboard-own">
        {data.own.rank === null
          ? t('leaderboard.notRanked', { value: shownValue(data.own.value), minimum: shownValue(data.minQualify) })
          : t('leaderboard.ownRank', { rank: data.own.rank, value: shownValue(data.own.value) })}
      </p>
      {data.rows.length === 0 ? (
        <NoDataPanel message={t('leaderboard.empty')} />
      ) : (
        <div className="overflow-x-auto rounded-control border border-border">
          <table className="w-full text-sm">
            <thead className="bg-bg/60 text-xs text-text-3">
              <tr>
                <th className="px-3 py-2 text-left">{t('leaderboard.rank')}</th>
                <th className="px-3 py-2 text-left">{t('leaderboard.player')}</th>
                <th className="px-3 py-2 text-right">{t(`metric.${data.metric}`)}</th>
                <th className="px-3 py-2 text-right">{t('leaderboard.prize')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row: LeaderboardRow) => (
                <tr
                  key={row.rank}
                  data-testid={row.self ? 'leaderboard-self' : undefined}
                  aria-current={row.self ? 'true' : undefined}
                  className={`border-t border-border ${row.self ? 'bg-accent/15 font-bold' : ''}`}
                >
                  <td className="px-3 py-2 tabular-nums">{row.rank}</td>
                  <td className="px-3 py-2">{row.self ? t('leaderboard.you', { name: row.name }) : row.name}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{shownValue(row.value)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {row.prize ? formatMoneyWithSymbol(row.prize, currency) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
