import type { Specifiers } from '../domain/sportsbook-model.js';
import { MarketsError } from './markets-error.js';
import { parseSpecifiers } from './specifiers.js';

/**
 * Lines in quarter units: every handicap and total the book offers is a multiple of 0.25 (reference §3.5), so
 * `hcp=-0.75` is -3 and all line arithmetic is on small integers, never on floating-point sums.
 */

const linePattern = /^-?\d+(\.\d+)?$/;

export function quarterUnitsOf(text: string, name: string): number {
  if (!linePattern.test(text)) throw new MarketsError('INVALID_LINE', `${name}="${text}" is not a decimal line`);
  const quarters = Number(text) * 4;
  if (!Number.isSafeInteger(quarters)) {
    throw new MarketsError('INVALID_LINE', `${name}="${text}" is not a multiple of 0.25`);
  }
  return quarters === 0 ? 0 : quarters;
}

function specifierOf(specifiers: Specifiers, name: string): string {
  const value = parseSpecifiers(specifiers)[name];
  if (value === undefined) throw new MarketsError('INVALID_LINE', `"${specifiers}" has no "${name}"`);
  return value;
}

/** The `hcp` or `total` specifier in quarter units; a total is never negative. */
export function lineQuartersOf(specifiers: Specifiers, name: 'hcp' | 'total'): number {
  const quarters = quarterUnitsOf(specifierOf(specifiers, name), name);
  if (name === 'total' && quarters < 0) throw new MarketsError('INVALID_LINE', `total is negative in "${specifiers}"`);
  return quarters;
}

/** The `mapnr` specifier: a map number from 1. */
export function mapNumberOf(specifiers: Specifiers): number {
  const text = specifierOf(specifiers, 'mapnr');
  if (!/^[1-9]\d?$/.test(text)) throw new MarketsError('INVALID_LINE', `mapnr="${text}" is not a map number`);
  return Number(text);
}

/** The `score=h:a` specifier of a rest-of-match market: the score the line counts from. */
export function scoreSpecifierOf(specifiers: Specifiers): { home: number; away: number } {
  const text = specifierOf(specifiers, 'score');
  const match = /^(\d{1,2}):(\d{1,2})$/.exec(text);
  if (!match) throw new MarketsError('INVALID_LINE', `score="${text}" is not a score`);
  return { home: Number(match[1]), away: Number(match[2]) };
}

/**
 * A side's share of the stake in halves (win, push, lose summing to 2) given `adjusted` = 4 × margin + line in
 * quarter units. An odd `adjusted` is a quarter line: two half stakes on the neighbouring half and whole lines.
 */
export type Halves = { win: 0 | 1 | 2; push: 0 | 1 | 2; lose: 0 | 1 | 2 };

function wholeOrHalfLine(adjusted: number): Halves {
  if (adjusted > 0) return { win: 2, push: 0, lose: 0 };
  if (adjusted < 0) return { win: 0, push: 0, lose: 2 };
  return { win: 0, push: 2, lose: 0 };
}

export function halvesOf(adjusted: number): Halves {
  if (Math.abs(adjusted % 2) !== 1) return wholeOrHalfLine(adjusted);
  const lower = wholeOrHalfLine(adjusted - 1);
  const upper = wholeOrHalfLine(adjusted + 1);
  return {
    win: ((lower.win + upper.win) / 2) as Halves['win'],
    push: ((lower.push + upper.push) / 2) as Halves['push'],
    lose: ((lower.lose + upper.lose) / 2) as Halves['lose'],
  };
}

export function oppositeHalves(halves: Halves): Halves {
  return { win: halves.lose, push: halves.push, lose: halves.win };
}
