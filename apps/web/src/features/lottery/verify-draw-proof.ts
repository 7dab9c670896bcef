import { z } from 'zod';

/**
 * The browser's own check of an in-house draw, the same algorithm as the server's `provably-fair.ts` and the
 * downloadable `verify-draw.mjs`, on WebCrypto so the player need trust nothing the site computed:
 *
 * - the revealed seed, hashed `drawIndex` times with SHA-256 over its 32 raw bytes, must give the terminal hash that
 *   was published before the day's first draw;
 * - the result is read from HMAC-SHA256(key = seed, message = `gameCode:numero:beacon:k`) blocks for k = 0, 1, ...,
 *   an integer in [0, n) taking the fewest big-endian bytes that cover n and rejecting values at or above the largest
 *   multiple of n, and must equal the published `winNumbers`.
 *
 * WebCrypto is asynchronous while the mapping reads bytes one at a time, so the blocks are computed up front; a
 * mapping that runs out (rejection sampling can, rarely) is run again over twice as many blocks.
 */

const seedPattern = /^[0-9a-f]{64}$/;

const drawShapeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('digits'), count: z.number().int().min(1).max(64) }),
  z.object({ kind: z.literal('dice'), count: z.number().int().min(1).max(64) }),
  z.object({ kind: z.literal('sample'), count: z.number().int().min(1).max(99), max: z.number().int().min(1).max(99) }),
  z.object({
    kind: z.literal('prize-tiers'),
    tiers: z.array(
      z.object({
        code: z.string(),
        count: z.number().int().min(0).max(20),
        digits: z.number().int().min(1).max(10),
      }),
    ),
  }),
  z.object({ kind: z.literal('thai-government') }),
  z.object({ kind: z.literal('four-d') }),
]);
export type DrawShape = z.infer<typeof drawShapeSchema>;

/** What the check needs of a proof; the page's proof carries more (commit time, beacon source, status). */
export type VerifiableProof = {
  gameCode: string;
  numero: string;
  drawIndex: number;
  seed: string;
  terminalHash: string;
  beacon: string;
  shape: unknown;
  winNumbers: string;
};

export type ProofVerdict = {
  chainValid: boolean;
  /** The beacon round the proof names is the one the published rule picks for its close time. */
  beaconRoundValid: boolean;
  resultValid: boolean;
  /** The result recomputed here, written as the site publishes it; null when the proof cannot be read. */
  derived: string | null;
};

const initialBlocks = 64;
const maximumBlocks = 4096;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True when hashing the seed `drawIndex` times gives the committed terminal hash. */
export async function isSeedInChain(seed: string, drawIndex: number, terminalHash: string): Promise<boolean> {
  if (!seedPattern.test(seed) || !seedPattern.test(terminalHash)) return false;
  if (!Number.isSafeInteger(drawIndex) || drawIndex < 1) return false;
  let current: Uint8Array<ArrayBuffer> = hexToBytes(seed);
  for (let step = 0; step < drawIndex; step += 1) {
    current = new Uint8Array(await crypto.subtle.digest('SHA-256', current));
  }
  return bytesToHex(current.buffer) === terminalHash;
}

async function hmacBlocks(seed: string, prefix: string, count: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', hexToBytes(seed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const encoder = new TextEncoder();
  const blocks = await Promise.all(
    Array.from({ length: count }, (_, counter) =>
      crypto.subtle.sign('HMAC', key, encoder.encode(`${prefix}${counter}`)),
    ),
  );
  const bytes = new Uint8Array(count * 32);
  blocks.forEach((block, index) => bytes.set(new Uint8Array(block), index * 32));
  return bytes;
}

class OutOfBytes extends Error {}

function byteReader(bytes: Uint8Array): () => number {
  let offset = 0;
  return () => {
    if (offset >= bytes.length) throw new OutOfBytes();
    const byte = bytes[offset] ?? 0;
    offset += 1;
    return byte;
  };
}

function uniformInteger(nextByte: () => number, bound: number): number {
  if (bound === 1) return 0;
  let byteCount = 1;
  while (256 ** byteCount < bound) byteCount += 1;
  const range = 256 ** byteCount;
  const limit = range - (range % bound);
  for (;;) {
    let value = 0;
    for (let index = 0; index < byteCount; index += 1) value = value * 256 + nextByte();
    if (value < limit) return value % bound;
  }
}

