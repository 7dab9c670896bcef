/**
 * How many bets a lottery selection makes: the one rule the server prices and settles by and the bet slip shows
 * before a player sends it. A selection is its picks, one list per position (one list for list and number plays);
 * each play type counts them by one of these rules.
 */
export type BetCountRule =
  /** Every pick is a bet (a number, a side, a position's digit). */
  | { rule: 'each' }
  /** Every `size`-subset of the picks is a bet (组六, 任选, xiên): C(n, size). */
  | { rule: 'choose'; size: number }
  /** 组三: each ordered pair of different digits (one doubled) is a bet: n × (n − 1). */
  | { rule: 'groupThree' }
  /** One pick per position makes a bet (直选复式): the product of the positions' pick counts. */
  | { rule: 'product' }
  /** As product, but a tuple repeating a ball or face is no bet (11X5 and PK10 draw without replacement). */
  | { rule: 'productDistinct' }
  /** A 4D box number is one bet per distinct order of its digits (24, 12, 6, 4 or 1). */
  | { rule: 'box' };

export type BetPicks = readonly (readonly string[])[];

/** C(n, k); 0 outside 0 ≤ k ≤ n. */
export function binomial(total: number, size: number): number {
  if (size < 0 || size > total) return 0;
  let result = 1;
  for (let index = 1; index <= Math.min(size, total - size); index += 1) {
    result = (result * (total - index + 1)) / index;
  }
  return Math.round(result);
}

function factorial(value: number): number {
  return value <= 1 ? 1 : value * factorial(value - 1);
}

/** How many orders of its characters a number stands for ("1122" stands for 6; "1111" for 1). */
export function distinctOrders(number: string): number {
  const counts = new Map<string, number>();
  for (const character of number) counts.set(character, (counts.get(character) ?? 0) + 1);
  let orders = factorial(number.length);
  for (const count of counts.values()) orders /= factorial(count);
  return orders;
}

function countDistinctTuples(picks: BetPicks, faceOf: (position: number, pick: string) => string): number {
  let total = 0;
  const walk = (position: number, used: ReadonlySet<string>) => {
    if (position === picks.length) {
      total += 1;
      return;
    }
    for (const pick of picks[position] ?? []) {
      const face = faceOf(position, pick);
      if (!used.has(face)) walk(position + 1, new Set([...used, face]));
    }
  };
  walk(0, new Set());
  return total;
}

/**
 * The bets `picks` make under `rule`. `faceOf` says which picks are the same ball or face across positions for
 * `productDistinct` (a K3 pair "22" and a single "2" are the same face); by default a pick is its own face.
 * Picks are taken as given: removing repeats and checking them against the board is the grammar's job.
 */
export function countLotteryBets(
  rule: BetCountRule,
  picks: BetPicks,
  faceOf: (position: number, pick: string) => string = (_position, pick) => pick,
): number {
  const all = picks.flat();
  switch (rule.rule) {
    case 'each':
      return all.length;
    case 'choose':
      return binomial(all.length, rule.size);
    case 'groupThree':
      return all.length >= 2 ? all.length * (all.length - 1) : 0;
    case 'product':
      return picks.reduce((total, position) => total * position.length, 1);
    case 'productDistinct':
      return picks.some((position) => position.length === 0) ? 0 : countDistinctTuples(picks, faceOf);
    case 'box':
      return all.reduce((total, number) => total + distinctOrders(number), 0);
  }
}
