import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusCostReport, ConsoleBonusGrant } from '@croupier/contracts';
import { zonedDateParts } from '@croupier/contracts';
import { grantBonus } from '../flows/shared/bonus-wallet.js';
import { systemClock } from '../lib/clock.js';
import { defaultContributions } from '../modules/bonus/index.js';
import type { StoredBonusTerms } from '../modules/bonus/index.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, createPlayer, operatorToken } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

/**
 * The console's bonus routes (issue #19): a player's grants, an operator's forfeit and re-credit (audited, the
 * player's cash untouched), the brand's policy with its profile change in the audit log, and the cost report per
 * day and offer read from the ledger.
 */

let testApp: TestApp;
let merchantId: string;
let player: Player;
let manager: string;
let support: string;

const terms: StoredBonusTerms = {
  turnoverMultiplier: 10,
  basis: 'bonus',
  productFamily: 'casino',
  maxBetMinor: '5000',
  maxWinMultiplier: null,
  expiryDays: 7,
  contributions: [...defaultContributions],
};

async function grant(sourceRef: string, amountMinor: bigint) {
  const { grantId } = await grantBonus(testApp.database.db, systemClock, {
    merchantId,
    memberId: player.memberId,
    currency: 'THB',
    source: 'operator',
    sourceRef,
    amountMinor,
    title: { th: 'โบนัสทดสอบ', en: 'Test bonus' },
    terms,
  });
  return grantId;
}

const today = () => {
  const parts = zonedDateParts(new Date(), 'Asia/Bangkok');
  return `${parts.year}-${parts.month}-${parts.day}`;
};

