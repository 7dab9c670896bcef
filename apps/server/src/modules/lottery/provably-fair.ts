import { createHash, createHmac } from 'node:crypto';
import type { DrawResult, DrawShape } from './lottery-families.js';
import { formatWinNumbers } from './lottery-families.js';

/**
 * Provably fair in-house draws (lottery.md §6).
 *
 * Commit: per game and local day, a secret final seed s_N is drawn from a CSPRNG and hashed down a chain,
 * s_(i-1) = SHA-256(s_i); the terminal hash s_0 is published before the day's first draw opens. Draw i (its
 * sequence in the day) uses s_i, so revealing s_i after settlement lets anyone hash it i times to s_0, and tells
 * nothing about s_(i+1).
 *
 * Derive: bytes are HMAC-SHA256(key = s_i, message = `${gameCode}:${numero}:${beacon}:${k}`) for k = 0, 1, ...,
 * where the beacon is a public random value fixed after sales close (a drand round). Integers in [0, n) read the
 * fewest big-endian bytes that cover n and reject values at or above the largest multiple of n (no modulo bias).
 * One result per draw: the derivation is a pure function of the seed, the game, the numero and the beacon, and no
 * code path looks at a bet. `verifier/verify-draw.mjs` repeats all of this without dependencies.
 */

const seedPattern = /^[0-9a-f]{64}$/;
const codePattern = /^[A-Za-z0-9_-]+$/;
const beaconPattern = /^[\x21-\x7e]+$/;
const maximumBound = 2 ** 32;

function requireSeed(seed: string): Buffer {
  if (!seedPattern.test(seed)) throw new RangeError('a seed is 32 bytes in lower-case hex');
  return Buffer.from(seed, 'hex');
}

/** SHA-256 of the seed's 32 bytes, in hex: one step down the chain. */
export function hashSeed(seed: string): string {
  return createHash('sha256').update(requireSeed(seed)).digest('hex');
}

/**
 * The chain for `length` draws from a secret final seed. `seeds[i - 1]` is draw i's seed; `terminalHash` is the
 * commitment to publish. The final seed comes from the caller (a CSPRNG, a KMS): this function draws nothing.
 */
export function createSeedChain(finalSeed: string, length: number): { terminalHash: string; seeds: string[] } {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('a chain holds at least one draw');
  let current = requireSeed(finalSeed);
  const seeds = [finalSeed];
  for (let index = 1; index < length; index += 1) {
    current = createHash('sha256').update(current).digest();
    seeds.push(current.toString('hex'));
  }
  seeds.reverse();
  return { terminalHash: createHash('sha256').update(current).digest('hex'), seeds };
}

/** True when hashing `seed` `drawIndex` times gives the published terminal hash. */
export function verifySeedInChain(input: { seed: string; drawIndex: number; terminalHash: string }): boolean {
  if (!seedPattern.test(input.seed) || !seedPattern.test(input.terminalHash)) return false;
  if (!Number.isSafeInteger(input.drawIndex) || input.drawIndex < 1) return false;
  let current = input.seed;
  for (let step = 0; step < input.drawIndex; step += 1) current = hashSeed(current);
  return current === input.terminalHash;
}

/** True when `seed` is the pre-image of `previous` (the previous draw's seed, or the terminal hash for draw 1). */
export function verifySeedLink(seed: string, previous: string): boolean {
  return seedPattern.test(seed) && hashSeed(seed) === previous;
}

export type DrawDerivationInput = { seed: string; gameCode: string; numero: string; beacon: string };

/** A reader over the HMAC blocks of one draw. */
export type ByteStream = { nextByte(): number };

export function createDrawByteStream(input: DrawDerivationInput): ByteStream {
  const key = requireSeed(input.seed);
  if (!codePattern.test(input.gameCode) || !codePattern.test(input.numero)) {
    throw new RangeError('game codes and numeros are letters, digits, - and _');
  }
  if (!beaconPattern.test(input.beacon)) throw new RangeError('a beacon value is printable ASCII without spaces');
  const prefix = `${input.gameCode}:${input.numero}:${input.beacon}:`;
  return hmacBlockStream(key, (counter) => `${prefix}${counter}`);
}

function hmacBlockStream(key: Buffer, messageOf: (counter: number) => string): ByteStream {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return {
    nextByte() {
      if (offset >= block.length) {
        block = createHmac('sha256', key).update(messageOf(counter)).digest();
        counter += 1;
        offset = 0;
      }
      const byte = block[offset] ?? 0;
      offset += 1;
      return byte;
    },
  };
}

