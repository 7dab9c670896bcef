import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { callConsole } from '../test/withdrawal-helpers.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { lotteryGameSetting, lotteryOddsTable } from '../modules/lottery/lottery.tables.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const setting = (gameCode: string) => ({
  merchant: 'demo',
  gameCode,
  enabled: true,
  allowCancel: true,
  minStake: '1.00',
  maxStake: '1000.00',
  maxNumberStake: '5000.00',
  maxDrawStake: '100000.00',
  payoutCap: null,
  maxChasePeriods: 10,
  memberSeries: 1,
  closedNumbers: [],
  numberPayoutPercent: {},
});

describe('lottery console input (defect 10)', () => {
  it('refuses an entry id that is not one with 400, not 500', async () => {
    for (const entryId of ['not-a-uuid', '1', "x' or 1=1"]) {
      const answer = await callConsole(testApp.app, testApp.operatorToken, 'POST', '/bo/lottery/results/confirm', {
        entryId,
      });
      expect(answer.statusCode, entryId).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    const unknown = await callConsole(testApp.app, testApp.operatorToken, 'POST', '/bo/lottery/results/confirm', {
      entryId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('concurrent console saves (PostgreSQL)', () => {
  it('saves 10 identical settings at once as 10 versions, each audited, none a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callConsole(testApp.app, testApp.operatorToken, 'PUT', '/bo/lottery/settings', setting('TH_GLO')),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
    const rows = await testApp.database.db
      .select({ version: lotteryGameSetting.version })
      .from(lotteryGameSetting)
      .where(and(eq(lotteryGameSetting.merchantId, merchantId), eq(lotteryGameSetting.gameCode, 'TH_GLO')));
    expect(rows.map((row) => row.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lottery.settings.save'), eq(auditLog.target, 'demo:TH_GLO')));
    expect(audits).toHaveLength(10);
  });

  it('saves 10 odds tables at once as 10 versions', async () => {
    const table = {
      pricing: 'fixed-odds',
      code: 'WINGO_DEFAULT',
      family: 'WINGO',
      stakeFeeBasisPoints: 200,
      betTypes: {
        WINGO_NUMBER: { costUnits: 1, payoutThousandths: { NUMBER: 9_000 } },
        WINGO_BIG_SMALL: { costUnits: 1, payoutThousandths: { BIG_SMALL: 1_950 } },
      },
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callConsole(testApp.app, testApp.operatorToken, 'PUT', '/bo/lottery/odds-tables', { merchant: 'demo', table }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const rows = await testApp.database.db
      .select({ version: lotteryOddsTable.version })
      .from(lotteryOddsTable)
      .where(eq(lotteryOddsTable.code, table.code));
    expect(new Set(rows.map((row) => row.version)).size).toBe(10);
  });
});
