/**
 * Pots, rake and awards of a Hold'em hand (reference house-games §3.7–§3.10), in integer minor units. Pots are
 * derived from what each seat put in, never from a list of "active players", so a folded or all-in seat's chips can
 * never vanish or be paid twice (the bugs collected in §3.1).
 */

export type Contribution = { seat: number; amount: number; folded: boolean };

export type UncalledReturn = { seat: number; amount: number };

export type Pot = { amount: number; eligibleSeats: number[] };

/**
 * The part of the top contribution that nobody else matched goes back to its owner before pots form
 * ("Uncalled bet (X) returned to ..."); it is never raked.
 */
export function uncalledReturn(contributions: Contribution[]): UncalledReturn | undefined {
  const sorted = [...contributions].sort((left, right) => right.amount - left.amount);
  const [top, second] = sorted;
  if (top === undefined || top.amount <= (second?.amount ?? 0)) return undefined;
  return { seat: top.seat, amount: top.amount - (second?.amount ?? 0) };
}

/**
 * Pots by contribution level (§3.8): one pot per distinct contribution of a seat still in the hand, filled from every
 * seat (folded ones included) up to that level; chips of folded seats above the highest live level join the last pot.
 * `deadMoney` (dead small blinds) belongs to the main pot. Call after `uncalledReturn` has been applied.
 */
export function buildPots(contributions: Contribution[], deadMoney = 0): Pot[] {
  const levels = [...new Set(contributions.filter((entry) => !entry.folded).map((entry) => entry.amount))]
    .filter((level) => level > 0)
    .sort((left, right) => left - right);
  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = 0;
    for (const entry of contributions) amount += Math.max(0, Math.min(entry.amount, level) - previous);
    const eligibleSeats = contributions
      .filter((entry) => !entry.folded && entry.amount >= level)
      .map((entry) => entry.seat);
    pots.push({ amount, eligibleSeats });
    previous = level;
  }
  let above = 0;
  for (const entry of contributions) above += Math.max(0, entry.amount - previous);
  const last = pots.at(-1);
  if (last !== undefined) last.amount += above;
  const main = pots[0];
  if (main !== undefined) main.amount += deadMoney;
  else if (above + deadMoney > 0) {
    // Cannot happen in a hand (someone is always still in), but never drop chips if it did.
    throw new Error('chips in the pot with no seat left to win them');
  }
  return pots;
}

export type RakeRule = {
  /** Rake rate in basis points of the contested pot (500 = 5 %). */
  rateBasisPoints: number;
  /** Cap in minor units by the number of players dealt in: the first entry whose `minPlayers` fits, highest first. */
  caps: { minPlayers: number; cap: number }[];
};

export function rakeCap(rule: RakeRule, playersDealt: number): number {
  const fitting = rule.caps
    .filter((entry) => playersDealt >= entry.minPlayers)
    .sort((left, right) => right.minPlayers - left.minPlayers)[0];
  return fitting?.cap ?? 0;
}

/**
 * Our rake rule (§3.10): `min(floor(rate × Σ pots), cap(players dealt))`, nothing when no flop was dealt, split over
 * the pots in proportion to their size (floor per pot, the remainder to the main pot). Returns the rake per pot.
 */
export function rakePots(pots: Pot[], rule: RakeRule, playersDealt: number, flopDealt: boolean): number[] {
  if (!flopDealt) return pots.map(() => 0);
  const total = pots.reduce((sum, pot) => sum + pot.amount, 0);
  const rake = Math.min(Math.floor((total * rule.rateBasisPoints) / 10_000), rakeCap(rule, playersDealt));
  if (rake <= 0 || total === 0) return pots.map(() => 0);
  const shares = pots.map((pot) => Math.floor((rake * pot.amount) / total));
  const remainder = rake - shares.reduce((sum, share) => sum + share, 0);
  shares[0] = (shares[0] ?? 0) + remainder;
  return shares;
}

export type Award = { potIndex: number; seat: number; amount: number; oddChip: boolean };

/**
 * Splits one pot (after its rake) among tied winners: equal shares in the minor unit, the odd units one at a time to
 * the winners in clockwise order from the first seat left of the button (§3.9).
 */
export function splitPot(
  potIndex: number,
  amount: number,
  winners: number[],
  buttonSeat: number,
  seatCount: number,
): Award[] {
  if (winners.length === 0) throw new Error('a pot needs a winner');
  const order = [...winners].sort(
    (left, right) =>
      ((left - buttonSeat - 1 + seatCount) % seatCount) - ((right - buttonSeat - 1 + seatCount) % seatCount),
  );
  const share = Math.floor(amount / order.length);
  let odd = amount - share * order.length;
  return order.map((seat) => {
    const extra = odd > 0 ? 1 : 0;
    odd -= extra;
    return { potIndex, seat, amount: share + extra, oddChip: extra > 0 };
  });
}
