import { SelectionError } from './bet-type.js';

/**
 * One grammar for every selection text (the original's `betContent`): positions are separated by `|`, the
 * picks within a position by `,`. Picks are digits, balls (11X5 and PK10 write them with two digits), fixed-width
 * numbers (lottery tickets keep leading zeros) or upper-case words (BIG, DRAGON...). Canonical texts list picks
 * in ascending order without repeats.
 */
const maxPicksPerPosition = 100;

export function splitPicks(text: string): string[] {
  if (text.trim() === '') return [];
  const picks = text.split(',').map((pick) => pick.trim());
  if (picks.some((pick) => pick === '')) throw new SelectionError('an empty pick');
  if (picks.length > maxPicksPerPosition) throw new SelectionError(`more than ${maxPicksPerPosition} picks`);
  if (new Set(picks).size !== picks.length) throw new SelectionError('a pick is repeated');
  return picks;
}

export function splitPositions(text: string, positions: number): string[] {
  const parts = text.split('|');
  if (parts.length !== positions) throw new SelectionError(`expected ${positions} positions separated by |`);
  return parts;
}

/** Integers in [low, high], written plainly or with leading zeros; sorted. */
export function parseIntegers(text: string, low: number, high: number): number[] {
  const values = splitPicks(text).map((pick) => {
    if (!/^\d{1,2}$/.test(pick)) throw new SelectionError(`not a number: ${pick}`);
    const value = Number(pick);
    if (value < low || value > high) throw new SelectionError(`${pick} is not between ${low} and ${high}`);
    return value;
  });
  if (new Set(values).size !== values.length) throw new SelectionError('a pick is repeated');
  return values.sort((left, right) => left - right);
}

/** Numbers of exactly `width` digits (leading zeros kept), sorted. */
export function parseFixedWidthNumbers(text: string, width: number): string[] {
  const pattern = new RegExp(`^\\d{${width}}$`);
  return splitPicks(text)
    .map((pick) => {
      if (!pattern.test(pick)) throw new SelectionError(`${pick} is not a ${width}-digit number`);
      return pick;
    })
    .sort();
}

/** Words from a fixed vocabulary, in the vocabulary's order. */
export function parseWords<Word extends string>(text: string, vocabulary: readonly Word[]): Word[] {
  const picked = new Set(
    splitPicks(text.toUpperCase()).map((pick) => {
      if (!(vocabulary as readonly string[]).includes(pick)) throw new SelectionError(`unknown pick ${pick}`);
      return pick as Word;
    }),
  );
  return vocabulary.filter((word) => picked.has(word));
}

export function requirePicks<T>(picks: readonly T[], minimum: number, maximum = maxPicksPerPosition): readonly T[] {
  if (picks.length < minimum) throw new SelectionError(`pick at least ${minimum}`);
  if (picks.length > maximum) throw new SelectionError(`pick at most ${maximum}`);
  return picks;
}

export const formatTwoDigits = (value: number) => String(value).padStart(2, '0');

/** Per-position picks: each position is empty or lists its picks; at least one pick in all. */
export function parsePositions<T>(
  text: string,
  positions: number,
  parsePosition: (part: string, position: number) => T[],
): T[][] {
  const parsed = splitPositions(text, positions).map((part, position) => parsePosition(part, position));
  if (parsed.every((picks) => picks.length === 0)) throw new SelectionError('no pick');
  return parsed;
}

export function formatPositions<T>(
  positions: readonly (readonly T[])[],
  formatPick: (pick: T, position: number) => string,
): string {
  return positions.map((picks, position) => picks.map((pick) => formatPick(pick, position)).join(',')).join('|');
}

/** The single bets of a per-position selection where each pick is its own bet (定位胆, ball number). */
export function* singlePicksByPosition<T>(positions: readonly (readonly T[])[]): Generator<T[][]> {
  for (const [index, picks] of positions.entries()) {
    for (const pick of picks) yield positions.map((_, other) => (other === index ? [pick] : []));
  }
}

/** Every tuple taking one pick per position (a direct play's combinations). */
export function* cartesian<T>(positions: readonly (readonly T[])[]): Generator<T[]> {
  const walk = function* (index: number, prefix: T[]): Generator<T[]> {
    if (index === positions.length) {
      yield prefix;
      return;
    }
    for (const pick of positions[index] ?? []) yield* walk(index + 1, [...prefix, pick]);
  };
  yield* walk(0, []);
}
