import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ipCountryRange } from '../modules/geo/geo.tables.js';
import { game } from '../modules/games/games.tables.js';
import { lotteryGameSetting } from '../modules/lottery/lottery.tables.js';
import { merchant } from '../modules/merchant/merchant.tables.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** Makes every audit insert fail, as a full disk, a lost connection or a bad value would. */
async function breakAuditLog() {
  await testApp.database.db.execute(sql`
    create or replace function test_refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit log unavailable'; end $$`);
  await testApp.database.db.execute(
    sql`create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()`,
  );
}
afterEach(async () => {
  await testApp.database.db.execute(sql`drop trigger if exists test_refuse_audit on audit_log`);
});

const console = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, token = testApp.operatorToken) =>
  call(testApp.app, method, url, { token, payload });

async function latestAudit() {
  const [row] = await testApp.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

async function auditCount() {
  const [row] = await testApp.database.db.select({ rows: sql<number>`count(*)::int` }).from(auditLog);
  return row?.rows ?? 0;
}

async function demoId() {
  const [row] = await testApp.database.db.select().from(merchant).where(eq(merchant.code, 'demo'));
  return row?.id ?? '';
}

describe('no audit, no action (defect 6)', () => {
  it('does not save a country range when its audit row cannot be written', async () => {
    await breakAuditLog();
    const answer = await console('PUT', '/bo/geo/ranges', { network: '100.65.1.0/24', countryCode: 'TH' });
    expect(answer.statusCode).toBe(500);
    const rows = await testApp.database.db
      .select()
      .from(ipCountryRange)
      .where(eq(ipCountryRange.network, '100.65.1.0/24'));
    expect(rows).toHaveLength(0);
  });

  it('does not put a brand into maintenance when its audit row cannot be written', async () => {
    await breakAuditLog();
    const answer = await console('PUT', '/bo/merchants/lucky/maintenance', { maintenance: true });
    expect(answer.statusCode).toBe(500);
    const [lucky] = await testApp.database.db.select().from(merchant).where(eq(merchant.code, 'lucky'));
    expect(lucky?.maintenance).toBe(false);
  });

  it('does not put a game into maintenance when its audit row cannot be written', async () => {
    const [target] = await testApp.database.db
      .select()
      .from(game)
      .where(eq(game.merchantId, await demoId()))
      .limit(1);
    await breakAuditLog();
    const answer = await console('POST', '/bo/games/maintenance', {
      merchant: 'demo',
      nodeId: target?.id,
      maintenance: true,
    });
    expect(answer.statusCode).toBe(500);
    const [after] = await testApp.database.db
      .select()
      .from(game)
      .where(eq(game.id, target?.id ?? 0));
    expect(after?.maintenance).toBe(false);
  });

  it('does not save lottery settings when their audit row cannot be written', async () => {
    await breakAuditLog();
    const answer = await console('PUT', '/bo/lottery/settings', lotterySetting);
    expect(answer.statusCode).toBe(500);
    const rows = await testApp.database.db
      .select()
      .from(lotteryGameSetting)
      .where(and(eq(lotteryGameSetting.merchantId, await demoId()), eq(lotteryGameSetting.gameCode, 'LA_LAO')));
    expect(rows).toHaveLength(0);
  });

  it('does not log an operator out when the logout cannot be audited', async () => {
    const login = await call(testApp.app, 'POST', '/bo/session/login', {
      payload: { username: 'operator', password: 'Operator@2026' },
      remoteAddress: '10.255.0.9',
    });
    const token = String(login.body.value.token);
    await breakAuditLog();
    expect((await console('DELETE', '/bo/session/logout', undefined, token)).statusCode).toBe(500);
    await testApp.database.db.execute(sql`drop trigger if exists test_refuse_audit on audit_log`);
    const stillIn = await call(testApp.app, 'GET', '/bo/audit', { token });
    expect(stillIn.statusCode).toBe(200);
  });
});

const lotterySetting = {
  merchant: 'demo',
  gameCode: 'LA_LAO',
  enabled: true,
  allowCancel: true,
  minStake: '1.00',
  maxStake: '1000.00',
  maxNumberStake: '5000.00',
  maxDrawStake: '100000.00',
  payoutCap: '1000000.00',
  maxChasePeriods: 10,
  memberSeries: 1,
  closedNumbers: [],
  numberPayoutPercent: {},
};

describe('each operator action is audited once, with what it did', () => {
  it('writes one row per action, naming the action and its target', async () => {
    const cases: { call: () => ReturnType<typeof console>; action: string; target: string }[] = [
      {
        call: () => console('PUT', '/bo/geo/ranges', { network: '100.65.2.0/24', countryCode: 'TH' }),
        action: 'geo.range.save',
        target: '100.65.2.0/24',
      },
      {
        call: () => console('PUT', '/bo/merchants/lucky/maintenance', { maintenance: false }),
        action: 'merchant.maintenance.set',
        target: 'lucky',
      },
      {
        call: () => console('POST', '/bo/games/cache/flush', { merchant: 'demo' }),
        action: 'games.cache.flush',
        target: 'demo',
      },
      {
        call: () => console('PUT', '/bo/lottery/settings', lotterySetting),
        action: 'lottery.settings.save',
        target: 'demo:LA_LAO',
      },
    ];
    for (const item of cases) {
      const before = await auditCount();
      const answer = await item.call();
      expect(answer.statusCode, item.action).toBe(200);
      expect(await auditCount(), item.action).toBe(before + 1);
      expect(await latestAudit(), item.action).toMatchObject({ action: item.action, target: item.target });
    }
  });

  it('audits a logout in the same transaction as the logout', async () => {
    const login = await call(testApp.app, 'POST', '/bo/session/login', {
      payload: { username: 'operator', password: 'Operator@2026' },
      remoteAddress: '10.255.0.10',
    });
    const before = await auditCount();
    const token = String(login.body.value.token);
    expect((await console('DELETE', '/bo/session/logout', undefined, token)).statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    expect(await latestAudit()).toMatchObject({ action: 'operator.logout', operatorUsername: 'operator' });
  });
});
