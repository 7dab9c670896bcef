import { brandMomentText } from '@croupier/contracts';
import type { PlaySessionSummary } from '@croupier/contracts';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { storageKeys } from '@/lib/storage-keys';
import { usePlaySession } from '../api/get-play-session';
import { answeredAtFor, nextRealityCheckAt, sessionDuration } from '../reality-check-schedule';
import type { RealityCheckSeen } from '../reality-check-schedule';

function readAnsweredAt(startedAt: string): number | null {
  try {
    return answeredAtFor(JSON.parse(readStorage(storageKeys.realityCheckSeen, 'session') ?? 'null'), startedAt);
  } catch {
    return null;
  }
}

function storeAnsweredAt(startedAt: string, at: number): void {
  writeStorage(storageKeys.realityCheckSeen, JSON.stringify({ startedAt, at }), 'session');
}

type RealityCheckReminderProps = {
  currency: string;
  timeZone: string;
  /** Where "See history" leads: the betting record. */
  historyPath: string;
  /** Ends the session on this device (the accounts feature's logout) and leaves the game. */
  onLogOut: () => Promise<void>;
};

/**
 * The reality check over the game frame and the lottery pages: every N minutes of the login session (counted from its
 * start, so a reload keeps the rhythm), the session's time, stakes and net result, and the choice to keep playing,
 * see the history or log out. Renders nothing for a visitor who is not signed in.
 */
export function RealityCheckReminder({ currency, timeZone, historyPath, onLogOut }: RealityCheckReminderProps) {
  // Fetches the reminder's texts while the player plays, so they are there when it is due.
  useTranslation('responsible');
  const session = usePlaySession();
  const summary = session.data;
  const [answered, setAnswered] = useState<RealityCheckSeen | null>(null);
  /** When the reminder became due; null while it is not showing. */
  const [shownAt, setShownAt] = useState<number | null>(null);
  const startedAt = summary?.startedAt ?? null;
  const interval = summary?.realityCheckMinutes ?? null;
  const { refetch } = session;
  // This page's answer, else the one this tab kept before a reload.
  const answeredAt =
    startedAt === null ? null : answered?.startedAt === startedAt ? answered.at : readAnsweredAt(startedAt);

  useEffect(() => {
    if (startedAt === null || interval === null || shownAt !== null) return;
    const start = Date.parse(startedAt);
    if (Number.isNaN(start)) return;
    const dueAt = nextRealityCheckAt(start, interval, answeredAt);
    const timer = window.setTimeout(
      () => {
        // The figures are asked at the moment of the reminder, so the stakes and net are the session's latest.
        void refetch().then(() => setShownAt(Date.now()));
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [startedAt, interval, answeredAt, shownAt, refetch]);

  const sessionEndsAt = summary?.sessionEndsAt ?? null;
  useEffect(() => {
    if (sessionEndsAt === null) return;
    const endsAt = Date.parse(sessionEndsAt);
    if (Number.isNaN(endsAt)) return;
    // At the limit the server ends the login session; asking then lets it say so while the player is still in the
    // game, instead of at the next stake.
    const timer = window.setTimeout(() => void refetch(), Math.max(0, endsAt - Date.now()) + 1_000);
    return () => window.clearTimeout(timer);
  }, [sessionEndsAt, refetch]);

  if (!summary || shownAt === null) return null;

  function keepPlaying() {
    if (!summary) return;
    const now = Date.now();
    storeAnsweredAt(summary.startedAt, now);
    setAnswered({ startedAt: summary.startedAt, at: now });
    setShownAt(null);
  }

  return (
    <RealityCheckDialog
      summary={summary}
      shownAt={shownAt}
      currency={currency}
      timeZone={timeZone}
      historyPath={historyPath}
      onKeepPlaying={keepPlaying}
      onLogOut={onLogOut}
    />
  );
}

/** The reminder itself; the player must choose, so neither Esc nor a backdrop tap closes it. */
export function RealityCheckDialog({
  summary,
  shownAt,
  currency,
  timeZone,
  historyPath,
  onKeepPlaying,
  onLogOut,
}: {
  summary: PlaySessionSummary;
  /** When it became due, by the page's clock (the one its timer runs on). */
  shownAt: number;
  currency: string;
  timeZone: string;
  historyPath: string;
  onKeepPlaying: () => void;
  onLogOut: () => Promise<void>;
}) {
  const { t } = useTranslation('responsible');
  const [leaving, setLeaving] = useState(false);
  // The page's own clock counts the time the way the reminder's timer does; the server's figure is its floor.
  const duration = sessionDuration(
    Math.max(summary.minutes, Math.floor((shownAt - Date.parse(summary.startedAt)) / 60_000)),
  );
  const netNegative = summary.net.trim().startsWith('-');

  async function logOut() {
    setLeaving(true);
    await onLogOut();
  }

  return (
    <Modal
      open
      closable={false}
      onClose={onKeepPlaying}
      title={t('realityCheck.reminderTitle')}
      size="sm"
      testId="reality-check"
      footer={
        <div className="grid w-full grid-cols-1 gap-2 sm:grid-cols-3">
          <Button variant="danger" onClick={() => void logOut()} busy={leaving} data-testid="reality-check-log-out">
            {t('realityCheck.logOut')}
          </Button>
          <Link
            to={historyPath}
            onClick={onKeepPlaying}
            className={buttonClassName('secondary')}
            data-testid="reality-check-history"
          >
            {t('realityCheck.history')}
          </Link>
          <Button onClick={onKeepPlaying} data-testid="reality-check-continue" className="sm:order-last">
            {t('realityCheck.keepPlaying')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col items-center text-center">
        <span className="mb-3 grid size-12 place-items-center rounded-full bg-accent/10 text-accent ring-1 ring-accent/30">
          <BellRing className="size-5" aria-hidden="true" />
        </span>
        <p className="text-[15px] text-text" data-testid="reality-check-played">
          {duration.hours > 0
            ? t('realityCheck.playedHours', { hours: duration.hours, minutes: duration.minutes })
            : t('realityCheck.playedMinutes', { minutes: duration.minutes })}
        </p>
        <p className="mt-0.5 text-xs text-text-3 tabular-nums">
          {t('realityCheck.since', { time: brandMomentText(new Date(summary.startedAt), timeZone) })}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2">
        <div className="rounded-control bg-raised/70 px-3 py-2.5">
          <dt className="text-xs text-text-3">{t('realityCheck.stakes')}</dt>
          <dd className="mt-0.5 text-base font-semibold">
            <Money amount={summary.stakes} currency={currency} testId="reality-check-stakes" />
          </dd>
        </div>
        <div className="rounded-control bg-raised/70 px-3 py-2.5">
          <dt className="text-xs text-text-3">{t('realityCheck.net')}</dt>
          <dd className={`mt-0.5 text-base font-semibold ${netNegative ? 'text-danger' : 'text-win'}`}>
            <Money amount={summary.net} currency={currency} signed testId="reality-check-net" />
          </dd>
        </div>
      </dl>
      {summary.sessionEndsAt ? (
        <p className="mt-3 text-center text-xs text-text-2 tabular-nums">
          {t('realityCheck.sessionEndsAt', { time: brandMomentText(new Date(summary.sessionEndsAt), timeZone) })}
        </p>
      ) : null}
    </Modal>
  );
}
