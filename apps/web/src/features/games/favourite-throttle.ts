/** Clicks on one game's heart within this window after the last accepted one are ignored (spec §4). */
export const favouriteThrottleMs = 1_000;

/** Remembers when each game's heart last acted; `accept` says whether a click now may act. */
export function createFavouriteThrottle(windowMs = favouriteThrottleMs, now: () => number = Date.now) {
  const last = new Map<number, number>();
  return {
    accept(nodeId: number): boolean {
      const time = now();
      const previous = last.get(nodeId);
      if (previous !== undefined && time - previous < windowMs) return false;
      last.set(nodeId, time);
      return true;
    },
  };
}
