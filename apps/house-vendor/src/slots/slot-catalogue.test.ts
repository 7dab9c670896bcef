import { describe, expect, it } from 'vitest';
import { findSlotModel, getSlotModel, listSlotModels, slotModels } from './slot-catalogue.js';
import { isValidStake } from './slot-engine.js';
import { compileSlotModel } from './slot-rules.js';
import { summarizeSlotModel } from './slot-summary.js';
import { slotModelIds } from './slot-types.js';

describe('slot catalogue', () => {
  it('holds exactly the models the platform maps its games to', () => {
    expect(Object.keys(slotModels).sort()).toEqual([...slotModelIds].sort());
    expect(slotModelIds).toEqual([
      'golden-temple',
      'mekong-dragon',
      'fruit-fiesta',
      'tuk-tuk-treasure',
      'jungle-tiger',
      'lucky-lantern',
      'floating-market',
    ]);
    for (const [id, model] of Object.entries(slotModels)) expect(model.id).toBe(id);
    expect(listSlotModels().map((model) => model.volatility)).toEqual([
      'medium',
      'high',
      'low',
      'medium',
      'high',
      'low',
      'medium',
    ]);
    expect(findSlotModel('no-such-slot')).toBeUndefined();
    expect(() => getSlotModel('no-such-slot')).toThrow();
  });

  it.each(listSlotModels())('$id is a playable 5x3, 20-line or 243-ways machine with its own look', (model) => {
    const compiled = compileSlotModel(model);
    expect(compiled.reelCount).toBe(5);
    expect(model.rows).toBe(3);
    if (model.ways) {
      expect(model.lines).toEqual([]);
      expect(compiled.betUnits).toBe(model.ways.betUnits);
    } else expect(new Set(model.lines.map((line) => line.join(''))).size).toBe(20);
    for (const strip of model.reels) {
      expect(strip.length).toBeGreaterThanOrEqual(30);
      expect(strip.length).toBeLessThanOrEqual(40);
    }
    expect(model.symbols.filter((symbol) => symbol.kind === 'wild')).toHaveLength(1);
    expect(model.symbols.filter((symbol) => symbol.kind === 'scatter')).toHaveLength(1);
    const onReels = new Set(model.reels.flat());
    for (const symbol of model.symbols) {
      expect(onReels.has(symbol.id), symbol.id).toBe(true);
      expect(symbol.glyph.length).toBeGreaterThan(0);
      expect(symbol.icon.length).toBeGreaterThan(0);
      expect(symbol.colour).toMatch(/^#[0-9A-F]{6}$/i);
    }
    expect(model.stakeOptionsMinor.every((stake) => isValidStake(model, stake))).toBe(true);
    expect([...model.stakeOptionsMinor].sort((left, right) => left - right)).toEqual(model.stakeOptionsMinor);
  });

  it.each(listSlotModels())('$id shows at most one scatter per reel', (model) => {
    const scatter = model.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
    for (const strip of model.reels)
      for (let stop = 0; stop < strip.length; stop += 1) {
        const window = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
        expect(window.filter((symbol) => symbol === scatter).length).toBeLessThanOrEqual(1);
      }
  });

  it('summarizes a model for its page without the reel strips', () => {
    const model = slotModels['tuk-tuk-treasure'];
    const summary = summarizeSlotModel(model);
    expect(summary).toMatchObject({
      modelId: 'tuk-tuk-treasure',
      volatility: 'medium',
      statedRtpPercent: model.statedRtpPercent,
      reels: 5,
      rows: 3,
      maxWinStakeMultiple: null,
    });
    expect(summary.lines).toEqual(model.lines);
    expect(summary.symbols.map((symbol) => symbol.id)).toEqual(model.symbols.map((symbol) => symbol.id));
    expect(JSON.stringify(summary)).not.toContain('"pays":{');
    expect(summary.paytable.find((entry) => entry.symbol === 'chest')).toEqual({
      symbol: 'chest',
      unit: 'total-stake',
      pays: [
        { count: 5, multiplier: 100 },
        { count: 4, multiplier: 20 },
        { count: 3, multiplier: 5 },
      ],
    });
    // The tuk-tuk wild never lands on reel 1, so it has no pay of its own and no paytable row.
    expect(summary.paytable.find((entry) => entry.symbol === 'tuk-tuk')).toBeUndefined();
    expect(JSON.stringify(summary)).not.toContain(JSON.stringify(model.reels[0]!.slice(0, 4)).slice(1, -1));
  });
});
