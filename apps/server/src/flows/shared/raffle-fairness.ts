import { randomBytes } from 'node:crypto';
import { createSeededByteStream, hashSeed, uniformInteger } from '../../modules/lottery/index.js';
import type { RaffleFairness } from '../../modules/promotions/index.js';

/**
 * The promotion raffle's draws on the lottery's provably fair machinery (decision 0080): a window's seed is 32
 * bytes from the CSPRNG, committed by its SHA-256; a member's draw reads HMAC-SHA256(seed, message) (then
 * `message:1`, `message:2`, ... should the rejection need more bytes) as an unbiased integer.
 */
export const raffleFairness: RaffleFairness = {
  commit() {
    const seed = randomBytes(32).toString('hex');
    return { seed, commitment: hashSeed(seed) };
  },
  roll(seed, message, bound) {
    const stream = createSeededByteStream(seed, (counter) => (counter === 0 ? message : `${message}:${counter}`));
    return uniformInteger(stream, bound);
  },
};
