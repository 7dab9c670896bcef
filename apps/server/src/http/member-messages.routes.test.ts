import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.js';
import { memberMessage } from '../modules/member-messages/member-messages.tables.js';
import { createOperatorService } from '../modules/operator/index.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call, logInToken } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { registerFundedPlayer } from '../test/transfer-wallet-helpers.js';

let testApp: TestApp;
let demoToken = '';
let agentToken = '';
let otherToken = '';
let supportToken = '';
let financeToken = '';

type Row = { id: string; kind: string; title: string; body: string; read: boolean };

beforeAll(async () => {
  testApp = await createTestApp();
  demoToken = await logInToken(testApp.app, 'demo', 'Demo@2026', '10.31.0.1');
  agentToken = await logInToken(testApp.app, 'agent', 'Agent@2026', '10.31.0.2');
  otherToken = (
    await registerFundedPlayer(testApp.app, testApp.database.db, {
      operatorToken: testApp.operatorToken,
      username: 'inboxtwo',
      remoteAddress: '10.31.0.3',
    })
  ).token;
  const operators = createOperatorService({ db: testApp.database.db, clock: systemClock });
  await operators.createOperator({ username: 'inboxhelp', password: 'Inboxhelp@2026', roles: ['support'] });
  await operators.createOperator({ username: 'inboxcash', password: 'Inboxcash@2026', roles: ['finance'] });
  const logIn = async (username: string, password: string) =>
    String(
      (
        await call(testApp.app, 'POST', '/bo/session/login', {
          payload: { username, password },
          remoteAddress: '10.31.1.1',
        })
      ).body.value.token,
    );
  supportToken = await logIn('inboxhelp', 'Inboxhelp@2026');
  financeToken = await logIn('inboxcash', 'Inboxcash@2026');
});
afterAll(async () => {
  await testApp.close();
});

const send = (merchant: string, payload: Record<string, unknown>, token = supportToken) =>
  call(testApp.app, 'POST', `/bo/member-messages/${merchant}`, { token, payload });
const inbox = async (token: string, language = 'en') =>
  (await call(testApp.app, 'GET', '/wps/member/messages?pageSize=50', { token, headers: { language } })).body.value
    .content as Row[];
const unread = async (token: string) =>
  Number((await call(testApp.app, 'GET', '/wps/relay/CSP_unreadCount', { token })).body.value.unreadCount);

