import { startOfLocalDay, timeZoneOffsetMinutes } from '../../lib/time-zone.js';
import type { PeriodType } from './agent-contracts.terms.js';

/**
 * Settlement windows in the brand's time zone (reference B1.1, invariant 12): days, Sunday-to-Saturday weeks,
 * half-months (1–15, 16–end), months, hour and half-hour slots, five-minute real-time batches. Windows of one type
 * partition time. Slots assume the zone keeps one offset across a slot (no daylight saving), which holds for every
 * zone the brands use.
 */
export interface Period {
  readonly type: PeriodType;
  /** `<type>:<local start>`, e.g. `weekly:2026-11-22` or `half_hour:2026-11-27T20:30`; one key per window. */
  readonly key: string;
  /** Local start: `YYYY-MM-DD` for calendar periods, `YYYY-MM-DDTHH:MM` for slots. */
  readonly localStart: string;
  readonly start: Date;
  /** Exclusive; the next period's start. */
  readonly end: Date;
}

export class ContractEngineError extends Error {
  constructor(
    readonly code:
      | 'UNKNOWN_PERIOD_KEY'
      | 'DUPLICATE_CONTRACT'
      | 'DUPLICATE_RECEIVER'
      | 'UNKNOWN_ISSUER_CONTRACT'
      | 'CONTRACT_CYCLE'
      | 'MIXED_RUN'
      | 'INVALID_TERMS'
      | 'FACTS_DO_NOT_MATCH_TERMS'
      | 'NEGATIVE_OBLIGATION',
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'ContractEngineError';
  }
}

const minuteMs = 60_000;
const slotMinutes: Partial<Record<PeriodType, number>> = { hour: 60, half_hour: 30, five_minutes: 5 };
const calendarTypes = new Set<PeriodType>(['daily', 'weekly', 'semimonthly', 'monthly']);

function dayText(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year ?? 1970, month ?? 1, date ?? 1];
}

function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day);
  return dayText(year, month, date + days);
}

/** The brand-local calendar day an instant falls on. */
export function localDayOf(instant: Date, timeZone: string): string {
  const offset = timeZoneOffsetMinutes(instant, timeZone);
  return new Date(instant.getTime() + offset * minuteMs).toISOString().slice(0, 10);
}

function calendarBounds(type: PeriodType, day: string): [string, string] {
  const [year, month, date] = parts(day);
  switch (type) {
    case 'weekly': {
      const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
      const sunday = addDays(day, -weekday);
      return [sunday, addDays(sunday, 7)];
    }
    case 'semimonthly':
      return date <= 15
        ? [dayText(year, month, 1), dayText(year, month, 16)]
        : [dayText(year, month, 16), dayText(year, month + 1, 1)];
    case 'monthly':
      return [dayText(year, month, 1), dayText(year, month + 1, 1)];
    case 'daily':
    case 'hour':
    case 'half_hour':
    case 'five_minutes':
      return [day, addDays(day, 1)];
  }
}

/** The window of `type` that contains `instant`. */
export function periodContaining(type: PeriodType, instant: Date, timeZone: string): Period {
  if (calendarTypes.has(type)) {
    const [first, next] = calendarBounds(type, localDayOf(instant, timeZone));
    return {
      type,
      key: `${type}:${first}`,
      localStart: first,
      start: startOfLocalDay(first, timeZone),
      end: startOfLocalDay(next, timeZone),
    };
  }
  const slotMs = (slotMinutes[type] ?? 60) * minuteMs;
  const offsetMs = timeZoneOffsetMinutes(instant, timeZone) * minuteMs;
  const localStartMs = Math.floor((instant.getTime() + offsetMs) / slotMs) * slotMs;
  const localStart = new Date(localStartMs).toISOString().slice(0, 16);
  return {
    type,
    key: `${type}:${localStart}`,
    localStart,
    start: new Date(localStartMs - offsetMs),
    end: new Date(localStartMs - offsetMs + slotMs),
  };
}

