import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer, nextAddress, operatorToken } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let png = '';
let jpg = '';
let webp = '';

beforeAll(async () => {
  testApp = await createTestApp();
  const picture = sharp({ create: { width: 24, height: 20, channels: 3, background: '#2e86c1' } });
  png = `data:image/png;base64,${(await picture.clone().png().toBuffer()).toString('base64')}`;
  jpg = `data:image/jpeg;base64,${(await picture.clone().jpeg().toBuffer()).toString('base64')}`;
  webp = `data:image/webp;base64,${(await picture.clone().webp().toBuffer()).toString('base64')}`;
});
afterAll(async () => {
  await testApp.close();
});

type Body = {
  success: boolean;
  code?: string;
  value: Record<string, unknown> & { content?: Record<string, unknown>[] };
};

const send = async (payload: unknown, options: { token?: string; address?: string } = {}) =>
  (await call(testApp.app, 'PUT', '/wps/feedback', {
    payload,
    ...(options.token ? { token: options.token } : {}),
    remoteAddress: options.address ?? nextAddress(),
  })) as { statusCode: number; body: Body };

async function consoleCall(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language: 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const json = String(response.headers['content-type']).includes('json');
  return {
    statusCode: response.statusCode,
    body: (json ? response.json() : {}) as Body,
    type: String(response.headers['content-type']),
  };
}

const auditActions = async (target: string) =>
  (
    await testApp.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.target, target)))
  ).map((row) => row.action);

