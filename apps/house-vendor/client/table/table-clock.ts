import type { TableTimetable, TableView } from '../../src/tables/table-types.js';

/**
 * The server's clock as seen from the page. Countdowns must end when the server closes betting, not when the
 * phone's clock says so; each poll gives a sample of the difference, and the sample with the shortest round
 * trip among the recent ones is the most trustworthy.
 */
export type ServerClock = {
  /** Records one answer's server time, with when the request left and when the answer came back. */
  observe(serverTime: string, sentAtMs: number, receivedAtMs: number): void;
  now(localNowMs: number): number;
};

export function createServerClock(keep = 10): ServerClock {
  let samples: { offsetMs: number; roundTripMs: number }[] = [];
  let offsetMs = 0;
  return {
    observe(serverTime, sentAtMs, receivedAtMs) {
      const serverMs = Date.parse(serverTime);
      if (Number.isNaN(serverMs)) return;
      const roundTripMs = Math.max(0, receivedAtMs - sentAtMs);
      samples = [...samples, { offsetMs: serverMs - (sentAtMs + roundTripMs / 2), roundTripMs }].slice(-keep);
      const best = samples.reduce((first, second) => (second.roundTripMs < first.roundTripMs ? second : first));
      offsetMs = best.offsetMs;
    },
    now: (localNowMs) => localNowMs + offsetMs,
  };
}

/** Milliseconds left in the view's phase at a server time, never below zero. */
export function phaseRemainingMs(view: Pick<TableView, 'phaseEndsAt'>, serverNowMs: number): number {
  return Math.max(0, Date.parse(view.phaseEndsAt) - serverNowMs);
}

/**
 * How far into the reveal the round is: 0 when drawing starts, the drawing phase's length once settled. A page
 * opened mid-reveal picks the show up where the other players see it.
 */
export function revealElapsedMs(
  view: Pick<TableView, 'phase' | 'phaseEndsAt'>,
  timetable: TableTimetable,
  serverNowMs: number,
): number {
  const remaining = phaseRemainingMs(view, serverNowMs);
  switch (view.phase) {
    case 'betting':
      return 0;
    case 'drawing':
      return Math.min(timetable.drawingMs, Math.max(0, timetable.drawingMs - remaining));
    case 'settled':
      return timetable.drawingMs;
  }
}

/** When to ask the vendor again: about once a second, and just after the current phase ends. */
export function nextPollDelayMs(view: Pick<TableView, 'phaseEndsAt'>, serverNowMs: number): number {
  const untilPhaseEnd = phaseRemainingMs(view, serverNowMs) + 150;
  return Math.max(250, Math.min(1_000, untilPhaseEnd));
}
