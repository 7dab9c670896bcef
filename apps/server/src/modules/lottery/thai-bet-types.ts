import type { BetType } from './bet-type.js';
import { SelectionError } from './bet-type.js';
import { defineListBetType } from './bet-type-builders.js';
import { sortedCharacters } from './combinatorics.js';
import type { DrawResult, FamilyCode, ResultKind } from './lottery-families.js';
import { parseFixedWidthNumbers, parseIntegers } from './selection-grammar.js';

/**
 * Thai-style number bets (huay) on the Thai Government Lottery and the Lao lottery. Each lottery exposes the same
 * views of its result: the "top" numbers from the first prize and the "bottom" two digits.
 */
type ThaiStyleView<Kind extends ResultKind> = {
  topThree: (result: Extract<DrawResult, { kind: Kind }>) => string;
  bottomTwo: (result: Extract<DrawResult, { kind: Kind }>) => string;
  frontThree?: (result: Extract<DrawResult, { kind: Kind }>) => string[];
  backThree?: (result: Extract<DrawResult, { kind: Kind }>) => string[];
};

/** Tod numbers are kept with sorted digits ("321" is stored as "123"); a triple has no other order to win on. */
function parseTodNumbers(text: string): string[] {
  const numbers = parseFixedWidthNumbers(text, 3).map(sortedCharacters);
  if (numbers.some((number) => new Set(number).size === 1))
    throw new SelectionError('a triple has no tod: bet it on top');
  if (new Set(numbers).size !== numbers.length) throw new SelectionError('the same digits are picked twice');
  return numbers.sort();
}

function thaiStyleBetTypes<Kind extends ResultKind>(
  prefix: 'TH' | 'LA',
  family: FamilyCode,
  resultKind: Kind,
  view: ThaiStyleView<Kind>,
): BetType[] {
  const common = { families: [family], pricing: 'fixed-odds' as const, resultKind, levels: ['WIN'], numbered: true };
  const exact = (
    code: string,
    name: string,
    localName: string,
    width: number,
    target: (result: Extract<DrawResult, { kind: Kind }>) => string[],
    sample: string,
  ) =>
    defineListBetType({
      ...common,
      code: `${prefix}_${code}`,
      name,
      localName,
      sampleSelections: [sample],
      parsePicks: (text) => parseFixedWidthNumbers(text, width),
      formatPick: String,
      hits: (pick, result) => [{ level: 'WIN', count: target(result).filter((number) => number === pick).length }],
    });
  const running = (
    code: string,
    name: string,
    localName: string,
    source: (result: Extract<DrawResult, { kind: Kind }>) => string,
  ) =>
    defineListBetType({
      ...common,
      code: `${prefix}_${code}`,
      name,
      localName,
      sampleSelections: ['7'],
      parsePicks: (text) => parseIntegers(text, 0, 9),
      formatPick: String,
      hits: (digit, result) => (source(result).includes(String(digit)) ? [{ level: 'WIN', count: 1 }] : []),
    });
  const betTypes = [
    exact('THREE_TOP', 'Three top', '3 ตัวบน', 3, (result) => [view.topThree(result)], '123'),
    defineListBetType({
      ...common,
      code: `${prefix}_THREE_TOD`,
      name: 'Three top in any order',
      localName: '3 ตัวโต๊ด',
      sampleSelections: ['123', '112'],
      parsePicks: parseTodNumbers,
      formatPick: String,
      hits: (pick, result) => (sortedCharacters(view.topThree(result)) === pick ? [{ level: 'WIN', count: 1 }] : []),
    }),
    exact('TWO_TOP', 'Two top', '2 ตัวบน', 2, (result) => [view.topThree(result).slice(-2)], '23'),
    exact('TWO_BOTTOM', 'Two bottom', '2 ตัวล่าง', 2, (result) => [view.bottomTwo(result)], '45'),
    running('RUN_TOP', 'Running digit on top', 'วิ่งบน', (result) => view.topThree(result)),
    running('RUN_BOTTOM', 'Running digit at the bottom', 'วิ่งล่าง', (result) => view.bottomTwo(result)),
  ];
  const { frontThree, backThree } = view;
  if (frontThree) betTypes.push(exact('THREE_FRONT', 'Three front', '3 ตัวหน้า', 3, frontThree, '456'));
  if (backThree) betTypes.push(exact('THREE_BACK', 'Three back', '3 ตัวล่าง', 3, backThree, '789'));
  return betTypes;
}

/** Thai: top from the first prize's last three, bottom the 2-digit prize; front/back three have two draws each. */
const thaiBetTypes = thaiStyleBetTypes('TH', 'TH', 'thai-government', {
  topThree: (result) => result.firstPrize.slice(-3),
  bottomTwo: (result) => result.lastTwo,
  frontThree: (result) => result.frontThree,
  backThree: (result) => result.backThree,
});

/** Lao: the 4-digit result's last three are the top; its first two are the bottom. */
const laoBetTypes = thaiStyleBetTypes('LA', 'LA', 'digits', {
  topThree: (result) => result.digits.slice(-3).join(''),
  bottomTwo: (result) => result.digits.slice(0, 2).join(''),
});

export const thaiAndLaoBetTypes: readonly BetType[] = [...thaiBetTypes, ...laoBetTypes];
