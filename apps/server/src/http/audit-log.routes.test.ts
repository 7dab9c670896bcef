import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.js';
import { merchant } from '../modules/merchant/merchant.tables.js';
import { createOperatorService } from '../modules/operator/index.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { outboxMessage } from '../modules/verification/verification.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

let testApp: TestApp;
let supportToken: string;

type AuditRow = { id: string; operator: string; action: string; target: string; detail: Record<string, unknown> };
type AuditPage = { content: AuditRow[]; pageNum: number; totalPages: number; total: number };

const day = (date: string) => new Date(`${date}T05:00:00Z`);

beforeAll(async () => {
  testApp = await createTestApp();
  await createOperatorService({ db: testApp.database.db, clock: systemClock }).createOperator({
    username: 'helpdesk',
    password: 'Helpdesk@2026',
    roles: ['support'],
  });
  const login = await call(testApp.app, 'POST', '/bo/session/login', {
    payload: { username: 'helpdesk', password: 'Helpdesk@2026' },
    remoteAddress: '10.255.0.7',
  });
  supportToken = String(login.body.value.token);
  // 25 rows of a made-up action in 2020, far from the rows the test's own logins write today.
  await testApp.database.db.insert(auditLog).values(
    Array.from({ length: 25 }, (_, index) => ({
      operatorUsername: index % 5 === 0 ? 'checker' : 'operator',
      action: index % 2 === 0 ? 'test.banner.save' : 'test.notice.save',
      target: `banner:${index}`,
      detail: { title: `=HYPERLINK("x") ${index}`, password: 'hunter2', account: '1234567890' },
      ip: '10.0.0.1',
      createdAt: new Date(Date.UTC(2020, 0, 1 + index, 5)),
    })),
  );
  const [demo] = await testApp.database.db.select().from(merchant).where(eq(merchant.code, 'demo'));
  await testApp.database.db.insert(outboxMessage).values(
    Array.from({ length: 7 }, (_, index) => ({
      merchantId: demo?.id ?? '',
      channel: index < 5 ? ('sms' as const) : ('email' as const),
      destination: index < 5 ? '+66800000001' : 'console@example.com',
      subject: '',
      body: `Your code is 10000${index}`,
      status: index === 0 ? ('failed' as const) : ('kept' as const),
      createdAt: new Date(Date.UTC(2020, 5, 1 + index)),
    })),
  );
});
afterAll(async () => {
  await testApp.close();
});

