import { describe, expect, it } from 'vitest';
import { beaconRoundFor, deriveWinNumbers, isSeedInChain, verifyDrawProof } from './verify-draw-proof';
import type { VerifiableProof } from './verify-draw-proof';

/**
 * Proofs made by the server's own code (createSeedChain, deriveDrawResult, buildDrawProof of the lottery module) over
 * one 12-draw chain, one per result shape; the browser port must agree with every one.
 */
const serverProofs: VerifiableProof[] = [
  {
    gameCode: 'WINGO_1',
    numero: '202611210003',
    drawIndex: 3,
    seed: 'eb642cc1d0bc72638ee033132286ab7b5808a654ac76d28f8478f42845d91a92',
    terminalHash: '4b394502f087423d26ae2840f09d070eeaf2611bfd7164e67faf4612935159dc',
    beacon: 'local-stand-in:1001',
    shape: {
      kind: 'digits',
      count: 1,
    },
    winNumbers: '0',
  },
  {
    gameCode: 'K3_1',
    numero: '202611210005',
    drawIndex: 5,
    seed: 'b3cea7f4053d6a4db676a8b5f14e4cf7c9ab3cd108f885ca8979bf1e73534df6',
    terminalHash: '4b394502f087423d26ae2840f09d070eeaf2611bfd7164e67faf4612935159dc',
    beacon: 'drand-round-5521344-beacon-b1f0',
    shape: {
      kind: 'dice',
      count: 3,
    },
    winNumbers: '5,4,1',
  },
  {
    gameCode: '11X5_1',
    numero: '202611210007',
    drawIndex: 7,
    seed: '498512eda6ef2d2f4ec48eb9d91ef0721d3760824535da8f529ba5904684dc96',
    terminalHash: '4b394502f087423d26ae2840f09d070eeaf2611bfd7164e67faf4612935159dc',
    beacon: 'local-stand-in:1002',
    shape: {
      kind: 'sample',
      count: 5,
      max: 11,
    },
    winNumbers: '08,04,09,03,01',
  },
  {
    gameCode: 'PK10_1',
    numero: '202611210009',
    drawIndex: 9,
    seed: '723d0ee25f1484cefeea17192d8cc88ae52eda280a495bdc85efce63f54f2106',
    terminalHash: '4b394502f087423d26ae2840f09d070eeaf2611bfd7164e67faf4612935159dc',
    beacon: 'c0ffee1234',
    shape: {
      kind: 'sample',
      count: 10,
      max: 10,
    },
    winNumbers: '08,06,10,04,02,05,01,03,07,09',
  },
  {
    gameCode: 'VN_FAST_1',
    numero: '202611210012',
    drawIndex: 12,
    seed: 'a3f1c2e4b5d6978812345678abcdef0011223344556677889900aabbccddeeff',
    terminalHash: '4b394502f087423d26ae2840f09d070eeaf2611bfd7164e67faf4612935159dc',
    beacon: 'local-stand-in:1003',
    shape: {
      kind: 'prize-tiers',
      tiers: [
        {
          code: 'DB',
          count: 1,
          digits: 5,
        },
        {
          code: 'G1',
          count: 1,
          digits: 5,
        },
        {
          code: 'G2',
          count: 2,
          digits: 5,
        },
        {
          code: 'G3',
          count: 6,
          digits: 5,
        },
        {
          code: 'G4',
          count: 4,
          digits: 4,
        },
        {
          code: 'G5',
          count: 6,
          digits: 4,
        },
        {
          code: 'G6',
          count: 3,
          digits: 3,
        },
        {
          code: 'G7',
          count: 4,
          digits: 2,
        },
      ],
    },
    winNumbers:
      'DB:72571|G1:43995|G2:66638,35292|G3:21496,28873,68447,77393,18967,72890|G4:8431,5855,2968,2920|G5:8393,6360,8146,9923,2978,7506|G6:361,881,825|G7:95,86,10,50',
  },
  {
    gameCode: 'SSC_1',
    numero: '202611210001',
    drawIndex: 1,
    seed: '8e25a8a6c1af03bdca1235e8d2691896f014bfa919a1b6ef631a850f3c89fa23',
    terminalHash: '4b394502f087423d26ae2840f09d070eeaf2611bfd7164e67faf4612935159dc',
    beacon: 'abc',
    shape: {
      kind: 'digits',
      count: 5,
    },
    winNumbers: '4,0,3,3,0',
  },
  {
    gameCode: '4D_MAGNUM',
    numero: '20261121',
    drawIndex: 2,
    seed: '30779d5b59bd81b568aea4adaa7f09fad52c222710a4c46428ce557f07441cc8',
    terminalHash: '4b394502f087423d26ae2840f09d070eeaf2611bfd7164e67faf4612935159dc',
    beacon: 'local-stand-in:77',
    shape: {
      kind: 'four-d',
    },
    winNumbers:
      '2304|2538|3730|1696,6297,6734,4745,3860,7154,0268,9325,7827,4887|3606,7029,5828,7258,6667,7576,9077,3994,6017,0792',
  },
  {
    gameCode: 'TH_GLO',
    numero: '20261116',
    drawIndex: 4,
    seed: 'b85f62dc4dee71446d8bbea56fd72e3dba7d2e70b3dc8e484e40a332352c2746',
    terminalHash: '4b394502f087423d26ae2840f09d070eeaf2611bfd7164e67faf4612935159dc',
    beacon: 'local-stand-in:78',
    shape: {
      kind: 'thai-government',
    },
    winNumbers: '590424|289,245|591,219|98',
  },
];

