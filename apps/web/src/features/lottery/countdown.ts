/**
 * The countdown to a numero's close (reference lottery.md §1.5): `remainTime` (ms to the draw) less `lockTime` (s of
 * close lead), less half the request's round trip (the answer aged that much on the way), less the time since it
 * arrived. `--:--:--` when the numero is not on sale or the close is over 1000 hours away.
 */
export type CountdownSource = { isSale: boolean; remainTime: number; lockTime: number };

/** When the answer carrying the numero arrived (`performance.now()`-style ms) and how long its round trip took. */
export type Reception = { receivedAt: number; roundTripMs: number };

export const hiddenCountdown = '--:--:--';
const maximumShownMs = 1000 * 60 * 60 * 1000;

/** Milliseconds left until sales close, at `now`; null when there is nothing to count down to. */
export function msUntilClose(source: CountdownSource | null, reception: Reception, now: number): number | null {
  if (!source || !source.isSale) return null;
  const atReception = source.remainTime - source.lockTime * 1000 - reception.roundTripMs / 2;
  if (atReception > maximumShownMs) return null;
  return Math.max(0, atReception - Math.max(0, now - reception.receivedAt));
}

/** `HH:MM:SS`, whole seconds rounded up so a close at 0.4 s still reads 00:00:01 until it has passed. */
export function formatCountdown(ms: number | null): string {
  if (ms === null) return hiddenCountdown;
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** The original asked again at most once every 5 s when a countdown ran out, however many widgets hit zero. */
export const refetchIntervalMs = 5000;

export function mayRefetch(lastRefetchAt: number | null, now: number): boolean {
  return lastRefetchAt === null || now - lastRefetchAt >= refetchIntervalMs;
}