const periodTypes: readonly PeriodType[] = [
  'daily',
  'weekly',
  'semimonthly',
  'monthly',
  'hour',
  'half_hour',
  'five_minutes',
];

/** The window a key names; refuses any key that is not exactly what `periodContaining` prints. */
export function periodOfKey(key: string, timeZone: string): Period {
  const separator = key.indexOf(':');
  const type = periodTypes.find((candidate) => candidate === key.slice(0, separator));
  const local = key.slice(separator + 1);
  if (!type) throw new ContractEngineError('UNKNOWN_PERIOD_KEY', key);
  let instant: Date;
  if (calendarTypes.has(type)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(local)) throw new ContractEngineError('UNKNOWN_PERIOD_KEY', key);
    instant = startOfLocalDay(local, timeZone);
  } else {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) throw new ContractEngineError('UNKNOWN_PERIOD_KEY', key);
    const localMs = Date.parse(`${local}:00Z`);
    instant = new Date(localMs - timeZoneOffsetMinutes(new Date(localMs), timeZone) * minuteMs);
  }
  if (Number.isNaN(instant.getTime())) throw new ContractEngineError('UNKNOWN_PERIOD_KEY', key);
  const period = periodContaining(type, instant, timeZone);
  if (period.key !== key) throw new ContractEngineError('UNKNOWN_PERIOD_KEY', key);
  return period;
}

export function nextPeriod(period: Period, timeZone: string): Period {
  return periodContaining(period.type, period.end, timeZone);
}

export function previousPeriod(period: Period, timeZone: string): Period {
  return periodContaining(period.type, new Date(period.start.getTime() - 1), timeZone);
}

/**
 * Issue #18: new and modified terms take effect at the next period start. Accepted at any instant of a window, they
 * apply from the end of that window, so a window is always settled under one version of the terms.
 */
export function termsEffectiveFrom(type: PeriodType, acceptedAt: Date, timeZone: string): Date {
  return periodContaining(type, acceptedAt, timeZone).end;
}

/**
 * Issue #18: a contract pending termination still settles its current period. A termination (confirmed, or
 * automatic because the upline's terms changed) ends the contract at the end of the window it happened in, the same
 * boundary the upline's new terms start at, so dominance holds in every window.
 */
export function contractEndsAt(type: PeriodType, terminatedAt: Date, timeZone: string): Date {
  return periodContaining(type, terminatedAt, timeZone).end;
}

/** A version is in force for a whole window or not at all: it started at or before the window and ends after it. */
export function inForceDuring(
  version: { readonly effectiveFrom: Date; readonly effectiveTo: Date | null },
  period: Period,
): boolean {
  return (
    version.effectiveFrom.getTime() <= period.start.getTime() &&
    (version.effectiveTo === null || version.effectiveTo.getTime() >= period.end.getTime())
  );
}

/**
 * The monthly-reset carry mode clears at a month start: a window that contains a local first-of-month midnight
 * (every half-month starting on the 1st, the daily window of the 1st, the week holding the 1st) starts afresh.
 */
export function containsMonthStart(period: Period, timeZone: string): boolean {
  if (!calendarTypes.has(period.type)) return false;
  const last = localDayOf(new Date(period.end.getTime() - 1), timeZone);
  for (let day = period.localStart; day <= last; day = addDays(day, 1)) {
    if (day.endsWith('-01')) return true;
  }
  return false;
}

/** The four sub-cycles of a month (1–7, 8–14, 15–21, 22–end) a monthly dividend's periodic bet is measured over. */
export function periodicSubCycles(period: Period, timeZone: string): { start: Date; end: Date }[] {
  if (period.type !== 'monthly') return [];
  const [year, month] = parts(period.localStart);
  const starts = [1, 8, 15, 22].map((day) => dayText(year, month, day));
  return starts.map((day, index) => ({
    start: startOfLocalDay(day, timeZone),
    end: index < 3 ? startOfLocalDay(starts[index + 1] as string, timeZone) : period.end,
  }));
}
