import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { fairnessSpecVersion } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { beaconRoundFor } from './beacon.js';
import type { ByteStream } from './provably-fair.js';
import { explainInvalidResult, familyCodes, formatWinNumbers, lotteryFamilies } from './lottery-families.js';
import {
  buildDrawProof,
  createSeedChain,
  deriveDrawResult,
  hashSeed,
  uniformInteger,
  verifyDrawProof,
  verifySeedInChain,
  verifySeedLink,
} from './provably-fair.js';

const seed = '9f2c1e7a4b6d8f0a1c3e5a7b9d1f2a4c6e8a0b2d4f6a8c0e2a4b6c8d0e2f4a6b';
const verifierPath = new URL('./verifier/verify-draw.mjs', import.meta.url).pathname;
const hexSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));

/** A stream that hands out the given bytes in order. */
function fixedStream(bytes: number[]): ByteStream & { read: () => number } {
  let offset = 0;
  return {
    nextByte: () => bytes[offset++] ?? 0,
    read: () => offset,
  };
}

describe('seed chains', () => {
  it('commit to every seed: each hashes down to the terminal hash in its draw index, and to its predecessor', () => {
    const chain = createSeedChain(seed, 50);
    expect(chain.seeds).toHaveLength(50);
    expect(chain.seeds[49]).toBe(seed);
    chain.seeds.forEach((current, index) => {
      expect(verifySeedInChain({ seed: current, drawIndex: index + 1, terminalHash: chain.terminalHash })).toBe(true);
      expect(verifySeedLink(current, index === 0 ? chain.terminalHash : (chain.seeds[index - 1] ?? ''))).toBe(true);
    });
  });

  it('refuse a seed at the wrong index, a changed seed and malformed input', () => {
    const chain = createSeedChain(seed, 5);
    const third = chain.seeds[2] ?? '';
    expect(verifySeedInChain({ seed: third, drawIndex: 2, terminalHash: chain.terminalHash })).toBe(false);
    const changed = `${third.slice(0, -1)}${third.endsWith('0') ? '1' : '0'}`;
    expect(verifySeedInChain({ seed: changed, drawIndex: 3, terminalHash: chain.terminalHash })).toBe(false);
    expect(verifySeedInChain({ seed: third.toUpperCase(), drawIndex: 3, terminalHash: chain.terminalHash })).toBe(
      false,
    );
    expect(verifySeedInChain({ seed: third, drawIndex: 0, terminalHash: chain.terminalHash })).toBe(false);
    expect(() => createSeedChain('abc', 3)).toThrow(RangeError);
    expect(() => createSeedChain(seed, 0)).toThrow(RangeError);
  });

  it('match SHA-256 of the raw 32 bytes (the published known answer)', () => {
    expect(createSeedChain(seed, 3).terminalHash).toBe(
      '534c1ad9d02a7061781548a0559f8db1377fd2fc893dea59c56d6f45e9a31e58',
    );
    expect(hashSeed(seed)).toBe(createSeedChain(seed, 2).seeds[0]);
  });
});