async function audits(action: string) {
  return testApp.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

beforeAll(async () => {
  testApp = await createTestApp();
  merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
  player = await createPlayer(testApp, { balanceMinor: 50_000n });
  manager = await operatorToken(testApp, 'risk');
  support = await operatorToken(testApp, 'support');
});
afterAll(async () => {
  await testApp.close();
});

describe('bonus console routes', () => {
  it("lists one player's grants by username, whatever its case, with turnover and terms", async () => {
    await grant('list-1', 100_000n);
    const answer = await call(testApp.app, 'GET', `/bo/bonus-grants/demo?username=${player.username.toUpperCase()}`, {
      token: support,
      headers: { language: 'en' },
    });
    expect(answer.statusCode).toBe(200);
    const grants = answer.body.value.content as ConsoleBonusGrant[];
    expect(grants[0]).toMatchObject({
      username: player.username,
      title: 'Test bonus',
      status: 'active',
      granted: '1000.00',
      balance: '1000.00',
      turnoverRequired: '10000.00',
      turnoverDone: '0.00',
      source: 'operator',
      terms: { turnoverMultiplier: 10, maxBet: '50.00', expiryDays: 7 },
    });
    const nobody = await call(testApp.app, 'GET', '/bo/bonus-grants/demo?username=nobody', { token: support });
    expect(nobody.body.value).toMatchObject({ content: [], total: 0 });
    const missing = await call(testApp.app, 'GET', '/bo/bonus-grants/demo', { token: support });
    expect(missing.statusCode).toBe(400);
  });

  it("forfeits a live grant's bonus money only, audited with the note, and refuses a second forfeit", async () => {
    const grantId = await grant('forfeit-1', 20_000n);
    const cashBefore = await balanceOf(testApp.app, player.token);
    const refused = await call(testApp.app, 'POST', `/bo/bonus-grants/demo/${grantId}/forfeit`, {
      token: support,
      payload: { reason: 'operator', note: 'not allowed' },
    });
    expect(refused.body.code).toBe('FORBIDDEN');
    const forfeited = await call(testApp.app, 'POST', `/bo/bonus-grants/demo/${grantId}/forfeit`, {
      token: manager,
      payload: { reason: 'terms_breach', note: 'Opposite bets' },
      headers: { language: 'en' },
    });
    expect(forfeited.statusCode).toBe(200);
    expect(forfeited.body.value).toMatchObject({ status: 'forfeited', forfeitReason: 'terms_breach' });
    expect(await balanceOf(testApp.app, player.token)).toBe(cashBefore);
    const [audit] = await audits('bonus.grant.forfeit');
    expect(audit?.target).toBe(`demo/bonus-grant/${grantId}`);
    expect(audit?.detail).toMatchObject({ grantId, username: player.username, reason: 'terms_breach' });

    const again = await call(testApp.app, 'POST', `/bo/bonus-grants/demo/${grantId}/forfeit`, {
      token: manager,
      payload: { reason: 'operator', note: 'Twice' },
    });
    expect(again.body.code).toBe('BONUS_GRANT_CLOSED');
    const shortNote = await call(testApp.app, 'POST', `/bo/bonus-grants/demo/${grantId}/forfeit`, {
      token: manager,
      payload: { reason: 'operator', note: 'x' },
    });
    expect(shortNote.statusCode).toBe(400);
    const otherBrand = await call(testApp.app, 'POST', `/bo/bonus-grants/lucky/${grantId}/forfeit`, {
      token: testApp.operatorToken,
      payload: { reason: 'operator', note: 'Wrong brand' },
    });
    expect(otherBrand.body.code).toBe('NOT_FOUND');
  });

  it('re-credits a closed grant once, up to what it granted, with its terms', async () => {
    const grantId = await grant('recredit-1', 30_000n);
    await call(testApp.app, 'POST', `/bo/bonus-grants/demo/${grantId}/forfeit`, {
      token: manager,
      payload: { reason: 'operator', note: 'Before re-credit' },
    });
    const tooMuch = await call(testApp.app, 'POST', `/bo/bonus-grants/demo/${grantId}/recredit`, {
      token: manager,
      payload: { amount: '300.01', note: 'Too much' },
    });
    expect(tooMuch.body.code).toBe('AMOUNT_OUT_OF_RANGE');
    const recredited = await call(testApp.app, 'POST', `/bo/bonus-grants/demo/${grantId}/recredit`, {
      token: manager,
      payload: { amount: '250.00', note: 'Forfeited by mistake' },
      headers: { language: 'en' },
    });
    expect(recredited.statusCode).toBe(200);
    const fresh = recredited.body.value as ConsoleBonusGrant;
    expect(fresh).toMatchObject({ granted: '250.00', title: 'Test bonus', source: 'operator' });
    expect(fresh.id).not.toBe(grantId);
    expect(fresh.terms.turnoverMultiplier).toBe(10);
    const [audit] = await audits('bonus.grant.recredit');
    expect(audit?.detail).toMatchObject({ grantId, newGrantId: fresh.id, amount: '250.00' });
    const twice = await call(testApp.app, 'POST', `/bo/bonus-grants/demo/${grantId}/recredit`, {
      token: manager,
      payload: { amount: '100.00', note: 'Second time' },
    });
    expect(twice.body.code).toBe('CONFLICT');
    const live = await call(testApp.app, 'POST', `/bo/bonus-grants/demo/${fresh.id}/recredit`, {
      token: manager,
      payload: { amount: '1.00', note: 'Still live' },
    });
    expect(live.body.code).toBe('CONFLICT');
  });

  it('reads and saves the policy; a profile change is its own audited action', async () => {
    const read = await call(testApp.app, 'GET', '/bo/bonus-policy/demo', { token: manager });
    expect(read.body.value.profile).toBe('strict');
    const contributions = [
      { scope: 'category', reference: 'RNG', percent: 100 },
      { scope: 'game', reference: ' PG_FORTUNE ', percent: 50 },
      { scope: 'default', reference: 'ignored', percent: 0 },
    ];
    const saved = await call(testApp.app, 'PUT', '/bo/bonus-policy/demo', {
      token: manager,
      payload: { profile: 'loose', contributions },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.value).toEqual({
      profile: 'loose',
      contributions: [
        { scope: 'category', reference: 'RNG', percent: 100 },
        { scope: 'game', reference: 'PG_FORTUNE', percent: 50 },
        { scope: 'default', reference: '', percent: 0 },
      ],
    });
    const [change] = await audits('bonus.profile.change');
    expect(change?.detail).toMatchObject({ from: 'strict', to: 'loose' });
    const same = await call(testApp.app, 'PUT', '/bo/bonus-policy/demo', {
      token: manager,
      payload: { profile: 'loose', contributions: contributions.slice(0, 1) },
    });
    expect(same.statusCode).toBe(200);
    expect((await audits('bonus.policy.save'))[0]?.detail).toMatchObject({ profile: 'loose' });
    const repeated = await call(testApp.app, 'PUT', '/bo/bonus-policy/demo', {
      token: manager,
      payload: { profile: 'strict', contributions: [contributions[0], contributions[0]] },
    });
    expect(repeated.body.code).toBe('VALIDATION_FAILED');
    const outOfRange = await call(testApp.app, 'PUT', '/bo/bonus-policy/demo', {
      token: manager,
      payload: { profile: 'strict', contributions: [{ scope: 'category', reference: 'RNG', percent: 101 }] },
    });
    expect(outOfRange.statusCode).toBe(400);
    const bySupport = await call(testApp.app, 'PUT', '/bo/bonus-policy/demo', {
      token: support,
      payload: { profile: 'strict', contributions: [] },
    });
    expect(bySupport.body.code).toBe('FORBIDDEN');
    // Back to the defaults for the tests after this one.
    await call(testApp.app, 'PUT', '/bo/bonus-policy/demo', {
      token: manager,
      payload: { profile: 'strict', contributions: [...defaultContributions] },
    });
  });

  it("reports today's cost per offer from the ledger, and its CSV", async () => {
    const day = today();
    const report = await call(testApp.app, 'GET', `/bo/bonus-cost/demo?from=${day}&to=${day}`, {
      token: support,
      headers: { language: 'en' },
    });
    expect(report.statusCode).toBe(200);
    const value = report.body.value as BonusCostReport;
    expect(value.currency).toBe('THB');
    // Granted in this file: 1,000 + 200 + 300 + 250 (re-credit); forfeited: 200 + 300, all without an offer.
    expect(value.rows).toEqual([
      {
        day,
        promotionId: null,
        promotionTitle: 'Test bonus',
        grants: 4,
        granted: '1750.00',
        converted: '0.00',
        forfeited: '500.00',
      },
    ]);
    const backwards = await call(testApp.app, 'GET', '/bo/bonus-cost/demo?from=2026-11-07&to=2026-11-01', {
      token: support,
    });
    expect(backwards.body.code).toBe('VALIDATION_FAILED');
    const csv = await testApp.app.inject({
      method: 'GET',
      url: `/bo/bonus-cost.csv?merchant=demo&from=${day}&to=${day}`,
      headers: { authorization: `Bearer ${support}`, language: 'en' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="bonus-cost-demo-${day}-${day}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('day,promotion_id,promotion,currency,grants,granted,converted,forfeited');
    expect(lines[1]).toBe(`${day},,Test bonus,THB,4,1750.00,0.00,500.00`);
  });
});
