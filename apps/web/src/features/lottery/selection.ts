import { countLotteryBets } from '@croupier/contracts';
import type { BetCountRule } from '@croupier/contracts';
import type { Board, PickerSpec } from './bet-type-pickers';

/** The slip's picks: one list per position (a single list for list and number pickers). */
export type Picks = readonly (readonly string[])[];

export function emptyPicks(spec: PickerSpec): string[][] {
  return spec.kind === 'positions' ? spec.positions.map(() => []) : [[]];
}

function boardOf(spec: PickerSpec, position: number): Board | null {
  if (spec.kind === 'list') return spec.board;
  if (spec.kind === 'positions') return spec.boards[position] ?? null;
  return null;
}

/** Board picks in the board's order (what the server's canonical text does), numbers in ascending order. */
function ordered(spec: PickerSpec, position: number, values: readonly string[]): string[] {
  const board = boardOf(spec, position);
  const unique = [...new Set(values)];
  if (!board) return unique.sort();
  return board.options.filter((option) => unique.includes(option));
}

/** Adds or removes one pick; a list that allows one pick swaps it, and a full list takes no more. */
export function togglePick(spec: PickerSpec, picks: Picks, position: number, value: string): string[][] {
  return picks.map((current, index) => {
    if (index !== position) return [...current];
    if (current.includes(value)) return current.filter((pick) => pick !== value);
    const maximum = spec.kind === 'list' ? spec.maximum : undefined;
    if (maximum === 1) return [value];
    if (maximum !== undefined && current.length >= maximum) return [...current];
    return ordered(spec, position, [...current, value]);
  });
}

/** What makes two picks the same ball or face across positions: K3 writes a pair "22" against a single "2". */
function faceOf(board: Board | null, value: string): string {
  return board?.style === 'die' ? value.charAt(0) : String(Number(value));
}

/** The bets the picks hold, counted as the server counts them; 0 when they are not a bet yet. */
export function countBets(spec: PickerSpec, picks: Picks): number {
  if (spec.kind === 'list' && spec.maximum !== undefined && (picks[0]?.length ?? 0) > spec.maximum) return 0;
  return countLotteryBets(spec.count, picks, (position, pick) => faceOf(boardOf(spec, position), pick));
}

/** The selection text (`|` between positions, `,` between picks), or null while the picks hold no bet. */
export function buildSelection(spec: PickerSpec, picks: Picks): string | null {
  if (countBets(spec, picks) < 1) return null;
  return picks.map((position, index) => ordered(spec, index, position).join(',')).join('|');
}

export type NumberEntry = { numbers: string[]; rejected: string[] };

/**
 * Reads typed numbers ("12 34, 56"): any run of digits of the right width is a number, anything else is named back
 * to the player. Tod and box numbers are kept with sorted digits and must not be one digit repeated.
 */
export function parseNumberEntry(text: string, width: number, sortDigits = false): NumberEntry {
  const numbers: string[] = [];
  const rejected: string[] = [];
  for (const token of text.split(/[\s,;|]+/).filter(Boolean)) {
    if (!new RegExp(`^\\d{${width}}$`).test(token)) {
      rejected.push(token);
      continue;
    }
    const number = sortDigits ? [...token].sort().join('') : token;
    if (sortDigits && new Set(number).size === 1) rejected.push(token);
    else if (!numbers.includes(number)) numbers.push(number);
  }
  return { numbers: numbers.sort(), rejected };
}

export const quickFilters = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickFilter = (typeof quickFilters)[number];

/** The quick helpers of a numbered row: all, big (the upper half: 5-9, 06-11, 06-10), small, odd, even, none. */
export function applyQuickFilter(board: Board, filter: QuickFilter): string[] {
  const values = board.options;
  const bigFrom = Math.ceil((Math.max(...values.map(Number)) + 1) / 2);
  switch (filter) {
    case 'all':
      return [...values];
    case 'big':
      return values.filter((value) => Number(value) >= bigFrom);
    case 'small':
      return values.filter((value) => Number(value) < bigFrom);
    case 'odd':
      return values.filter((value) => Number(value) % 2 === 1);
    case 'even':
      return values.filter((value) => Number(value) % 2 === 0);
    case 'clear':
      return [];
  }
}

/** Whether a board's options are numbers the quick helpers make sense for. */
export function hasQuickFilters(board: Board): boolean {
  return board.style === 'digit' || board.style === 'ball' || board.style === 'car';
}

type Random = () => number;

function pickOne<T>(values: readonly T[], random: Random): T {
  const value = values[Math.floor(random() * values.length)] ?? values[0];
  if (value === undefined) throw new RangeError('nothing to pick from');
  return value;
}

function pickDistinct(values: readonly string[], size: number, random: Random): string[] {
  const pool = [...values];
  const picked: string[] = [];
  while (picked.length < size && pool.length > 0) {
    const index = Math.floor(random() * pool.length) % pool.length;
    picked.push(...pool.splice(index, 1));
  }
  return picked;
}

function randomNumber(width: number, random: Random): string {
  return Array.from({ length: width }, () => String(Math.floor(random() * 10) % 10)).join('');
}

function minimumPicks(rule: BetCountRule): number {
  if (rule.rule === 'choose') return rule.size;
  return rule.rule === 'groupThree' ? 2 : 1;
}

/** A random valid selection for the bet type (机选): the fewest picks that make one bet, or the rule's minimum. */
export function quickPick(spec: PickerSpec, random: Random = Math.random): string[][] {
  switch (spec.kind) {
    case 'list':
      return [ordered(spec, 0, pickDistinct(spec.board.options, minimumPicks(spec.count), random))];
    case 'numbers': {
      const wanted = minimumPicks(spec.count);
      const picked = new Set<string>();
      while (picked.size < wanted) {
        const entry = parseNumberEntry(randomNumber(spec.width, random), spec.width, spec.sortDigits);
        for (const number of entry.numbers) picked.add(number);
      }
      return [[...picked].sort()];
    }
    case 'positions': {
      if (spec.count.rule === 'each') {
        const position = Math.floor(random() * spec.positions.length) % spec.positions.length;
        return spec.boards.map((board, index) => (index === position ? [pickOne(board.options, random)] : []));
      }
      for (;;) {
        const picks = spec.boards.map((board) => [pickOne(board.options, random)]);
        if (countBets(spec, picks) > 0) return picks;
      }
    }
  }
}
