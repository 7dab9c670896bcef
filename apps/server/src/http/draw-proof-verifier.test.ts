import { execFileSync } from 'node:child_process';
import { fairnessSpecVersion } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueGames, lotteryFamilies } from '../modules/lottery/index.js';
import { call } from '../test/account-helpers.js';
import { findTestDraw, openTestDraw, passDrawTime, runCycle } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

/**
 * The published verifier against the running app: real draws of every in-house family are drawn and settled by the
 * lottery cycle, their proofs fetched over HTTP, and verify-draw.mjs (the file players download, run as its own
 * process, sharing no code with the server) must recompute every result from the proof alone. A change to the
 * server's derivation, to the proof's fields or to the beacon round rule that the specification does not make
 * fails here; the known answers pin the verifier itself, so changing both sides together fails too.
 */
const verifierPath = new URL('../modules/lottery/verifier/verify-draw.mjs', import.meta.url).pathname;

type Report = {
  gameCode: string;
  numero: string;
  specValid: boolean;
  chainValid: boolean;
  beaconRoundValid: boolean;
  beaconKind: string | null;
  resultValid: boolean;
  derived: string;
  published: string;
};

function runVerifier(proofs: unknown[]): { reports: Report[]; exitCode: number } {
  try {
    const output = execFileSync(process.execPath, [verifierPath, '-', '--json'], {
      input: JSON.stringify(proofs),
      encoding: 'utf8',
    });
    return { reports: JSON.parse(output) as Report[], exitCode: 0 };
  } catch (error) {
    const failure = error as { stdout?: string; status?: number };
    return { reports: JSON.parse(failure.stdout ?? '[]') as Report[], exitCode: failure.status ?? -1 };
  }
}

const inHouseGames = Object.entries(lotteryFamilies)
  .filter(([, family]) => family.source === 'IN_HOUSE_RNG')
  .map(([family]) => {
    const game = catalogueGames.find((candidate) => candidate.family === family);
    if (!game) throw new Error(`no game of family ${family}`);
    return game.code;
  });

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

describe('verify-draw.mjs against proofs served over HTTP', () => {
  it('recomputes a settled draw of every in-house family from its proof alone', async () => {
    expect(inHouseGames).toHaveLength(7);
    const drawIds: number[] = [];
    for (const gameCode of inHouseGames) {
      const draw = await openTestDraw(harness.database.db, gameCode);
      await passDrawTime(harness.database.db, draw.id);
      drawIds.push(draw.id);
    }
    await runCycle(harness.database.db);

    const proofs: Record<string, unknown>[] = [];
    for (const drawId of drawIds) {
      const draw = await findTestDraw(harness.database.db, drawId);
      expect(draw.status).toBe('SETTLED');
      const answer = await call(harness.app, 'GET', `/lgw/draw/proof/${draw.gameCode}/${draw.numero}`);
      expect(answer.statusCode).toBe(200);
      const proof = answer.body.value;
      expect(proof).toMatchObject({
        specVersion: fairnessSpecVersion,
        gameCode: draw.gameCode,
        numero: draw.numero,
        drawIndex: draw.sequence,
        closeAt: new Date(draw.closeAt).toISOString(),
        beacon: draw.beacon,
        beaconKind: 'local-stand-in',
        winNumbers: draw.winNumbers,
      });
      proofs.push(proof);
    }

    const { reports, exitCode } = runVerifier(proofs);
    expect(exitCode).toBe(0);
    expect(reports.map((report) => report.gameCode)).toEqual(inHouseGames);
    for (const report of reports) {
      expect(report).toMatchObject({
        specValid: true,
        chainValid: true,
        beaconRoundValid: true,
        resultValid: true,
        beaconKind: 'local-stand-in',
      });
      expect(report.derived).toBe(report.published);
    }

    // Any input changed by one character, or a close time in another beacon round, fails the check. Tampered with on
    // the draw with the most possible results: on a one-digit game a changed beacon still draws the same digit one
    // time in ten, which would make this check fail by chance.
    const first = proofs.reduce((widest, proof) =>
      String(proof.winNumbers).length > String(widest.winNumbers).length ? proof : widest,
    );
    const flipped = (text: unknown) => `${String(text).slice(0, -1)}${String(text).endsWith('0') ? '1' : '0'}`;
    const tampered = runVerifier([
      { ...first, beacon: flipped(first.beacon) },
      { ...first, numero: flipped(first.numero) },
      { ...first, closeAt: new Date(Date.parse(String(first.closeAt)) + 3000).toISOString() },
      { ...first, specVersion: 'croupier-fairness-v0' },
    ]);
    expect(tampered.exitCode).toBe(1);
    expect(tampered.reports.map((report) => report.resultValid)).toEqual([false, false, true, true]);
    expect(tampered.reports[2]?.beaconRoundValid).toBe(false);
    expect(tampered.reports[3]?.specValid).toBe(false);
  });

  it('reproduces the specification’s known answers (docs/fairness-v1.md §8), so it cannot drift with the server', () => {
    const seed = '9f2c1e7a4b6d8f0a1c3e5a7b9d1f2a4c6e8a0b2d4f6a8c0e2a4b6c8d0e2f4a6b';
    const known = {
      WINGO: '7',
      SSC: '8,4,9,0,3',
      '11X5': '04,05,11,03,07',
      PK10: '04,08,05,01,09,02,07,06,03,10',
      K3: '2,1,3',
      '5D': '7,4,4,1,5',
      VN_FAST:
        'DB:85932|G1:96173|G2:88876,08489|G3:04219,00744,72108,50893,50253,18285|G4:6878,6333,7753,0289|G5:8140,1864,8692,7801,8326,5567|G6:297,927,804|G7:39,20,71,46',
    } as const;
    const proofs = Object.entries(known).map(([family, winNumbers]) => ({
      specVersion: fairnessSpecVersion,
      gameCode: `${family}_1`,
      numero: '202611210001',
      seed,
      beacon: 'drand-4f1a',
      shape: lotteryFamilies[family as keyof typeof known].shape,
      winNumbers,
    }));
    const { reports } = runVerifier(proofs);
    expect(reports.map((report) => report.derived)).toEqual(Object.values(known));
  });
});
