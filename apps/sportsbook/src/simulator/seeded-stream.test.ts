import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSeededStream, seedHashOf } from './seeded-stream.js';

describe('the seeded stream', () => {
  it('is HMAC-SHA256 of "<label>:<counter>" keyed by the seed, read as little-endian words', () => {
    const stream = createSeededStream('day-seed', 'fb-2026-11-27-07:result');
    const first = createHmac('sha256', 'day-seed').update('fb-2026-11-27-07:result:0').digest();
    const second = createHmac('sha256', 'day-seed').update('fb-2026-11-27-07:result:1').digest();
    const expected = [...Array.from({ length: 8 }, (_, i) => first.readUInt32LE(i * 4)), second.readUInt32LE(0)];
    expect(Array.from({ length: 9 }, () => stream.word())).toEqual(expected);
  });

  it('maps words to uniforms strictly inside (0, 1) and rejects biased words for int', () => {
    const stream = createSeededStream('seed', 'label');
    const uniforms = Array.from({ length: 2000 }, () => stream.uniform());
    expect(Math.min(...uniforms)).toBeGreaterThan(0);
    expect(Math.max(...uniforms)).toBeLessThan(1);
    const counts = [0, 0, 0];
    for (let index = 0; index < 3000; index += 1) counts[stream.int(3)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(850);
    expect(() => stream.int(0)).toThrow(RangeError);
  });

  it('gives different labels and seeds independent streams', () => {
    const a = createSeededStream('seed', 'one').word();
    expect(createSeededStream('seed', 'one').word()).toBe(a);
    expect(createSeededStream('seed', 'two').word()).not.toBe(a);
    expect(createSeededStream('other', 'one').word()).not.toBe(a);
  });

  it('commits to a seed with its SHA-256 in hex', () => {
    expect(seedHashOf('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(seedHashOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
