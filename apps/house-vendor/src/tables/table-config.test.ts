import { describe, expect, it } from 'vitest';
import { defaultTableConfig, summarizeTable } from './table-config.js';
import { spotPayouts } from './table-engine.js';
import { tableKinds } from './table-types.js';

describe('defaultTableConfig', () => {
  it('gives every spot of every kind a limit, with minima and maxima on the bet step', () => {
    for (const kind of tableKinds) {
      const config = defaultTableConfig(kind);
      for (const { id } of spotPayouts(kind)) {
        const limit = config.spotLimits[id];
        expect(limit, `${kind} ${id}`).toBeDefined();
        expect(limit!.minMinor % config.stepMinor).toBe(0);
        expect(limit!.maxMinor % config.stepMinor).toBe(0);
        expect(limit!.maxMinor).toBeLessThanOrEqual(config.roundMaxMinor);
      }
      expect(config.chipsMinor.every((chip) => chip % config.stepMinor === 0)).toBe(true);
    }
  });
});

describe('summarizeTable', () => {
  it('describes a baccarat table for the page in decimal strings', () => {
    const summary = summarizeTable(defaultTableConfig('baccarat'));
    expect(summary).toMatchObject({
      tableId: 'baccarat',
      kind: 'baccarat',
      roundMaxBet: '100000.00',
      betStep: '1.00',
      chips: ['10.00', '50.00', '100.00', '500.00', '1000.00', '5000.00'],
      timetable: { bettingMs: 15_000, drawingMs: 8_000, settledMs: 4_000 },
      decks: 8,
    });
    expect(summary.spots).toEqual([
      { id: 'player', payout: '1:1', minBet: '10.00', maxBet: '50000.00' },
      { id: 'banker', payout: '0.95:1', minBet: '10.00', maxBet: '50000.00' },
      { id: 'tie', payout: '8:1', minBet: '10.00', maxBet: '5000.00' },
      { id: 'player-pair', payout: '11:1', minBet: '10.00', maxBet: '5000.00' },
      { id: 'banker-pair', payout: '11:1', minBet: '10.00', maxBet: '5000.00' },
    ]);
  });

  it('lists roulette’s 49 spots with straight-up numbers capped lower than outside bets', () => {
    const summary = summarizeTable(defaultTableConfig('roulette', 'roulette-2'));
    expect(summary.tableId).toBe('roulette-2');
    expect(summary.decks).toBeNull();
    expect(summary.spots).toHaveLength(49);
    expect(summary.spots.find((spot) => spot.id === 'straight-17')).toEqual({
      id: 'straight-17',
      payout: '35:1',
      minBet: '10.00',
      maxBet: '2000.00',
    });
    expect(summary.spots.find((spot) => spot.id === 'column-2')?.payout).toBe('2:1');
  });

  it('refuses a table missing a spot’s limit', () => {
    const config = defaultTableConfig('dragon-tiger');
    expect(() => summarizeTable({ ...config, spotLimits: { dragon: config.spotLimits.dragon! } })).toThrow(RangeError);
  });
});
