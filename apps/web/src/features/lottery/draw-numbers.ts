import type { LotteryGroupCode } from '@croupier/contracts';

/**
 * A published result (`winNo`) read for display. The wire writes balls comma-separated, Vietnamese prize tiers as
 * `DB:12345|G1:...`, the Thai draw as `first|front,front|back,back|lastTwo` and 4D as
 * `first|second|third|special,...|consolation,...`.
 */
export type BallStyle = 'digit' | 'wingo' | 'ball' | 'car' | 'die';

export type DisplayResult =
  | { kind: 'balls'; balls: string[]; style: BallStyle }
  | { kind: 'tiers'; tiers: { code: string; numbers: string[] }[] }
  | { kind: 'thai'; firstPrize: string; frontThree: string[]; backThree: string[]; lastTwo: string }
  | { kind: 'fourD'; first: string; second: string; third: string; special: string[]; consolation: string[] };

const split = (text: string | undefined, separator: string) =>
  (text ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

export const ballStyleOfGroup: Partial<Record<LotteryGroupCode, BallStyle>> = {
  WINGO: 'wingo',
  '5D': 'digit',
  SSC: 'digit',
  LA: 'digit',
  K3: 'die',
  '11X5': 'ball',
  PK10: 'car',
};

export function readWinNumbers(group: LotteryGroupCode, winNo: string): DisplayResult {
  switch (group) {
    case 'VN_FAST':
    case 'VN_N':
    case 'VN_C':
    case 'VN_S':
      return {
        kind: 'tiers',
        tiers: split(winNo, '|').map((tier) => {
          const [code = '', numbers = ''] = tier.split(':');
          return { code, numbers: split(numbers, ',') };
        }),
      };
    case 'TH': {
      const [firstPrize = '', front, back, lastTwo = ''] = winNo.split('|');
      return { kind: 'thai', firstPrize, frontThree: split(front, ','), backThree: split(back, ','), lastTwo };
    }
    case '4D': {
      const [first = '', second = '', third = '', special, consolation] = winNo.split('|');
      return {
        kind: 'fourD',
        first,
        second,
        third,
        special: split(special, ','),
        consolation: split(consolation, ','),
      };
    }
    case 'WINGO':
    case '5D':
    case 'SSC':
    case 'LA':
    case 'K3':
    case '11X5':
    case 'PK10':
      return { kind: 'balls', balls: split(winNo, ','), style: ballStyleOfGroup[group] ?? 'digit' };
  }
}

/** WinGo colours: green 1 3 7 9, red 2 4 6 8; 0 is red and violet, 5 green and violet. */
export type WingoColour = 'green' | 'red' | 'violet';

export function wingoColoursOf(digit: number): WingoColour[] {
  if (digit === 0) return ['red', 'violet'];
  if (digit === 5) return ['green', 'violet'];
  return digit % 2 === 1 ? ['green'] : ['red'];
}
