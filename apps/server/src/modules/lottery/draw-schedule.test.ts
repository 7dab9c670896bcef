import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarSchedule, DrawSchedule } from './draw-schedule.js';
import {
  addDays,
  findDrawByNumero,
  findNearDraws,
  isOnSale,
  listDrawsOfDay,
  listUpcomingDraws,
  listVietnamStationsOfDay,
  localDayOf,
  thaiGovernmentDrawDays,
  weekdayOf,
} from './draw-schedule.js';
import { findLotteryGame, lotteryGames } from './lottery-families.js';

function scheduleOf(code: string): DrawSchedule {
  const game = findLotteryGame(code);
  if (!game) throw new Error(`no game ${code}`);
  return game.schedule;
}

describe('fast games', () => {
  it('draw 1440, 480 and 288 times a Bangkok day, the first at 00:01 local, closing 5 s before each draw', () => {
    const draws = listDrawsOfDay(scheduleOf('WINGO_1'), '2026-11-21');
    expect(draws).toHaveLength(1440);
    expect(draws[0]).toEqual({
      numero: '202611210001',
      day: '2026-11-21',
      sequence: 1,
      openAt: new Date('2026-11-20T17:00:00Z'),
      closeAt: new Date('2026-11-20T17:00:55Z'),
      drawAt: new Date('2026-11-20T17:01:00Z'),
    });
    expect(draws[1439]?.drawAt).toEqual(new Date('2026-11-21T17:00:00Z'));
    expect(listDrawsOfDay(scheduleOf('K3_3'), '2026-11-21')).toHaveLength(480);
    expect(listDrawsOfDay(scheduleOf('SSC_5'), '2026-11-21')).toHaveLength(288);
  });

  it('find a draw from its numero and nothing from a numero the schedule never makes', () => {
    const schedule = scheduleOf('WINGO_3');
    for (const draw of listDrawsOfDay(schedule, '2026-02-28').slice(0, 5)) {
      expect(findDrawByNumero(schedule, draw.numero)).toEqual(draw);
    }
    expect(findDrawByNumero(schedule, '202602280481')).toBeNull();
    expect(findDrawByNumero(schedule, '202602300001')).toBeNull();
    expect(findDrawByNumero(schedule, '20260228001')).toBeNull();
  });

  it('hand over from one draw to the next exactly at the draw time; sales stop at the close', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }), (time) => {
        const schedule = scheduleOf('WINGO_1');
        const instant = new Date(time);
        const { previous, current, next } = findNearDraws(schedule, instant);
        if (!previous || !current || !next) throw new Error('a fast game always has draws around now');
        expect(previous.drawAt.getTime()).toBeLessThanOrEqual(time);
        expect(current.drawAt.getTime()).toBeGreaterThan(time);
        expect(current.openAt).toEqual(previous.drawAt);
        expect(next.openAt).toEqual(current.drawAt);
        expect(isOnSale(current, instant)).toBe(time < current.closeAt.getTime());
        expect(isOnSale(current, new Date(current.closeAt.getTime() - 1))).toBe(true);
        expect(isOnSale(current, current.closeAt)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('list upcoming draws across midnight for chase orders', () => {
    const upcoming = listUpcomingDraws(scheduleOf('WINGO_5'), new Date('2026-11-21T16:57:00Z'), 3);
    expect(upcoming.map((draw) => draw.numero)).toEqual(['202611210288', '202611220001', '202611220002']);
  });
});

describe('official draws', () => {
  it('follow the Thai Government Lottery calendar with its standing shifts', () => {
    const days = thaiGovernmentDrawDays(2026);
    expect(days).toHaveLength(24);
    expect(days).toContain('2026-01-17');
    expect(days).toContain('2026-05-02');
    expect(days).toContain('2026-12-30');
    expect(days).not.toContain('2026-01-01');
    expect(days).not.toContain('2026-05-01');
    const upcoming = listUpcomingDraws(scheduleOf('TH_GLO'), new Date('2026-12-16T08:00:00Z'), 2);
    expect(upcoming.map((draw) => draw.numero)).toEqual(['20261230', '20270117']);
    expect(upcoming[0]?.closeAt).toEqual(new Date('2026-12-30T07:00:00Z'));
    expect(upcoming[0]?.openAt).toEqual(new Date('2026-12-16T07:30:00Z'));
  });

  it('apply operator corrections: extra and skipped dates', () => {
    const schedule = scheduleOf('TH_GLO') as CalendarSchedule;
    const corrected: CalendarSchedule = { ...schedule, skippedDates: ['2026-12-16'], extraDates: ['2026-12-17'] };
    const days = listUpcomingDraws(corrected, new Date('2026-12-02T00:00:00Z'), 2).map((draw) => draw.day);
    expect(days).toEqual(['2026-12-17', '2026-12-30']);
  });

  it('draw Vietnam by the weekly province rota, at 16:15, 17:15 and 18:15 Vietnam time', () => {
    for (let offset = 0; offset < 7; offset += 1) {
      const day = `2026-11-${String(16 + offset).padStart(2, '0')}`;
      expect(listVietnamStationsOfDay('N', day)).toHaveLength(1);
      expect([2, 3]).toContain(listVietnamStationsOfDay('C', day).length);
      expect([3, 4]).toContain(listVietnamStationsOfDay('S', day).length);
    }
    expect(weekdayOf('2026-11-16')).toBe(1);
    expect(listVietnamStationsOfDay('S', '2026-11-16').map((station) => station.code)).toEqual([
      'HOCHIMINH',
      'DONGTHAP',
      'CAMAU',
    ]);
    const [south] = listDrawsOfDay(scheduleOf('VN_S_HOCHIMINH'), '2026-11-16');
    expect(south?.drawAt).toEqual(new Date('2026-11-16T09:15:00Z'));
    expect(south?.closeAt).toEqual(new Date('2026-11-16T09:10:00Z'));
    expect(listDrawsOfDay(scheduleOf('VN_S_HOCHIMINH'), '2026-11-17')).toEqual([]);
    expect(listDrawsOfDay(scheduleOf('VN_N'), '2026-11-17')[0]?.drawAt).toEqual(new Date('2026-11-17T11:15:00Z'));
  });

  it('open Lao sales the day before at 05:00 and close at 20:00 on draw day', () => {
    const [draw] = listDrawsOfDay(scheduleOf('LA_LAO'), '2026-11-23');
    expect(draw?.openAt).toEqual(new Date('2026-11-21T22:00:00Z'));
    expect(draw?.closeAt).toEqual(new Date('2026-11-23T13:00:00Z'));
  });

  it('give every game a schedule that closes before it draws and opens before it closes', () => {
    const instant = new Date('2026-11-21T05:00:00Z');
    for (const game of lotteryGames) {
      for (const draw of listUpcomingDraws(game.schedule, instant, 3)) {
        expect(draw.openAt.getTime()).toBeLessThan(draw.closeAt.getTime());
        expect(draw.closeAt.getTime()).toBeLessThanOrEqual(draw.drawAt.getTime());
        expect(findDrawByNumero(game.schedule, draw.numero)).toEqual(draw);
        expect([draw.day, addDays(draw.day, 1)]).toContain(localDayOf(draw.drawAt, game.schedule.timeZone));
      }
    }
  });
});
