import type { RaffleWindow } from '@croupier/contracts';
import { zonedDateParts } from '@croupier/contracts';
import { startOfLocalDay } from '../../lib/time-zone.js';
import type { StoredRaffleWindow } from './promotions.tables.js';

/**
 * A raffle (decision 0080): one draw per member and daily window, provably fair. The module is a leaf, so the
 * lottery's provably fair machinery comes in through this port (flows/shared/raffle-fairness.ts gives it).
 */
export type RaffleFairness = {
  /** A fresh secret seed (32 bytes from a CSPRNG, hex) and its commitment (SHA-256 of the seed's bytes, hex). */
  commit(): { seed: string; commitment: string };
  /** A uniform integer in [0, bound) read from the HMAC-SHA256 stream of `message` under the seed, unbiased. */
  roll(seed: string, message: string, bound: number): number;
};

/** One day's window: its day in the brand's zone (the take's period key) and its instants. */
export type RaffleTimes = { day: string; opensAt: Date; closesAt: Date };
export type RafflePhase = 'before' | 'open' | 'closed';

const dayMs = 86_400_000;

function localDay(at: Date, timeZone: string): string {
  const parts = zonedDateParts(at, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

function windowOn(window: StoredRaffleWindow, day: string, timeZone: string): RaffleTimes {
  const [hours = 0, minutes = 0] = window.opensAt.split(':').map(Number);
  const opensAt = new Date(startOfLocalDay(day, timeZone).getTime() + (hours * 60 + minutes) * 60_000);
  return { day, opensAt, closesAt: new Date(opensAt.getTime() + window.durationMinutes * 60_000) };
}

/**
 * The window that concerns `at`: yesterday's while it is still open (a window may run past midnight), else
 * today's (open, about to open, or over for the day).
 */
export function raffleWindowAt(window: StoredRaffleWindow, at: Date, timeZone: string): RaffleTimes {
  const today = localDay(at, timeZone);
  const yesterday = windowOn(window, shiftDay(today, -1), timeZone);
  return at < yesterday.closesAt ? yesterday : windowOn(window, today, timeZone);
}

export function rafflePhase(times: RaffleTimes, at: Date): RafflePhase {
  if (at < times.opensAt) return 'before';
  return at < times.closesAt ? 'open' : 'closed';
}

/** The HMAC message of a member's draw in a window: public, so anyone can recompute the draw once the seed is out. */
export const raffleMessage = (promotionId: string, day: string, memberId: string) =>
  `${promotionId}:${day}:${memberId}`;

export const totalWeightOf = (prizes: readonly { weight: number }[]) =>
  prizes.reduce((sum, prize) => sum + prize.weight, 0);

/**
 * The prize a roll in [0, Σ weights) lands on: the first whose running total of weights exceeds the roll, so prize
 * i is hit by exactly `weight_i` of the rolls.
 */
export function pickWeighted(weights: readonly number[], roll: number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!Number.isSafeInteger(roll) || roll < 0 || roll >= total)
    throw new RangeError(`roll ${roll} outside [0, ${total})`);
  let running = 0;
  for (const [index, weight] of weights.entries()) {
    running += weight;
    if (roll < running) return index;
  }
  throw new RangeError('unreachable: the roll is below the total');
}

/** A member's prize in a window: the weighted pick of the window seed's HMAC stream of the member's message. */
export function rafflePrizeIndex(
  fairness: RaffleFairness,
  input: { seed: string; message: string; prizes: readonly { weight: number }[] },
): number {
  const weights = input.prizes.map((prize) => prize.weight);
  return pickWeighted(weights, fairness.roll(input.seed, input.message, totalWeightOf(input.prizes)));
}

/** The card's window: the commitment from before it opens, the seed only once it has closed. */
export function describeRaffleWindow(
  times: RaffleTimes,
  stored: { seed: string; commitment: string } | null,
  at: Date,
): RaffleWindow {
  return {
    opensAt: times.opensAt.toISOString(),
    closesAt: times.closesAt.toISOString(),
    commitment: stored?.commitment ?? '',
    revealedSeed: stored && rafflePhase(times, at) === 'closed' ? stored.seed : null,
  };
}
