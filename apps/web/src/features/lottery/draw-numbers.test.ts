import type { DrawRecord } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { readWinNumbers, wingoColoursOf } from './draw-numbers';
import { buildTrend } from './trend';

describe('readWinNumbers', () => {
  it('reads balls, prize tiers, the Thai draw and 4D', () => {
    expect(readWinNumbers('11X5', '08,04,09,03,01')).toEqual({
      kind: 'balls',
      balls: ['08', '04', '09', '03', '01'],
      style: 'ball',
    });
    expect(readWinNumbers('VN_FAST', 'DB:72571|G1:43995|G2:66638,35292')).toEqual({
      kind: 'tiers',
      tiers: [
        { code: 'DB', numbers: ['72571'] },
        { code: 'G1', numbers: ['43995'] },
        { code: 'G2', numbers: ['66638', '35292'] },
      ],
    });
    expect(readWinNumbers('TH', '590424|289,245|591,219|98')).toEqual({
      kind: 'thai',
      firstPrize: '590424',
      frontThree: ['289', '245'],
      backThree: ['591', '219'],
      lastTwo: '98',
    });
    const fourD = readWinNumbers('4D', '2304|2538|3730|1696,6297|3606,7029');
    expect(fourD).toMatchObject({ first: '2304', special: ['1696', '6297'], consolation: ['3606', '7029'] });
  });

  it('colours WinGo digits by the rule', () => {
    expect(wingoColoursOf(0)).toEqual(['red', 'violet']);
    expect(wingoColoursOf(5)).toEqual(['green', 'violet']);
    expect(wingoColoursOf(7)).toEqual(['green']);
    expect(wingoColoursOf(4)).toEqual(['red']);
  });
});

function draw(numero: string, winNo: string | null): DrawRecord {
  return {
    numero,
    status: winNo ? 'SETTLED' : 'VOID',
    winNo,
    result: null,
    resultVersion: 1,
    drawTime: '2026-11-21T07:00:00.000Z',
    verifiable: true,
    voidReason: null,
  };
}

describe('buildTrend', () => {
  it('counts values per position and lists the sums oldest first, skipping draws without a result', () => {
    const trend = buildTrend('K3', [draw('3', '6,6,6'), draw('2', null), draw('1', '1,2,6')]);
    expect(trend?.positions).toBe(3);
    expect(trend?.values).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(trend?.counts[0]).toEqual([1, 0, 0, 0, 0, 1]);
    expect(trend?.counts[2]).toEqual([0, 0, 0, 0, 0, 2]);
    expect(trend?.sums).toEqual([
      { numero: '1', sum: 9 },
      { numero: '3', sum: 18 },
    ]);
  });

  it('follows the special prize ending for the fast Vietnamese draw and the top two for PK10', () => {
    const vietnam = buildTrend('VN_FAST', [draw('1', 'DB:72571|G1:43995')]);
    expect(vietnam).toMatchObject({ positions: 2, sums: [{ numero: '1', sum: 8 }], sumKind: 'specialLastTwoSum' });
    const race = buildTrend('PK10', [draw('1', '08,06,10,04,02,05,01,03,07,09')]);
    expect(race).toMatchObject({ positions: 10, sums: [{ numero: '1', sum: 14 }], sumKind: 'topTwoSum' });
  });

  it('has no trend for calendar draws shown as prize tables', () => {
    expect(buildTrend('TH', [draw('1', '590424|289,245|591,219|98')])).toBeNull();
  });
});