function digitString(nextByte: () => number, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += String(uniformInteger(nextByte, 10));
  return text;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Maps the bytes to a result of the shape, written as `winNumbers` is (the verifier script's `deriveWinNumbers`). */
export function mapBytesToWinNumbers(bytes: Uint8Array, shape: DrawShape): string {
  const nextByte = byteReader(bytes);
  const times = <T>(count: number, draw: () => T) => Array.from({ length: count }, draw);
  switch (shape.kind) {
    case 'digits':
      return times(shape.count, () => uniformInteger(nextByte, 10)).join(',');
    case 'dice':
      return times(shape.count, () => uniformInteger(nextByte, 6) + 1).join(',');
    case 'sample': {
      const pool = Array.from({ length: shape.max }, (_, index) => index + 1);
      for (let index = 0; index < shape.count; index += 1) {
        const other = index + uniformInteger(nextByte, shape.max - index);
        [pool[index], pool[other]] = [pool[other] ?? 0, pool[index] ?? 0];
      }
      return pool.slice(0, shape.count).map(twoDigits).join(',');
    }
    case 'prize-tiers':
      return shape.tiers
        .map((tier) => `${tier.code}:${times(tier.count, () => digitString(nextByte, tier.digits)).join(',')}`)
        .join('|');
    case 'thai-government': {
      const first = digitString(nextByte, 6);
      const front = [digitString(nextByte, 3), digitString(nextByte, 3)];
      const back = [digitString(nextByte, 3), digitString(nextByte, 3)];
      return [first, front.join(','), back.join(','), digitString(nextByte, 2)].join('|');
    }
    case 'four-d': {
      const drawn = new Set<string>();
      while (drawn.size < 23) drawn.add(String(uniformInteger(nextByte, 10_000)).padStart(4, '0'));
      const numbers = [...drawn];
      return [...numbers.slice(0, 3), numbers.slice(3, 13).join(','), numbers.slice(13).join(',')].join('|');
    }
  }
}

/** Derives an in-house draw's result from its seed, game, numero and beacon. */
export async function deriveWinNumbers(proof: Omit<VerifiableProof, 'drawIndex' | 'terminalHash' | 'winNumbers'>) {
  const shape = drawShapeSchema.parse(proof.shape);
  if (!seedPattern.test(proof.seed)) throw new RangeError('the seed is 32 bytes in lower-case hex');
  const prefix = `${proof.gameCode}:${proof.numero}:${proof.beacon}:`;
  for (let count = initialBlocks; count <= maximumBlocks; count *= 2) {
    try {
      return mapBytesToWinNumbers(await hmacBlocks(proof.seed, prefix, count), shape);
    } catch (error) {
      if (!(error instanceof OutOfBytes)) throw error;
    }
  }
  throw new RangeError('the draw needs more random bytes than any real shape');
}

/**
 * The published beacon rule (docs/fairness-v1.md §4), written here rather than read from the proof so a proof
 * cannot bring its own rule: drand quicknet's genesis and 3-second period, and a one-second margin after the close.
 */
export const publishedBeaconRule = {
  drandChainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  genesisSeconds: 1_692_803_367,
  periodSeconds: 3,
  closeMarginSeconds: 1,
} as const;

/** The round the published rule picks for a close time (whole milliseconds, as the specification states it). */
export function beaconRoundFor(closeAt: string): number | null {
  const closeAtMs = Date.parse(closeAt);
  if (!Number.isFinite(closeAtMs)) return null;
  const rule = publishedBeaconRule;
  const elapsed = closeAtMs + 1000 * rule.closeMarginSeconds - 1000 * rule.genesisSeconds;
  return Math.max(1, Math.ceil(elapsed / (1000 * rule.periodSeconds)) + 1);
}

/** The round a beacon source names (`drand:<chain hash>:<round>` or `local-stand-in:<round>`), or null. */
export function roundOfBeaconSource(source: string | null): number | null {
  const drand = /^drand:([0-9a-f]{64}):(\d+)$/.exec(source ?? '');
  if (drand) return drand[1] === publishedBeaconRule.drandChainHash ? Number(drand[2]) : null;
  const standIn = /^local-stand-in:(\d+)$/.exec(source ?? '');
  return standIn ? Number(standIn[1]) : null;
}

/**
 * Checks a proof: its seed belongs to the committed chain, its beacon round follows from its close time, and it
 * derives the published result.
 */
export async function verifyDrawProof(
  proof: VerifiableProof & { closeAt: string; beaconSource: string | null },
): Promise<ProofVerdict> {
  const chainValid = await isSeedInChain(proof.seed, proof.drawIndex, proof.terminalHash);
  const expectedRound = beaconRoundFor(proof.closeAt);
  const beaconRoundValid = expectedRound !== null && roundOfBeaconSource(proof.beaconSource) === expectedRound;
  let derived: string | null = null;
  try {
    derived = await deriveWinNumbers(proof);
  } catch {
    derived = null;
  }
  return { chainValid, beaconRoundValid, resultValid: derived !== null && derived === proof.winNumbers, derived };
}