/**
 * The same reader for other provably fair draws (a promotion raffle, decision 0080): block k is
 * HMAC-SHA256(key = the seed's 32 bytes, message = `messageOf(k)`), read in order.
 */
export function createSeededByteStream(seed: string, messageOf: (counter: number) => string): ByteStream {
  return hmacBlockStream(requireSeed(seed), messageOf);
}

/** A uniform integer in [0, bound) by rejection: no modulo bias. A bound of 1 reads nothing. */
export function uniformInteger(stream: ByteStream, bound: number): number {
  if (!Number.isSafeInteger(bound) || bound < 1 || bound > maximumBound) throw new RangeError(`bad bound ${bound}`);
  if (bound === 1) return 0;
  let byteCount = 1;
  while (256 ** byteCount < bound) byteCount += 1;
  const range = 256 ** byteCount;
  const limit = range - (range % bound);
  for (;;) {
    let value = 0;
    for (let index = 0; index < byteCount; index += 1) value = value * 256 + stream.nextByte();
    if (value < limit) return value % bound;
  }
}

const digitString = (stream: ByteStream, length: number) =>
  Array.from({ length }, () => String(uniformInteger(stream, 10))).join('');

/**
 * Maps a byte stream to a result of a shape: digits and dice one by one; balls without replacement by a partial
 * Fisher-Yates shuffle of 1..max; lottery numbers digit by digit; 4D numbers as whole 4-digit values, drawn again
 * when already drawn (the 23 are distinct).
 */
export function mapToResult(stream: ByteStream, shape: DrawShape): DrawResult {
  switch (shape.kind) {
    case 'digits':
      return { kind: 'digits', digits: Array.from({ length: shape.count }, () => uniformInteger(stream, 10)) };
    case 'dice':
      return { kind: 'dice', dice: Array.from({ length: shape.count }, () => uniformInteger(stream, 6) + 1) };
    case 'sample': {
      const pool = Array.from({ length: shape.max }, (_, index) => index + 1);
      for (let index = 0; index < shape.count; index += 1) {
        const other = index + uniformInteger(stream, shape.max - index);
        [pool[index], pool[other]] = [pool[other] ?? 0, pool[index] ?? 0];
      }
      return { kind: 'sample', numbers: pool.slice(0, shape.count) };
    }
    case 'prize-tiers':
      return {
        kind: 'prize-tiers',
        tiers: shape.tiers.map((tier) => ({
          code: tier.code,
          numbers: Array.from({ length: tier.count }, () => digitString(stream, tier.digits)),
        })),
      };
    case 'thai-government':
      return {
        kind: 'thai-government',
        firstPrize: digitString(stream, 6),
        frontThree: [digitString(stream, 3), digitString(stream, 3)],
        backThree: [digitString(stream, 3), digitString(stream, 3)],
        lastTwo: digitString(stream, 2),
      };
    case 'four-d': {
      const drawn = new Set<string>();
      while (drawn.size < 23) drawn.add(String(uniformInteger(stream, 10_000)).padStart(4, '0'));
      const [first = '', second = '', third = '', ...rest] = [...drawn];
      return { kind: 'four-d', first, second, third, special: rest.slice(0, 10), consolation: rest.slice(10) };
    }
  }
}

/** The one result of an in-house draw. */
export function deriveDrawResult(input: DrawDerivationInput & { shape: DrawShape }): DrawResult {
  return mapToResult(createDrawByteStream(input), input.shape);
}

/** What a player downloads to check a draw: everything the verifier needs, and the result we published. */
export type DrawProof = {
  gameCode: string;
  numero: string;
  drawIndex: number;
  seed: string;
  terminalHash: string;
  beacon: string;
  shape: DrawShape;
  winNumbers: string;
};

export function buildDrawProof(input: Omit<DrawProof, 'winNumbers'> & { result: DrawResult }): DrawProof {
  const { result, ...proof } = input;
  return { ...proof, winNumbers: formatWinNumbers(result) };
}

/** Recomputes a proof: the seed belongs to the committed chain, and it derives the published result. */
export function verifyDrawProof(proof: DrawProof): { chainValid: boolean; resultValid: boolean; derived: DrawResult } {
  const derived = deriveDrawResult(proof);
  return {
    chainValid: verifySeedInChain(proof),
    resultValid: formatWinNumbers(derived) === proof.winNumbers,
    derived,
  };
}
