import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rafflePrizeIndex } from '../../modules/promotions/raffle.js';
import { raffleFairness } from './raffle-fairness.js';

/**
 * What a player would write to check a draw, with node:crypto only: HMAC-SHA256 blocks of the message under the
 * seed's bytes (block k > 0 of `message:k`), the fewest big-endian bytes covering the total weight, values at or
 * above its largest multiple rejected, then the prize whose running weight passes the value.
 */
function independentDraw(seed: string, message: string, weights: number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let byteCount = 1;
  while (256 ** byteCount < total) byteCount += 1;
  const range = 256 ** byteCount;
  const limit = range - (range % total);
  const bytes: number[] = [];
  for (let block = 0; ; block += 1) {
    const digest = createHmac('sha256', Buffer.from(seed, 'hex'))
      .update(block === 0 ? message : `${message}:${block}`)
      .digest();
    bytes.push(...digest);
    while (bytes.length >= byteCount) {
      const value = bytes.splice(0, byteCount).reduce((sum, byte) => sum * 256 + byte, 0);
      if (value < limit) {
        const roll = value % total;
        let running = 0;
        return weights.findIndex((weight) => (running += weight) > roll);
      }
    }
  }
}

describe("the raffle's provably fair draw", () => {
  it('commits to a fresh 32-byte seed by its SHA-256', () => {
    const first = raffleFairness.commit();
    const second = raffleFairness.commit();
    expect(first.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(first.seed).not.toBe(second.seed);
    expect(first.commitment).toBe(createHash('sha256').update(Buffer.from(first.seed, 'hex')).digest('hex'));
  });

  it('is recomputed by an independent implementation from the revealed seed', () => {
    const seed = createHash('sha256').update('croupier raffle verification').digest('hex');
    // Weights whose total needs rejections now and then (3 bytes, limit 16,777,215 - 16,777,215 % 9,999,991).
    for (const weights of [[700, 200, 80, 19, 1], [1], [3, 9_999_988], [255, 2]]) {
      for (let member = 0; member < 300; member += 1) {
        const message = `11111111-2222-3333-4444-555555555555:2026-11-27:member-${member}`;
        expect(rafflePrizeIndex(raffleFairness, { seed, message, prizes: weights.map((weight) => ({ weight })) })).toBe(
          independentDraw(seed, message, weights),
        );
      }
    }
  });

  it('follows the weights: chi-square over 200,000 draws of deterministic seeds stays under p = 0.001', () => {
    const weights = [700, 200, 80, 19, 1];
    const prizes = weights.map((weight) => ({ weight }));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const draws = 200_000;
    const hits = weights.map(() => 0);
    for (let index = 0; index < draws; index += 1) {
      // A new seed every 1,000 draws, each derived from a fixed text: the run is the same every time.
      const seed = createHash('sha256')
        .update(`chi-square seed ${Math.floor(index / 1_000)}`)
        .digest('hex');
      hits[rafflePrizeIndex(raffleFairness, { seed, message: `promotion:2026-11-27:${index}`, prizes })]! += 1;
    }
    const chiSquare = weights.reduce((sum, weight, index) => {
      const expected = (draws * weight) / total;
      return sum + (hits[index]! - expected) ** 2 / expected;
    }, 0);
    // The 0.999 quantile of chi-square with 4 degrees of freedom.
    expect(chiSquare).toBeLessThan(18.467);
    // Even the 1-in-1,000 prize came up, about 200 times.
    expect(hits[4]).toBeGreaterThan(140);
    expect(hits[4]).toBeLessThan(260);
  });
});
