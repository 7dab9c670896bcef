import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMinor } from '@croupier/contracts';
import { call } from '../test/account-helpers.js';
import { findTestDraw, instantBeacon, openTestDraw, passDrawTime, runCycle } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, createPlayer } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { createDrandBeacon } from '../modules/lottery/index.js';
import type { Beacon } from '../modules/lottery/index.js';
import { runLotteryCycle } from './run-lottery.js';

let harness: TestApp;
let player: Player;

beforeAll(async () => {
  harness = await createTestApp();
  player = await createPlayer(harness, { balanceMinor: 100_000n, paymentPassword: null, bankAccount: false });
});
afterAll(async () => {
  await harness.close();
});

/** A beacon that never answers: drand unreachable. */
const silentBeacon: Beacon = { ...instantBeacon, read: async () => null };

const bet = (numero: string) =>
  call(harness.app, 'POST', '/lgw/orders', {
    token: player.token,
    payload: {
      gameCode: 'WINGO_1',
      numero,
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'WINGO_NUMBER', selection: '3', unitStake: '5.00' }],
    },
  });

describe('the lottery cycle', () => {
  it('waits for a late beacon, and voids with a full refund only past the published deadline', async () => {
    const draw = await openTestDraw(harness.database.db, 'WINGO_1');
    const before = parseMinor(await balanceOf(harness.app, player.token));
    expect((await bet(draw.numero)).statusCode).toBe(200);
    const cycle = () =>
      runLotteryCycle({ db: harness.database.db, beacon: silentBeacon }, { lastScheduledAt: Infinity });

    await passDrawTime(harness.database.db, draw.id, 60);
    await cycle();
    expect((await findTestDraw(harness.database.db, draw.id)).status).toBe('CLOSED');

    await passDrawTime(harness.database.db, draw.id, 601);
    await cycle();
    expect(await findTestDraw(harness.database.db, draw.id)).toMatchObject({
      status: 'VOID',
      voidReason: 'BEACON_OUTAGE',
    });
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(before);
  });

  it('catches up on every draw it missed, once each, however often it runs', async () => {
    const draws = [
      await openTestDraw(harness.database.db, 'WINGO_1'),
      await openTestDraw(harness.database.db, 'WINGO_1'),
      await openTestDraw(harness.database.db, 'WINGO_1'),
    ];
    for (const draw of draws) expect((await bet(draw.numero)).statusCode).toBe(200);
    const afterBets = parseMinor(await balanceOf(harness.app, player.token));
    // Down for a while: all three draw times passed without a pass of the cycle.
    for (const [index, draw] of draws.entries()) await passDrawTime(harness.database.db, draw.id, 300 - index * 60);

    await runCycle(harness.database.db);
    const settled = await Promise.all(draws.map((draw) => findTestDraw(harness.database.db, draw.id)));
    expect(settled.map((draw) => `${draw.status}:${draw.resultVersion}:${draw.settledVersion}`)).toEqual([
      'SETTLED:1:1',
      'SETTLED:1:1',
      'SETTLED:1:1',
    ]);
    // Number 3 pays 9 on a 2% stake fee: 5.00 returns 44.10.
    const wins = settled.filter((draw) => draw.result?.kind === 'digits' && draw.result.digits[0] === 3).length;
    const expected = afterBets + BigInt(wins) * 4410n;
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(expected);
    await runCycle(harness.database.db);
    await runCycle(harness.database.db);
    expect(parseMinor(await balanceOf(harness.app, player.token))).toBe(expected);
  });
});

describe('the drand beacon', () => {
  const randomness = 'ab'.repeat(32);

  it('reads a round once it is out, keeps it, and treats faults as not out yet', async () => {
    const asked: string[] = [];
    const answers: (() => Response)[] = [
      () => new Response('no', { status: 500 }),
      () => Response.json({ round: 999, randomness }),
      () => Response.json({ round: 1000, randomness: 'not hex' }),
      () => Response.json({ round: 1000, randomness }),
    ];
    const beacon = createDrandBeacon({
      db: harness.database.db,
      url: 'https://drand.example/',
      fetch: async (url) => {
        asked.push(url instanceof Request ? url.url : url.toString());
        const answer = answers.shift();
        if (!answer) throw new Error('offline');
        return answer();
      },
    });
    const { round, at } = beacon.roundFor(new Date('2026-11-21T12:00:55Z'));
    expect(at.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-21T12:00:56Z'));
    expect(at.getTime() - Date.parse('2026-11-21T12:00:56Z')).toBeLessThan(3000);
    expect(await beacon.read(1000, new Date(0))).toBeNull();
    expect(asked).toEqual([]);
    const now = new Date();
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await beacon.read(1000, now)).toBeNull();
    const reading = await beacon.read(1000, now);
    expect(reading?.value).toBe(randomness);
    expect(reading?.source).toMatch(/^drand:[0-9a-f]{64}:1000$/);
    expect(await beacon.read(1000, now)).toMatchObject({ value: randomness });
    expect(asked).toHaveLength(4);
    expect(asked[0]).toMatch(/^https:\/\/drand\.example\/[0-9a-f]{64}\/public\/1000$/);
    expect(round).toBeGreaterThan(1000);
  });
});