const admin = (url: string) => call(testApp.app, 'GET', url, { token: testApp.operatorToken });
const auditPage = async (query: string) => {
  const answer = await admin(`/bo/audit?${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.body.value as unknown as AuditPage;
};
const inRange = 'from=2020-01-01T00:00:00Z&to=2021-01-01T00:00:00Z';

describe('GET /bo/session/me', () => {
  it("answers the operator's name, role, what the role may do and the brands", async () => {
    const me = await admin('/bo/session/me');
    expect(me.statusCode).toBe(200);
    expect(me.body.value).toMatchObject({ username: 'operator', role: 'admin' });
    expect(me.body.value.permissions).toEqual(expect.arrayContaining(['audit.read', 'outbox.read']));
    expect(me.body.value.brands).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'demo', timeZone: 'Asia/Bangkok' })]),
    );
    const support = await call(testApp.app, 'GET', '/bo/session/me', { token: supportToken });
    expect(support.body.value).toMatchObject({ username: 'helpdesk', role: 'support' });
    expect(support.body.value.permissions).toContain('outbox.read');
    expect(support.body.value.permissions).not.toContain('audit.read');
  });

  it('answers 401 without a live session', async () => {
    expect((await call(testApp.app, 'GET', '/bo/session/me')).statusCode).toBe(401);
    expect((await call(testApp.app, 'GET', '/bo/session/me', { token: 'x'.repeat(43) })).statusCode).toBe(401);
  });
});

describe('GET /bo/audit', () => {
  it('is refused to a support operator (audit.read is admin only), list and export alike', async () => {
    for (const url of ['/bo/audit', '/bo/audit.csv']) {
      const answer = await testApp.app.inject({ url, headers: { authorization: `Bearer ${supportToken}` } });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('pages the time range newest first, with the total the filter matches', async () => {
    const first = await auditPage(`${inRange}&pageSize=10`);
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3, total: 25 });
    expect(first.content.map((row) => row.target)).toEqual(
      Array.from({ length: 10 }, (_, index) => `banner:${24 - index}`),
    );
    const last = await auditPage(`${inRange}&pageSize=10&pageNo=3`);
    expect(last.content.map((row) => row.target)).toEqual(['banner:4', 'banner:3', 'banner:2', 'banner:1', 'banner:0']);
    const oldestFirst = await auditPage(`${inRange}&pageSize=3&order=asc`);
    expect(oldestFirst.content.map((row) => row.target)).toEqual(['banner:0', 'banner:1', 'banner:2']);
  });

  it('filters by operator, action prefix, target and time, together', async () => {
    expect((await auditPage(`${inRange}&operator=CHECKER`)).total).toBe(5);
    expect((await auditPage(`${inRange}&action=test.banner`)).total).toBe(13);
    expect((await auditPage(`${inRange}&target=banner:1`)).total).toBe(11);
    const both = await auditPage(`${inRange}&operator=checker&action=test.banner.save`);
    expect(both.content.map((row) => row.target)).toEqual(['banner:20', 'banner:10', 'banner:0']);
    const january = await auditPage(
      `from=${day('2020-01-03').toISOString()}&to=${day('2020-01-06').toISOString()}&order=asc`,
    );
    expect(january.content.map((row) => row.target)).toEqual(['banner:2', 'banner:3', 'banner:4']);
    // `%` and `_` are letters to look for, not patterns.
    expect((await auditPage(`${inRange}&target=%25`)).total).toBe(0);
  });

  it('masks secret-looking details and long numbers', async () => {
    const [row] = (await auditPage(`${inRange}&pageSize=1`)).content;
    expect(row?.detail).toEqual({ title: '=HYPERLINK("x") 24', password: '••••', account: '••••••7890' });
  });

  it('refuses a bad filter with a 400 and a stable code', async () => {
    for (const query of ['from=yesterday', 'order=sideways', 'pageSize=1000', `operator=${'x'.repeat(65)}`]) {
      const answer = await admin(`/bo/audit?${query}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('exports every filtered row as CSV, not only a page, with a header row and escaped formulas', async () => {
    const answer = await testApp.app.inject({
      url: `/bo/audit.csv?${inRange}&action=test.&pageSize=5`,
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,time,operator,action,target,ip,detail');
    expect(lines).toHaveLength(26);
    expect(lines[1]).toContain('2020-01-25T05:00:00.000Z,operator,test.banner.save,banner:24,10.0.0.1,');
    expect(answer.body).not.toContain('hunter2');
    const filtered = await testApp.app.inject({
      url: `/bo/audit.csv?${inRange}&operator=checker&order=asc`,
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    const rows = filtered.body.trim().split('\n').slice(1);
    expect(rows.map((line) => line.split(',')[4])).toEqual([
      'banner:0',
      'banner:5',
      'banner:10',
      'banner:15',
      'banner:20',
    ]);
  });
});

describe('GET /bo/outbox', () => {
  const support = (url: string) => call(testApp.app, 'GET', url, { token: supportToken });
  const range = 'from=2020-06-01T00:00:00Z&to=2020-07-01T00:00:00Z';

  it('pages the messages of a brand with their delivery state, for support too', async () => {
    const answer = await support(`/bo/outbox?merchant=demo&${range}&pageSize=3`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({ pageNum: 1, totalPages: 3, total: 7 });
    const content = answer.body.value.content as { merchant: string; channel: string; destination: string }[];
    expect(content.map((message) => message.destination)).toEqual([
      'console@example.com',
      'console@example.com',
      '+66800000001',
    ]);
    expect(content[0]).toMatchObject({ merchant: 'demo', channel: 'email', status: 'kept', sentAt: null });
  });

  it('filters by channel, status and destination', async () => {
    const total = async (query: string) =>
      ((await support(`/bo/outbox?${range}&${query}`)).body.value as unknown as { total: number }).total;
    expect(await total('channel=sms')).toBe(5);
    expect(await total('status=failed')).toBe(1);
    expect(await total('destination=console%40example.com&channel=email')).toBe(2);
    expect(await total('merchant=lucky')).toBe(0);
  });

  it('refuses an unknown brand with its code, and answers 401 without a session', async () => {
    const unknown = await support('/bo/outbox?merchant=nowhere');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.code).toBe('UNKNOWN_MERCHANT');
    expect((await call(testApp.app, 'GET', '/bo/outbox')).statusCode).toBe(401);
  });

  it('exports every filtered message as CSV', async () => {
    const answer = await testApp.app.inject({
      url: `/bo/outbox.csv?merchant=demo&${range}&channel=sms&order=asc`,
      headers: { authorization: `Bearer ${supportToken}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,time,brand,channel,destination,subject,body,status,attempts,sent_at');
    expect(lines).toHaveLength(6);
    // A leading `+` is what a spreadsheet runs as a formula: the cell keeps a quote before it.
    expect(lines[1]).toContain(",2020-06-01T00:00:00.000Z,demo,sms,'+66800000001,,Your code is 100000,failed,0,");
  });
});
