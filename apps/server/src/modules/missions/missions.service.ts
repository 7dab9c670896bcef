import type { MissionKind, MissionMetric, MilestoneState } from '@croupier/contracts';
import { startOfLocalDay } from '../../lib/time-zone.js';
import type { StoredMilestone, StoredPrize } from './missions.tables.js';

const dayMs = 24 * 60 * 60 * 1000;

/** The brand-local calendar day (YYYY-MM-DD) of an instant. */
export function localDayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The calendar day `count` days after `day` (negative: before). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);
}

/**
 * The period an instant belongs to for a kind: its brand-local day, its week by the Monday it starts on (as
 * PostgreSQL's `date_trunc('week', …)` counts, which the deposit scan uses), or `event` for the whole window.
 */
export function periodOf(kind: MissionKind, instant: Date, timeZone: string): string {
  if (kind === 'event' || kind === 'check_in') return 'event';
  const day = localDayOf(instant, timeZone);
  if (kind === 'daily') return day;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** A period's bounds, clipped to the mission's window. */
export function periodBounds(
  mission: { kind: MissionKind; startsAt: Date; endsAt: Date },
  period: string,
  timeZone: string,
): { start: Date; end: Date } {
  if (period === 'event') return { start: mission.startsAt, end: mission.endsAt };
  const start = startOfLocalDay(period, timeZone);
  const end = startOfLocalDay(addDays(period, mission.kind === 'weekly' ? 7 : 1), timeZone);
  return {
    start: start < mission.startsAt ? mission.startsAt : start,
    end: end > mission.endsAt ? mission.endsAt : end,
  };
}

/** Whether a period key could belong to a mission of this kind (a claim's period comes from the client). */
export function isPeriodOfKind(kind: MissionKind, period: string): boolean {
  if (kind === 'event' || kind === 'check_in') return period === 'event';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period) || Number.isNaN(Date.parse(`${period}T00:00:00Z`))) return false;
  return kind === 'daily' || new Date(`${period}T00:00:00Z`).getUTCDay() === 1;
}

/** The part of a settled-bet event a mission reads. */
export type MissionBetEvent = {
  source: string;
  betKey: string;
  eventNo: number;
  eventType: string;
  merchantId: string;
  memberId: string;
  gameType: string;
  stakeMinor: bigint;
  validBetMinor: bigint;
  stakeTotalMinor: bigint;
  settledAt: Date;
};

/** The part of a mission its counting reads. */
export type CountedMission = {
  id: string;
  merchantId: string;
  kind: MissionKind;
  metric: MissionMetric;
  categories: readonly string[];
  minStakeMinor: bigint;
  startsAt: Date;
  endsAt: Date;
};

/** A change to one member's progress in one period, with the event that caused it (its key is unique per source). */
export type ProgressDelta = {
  missionId: string;
  memberId: string;
  period: string;
  eventKey: string;
  delta: bigint;
  at: Date;
};

/** The key of a settled-bet event: unique in the stream. */
export const betEventKey = (event: Pick<MissionBetEvent, 'source' | 'betKey' | 'eventNo'>) =>
  `${event.source}:${event.betKey}:${event.eventNo}`;

/**
 * What one settled-bet event adds to one mission (reference §7.3): the valid bet's delta (a void subtracts what the
 * settlement added), or for `bet_count` whether the bet counts after the event less whether it counted before (a bet
 * counts while its stake is at least the minimum stake and above 0). Events outside the window or of another
 * category add nothing (invariant M2); a void or resettlement counts in the period it is recorded in.
 */
export function betDelta(mission: CountedMission, event: MissionBetEvent): bigint {
  if (mission.merchantId !== event.merchantId) return 0n;
  if (event.settledAt < mission.startsAt || event.settledAt >= mission.endsAt) return 0n;
  if (mission.categories.length > 0 && !mission.categories.includes(event.gameType)) return 0n;
  if (mission.metric === 'valid_bet') return event.validBetMinor;
  if (mission.metric !== 'bet_count') return 0n;
  const least = mission.minStakeMinor > 1n ? mission.minStakeMinor : 1n;
  const after = event.stakeTotalMinor >= least ? 1n : 0n;
  const before = event.stakeTotalMinor - event.stakeMinor >= least ? 1n : 0n;
  return after - before;
}

