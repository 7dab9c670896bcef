/** Time is injected so rules that depend on it (maintenance windows, expiries) are testable. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date): Clock & { set: (next: Date) => void } {
  let current = start;
  return {
    now: () => current,
    set: (next) => {
      current = next;
    },
  };
}

/**
 * A clock running at a set distance from another. Only the end-to-end suite's test controls move it (TEST_CONTROLS),
 * to reach a period's end without waiting a day; the distance lives in this process alone.
 */
export function adjustableClock(
  base: Clock,
): Clock & { setOffset: (offsetMs: number) => void; offsetMs: () => number } {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    setOffset: (offsetMs) => {
      offset = offsetMs;
    },
    offsetMs: () => offset,
  };
}