describe('member inbox', () => {
  it('shows a member its own messages and its audience of its brand only, newest first', async () => {
    const personal = await send('demo', {
      to: 'member',
      username: 'DEMO',
      title: 'Hello demo',
      body: 'Line 1\nLine 2',
    });
    expect(personal.body.success).toBe(true);
    await send('demo', { to: 'broadcast', audience: 'players', title: 'Players news', body: 'For players' });
    await send('demo', { to: 'broadcast', audience: 'agents', title: 'Agents news', body: 'For agents' });
    await send('demo', { to: 'broadcast', audience: 'everyone', title: 'Everyone news', body: 'For all' });
    // Another brand's broadcast to everyone reaches none of the demo brand's members.
    await call(testApp.app, 'POST', '/bo/member-messages/lucky', {
      token: testApp.operatorToken,
      payload: { to: 'broadcast', audience: 'everyone', title: 'Lucky news', body: 'Lucky only' },
    });

    const titles = async (token: string) => (await inbox(token)).map((row) => row.title);
    expect(await titles(demoToken)).toEqual(['Everyone news', 'Players news', 'Hello demo']);
    expect(await titles(otherToken)).toEqual(['Everyone news', 'Players news']);
    expect(await titles(agentToken)).toEqual(['Everyone news', 'Agents news']);
    expect((await inbox(demoToken)).find((row) => row.title === 'Hello demo')?.body).toBe('Line 1\nLine 2');
    expect(await unread(demoToken)).toBe(3);
    expect(await unread(otherToken)).toBe(2);

    // Another member cannot open a personal message that is not theirs.
    const personalId = String(personal.body.value.id);
    const foreign = await call(testApp.app, 'GET', `/wps/member/messages/${personalId}`, { token: otherToken });
    expect(foreign.body.code).toBe('MESSAGE_NOT_FOUND');
    expect(foreign.statusCode).toBe(404);
    const foreignDelete = await call(testApp.app, 'DELETE', `/wps/member/messages/${personalId}`, {
      token: otherToken,
    });
    expect(foreignDelete.body.code).toBe('MESSAGE_NOT_FOUND');
  });

  it('reads and deletes a broadcast for that member only; reading twice changes nothing', async () => {
    const broadcast = (await inbox(demoToken)).find((row) => row.title === 'Players news');
    if (!broadcast) throw new Error('broadcast missing');
    const before = await unread(demoToken);
    const opened = await call(testApp.app, 'GET', `/wps/member/messages/${broadcast.id}`, { token: demoToken });
    expect(opened.body.value).toMatchObject({ title: 'Players news', read: true });
    await call(testApp.app, 'GET', `/wps/member/messages/${broadcast.id}`, { token: demoToken });
    expect(await unread(demoToken)).toBe(before - 1);
    expect((await inbox(demoToken)).find((row) => row.id === broadcast.id)?.read).toBe(true);
    expect((await inbox(otherToken)).find((row) => row.id === broadcast.id)?.read).toBe(false);
    expect(await unread(otherToken)).toBe(2);

    const deleted = await call(testApp.app, 'DELETE', `/wps/member/messages/${broadcast.id}`, { token: demoToken });
    expect(deleted.body.success).toBe(true);
    expect((await inbox(demoToken)).some((row) => row.id === broadcast.id)).toBe(false);
    expect((await inbox(otherToken)).some((row) => row.id === broadcast.id)).toBe(true);
    const gone = await call(testApp.app, 'GET', `/wps/member/messages/${broadcast.id}`, { token: demoToken });
    expect(gone.body.code).toBe('MESSAGE_NOT_FOUND');
    // The unread count is the list's unread rows (one predicate for both).
    expect(await unread(demoToken)).toBe((await inbox(demoToken)).filter((row) => !row.read).length);
  });

  it('gives a trial account no messages, and a new member no older broadcast', async () => {
    const trial = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: '10.31.0.9' });
    const trialToken = String(trial.body.value.token);
    expect(await unread(trialToken)).toBe(0);
    const list = await call(testApp.app, 'GET', '/wps/member/messages', { token: trialToken });
    expect(list.body.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
    const late = await registerFundedPlayer(testApp.app, testApp.database.db, {
      operatorToken: testApp.operatorToken,
      username: 'inboxlate',
      remoteAddress: '10.31.0.10',
    });
    expect(await inbox(late.token)).toEqual([]);
  });

  it('writes "deposit confirmed" with the credit, in the reader\'s language', async () => {
    const created = await call(testApp.app, 'POST', '/wps/deposits', {
      token: otherToken,
      payload: { channelCode: 'promptpay', amount: '300' },
    });
    const id = String(created.body.value.id);
    const confirm = await call(testApp.app, 'POST', `/bo/deposits/demo/${id}/confirm`, {
      token: testApp.operatorToken,
    });
    expect(confirm.body.value).toMatchObject({ status: 'confirmed' });
    await call(testApp.app, 'POST', `/bo/deposits/demo/${id}/confirm`, { token: testApp.operatorToken });
    const [english] = await inbox(otherToken);
    expect(english).toMatchObject({ kind: 'system', title: 'Deposit confirmed', read: false });
    expect(english?.body).toContain('300.00 THB');
    const [thai] = await inbox(otherToken, 'th');
    expect(thai?.title).toBe('ฝากเงินสำเร็จ');
    const written = await testApp.database.db
      .select()
      .from(memberMessage)
      .where(eq(memberMessage.eventKey, `msg:deposit.confirmed:${id}`));
    expect(written).toHaveLength(1);
  });
});

describe('console messages', () => {
  it('is refused without messages.send and audited in the send', async () => {
    const refused = await send('demo', { to: 'member', username: 'demo', title: 'No', body: 'No' }, financeToken);
    expect(refused.body.code).toBe('FORBIDDEN');
    const listRefused = await call(testApp.app, 'GET', '/bo/member-messages/demo', { token: financeToken });
    expect(listRefused.body.code).toBe('FORBIDDEN');
    const unknown = await send('demo', { to: 'member', username: 'nobody', title: 'Hi', body: 'Hi' });
    expect(unknown.body.code).toBe('MESSAGE_RECIPIENT_NOT_FOUND');

    const sent = await send('demo', { to: 'member', username: 'demo', title: 'Audited', body: 'Hi' });
    const id = String(sent.body.value.id);
    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member-message.send'), eq(auditLog.operatorUsername, 'inboxhelp')));
    const audit = audits.find((row) => row.detail.id === id);
    expect(audit?.target).toBe('demo/member-message');
    expect(audit?.detail).toMatchObject({ id, username: 'demo', title: 'Audited' });

    const list = await call(testApp.app, 'GET', '/bo/member-messages/demo', { token: supportToken });
    const rows = list.body.value.content as { id: string; readCount: number; sentBy: string; title: string }[];
    expect(rows[0]).toMatchObject({ id, sentBy: 'inboxhelp', readCount: 0 });
    const players = rows.find((row) => row.title === 'Players news');
    expect(players?.readCount).toBe(1);
    expect(rows.some((row) => row.title === 'Lucky news')).toBe(false);
  });
});