/** The progress deltas a batch of settled-bet events makes to the given missions (zero deltas left out). */
export function betDeltas(
  missions: readonly CountedMission[],
  events: readonly MissionBetEvent[],
  timeZones: ReadonlyMap<string, string>,
): ProgressDelta[] {
  const deltas: ProgressDelta[] = [];
  for (const event of events) {
    for (const mission of missions) {
      const delta = betDelta(mission, event);
      if (delta === 0n) continue;
      deltas.push({
        missionId: mission.id,
        memberId: event.memberId,
        period: periodOf(mission.kind, event.settledAt, timeZones.get(mission.merchantId) ?? 'UTC'),
        eventKey: betEventKey(event),
        delta,
        at: event.settledAt,
      });
    }
  }
  return deltas;
}

export type Progress = { value: bigint; reachedAt: Date };

/**
 * Progress as a pure function of the counted events (invariant M1): per mission, member and period the sum of the
 * deltas and the latest event's time; an event counted twice (same key) counts once.
 */
export function progressFromDeltas(deltas: readonly ProgressDelta[]): Map<string, Progress> {
  const seen = new Set<string>();
  const progress = new Map<string, Progress>();
  for (const delta of deltas) {
    if (seen.has(`${delta.missionId}|${delta.eventKey}`)) continue;
    seen.add(`${delta.missionId}|${delta.eventKey}`);
    const key = `${delta.missionId}|${delta.memberId}|${delta.period}`;
    const before = progress.get(key);
    progress.set(key, {
      value: (before?.value ?? 0n) + delta.delta,
      reachedAt: before && before.reachedAt > delta.at ? before.reachedAt : delta.at,
    });
  }
  return progress;
}

export type RankedEntry = { memberId: string; value: bigint; reachedAt: Date };

/**
 * The leaderboard's order (reference §7.3): value descending, then who reached it first, then the member id so two
 * runs always agree (invariant M4). Entries below the qualifying value (or at 0) are not ranked.
 */
export function rankEntries<Entry extends RankedEntry>(entries: readonly Entry[], minQualifyMinor: bigint): Entry[] {
  return entries
    .filter((entry) => entry.value > 0n && entry.value >= minQualifyMinor)
    .sort((left, right) => {
      if (left.value !== right.value) return left.value > right.value ? -1 : 1;
      const time = left.reachedAt.getTime() - right.reachedAt.getTime();
      if (time !== 0) return time;
      return left.memberId < right.memberId ? -1 : left.memberId > right.memberId ? 1 : 0;
    });
}

/** The prize of a rank, or null. */
export function prizeOfRank(prizes: readonly StoredPrize[], rank: number): bigint | null {
  const range = prizes.find((prize) => rank >= prize.fromRank && rank <= prize.toRank);
  return range ? BigInt(range.prizeMinor) : null;
}

/** A milestone's state for a member's period. */
export function milestoneState(input: {
  milestone: StoredMilestone;
  value: bigint;
  claimed: boolean;
  claimOpen: boolean;
}): MilestoneState {
  if (input.claimed) return 'claimed';
  if (input.value < BigInt(input.milestone.target)) return 'incomplete';
  return input.claimOpen ? 'claimable' : 'expired';
}

/** Until when a period's milestones can be claimed: the period's end plus the mission's claim days. */
export function claimDeadline(periodEnd: Date, claimDays: number): Date {
  return new Date(periodEnd.getTime() + claimDays * dayMs);
}

/** The grant key of a milestone (reference §1.4, with the period: daily and weekly missions pay each period). */
export const milestoneSourceRef = (missionId: string, memberId: string, period: string, milestone: number) =>
  `mission:${missionId}:${memberId}:${period}:${milestone}`;
/** The grant key of a leaderboard prize. */
export const prizeSourceRef = (missionId: string, memberId: string) => `mission:${missionId}:${memberId}:event:lb`;
