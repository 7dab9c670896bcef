import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { startOfLocalDay } from '../lib/time-zone.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { addContract, addMember, addPlay, agentBalance, brandOf, dailySalary } from '../test/agent-contract-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

const hour = 3_600_000;
const dayStart = new Date('2026-11-19T17:00:00Z');
const clock = fixedClock(new Date(dayStart.getTime() + 12 * hour));
let controlled: TestApp;
let plain: TestApp;
beforeAll(async () => {
  controlled = await createTestApp({ clock, config: { TEST_CONTROLS: true } });
  plain = await createTestApp({ clock });
});
afterAll(async () => {
  await controlled.close();
  await plain.close();
});

describe('the end-to-end test controls (decision 0076)', () => {
  it('move the agent contracts’ clock alone, so a settlement pass can reach a day that has not ended', async () => {
    const db = controlled.database.db;
    const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
    const { timeZone, currency } = await brandOf(db, merchantId);
    expect(startOfLocalDay('2026-11-20', timeZone)).toEqual(dayStart);
    const top = await addMember(db, merchantId, 1, null);
    const player = await addMember(db, merchantId, 0, top);
    await addContract(db, {
      merchantId,
      receiverId: top,
      issuerId: null,
      parentId: null,
      terms: dailySalary(10_000),
      from: dayStart,
    });
    await addPlay(db, {
      merchantId,
      memberId: player,
      currency,
      at: new Date(dayStart.getTime() + hour),
      stake: 200_000n,
      payout: 0n,
    });
    const run = () => controlled.app.inject({ method: 'POST', url: '/test/agent-settlement/run' });

    // Midday: the day has not closed.
    expect((await run()).json()).toMatchObject({ success: true, value: { runs: 0 } });
    const moved = await controlled.app.inject({
      method: 'PUT',
      url: '/test/agent-clock',
      payload: { offsetMs: 12 * hour + 2 * 60_000 },
    });
    expect(moved.json()).toMatchObject({ success: true, value: { now: '2026-11-20T17:02:00.000Z' } });
    expect((await run()).json()).toMatchObject({ success: true, value: { runs: 1, obligationsPaid: 1 } });
    expect(await agentBalance(db, merchantId, currency, top)).toBe(2_000n);

    const refused = await controlled.app.inject({
      method: 'PUT',
      url: '/test/agent-clock',
      payload: { offsetMs: 'x' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('do not exist unless asked for', async () => {
    expect(
      (await plain.app.inject({ method: 'PUT', url: '/test/agent-clock', payload: { offsetMs: 0 } })).statusCode,
    ).toBe(404);
    expect((await plain.app.inject({ method: 'POST', url: '/test/agent-settlement/run' })).statusCode).toBe(404);
  });
});
