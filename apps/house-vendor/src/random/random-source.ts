import { createHmac, randomBytes } from 'node:crypto';

/**
 * Where the engines get their randomness. Engines are pure functions of a RandomSource: live play uses
 * `createCryptoRandom`, tests and replays a seeded one. Never Math.random.
 */
export type RandomSource = {
  /** A uniform integer in [0, bound), without modulo bias; bound is an integer in [1, 2^32]. */
  nextInt(bound: number): number;
};

const poolSize = 64 * 1024;
const range = 2 ** 32;

/** Draws 32-bit words from a source of words and rejects the biased top of the range. */
function uniformFromWords(nextWord: () => number): RandomSource {
  return {
    nextInt(bound) {
      if (!Number.isInteger(bound) || bound < 1 || bound > range) throw new RangeError(`bad bound ${bound}`);
      const limit = range - (range % bound);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % bound;
      }
    },
  };
}

/** Cryptographic randomness (node:crypto), read in large blocks so a draw costs a few nanoseconds. */
export function createCryptoRandom(): RandomSource {
  let pool = randomBytes(poolSize);
  let offset = 0;
  return uniformFromWords(() => {
    if (offset + 4 > pool.length) {
      pool = randomBytes(poolSize);
      offset = 0;
    }
    const word = pool.readUInt32LE(offset);
    offset += 4;
    return word;
  });
}

/** A deterministic stream (HMAC-SHA256 of the seed and a counter) for tests and for replaying a round. */
export function createSeededRandom(seed: string): RandomSource {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return uniformFromWords(() => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', seed).update(String(counter)).digest();
      counter += 1;
      offset = 0;
    }
    const word = block.readUInt32LE(offset);
    offset += 4;
    return word;
  });
}