describe('unbiased integers', () => {
  it('map every accepted byte to an equal share of each value and reject the biased remainder (bounds up to 256)', () => {
    for (const bound of [2, 3, 6, 7, 10, 11, 100, 200, 255, 256]) {
      const limit = 256 - (256 % bound);
      const counts = new Array<number>(bound).fill(0);
      for (let byte = 0; byte < 256; byte += 1) {
        const stream = fixedStream([byte, 0]);
        const value = uniformInteger(stream, bound);
        expect(stream.read()).toBe(byte < limit ? 1 : 2);
        if (byte < limit) counts[value] = (counts[value] ?? 0) + 1;
      }
      expect(new Set(counts)).toEqual(new Set([limit / bound]));
    }
  });

  it('reach every value equally often over all two-byte inputs (bound 10000)', () => {
    const counts = new Uint32Array(10_000);
    for (let high = 0; high < 256; high += 1) {
      for (let low = 0; low < 256; low += 1) {
        const value = (high * 256 + low) % 65_536;
        if (value >= 60_000) continue;
        const drawn = uniformInteger(fixedStream([high, low]), 10_000);
        counts[drawn] = (counts[drawn] ?? 0) + 1;
      }
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBe(6);
  });

  it('read nothing for a bound of 1 and refuse impossible bounds', () => {
    const stream = fixedStream([1, 2, 3]);
    expect(uniformInteger(stream, 1)).toBe(0);
    expect(stream.read()).toBe(0);
    expect(() => uniformInteger(stream, 0)).toThrow(RangeError);
    expect(() => uniformInteger(stream, 2 ** 32 + 1)).toThrow(RangeError);
  });
});

describe('derived results', () => {
  it('reproduce the published known answers (the verifier and any reimplementation must agree)', () => {
    const derive = (family: 'WINGO' | '5D' | 'SSC' | '11X5' | 'PK10' | 'K3' | 'VN_FAST') =>
      formatWinNumbers(
        deriveDrawResult({
          seed,
          gameCode: `${family}_1`,
          numero: '202611210001',
          beacon: 'drand-4f1a',
          shape: lotteryFamilies[family].shape,
        }),
      );
    expect(derive('WINGO')).toBe('7');
    expect(derive('SSC')).toBe('8,4,9,0,3');
    expect(derive('11X5')).toBe('04,05,11,03,07');
    expect(derive('PK10')).toBe('04,08,05,01,09,02,07,06,03,10');
    expect(derive('K3')).toBe('2,1,3');
    expect(derive('5D')).toBe('7,4,4,1,5');
    // Fast Vietnamese: 107 digits read one at a time, tier by tier.
    expect(derive('VN_FAST')).toBe(
      'DB:85932|G1:96173|G2:88876,08489|G3:04219,00744,72108,50893,50253,18285|G4:6878,6333,7753,0289|G5:8140,1864,8692,7801,8326,5567|G6:297,927,804|G7:39,20,71,46',
    );
  });

  it('always fit their family shape, and depend only on seed, game, numero and beacon', () => {
    fc.assert(
      fc.property(hexSeed, fc.constantFrom(...familyCodes), fc.nat(99_999), (draw, family, sequence) => {
        const input = {
          seed: draw,
          gameCode: `${family}_1`,
          numero: `20261121${sequence}`,
          beacon: 'round-9',
          shape: lotteryFamilies[family].shape,
        };
        const result = deriveDrawResult(input);
        expect(explainInvalidResult(input.shape, result)).toBeNull();
        expect(deriveDrawResult({ ...input })).toEqual(result);
      }),
      { numRuns: 200 },
    );
  });

  it('change with the beacon and the numero', () => {
    const shape = lotteryFamilies.PK10.shape;
    const base = { seed, gameCode: 'PK10_1', numero: '202611210001', beacon: 'a1', shape };
    const text = (input: typeof base) => formatWinNumbers(deriveDrawResult(input));
    expect(text({ ...base, beacon: 'a2' })).not.toBe(text(base));
    expect(text({ ...base, numero: '202611210002' })).not.toBe(text(base));
  });

  it('refuse inputs that would make the message ambiguous', () => {
    const shape = lotteryFamilies.WINGO.shape;
    expect(() => deriveDrawResult({ seed, gameCode: 'WIN:GO', numero: '1', beacon: 'b', shape })).toThrow(RangeError);
    expect(() => deriveDrawResult({ seed, gameCode: 'WINGO', numero: '1', beacon: 'b c', shape })).toThrow(RangeError);
    expect(() => deriveDrawResult({ seed: 'zz', gameCode: 'WINGO', numero: '1', beacon: 'b', shape })).toThrow(
      RangeError,
    );
  });

  it('never see a bet: the derivation imports nothing but hashing and the result shapes', () => {
    const source = readFileSync(new URL('./provably-fair.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imports.sort()).toEqual(['./lottery-families.js', './lottery-families.js', 'node:crypto']);
  });
});

describe('draw proofs and the standalone verifier', () => {
  const chain = createSeedChain(seed, 20);
  const proofs = familyCodes.map((family, index) => {
    const input = {
      seed: chain.seeds[index] ?? '',
      gameCode: `${family}_5`,
      numero: `2026112100${String(index + 1).padStart(2, '0')}`,
      beacon: `drand-${index}`,
      shape: lotteryFamilies[family].shape,
    };
    return buildDrawProof({
      ...input,
      drawIndex: index + 1,
      terminalHash: chain.terminalHash,
      result: deriveDrawResult(input),
    });
  });

  it('verify in the server for every family', () => {
    for (const proof of proofs) expect(verifyDrawProof(proof)).toMatchObject({ chainValid: true, resultValid: true });
  });

  it('verify with verify-draw.mjs, which also catches a changed result and a seed outside the chain', () => {
    const tampered = [
      { ...proofs[0], winNumbers: '0' === proofs[0]?.winNumbers ? '1' : '0' },
      { ...proofs[1], drawIndex: 5 },
    ];
    const run = (input: unknown) => {
      try {
        return JSON.parse(
          execFileSync(process.execPath, [verifierPath, JSON.stringify(input), '--json'], { encoding: 'utf8' }),
        ) as unknown;
      } catch (error) {
        const output = (error as { stdout?: string }).stdout ?? '[]';
        return JSON.parse(output) as unknown;
      }
    };
    const reports = run([...proofs, ...tampered]) as { chainValid: boolean; resultValid: boolean; derived: string }[];
    expect(reports).toHaveLength(proofs.length + 2);
    reports.slice(0, proofs.length).forEach((report, index) => {
      expect(report).toMatchObject({ chainValid: true, resultValid: true, derived: proofs[index]?.winNumbers });
    });
    expect(reports[proofs.length]).toMatchObject({ chainValid: true, resultValid: false });
    expect(reports[proofs.length + 1]).toMatchObject({ chainValid: false, resultValid: true });
  });
});

describe('croupier-fairness-v1 proofs', () => {
  it('carry the close time and beacon round, which verify-draw.mjs checks by the published rule from the proof alone', () => {
    const chain = createSeedChain(seed, 3);
    // A close moved by "stop sales now" falls anywhere in a second; the round still follows from it alone.
    const closes = ['2026-11-21T10:00:00.000Z', '2026-11-21T10:03:17.481Z', '2026-11-21T10:05:59.999Z'];
    const proofs = closes.map((closeAt, index) => {
      const input = {
        seed: chain.seeds[index] ?? '',
        gameCode: 'VN_FAST_1',
        numero: `2026112100${index + 1}`,
        beacon: hashSeed(seed),
        shape: lotteryFamilies.VN_FAST.shape,
      };
      const { round } = beaconRoundFor(new Date(closeAt));
      return {
        specVersion: fairnessSpecVersion,
        ...buildDrawProof({
          ...input,
          drawIndex: index + 1,
          terminalHash: chain.terminalHash,
          result: deriveDrawResult(input),
        }),
        closeAt,
        beaconSource: `local-stand-in:${round}`,
        beaconKind: 'local-stand-in',
      };
    });
    const wrongRound = {
      ...proofs[1],
      beaconSource: `local-stand-in:${beaconRoundFor(new Date(closes[1] ?? '')).round - 1}`,
    };
    let output = '';
    try {
      output = execFileSync(process.execPath, [verifierPath, JSON.stringify([...proofs, wrongRound]), '--json'], {
        encoding: 'utf8',
      });
    } catch (error) {
      output = (error as { stdout?: string }).stdout ?? '[]';
    }
    const reports = JSON.parse(output) as Record<string, unknown>[];
    proofs.forEach((proof, index) => {
      expect(reports[index]).toMatchObject({
        specValid: true,
        chainValid: true,
        beaconRoundValid: true,
        resultValid: true,
        derived: proof.winNumbers,
      });
    });
    expect(reports[proofs.length]).toMatchObject({ beaconRoundValid: false, resultValid: true });
  });
});
