import { describe, expect, it } from 'vitest';
import english from '@/locales/en/lottery.json';
import thai from '@/locales/th/lottery.json';
import { levelLabel, levelTokens } from '@croupier/contracts';
import type { LevelToken } from '@croupier/contracts';

/** Every level the server's bet types can return (the `levels` of apps/server/src/modules/lottery/*-bet-types.ts). */
const serverLevels = [
  'NUMBER',
  'GREEN',
  'GREEN_WITH_VIOLET',
  'RED',
  'RED_WITH_VIOLET',
  'VIOLET',
  'BIG_SMALL',
  'TWO_SIDES',
  'TWO_SIDES_ON_TRIPLE',
  ...Array.from({ length: 17 }, (_, index) => `SUM_${index + 3}`),
  'ANY_TRIPLE',
  'TRIPLE',
  'SINGLE_NUMBER',
  'TWO_DIFFERENT',
  'THREE_DIFFERENT',
  'PAIR',
  'PAIR_WITH_SINGLE',
  'ANY_STRAIGHT',
  'DRAGON',
  'TIGER',
  'TIE',
  'DRAGON_TIGER_ON_TIE',
  'DRAGON_TIGER',
  'LEOPARD',
  'STRAIGHT',
  'HALF_STRAIGHT',
  'MIXED',
  'WIN',
  'ELEVEN',
  'SUM_THIRTY',
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'LO',
  'SUM_NINE',
  'FIRST',
  'SECOND',
  'THIRD',
  'SPECIAL',
  'CONSOLATION',
];

const inEnglish = (token: LevelToken) => english.levelWords[token];
const inThai = (token: LevelToken) => thai.levelWords[token];

describe('levelLabel', () => {
  it('puts a level in words, numbers kept as they are', () => {
    expect(levelLabel('GREEN_WITH_VIOLET', inEnglish)).toBe('Green with violet');
    expect(levelLabel('SUM_12', inEnglish)).toBe('Sum 12');
    expect(levelLabel('SUM_THIRTY', inEnglish)).toBe('Sum 30');
    expect(levelLabel('BIG_SMALL', inEnglish)).toBe('Big / small');
    expect(levelLabel('DRAGON_TIGER_ON_TIE', inEnglish)).toBe('Dragon/tiger on a tie');
    expect(levelLabel('TWO_SIDES_ON_TRIPLE', inEnglish)).toBe('Big/small/odd/even on a triple');
  });

  it('takes a compound before its words, so languages may order them their way', () => {
    expect(levelLabel('ANY_TRIPLE', inThai)).toBe('ตองใดก็ได้');
    expect(levelLabel('HALF_STRAIGHT', inThai)).toBe('เรียงครึ่ง');
  });

  it('writes Thai words together but spaces a number', () => {
    expect(levelLabel('GREEN_WITH_VIOLET', inThai)).toBe('เขียวและม่วง');
    expect(levelLabel('SUM_7', inThai)).toBe('ผลรวม 7');
  });

  it('keeps a part it does not know as it came', () => {
    expect(levelLabel('MOON_WITH_VIOLET', inEnglish)).toBe('MOON with violet');
  });

  it('knows every word of every level the server can return', () => {
    // Every known word becomes a dot; what is left over is a part the dictionary lacks.
    const unknown = serverLevels.filter((level) => levelLabel(level, () => '·').replace(/[·\s\d]/g, '') !== '');
    expect(unknown).toEqual([]);
    expect(Object.keys(english.levelWords).sort()).toEqual([...levelTokens].sort());
  });
});
