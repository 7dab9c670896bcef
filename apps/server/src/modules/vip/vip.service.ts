import type { VipBenefits, VipCondition, VipRule } from './vip.tables.js';

/** The brand-local calendar day (`YYYY-MM-DD`) of an instant. */
export function localDayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** `YYYY-MM-DD` plus `days` (negative: back), by the calendar alone. */
export function shiftDay(day: string, days: number): string {
  const moved = new Date(`${day}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The month (`YYYY-MM`) before the one of `day`. */
export function previousMonthOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The last day (`YYYY-MM-DD`) of a month (`YYYY-MM`). */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/** The longest rolling window a rule may ask for: the days kept in reach of an evaluation. */
export const maxRollingDays = 365;

/** A member's figures: the lifetime counters and the per-day rows of the last `maxRollingDays` days. */
export type VipFigures = {
  lifetimeValidBetMinor: bigint;
  lifetimeDepositMinor: bigint;
  days: readonly { day: string; validBetMinor: bigint; depositMinor: bigint }[];
};

/** What a condition's metric sums to over its window, the window ending with the brand-local day `asOfDay`. */
export function figureOf(condition: VipCondition, figures: VipFigures, asOfDay: string): bigint {
  if (condition.window === 'lifetime')
    return condition.metric === 'deposit' ? figures.lifetimeDepositMinor : figures.lifetimeValidBetMinor;
  const from =
    condition.window === 'calendar_month' ? `${asOfDay.slice(0, 7)}-01` : shiftDay(asOfDay, 1 - (condition.days ?? 1));
  let total = 0n;
  for (const row of figures.days) {
    if (row.day < from || row.day > asOfDay) continue;
    total += condition.metric === 'deposit' ? row.depositMinor : row.validBetMinor;
  }
  return total;
}

/** Each condition with the member's figure and whether it is met. */
export function conditionsOf(rule: VipRule, figures: VipFigures, asOfDay: string) {
  return rule.conditions.map((condition) => {
    const current = figureOf(condition, figures, asOfDay);
    return { condition, current, met: current >= BigInt(condition.minMinor) };
  });
}

/** A rule holds when all (or any) of its conditions are met; a rule without conditions always holds. */
export function ruleHolds(rule: VipRule, figures: VipFigures, asOfDay: string): boolean {
  const results = conditionsOf(rule, figures, asOfDay);
  if (results.length === 0) return true;
  return rule.combinator === 'all' ? results.every((result) => result.met) : results.some((result) => result.met);
}

export type LadderLevel = { ordinal: number; upRule: VipRule; keepRule: VipRule; benefits: VipBenefits };

/**
 * The level a member rises to: the highest level above the current one whose rule holds (a member may cross several
 * at once), else the current one. Levels never fall here: relegation is the monthly job's.
 */
export function levelToRiseTo(
  ladder: readonly LadderLevel[],
  currentLevel: number,
  figures: VipFigures,
  asOfDay: string,
): number {
  let target = currentLevel;
  for (const level of ladder) {
    if (level.ordinal <= target || level.upRule.conditions.length === 0) continue;
    if (ruleHolds(level.upRule, figures, asOfDay)) target = level.ordinal;
  }
  return target;
}

/** The figures a change record keeps (V1): the member's sums over every window the ladder's rules use. */
export function metricsSnapshot(ladder: readonly LadderLevel[], figures: VipFigures, asOfDay: string) {
  const snapshot: Record<string, string> = {
    asOfDay,
    lifetimeValidBet: figures.lifetimeValidBetMinor.toString(),
    lifetimeDeposit: figures.lifetimeDepositMinor.toString(),
  };
  for (const level of ladder)
    for (const condition of [...level.upRule.conditions, ...level.keepRule.conditions]) {
      const key = `${condition.metric}:${condition.window}${condition.window === 'rolling_days' ? `:${condition.days ?? 1}` : ''}`;
      snapshot[key] ??= figureOf(condition, figures, asOfDay).toString();
    }
  return snapshot;
}

const windowKey = (condition: VipCondition) =>
  `${condition.metric}:${condition.window}:${condition.window === 'rolling_days' ? (condition.days ?? 0) : ''}`;

type LadderProblem = { path: string; message: string };

/**
 * A ladder is saved as one set (reference §5.6): levels 0..N in order, level 0 without conditions, every higher level
 * with at least one, and each threshold above the same metric and window of the level below (a ladder whose
 * thresholds stop increasing could not be climbed in order).
 */
export function ladderProblems(
  levels: readonly { ordinal: number; name: Record<string, string>; upRule: VipRule; keepRule: VipRule }[],
): LadderProblem[] {
  const problems: LadderProblem[] = [];
  levels.forEach((level, index) => {
    if (level.ordinal !== index) problems.push({ path: `levels.${index}.ordinal`, message: 'VIP_LEVELS_IN_ORDER' });
    if (!Object.values(level.name).some((name) => name.trim() !== ''))
      problems.push({ path: `levels.${index}.name`, message: 'VIP_LEVEL_NAME_REQUIRED' });
    if (index === 0 && level.upRule.conditions.length > 0)
      problems.push({ path: 'levels.0.upRule', message: 'VIP_BASE_LEVEL_OPEN' });
    if (index > 0 && level.upRule.conditions.length === 0)
      problems.push({ path: `levels.${index}.upRule`, message: 'VIP_LEVEL_NEEDS_CONDITION' });
    const seen = new Set<string>();
    level.upRule.conditions.forEach((condition, conditionIndex) => {
      const key = windowKey(condition);
      if (seen.has(key))
        problems.push({ path: `levels.${index}.upRule.conditions.${conditionIndex}`, message: 'VIP_CONDITION_TWICE' });
      seen.add(key);
      const below = levels[index - 1]?.upRule.conditions.find((other) => windowKey(other) === key);
      if (below && BigInt(condition.minMinor) <= BigInt(below.minMinor))
        problems.push({
          path: `levels.${index}.upRule.conditions.${conditionIndex}.min`,
          message: 'VIP_THRESHOLD_NOT_RISING',
        });
    });
  });
  return problems;
}