describe('sending feedback (PUT /wps/feedback, no login needed)', () => {
  it('keeps a visitor’s feedback as trimmed plain text with its category and contact, status new', async () => {
    const sent = await send({
      content: '  The <b>lobby</b> is slow\u202e  ',
      category: 'problem',
      contact: ' 0812345678 ',
    });
    expect(sent.statusCode).toBe(200);
    const id = String(sent.body.value.id);
    const read = await consoleCall(testApp.operatorToken, 'GET', `/bo/feedback/demo/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body.value).toMatchObject({
      content: 'The <b>lobby</b> is slow',
      category: 'problem',
      contact: '0812345678',
      username: null,
      status: 'new',
      images: [],
    });
  });

  it('keeps a member’s feedback with their account and a png and a jpg, served to the brand’s operators only', async () => {
    const member = await createPlayer(testApp);
    const sent = await send({ content: 'Two pictures', images: [png, jpg] }, { token: member.token });
    expect(sent.statusCode).toBe(200);
    const id = String(sent.body.value.id);
    const read = await consoleCall(testApp.operatorToken, 'GET', `/bo/feedback/demo/${id}`);
    const detail = read.body.value as { username: string; images: { id: string; contentType: string }[] };
    expect(detail.username).toBe(member.username);
    expect(detail.images.map((image) => image.contentType)).toEqual(['image/png', 'image/jpeg']);
    const image = await consoleCall(testApp.operatorToken, 'GET', `/bo/feedback/demo/images/${detail.images[0]?.id}`);
    expect([image.statusCode, image.type]).toEqual([200, 'image/png']);
    const otherBrand = await consoleCall(
      testApp.operatorToken,
      'GET',
      `/bo/feedback/lucky/images/${detail.images[0]?.id}`,
    );
    expect(otherBrand.statusCode).toBe(404);
    const otherBrandRow = await consoleCall(testApp.operatorToken, 'GET', `/bo/feedback/lucky/${id}`);
    expect([otherBrandRow.statusCode, otherBrandRow.body.code]).toEqual([404, 'FEEDBACK_NOT_FOUND']);
  });

  it('refuses an empty text, 141 characters, a fourth image, a webp and an image over 5 MB, each with its code', async () => {
    const before = await testApp.database.db.execute('select count(*)::int as n from feedback');
    const count = (before as { rows: { n: number }[] }).rows[0]?.n;
    const empty = await send({ content: '   ' });
    expect([empty.statusCode, empty.body.code]).toEqual([400, 'FEEDBACK_EMPTY']);
    const long = await send({ content: 'x'.repeat(141) });
    expect([long.statusCode, long.body.code]).toEqual([400, 'FEEDBACK_TOO_LONG']);
    expect(long.body.value).toMatchObject({ maxLength: 140 });
    const four = await send({ content: 'Four', images: [png, png, png, png] });
    expect([four.statusCode, four.body.code]).toEqual([400, 'FEEDBACK_TOO_MANY_IMAGES']);
    const typed = await send({ content: 'Webp', images: [png, webp] });
    expect([typed.statusCode, typed.body.code]).toEqual([400, 'FEEDBACK_IMAGE_INVALID']);
    expect(typed.body.value).toMatchObject({ reason: 'TYPE' });
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(huge);
    const big = await send({ content: 'Big', images: [`data:image/png;base64,${huge.toString('base64')}`] });
    expect([big.statusCode, big.body.code]).toEqual([400, 'FEEDBACK_IMAGE_INVALID']);
    expect(big.body.value).toMatchObject({ reason: 'SIZE', maxBytes: 5 * 1024 * 1024 });
    const notImage = await send({ content: 'Text', images: ['data:text/plain;base64,aGVsbG8='] });
    expect([notImage.statusCode, notImage.body.code]).toEqual([400, 'FEEDBACK_IMAGE_INVALID']);
    const missing = await send({});
    expect([missing.statusCode, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const exact = await send({ content: 'ก'.repeat(140) });
    expect(exact.statusCode).toBe(200);
    const after = await testApp.database.db.execute('select count(*)::int as n from feedback');
    expect((after as { rows: { n: number }[] }).rows[0]?.n).toBe(Number(count) + 1);
  });

  it('slows down one address: 5 in ten minutes, then TOO_MANY_REQUESTS; another address still sends', async () => {
    const address = nextAddress();
    const codes: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      codes.push((await send({ content: `note ${index}` }, { address })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await send({ content: 'again' }, { address });
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect((await send({ content: 'elsewhere' })).statusCode).toBe(200);
  });
});

describe('the console: list, read, answer', () => {
  it('lists by status with paging, marks read and answers a member into their inbox, each audited', async () => {
    const member = await createPlayer(testApp);
    const sent = await send({ content: 'Please add more slots' }, { token: member.token });
    const id = String(sent.body.value.id);
    const fresh = await consoleCall(testApp.operatorToken, 'GET', '/bo/feedback/demo?status=new&pageSize=1');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body.value.content).toHaveLength(1);
    expect(fresh.body.value.content?.[0]).toMatchObject({ id, status: 'new' });
    expect(Number(fresh.body.value.total)).toBeGreaterThanOrEqual(2);
    expect(Number(fresh.body.value.totalPages)).toBe(Number(fresh.body.value.total));

    const read = await consoleCall(testApp.operatorToken, 'POST', `/bo/feedback/demo/${id}/read`);
    expect([read.statusCode, read.body.value.status]).toEqual([200, 'read']);
    const stillNew = await consoleCall(testApp.operatorToken, 'GET', '/bo/feedback/demo?status=new&pageSize=100');
    expect(stillNew.body.value.content?.some((row) => row.id === id)).toBe(false);

    const answered = await consoleCall(testApp.operatorToken, 'POST', `/bo/feedback/demo/${id}/answer`, {
      title: 'About your feedback',
      body: 'Thank you, more slots are coming next week.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.body.value).toMatchObject({
      status: 'answered',
      answer: 'Thank you, more slots are coming next week.',
      answeredBy: 'operator',
    });
    const again = await consoleCall(testApp.operatorToken, 'POST', `/bo/feedback/demo/${id}/answer`, {
      title: 'Twice',
      body: 'Twice',
    });
    expect([again.statusCode, again.body.code]).toEqual([409, 'CONFLICT']);

    const inbox = await call(testApp.app, 'GET', '/wps/member/messages', { token: member.token });
    const messages = (inbox.body as Body).value.content ?? [];
    expect(messages.filter((message) => message.title === 'About your feedback')).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'personal',
      title: 'About your feedback',
      body: 'Thank you, more slots are coming next week.',
      read: false,
    });
    expect(await auditActions(`demo/feedback/${id}`)).toEqual(
      expect.arrayContaining(['feedback.read', 'feedback.answer']),
    );
    const answeredList = await consoleCall(testApp.operatorToken, 'GET', '/bo/feedback/demo?status=answered');
    expect(answeredList.body.value.content?.some((row) => row.id === id)).toBe(true);
  });

  it('answers once when two operators answer at the same time: one message, the other CONFLICT', async () => {
    const member = await createPlayer(testApp);
    const sent = await send({ content: 'Race me' }, { token: member.token });
    const id = String(sent.body.value.id);
    const second = await operatorToken(testApp, 'support', ['demo']);
    const answers = await Promise.all(
      [testApp.operatorToken, second].map((token, index) =>
        consoleCall(token, 'POST', `/bo/feedback/demo/${id}/answer`, { title: `Answer ${index}`, body: 'Thanks' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const inbox = await call(testApp.app, 'GET', '/wps/member/messages', { token: member.token });
    expect(((inbox.body as Body).value.content ?? []).filter((message) => message.body === 'Thanks')).toHaveLength(1);
    expect(await auditActions(`demo/feedback/${id}`)).toEqual(['feedback.answer']);
  });

  it('answers a visitor’s feedback for the record only: answered, no inbox message written', async () => {
    const sent = await send({ content: 'Visitor idea' });
    const id = String(sent.body.value.id);
    const before = await testApp.database.db.execute('select count(*)::int as n from member_message');
    const answered = await consoleCall(testApp.operatorToken, 'POST', `/bo/feedback/demo/${id}/answer`, {
      title: 'Thanks',
      body: 'Noted',
    });
    expect([answered.statusCode, answered.body.value.status]).toEqual([200, 'answered']);
    const after = await testApp.database.db.execute('select count(*)::int as n from member_message');
    expect((after as { rows: { n: number }[] }).rows[0]?.n).toBe((before as { rows: { n: number }[] }).rows[0]?.n);
  });

  it('refuses the console to an operator without live-chat.answer and to another brand’s operator', async () => {
    const sent = await send({ content: 'Permission check' });
    const id = String(sent.body.value.id);
    const finance = await operatorToken(testApp, 'finance');
    expect((await consoleCall(finance, 'GET', '/bo/feedback/demo')).statusCode).toBe(403);
    const refused = await consoleCall(finance, 'POST', `/bo/feedback/demo/${id}/answer`, { title: 'x', body: 'y' });
    expect(refused.statusCode).toBe(403);
    const luckySupport = await operatorToken(testApp, 'support', ['lucky']);
    expect((await consoleCall(luckySupport, 'GET', `/bo/feedback/demo/${id}`)).statusCode).toBe(403);
    const support = await operatorToken(testApp, 'support', ['demo']);
    expect((await consoleCall(support, 'GET', `/bo/feedback/demo/${id}`)).statusCode).toBe(200);
    const untouched = await consoleCall(testApp.operatorToken, 'GET', `/bo/feedback/demo/${id}`);
    expect(untouched.body.value.status).toBe('new');
  });
});
