/** What this tab remembers of the reality check: the session it belongs to and when the player last answered it. */
export type RealityCheckSeen = { startedAt: string; at: number };

/**
 * When the next reality check is due: the first whole interval of the session (counted from its start, so a reload
 * keeps the rhythm) that ends after the player last answered one, or after the start when they have not.
 */
export function nextRealityCheckAt(startedAt: number, intervalMinutes: number, answeredAt: number | null): number {
  const interval = Math.max(1, intervalMinutes) * 60_000;
  const after = answeredAt === null ? startedAt : Math.max(startedAt, answeredAt);
  const intervalsDone = Math.floor((after - startedAt) / interval);
  return startedAt + (intervalsDone + 1) * interval;
}

/** The answer remembered for this session; one from an earlier session does not count. */
export function answeredAtFor(seen: unknown, startedAt: string): number | null {
  if (typeof seen !== 'object' || seen === null) return null;
  const record = seen as Partial<RealityCheckSeen>;
  return record.startedAt === startedAt && typeof record.at === 'number' && Number.isFinite(record.at)
    ? record.at
    : null;
}

/** A session's length as hours and minutes, for the reminder's "you have played 1 h 05 min". */
export function sessionDuration(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