/**
 * A close time moved by "stop sales now" (any millisecond) and the drand quicknet round the published rule picks for
 * it, worked by hand: round 34150679 comes out at 1692803367 + 34150678 × 3 = 1795255401 s, the first round time at
 * least one second after the close (1795255397.481 s, so 1795255398.481 s); round 34150678 (1795255398 s) is 0.481 s
 * too early.
 */
const closed = { closeAt: '2026-11-21T10:03:17.481Z', beaconSource: 'local-stand-in:34150679' };

describe('beaconRoundFor', () => {
  it('picks the first round at least one second after the close, as the specification works it', () => {
    expect(beaconRoundFor(closed.closeAt)).toBe(34150679);
    // Exactly one second before a round's time still takes that round; a millisecond later takes the next.
    expect(beaconRoundFor('2026-11-21T10:03:20.000Z')).toBe(34150679);
    expect(beaconRoundFor('2026-11-21T10:03:20.001Z')).toBe(34150680);
    expect(beaconRoundFor('not a time')).toBeNull();
  });
});

describe('verifyDrawProof', () => {
  it.each(serverProofs.map((proof) => [proof.gameCode, { ...proof, ...closed }] as const))(
    'recomputes the server proof of %s',
    async (_code, proof) => {
      await expect(verifyDrawProof(proof)).resolves.toEqual({
        chainValid: true,
        beaconRoundValid: true,
        resultValid: true,
        derived: proof.winNumbers,
      });
    },
  );

  it('fails a proof whose published result was changed', async () => {
    const [wingo] = serverProofs;
    if (!wingo) throw new Error('fixture missing');
    const verdict = await verifyDrawProof({ ...wingo, ...closed, winNumbers: wingo.winNumbers === '7' ? '8' : '7' });
    expect(verdict).toEqual({
      chainValid: true,
      beaconRoundValid: true,
      resultValid: false,
      derived: wingo.winNumbers,
    });
  });

  it('fails a proof whose beacon round is not the one its close time picks', async () => {
    const [wingo] = serverProofs;
    if (!wingo) throw new Error('fixture missing');
    const later = await verifyDrawProof({ ...wingo, ...closed, beaconSource: 'local-stand-in:34150680' });
    expect(later).toMatchObject({ chainValid: true, beaconRoundValid: false, resultValid: true });
    const otherChain = await verifyDrawProof({ ...wingo, ...closed, beaconSource: `drand:${'0'.repeat(64)}:34150679` });
    expect(otherChain.beaconRoundValid).toBe(false);
  });

  it('fails a proof whose seed is not in the committed chain', async () => {
    const proof = serverProofs[1];
    if (!proof) throw new Error('fixture missing');
    const tampered = { ...proof, seed: proof.seed.replace(/^./, (first) => (first === 'a' ? 'b' : 'a')) };
    const verdict = await verifyDrawProof({ ...tampered, ...closed });
    expect(verdict.chainValid).toBe(false);
    expect(verdict.resultValid).toBe(false);
  });

  it('fails a proof that claims another place in the chain or another beacon', async () => {
    const proof = serverProofs[2];
    if (!proof) throw new Error('fixture missing');
    await expect(isSeedInChain(proof.seed, proof.drawIndex + 1, proof.terminalHash)).resolves.toBe(false);
    const verdict = await verifyDrawProof({ ...proof, ...closed, beacon: `${proof.beacon}x` });
    expect(verdict).toMatchObject({ chainValid: true, resultValid: false });
  });

  it('reports an unreadable shape as a failed result rather than throwing', async () => {
    const proof = serverProofs[0];
    if (!proof) throw new Error('fixture missing');
    await expect(verifyDrawProof({ ...proof, ...closed, shape: { kind: 'cards' } })).resolves.toEqual({
      chainValid: true,
      beaconRoundValid: true,
      resultValid: false,
      derived: null,
    });
    await expect(deriveWinNumbers({ ...proof, seed: 'not-hex' })).rejects.toThrow();
  });
});
