import type { DrawResultData, DrawShapeData } from '@croupier/contracts';

/** One box of a result form: the group it is shown in, its pattern, and how wide it is. */
export type ResultSlot = {
  /** The i18n key of its group (`result.groups.*`) and the values the label takes. */
  group: { key: string; values?: Record<string, string | number> };
  pattern: RegExp;
  length: number;
  /** Balls and dice are numbers (a box may hold `7` for ball 07); printed tickets keep their leading zeros. */
  numeric: boolean;
  /** For numeric boxes, the range a value must be in. */
  range?: { min: number; max: number };
};

const digitsOf = (length: number) => new RegExp(`^\\d{${length}}$`);
const repeat = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => make(index));

/** The boxes of a shape's result form, in the order the official result sheet lists them. */
export function slotsOf(shape: DrawShapeData): ResultSlot[] {
  switch (shape.kind) {
    case 'digits':
      return repeat(shape.count, () => ({
        group: { key: 'digits' },
        pattern: /^\d$/,
        length: 1,
        numeric: true,
        range: { min: 0, max: 9 },
      }));
    case 'dice':
      return repeat(shape.count, () => ({
        group: { key: 'dice' },
        pattern: /^[1-6]$/,
        length: 1,
        numeric: true,
        range: { min: 1, max: 6 },
      }));
    case 'sample':
      return repeat(shape.count, () => ({
        group: { key: 'balls', values: { max: shape.max } },
        pattern: /^\d{1,2}$/,
        length: 2,
        numeric: true,
        range: { min: 1, max: shape.max },
      }));
    case 'prize-tiers':
      return shape.tiers.flatMap((tier) =>
        repeat(tier.count, () => ({
          group: { key: 'tier', values: { code: tier.code } },
          pattern: digitsOf(tier.digits),
          length: tier.digits,
          numeric: false,
        })),
      );
    case 'thai-government':
      return [
        { group: { key: 'firstPrize' }, pattern: digitsOf(6), length: 6, numeric: false },
        ...repeat(2, () => ({ group: { key: 'frontThree' }, pattern: digitsOf(3), length: 3, numeric: false })),
        ...repeat(2, () => ({ group: { key: 'backThree' }, pattern: digitsOf(3), length: 3, numeric: false })),
        { group: { key: 'lastTwo' }, pattern: digitsOf(2), length: 2, numeric: false },
      ];
    case 'four-d':
      return [
        { group: { key: 'fourDFirst' }, pattern: digitsOf(4), length: 4, numeric: false },
        { group: { key: 'fourDSecond' }, pattern: digitsOf(4), length: 4, numeric: false },
        { group: { key: 'fourDThird' }, pattern: digitsOf(4), length: 4, numeric: false },
        ...repeat(10, () => ({ group: { key: 'fourDSpecial' }, pattern: digitsOf(4), length: 4, numeric: false })),
        ...repeat(10, () => ({ group: { key: 'fourDConsolation' }, pattern: digitsOf(4), length: 4, numeric: false })),
      ];
  }
}

/** Whether a box's text is a valid value for it. */
export function slotAccepts(slot: ResultSlot, text: string): boolean {
  if (!slot.pattern.test(text)) return false;
  if (!slot.range) return true;
  const value = Number(text);
  return value >= slot.range.min && value <= slot.range.max;
}

/** The result the boxes say, in the API's shape (the boxes are checked before this is called). */
export function resultOf(shape: DrawShapeData, texts: readonly string[]): DrawResultData {
  const take = (from: number, count: number) => texts.slice(from, from + count);
  switch (shape.kind) {
    case 'digits':
      return { kind: 'digits', digits: texts.map(Number) };
    case 'dice':
      return { kind: 'dice', dice: texts.map(Number) };
    case 'sample':
      return { kind: 'sample', numbers: texts.map(Number) };
    case 'prize-tiers': {
      let next = 0;
      return {
        kind: 'prize-tiers',
        tiers: shape.tiers.map((tier) => {
          const numbers = take(next, tier.count);
          next += tier.count;
          return { code: tier.code, numbers };
        }),
      };
    }
    case 'thai-government':
      return {
        kind: 'thai-government',
        firstPrize: texts[0] ?? '',
        frontThree: take(1, 2),
        backThree: take(3, 2),
        lastTwo: texts[5] ?? '',
      };
    case 'four-d':
      return {
        kind: 'four-d',
        first: texts[0] ?? '',
        second: texts[1] ?? '',
        third: texts[2] ?? '',
        special: take(3, 10),
        consolation: take(13, 10),
      };
  }
}
