/** An exact fraction; probabilities and prize-group quotes stay exact until the final floor to a minor unit. */
export type Rational = { numerator: bigint; denominator: bigint };

function greatestCommonDivisor(left: bigint, right: bigint): bigint {
  let a = left < 0n ? -left : left;
  let b = right < 0n ? -right : right;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function rational(numerator: bigint | number, denominator: bigint | number = 1n): Rational {
  const top = BigInt(numerator);
  const bottom = BigInt(denominator);
  if (bottom <= 0n) throw new RangeError('a rational needs a positive denominator');
  const divisor = greatestCommonDivisor(top, bottom) || 1n;
  return { numerator: top / divisor, denominator: bottom / divisor };
}

export function addRational(left: Rational, right: Rational): Rational {
  return rational(
    left.numerator * right.denominator + right.numerator * left.denominator,
    left.denominator * right.denominator,
  );
}

export function multiplyRational(left: Rational, right: Rational): Rational {
  return rational(left.numerator * right.numerator, left.denominator * right.denominator);
}

/** For printing only: never feeds a payout. */
export function rationalToNumber(value: Rational): number {
  return Number(value.numerator) / Number(value.denominator);
}

/** Binomial coefficient C(n, k); 0 outside 0 <= k <= n. The bet count's own (packages/contracts), not a copy. */
export { binomial as choose } from '@croupier/contracts';

/** Every size-`size` subset of `items`, in the order of `items`. */
export function* combinations<T>(items: readonly T[], size: number): Generator<T[]> {
  const picked: T[] = [];
  function* walk(start: number): Generator<T[]> {
    if (picked.length === size) {
      yield [...picked];
      return;
    }
    for (let index = start; index <= items.length - (size - picked.length); index += 1) {
      picked.push(items[index] as T);
      yield* walk(index + 1);
      picked.pop();
    }
  }
  yield* walk(0);
}

/** The distinct orderings of the characters of `text`, sorted ("112" gives 112, 121, 211). */
export function distinctPermutations(text: string): string[] {
  const results = new Set<string>();
  const characters = [...text];
  const walk = (prefix: string, rest: string[]) => {
    if (rest.length === 0) {
      results.add(prefix);
      return;
    }
    rest.forEach((character, index) =>
      walk(
        prefix + character,
        rest.filter((_, other) => other !== index),
      ),
    );
  };
  walk('', characters);
  return [...results].sort();
}

export function sortedCharacters(text: string): string {
  return [...text].sort().join('');
}
