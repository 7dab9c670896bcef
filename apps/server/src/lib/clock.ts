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
