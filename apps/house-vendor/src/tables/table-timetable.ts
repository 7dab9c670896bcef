import type { TableConfig } from './table-config.js';
import type { TablePhase } from './table-types.js';

/** Where one round of a table stands at a moment; every time is epoch milliseconds. */
export type TableRound = {
  roundNumber: number;
  roundId: string;
  phase: TablePhase;
  phaseEndsAtMs: number;
  startsAtMs: number;
  bettingEndsAtMs: number;
  drawingEndsAtMs: number;
  endsAtMs: number;
};

type TimetableOf = Pick<TableConfig, 'tableId' | 'timetable' | 'epochMs'>;

function roundLengthMs(table: TimetableOf): number {
  const { bettingMs, drawingMs, settledMs } = table.timetable;
  const length = bettingMs + drawingMs + settledMs;
  if (![bettingMs, drawingMs, settledMs].every((ms) => Number.isSafeInteger(ms) && ms > 0)) {
    throw new RangeError(`table ${table.tableId} has a phase that is not a positive whole number of milliseconds`);
  }
  return length;
}

/**
 * A round's id: the table and the moment the round opened. Using the opening time rather than the number keeps
 * ids unique even if the timetable's durations change one day and renumber the rounds.
 */
export function roundIdFor(table: TimetableOf, roundNumber: number): string {
  return `${table.tableId}-${table.epochMs + roundNumber * roundLengthMs(table)}`;
}

/** The round with a given number, its phase taken at `nowMs`. */
export function roundByNumber(table: TimetableOf, roundNumber: number, nowMs: number): TableRound {
  const length = roundLengthMs(table);
  const startsAtMs = table.epochMs + roundNumber * length;
  const bettingEndsAtMs = startsAtMs + table.timetable.bettingMs;
  const drawingEndsAtMs = bettingEndsAtMs + table.timetable.drawingMs;
  const endsAtMs = startsAtMs + length;
  const phase: TablePhase = nowMs < bettingEndsAtMs ? 'betting' : nowMs < drawingEndsAtMs ? 'drawing' : 'settled';
  const phaseEndsAtMs = phase === 'betting' ? bettingEndsAtMs : phase === 'drawing' ? drawingEndsAtMs : endsAtMs;
  return {
    roundNumber,
    roundId: roundIdFor(table, roundNumber),
    phase,
    phaseEndsAtMs,
    startsAtMs,
    bettingEndsAtMs,
    drawingEndsAtMs,
    endsAtMs,
  };
}

/**
 * The round running at `nowMs`. Rounds follow from the table's epoch and the wall clock alone, back to back:
 * every server instance, and a server after a restart, agrees on which round is open and when it closes.
 * A phase runs from its start inclusive to its end exclusive.
 */
export function roundAt(table: TimetableOf, nowMs: number): TableRound {
  if (nowMs < table.epochMs) throw new RangeError(`table ${table.tableId} opens at ${table.epochMs}`);
  return roundByNumber(table, Math.floor((nowMs - table.epochMs) / roundLengthMs(table)), nowMs);
}

/** Bets are taken for the round that is open now, and only while its betting phase lasts. */
export function acceptsBets(table: TimetableOf, roundId: string, nowMs: number): boolean {
  const round = roundAt(table, nowMs);
  return round.phase === 'betting' && round.roundId === roundId;
}
