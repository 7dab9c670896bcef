import { describe, expect, it } from 'vitest';
import { classifyPing, rankLines } from './rank-lines';

describe('classifyPing', () => {
  it('uses the spec thresholds, inclusive', () => {
    expect(classifyPing(0)).toBe('fast');
    expect(classifyPing(80)).toBe('fast');
    expect(classifyPing(81)).toBe('normal');
    expect(classifyPing(150)).toBe('normal');
    expect(classifyPing(151)).toBe('slow');
    expect(classifyPing(5000)).toBe('slow');
  });

  it('marks a line that did not answer as failed', () => {
    expect(classifyPing(null)).toBe('failed');
    expect(classifyPing(Number.NaN)).toBe('failed');
  });
});

describe('rankLines', () => {
  it('sorts fastest first and puts failed lines last in their original order', () => {
    const ranked = rankLines([
      { origin: 'https://a.example', pingMs: 200 },
      { origin: 'https://b.example', pingMs: null },
      { origin: 'https://c.example', pingMs: 40 },
      { origin: 'https://d.example', pingMs: 120 },
      { origin: 'https://e.example', pingMs: null },
    ]);
    expect(ranked.map((line) => [line.origin, line.pingClass])).toEqual([
      ['https://c.example', 'fast'],
      ['https://d.example', 'normal'],
      ['https://a.example', 'slow'],
      ['https://b.example', 'failed'],
      ['https://e.example', 'failed'],
    ]);
  });

  it('keeps equal times in their original order and does not change its input', () => {
    const input = [
      { origin: 'x', pingMs: 50 },
      { origin: 'y', pingMs: 50 },
    ];
    expect(rankLines(input).map((line) => line.origin)).toEqual(['x', 'y']);
    expect(input[0]).toEqual({ origin: 'x', pingMs: 50 });
  });
});
