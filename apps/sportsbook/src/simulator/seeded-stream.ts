import { createHash, createHmac } from 'node:crypto';

/**
 * The simulator's only source of chance (decision 0059), written so an outsider can recompute it with nothing but
 * SHA-256 (scripts/verify-sportsbook-day.mjs does):
 *
 *   block(n) = HMAC-SHA256(key = day seed as UTF-8 text, message = "<label>:<n>") for n = 0, 1, 2, ...
 *   words    = each block read as eight little-endian unsigned 32-bit integers, in order
 *   uniform  = (word + 0.5) / 2^32, never 0 nor 1
 *   int(n)   = rejection of words >= 2^32 - (2^32 mod n), then word mod n
 *
 * The label names the event and the use (`fb-2026-11-27-07:result`), so each event's results are a stream of their
 * own: recomputing one event needs no other, and presentation draws (when a dangerous attack starts) never shift a
 * result draw.
 */
export const streamVersion = 'croupier-sportsbook-v1';

export type SeededStream = {
  word(): number;
  uniform(): number;
  int(bound: number): number;
};

const twoTo32 = 2 ** 32;

export function createSeededStream(seed: string, label: string): SeededStream {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const word = (): number => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', seed).update(`${label}:${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    const value = block.readUInt32LE(offset);
    offset += 4;
    return value;
  };
  return {
    word,
    uniform: () => (word() + 0.5) / twoTo32,
    int(bound) {
      if (!Number.isInteger(bound) || bound < 1 || bound > twoTo32) throw new RangeError(`bad bound ${bound}`);
      const limit = twoTo32 - (twoTo32 % bound);
      for (;;) {
        const value = word();
        if (value < limit) return value % bound;
      }
    },
  };
}

/** The published commitment to a day seed: SHA-256 of its UTF-8 text, lowercase hex. */
export function seedHashOf(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/**
 * A public, seed-free stream for what must not be secret: team strengths, names and the schedule. Anyone derives
 * the same world from the label alone, so the fixtures (and the prices they imply) cannot be chosen after a seed.
 */
export function createPublicStream(label: string): SeededStream {
  return createSeededStream(streamVersion, label);
}
