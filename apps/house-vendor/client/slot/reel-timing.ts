/** When each reel stops, in page time (ms), so the reels stop left to right and never before the answer is in. */
export type ReelTiming = {
  startedAt: number;
  /** When the outcome arrived; the first reel stops a beat after it. */
  answeredAt: number;
  reels: number;
  /** The last reel stops no sooner than this after the start: a paid spin is never shorter than 2.5 s. */
  minimumMs: number;
  stepMs?: number;
  afterAnswerMs?: number;
};

export const paidSpinMinimumMs = 2500;
export const freeSpinMinimumMs = 1300;

export function reelStopTimes(timing: ReelTiming): number[] {
  const stepMs = timing.stepMs ?? 250;
  const afterAnswerMs = timing.afterAnswerMs ?? 300;
  const earliestByMinimum = timing.startedAt + timing.minimumMs - (timing.reels - 1) * stepMs;
  const first = Math.max(earliestByMinimum, timing.answeredAt + afterAnswerMs, timing.startedAt);
  return Array.from({ length: timing.reels }, (_, reel) => first + reel * stepMs);
}

/** A steady stream of symbols for a spinning reel to blur past (display only, never part of an outcome). */
export function fillerSymbols(symbolIds: readonly string[], count: number, seed: number): string[] {
  let state = (seed * 2654435761) >>> 0 || 1;
  const symbols: string[] = [];
  for (let index = 0; index < count; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    let pick = symbolIds[state % symbolIds.length]!;
    // Two alike in a row look like a stuck reel.
    if (pick === symbols[index - 1]) pick = symbolIds[(state + 1) % symbolIds.length]!;
    symbols.push(pick);
  }
  return symbols;
}
