/** Where a counter rolling from `from` to `to` stands after `elapsedMs` of `durationMs`: fast first, easing out. */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  if (elapsedMs <= 0) return from;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(from + (to - from) * eased);
}

/** Longer rolls for bigger wins, so a big win feels big, but never a wait: 400 ms to 2.4 s. */
export function countUpDuration(amountMinor: number, stakeMinor: number): number {
  if (stakeMinor <= 0 || amountMinor <= 0) return 0;
  const multiple = amountMinor / stakeMinor;
  return Math.round(Math.min(2400, 400 + 500 * Math.log2(1 + multiple)));
}
