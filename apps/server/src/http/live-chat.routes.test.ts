import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer, nextAddress, operatorToken } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let png = '';
let webp = '';

beforeAll(async () => {
  testApp = await createTestApp();
  const picture = sharp({ create: { width: 24, height: 20, channels: 3, background: '#c0392b' } });
  png = `data:image/png;base64,${(await picture.clone().png().toBuffer()).toString('base64')}`;
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

/** A player-side call as a visitor (chat token) or member (bearer token). */
async function player(
  method: 'GET' | 'POST',
  url: string,
  options: { chatToken?: string | null; token?: string; payload?: unknown; address?: string } = {},
) {
  const answer = await call(testApp.app, method, url, {
    ...(options.payload === undefined ? {} : { payload: options.payload }),
    ...(options.token ? { token: options.token } : {}),
    headers: options.chatToken ? { 'x-chat-token': options.chatToken } : {},
    remoteAddress: options.address ?? nextAddress(),
  });
  return answer as { statusCode: number; body: Body };
}

async function consoleCall(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
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
    text: response.body,
    type: String(response.headers['content-type']),
  };
}

async function launchVisitor(name = 'Somchai', chatToken?: string) {
  const launched = await player('POST', '/wps/relay/CBS_launchChat', {
    payload: { name },
    ...(chatToken ? { chatToken } : {}),
  });
  expect(launched.statusCode).toBe(200);
  return launched.body.value as {
    conversationId: string;
    chatToken: string | null;
    state: string;
    onDuty: boolean;
    messages: { text: string; authorKind: string; authorName: string; attachments: { id: string }[] }[];
  };
}

const send = (conversationId: string, payload: unknown, who: { chatToken?: string | null; token?: string }) =>
  player('POST', `/wps/live-chat/${conversationId}/messages`, { ...who, payload });

async function goOnDuty(token: string, onDuty = true) {
  const answer = await consoleCall(token, 'PUT', '/bo/live-chat/demo/duty', { onDuty });
  expect(answer.statusCode).toBe(200);
  return answer.body.value as {
    operatorId: string;
    onDuty: boolean;
    operators: { id: string; username: string }[];
  };
}

describe('the service options and the launch', () => {
  it('answers CBS_modelList to a visitor: live chat on, nobody on duty yet, the brand’s channels', async () => {
    const options = await player('GET', '/wps/relay/CBS_modelList');
    expect(options.statusCode).toBe(200);
    expect(options.body.value).toMatchObject({ liveChat: { enabled: true, onDuty: false } });
    expect(Array.isArray(options.body.value.contactChannels)).toBe(true);
  });

  it('gives a new visitor a chat token whose hash only is kept, and resumes the same conversation with it', async () => {
    const first = await launchVisitor('Nok');
    expect(first.chatToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(first.state).toBe('waiting');
    const stored = await testApp.database.db.execute(
      `select visitor_token_hash from live_chat_conversation where id = '${first.conversationId}'`,
    );
    const hash = (stored as { rows: { visitor_token_hash: string }[] }).rows[0]?.visitor_token_hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(first.chatToken);
    const again = await launchVisitor('Nok', first.chatToken ?? '');
    expect(again.conversationId).toBe(first.conversationId);
    expect(again.chatToken).toBeNull();
    const stranger = await launchVisitor('Other');
    expect(stranger.conversationId).not.toBe(first.conversationId);
  });

  it('refuses a visitor’s message without a token (CHAT_TOKEN_REQUIRED) and with another’s (CHAT_NOT_FOUND)', async () => {
    const room = await launchVisitor();
    const other = await launchVisitor();
    const without = await send(room.conversationId, { text: 'hello' }, {});
    expect([without.statusCode, without.body.code]).toEqual([401, 'CHAT_TOKEN_REQUIRED']);
    const wrong = await send(room.conversationId, { text: 'hello' }, { chatToken: other.chatToken });
    expect([wrong.statusCode, wrong.body.code]).toEqual([404, 'CHAT_NOT_FOUND']);
  });

  it('opens a member’s conversation by their session, with their history on the next launch', async () => {
    const member = await createPlayer(testApp);
    const launched = await player('POST', '/wps/relay/CBS_launchChat', { token: member.token });
    expect(launched.statusCode).toBe(200);
    const room = launched.body.value as { conversationId: string; chatToken: string | null };
    expect(room.chatToken).toBeNull();
    const sent = await send(room.conversationId, { text: '  <b>Deposit</b> missing\u202e  ' }, { token: member.token });
    expect(sent.statusCode).toBe(200);
    // Kept as plain text without the invisible direction override; the page never renders it as markup.
    expect(sent.body.value).toMatchObject({ authorKind: 'member', text: '<b>Deposit</b> missing' });
    const resumed = await player('POST', '/wps/relay/CBS_launchChat', { token: member.token });
    expect((resumed.body.value as { conversationId: string }).conversationId).toBe(room.conversationId);
    expect((resumed.body.value as { messages: { text: string }[] }).messages.map((message) => message.text)).toEqual([
      '<b>Deposit</b> missing',
    ]);
    const visitor = await launchVisitor();
    const intruder = await send(room.conversationId, { text: 'hi' }, { chatToken: visitor.chatToken });
    expect(intruder.body.code).toBe('CHAT_NOT_FOUND');
  });

  it('refuses an empty message and a text over 2,000 characters', async () => {
    const room = await launchVisitor();
    const empty = await send(room.conversationId, { text: '   ' }, { chatToken: room.chatToken });
    expect([empty.statusCode, empty.body.code]).toEqual([400, 'CHAT_MESSAGE_EMPTY']);
    const long = await send(room.conversationId, { text: 'x'.repeat(2001) }, { chatToken: room.chatToken });
    expect([long.statusCode, long.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const full = await send(room.conversationId, { text: 'x'.repeat(2000) }, { chatToken: room.chatToken });
    expect(full.statusCode).toBe(200);
  });

  it('slows down a flood of messages in one conversation (TOO_MANY_REQUESTS)', async () => {
    const room = await launchVisitor();
    const codes: number[] = [];
    // 41 sends within a minute span at most two fixed windows of 20: at least one is refused, whatever the timing.
    for (let index = 0; index < 41; index += 1) {
      codes.push((await send(room.conversationId, { text: `m${index}` }, { chatToken: room.chatToken })).statusCode);
    }
    expect(codes.filter((code) => code === 429).length).toBeGreaterThan(0);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(20);
    expect(codes.every((code) => code === 200 || code === 429)).toBe(true);
  });
});

describe('attachments under the upload rules (spec §5)', () => {
  it('stores a png, shows it to its visitor and the brand’s operators only', async () => {
    const room = await launchVisitor();
    const sent = await send(room.conversationId, { text: '', attachments: [png] }, { chatToken: room.chatToken });
    expect(sent.statusCode).toBe(200);
    const [attachment] = (sent.body.value as unknown as { attachments: { id: string; contentType: string }[] })
      .attachments;
    expect(attachment?.contentType).toBe('image/png');
    const url = `/wps/live-chat/attachments/${attachment?.id}`;
    const mine = await testApp.app.inject({
      url,
      headers: { host: 'localhost', 'x-chat-token': room.chatToken ?? '' },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    const other = await launchVisitor();
    const theirs = await testApp.app.inject({
      url,
      headers: { host: 'localhost', 'x-chat-token': other.chatToken ?? '' },
    });
    expect(theirs.statusCode).toBe(404);
    const console = await consoleCall(testApp.operatorToken, 'GET', `/bo/live-chat/demo/attachments/${attachment?.id}`);
    expect(console.statusCode).toBe(200);
    const otherBrand = await consoleCall(
      testApp.operatorToken,
      'GET',
      `/bo/live-chat/lucky/attachments/${attachment?.id}`,
    );
    expect(otherBrand.statusCode).toBe(404);
  });

  it('refuses a fourth image, a webp and an image over 5 MB, each with its own code, storing nothing', async () => {
    const room = await launchVisitor();
    const four = await send(room.conversationId, { attachments: [png, png, png, png] }, { chatToken: room.chatToken });
    expect([four.statusCode, four.body.code]).toEqual([400, 'CHAT_TOO_MANY_ATTACHMENTS']);
    const typed = await send(room.conversationId, { attachments: [png, webp] }, { chatToken: room.chatToken });
    expect([typed.statusCode, typed.body.code]).toEqual([400, 'CHAT_ATTACHMENT_INVALID']);
    expect(typed.body.value).toMatchObject({ reason: 'TYPE' });
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(huge);
    const big = await send(
      room.conversationId,
      { attachments: [`data:image/png;base64,${huge.toString('base64')}`] },
      { chatToken: room.chatToken },
    );
    expect([big.statusCode, big.body.code]).toEqual([400, 'CHAT_ATTACHMENT_INVALID']);
    expect(big.body.value).toMatchObject({ reason: 'SIZE', maxBytes: 5 * 1024 * 1024 });
    const history = await launchVisitor('x', room.chatToken ?? '');
    expect(history.messages).toEqual([]);
    const stored = await testApp.database.db.execute(
      `select count(*)::int as n from live_chat_attachment where conversation_id = '${room.conversationId}'`,
    );
    expect((stored as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe('the offline form', () => {
  it('keeps a message left while nobody is on duty, for the console', async () => {
    const options = await player('GET', '/wps/relay/CBS_modelList');
    expect(options.body.value).toMatchObject({ liveChat: { onDuty: false } });
    const left = await player('POST', '/wps/live-chat/offline-messages', {
      payload: { name: 'Lek', contact: 'lek@example.com', text: 'Please call me back about my withdrawal' },
    });
    expect(left.statusCode).toBe(200);
    const listed = await consoleCall(testApp.operatorToken, 'GET', '/bo/live-chat/demo/offline-messages');
    expect(listed.statusCode).toBe(200);
    expect(listed.body.value.content?.[0]).toMatchObject({ name: 'Lek', contact: 'lek@example.com', username: null });
    const incomplete = await player('POST', '/wps/live-chat/offline-messages', { payload: { name: 'Lek', text: 'x' } });
    expect([incomplete.statusCode, incomplete.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('assignment, transfer and transcripts', () => {
  let first = '';
  let second = '';
  beforeAll(async () => {
    first = await operatorToken(testApp, 'support', ['demo']);
    second = await operatorToken(testApp, 'support', ['demo']);
  });

  it('takes, transfers, answers and closes by the rules, each audited', async () => {
    const room = await launchVisitor('Mali');
    await send(room.conversationId, { text: 'Hello, is anyone there?' }, { chatToken: room.chatToken });
    const base = `/bo/live-chat/demo/conversations/${room.conversationId}`;

    const offDuty = await consoleCall(first, 'POST', `${base}/take`);
    expect([offDuty.statusCode, offDuty.body.code]).toEqual([409, 'CHAT_NOT_ON_DUTY']);
    await goOnDuty(first);
    const duty = await goOnDuty(second);
    expect((await player('GET', '/wps/relay/CBS_modelList')).body.value).toMatchObject({ liveChat: { onDuty: true } });
    const waiting = await consoleCall(first, 'GET', '/bo/live-chat/demo/conversations?view=waiting&pageSize=100');
    expect(waiting.body.value.content?.map((row) => row.id)).toContain(room.conversationId);

    const taken = await consoleCall(first, 'POST', `${base}/take`);
    expect(taken.statusCode).toBe(200);
    expect(taken.body.value).toMatchObject({ state: 'open', who: 'Mali', visitor: true });
    const again = await consoleCall(second, 'POST', `${base}/take`);
    expect([again.statusCode, again.body.code]).toEqual([409, 'CHAT_ASSIGNED_TO_ANOTHER']);
    const intruding = await consoleCall(second, 'POST', `${base}/messages`, { text: 'I can help' });
    expect([intruding.statusCode, intruding.body.code]).toEqual([409, 'CHAT_ASSIGNED_TO_ANOTHER']);
    const closingOthers = await consoleCall(second, 'POST', `${base}/close`);
    expect(closingOthers.body.code).toBe('CHAT_ASSIGNED_TO_ANOTHER');

    const answered = await consoleCall(first, 'POST', `${base}/messages`, { text: 'Hello Mali, how can I help?' });
    expect(answered.statusCode).toBe(200);
    const mine = await consoleCall(first, 'GET', '/bo/live-chat/demo/conversations?view=mine');
    expect(mine.body.value.content?.map((row) => row.id)).toContain(room.conversationId);
    expect(
      (await consoleCall(second, 'GET', '/bo/live-chat/demo/conversations?view=mine')).body.value.content?.map(
        (row) => row.id,
      ),
    ).not.toContain(room.conversationId);

    const secondOwnId = duty.operatorId;
    expect(duty.operators.map((entry) => entry.id)).toContain(secondOwnId);
    const stolen = await consoleCall(second, 'POST', `${base}/transfer`, { operatorId: secondOwnId });
    expect(stolen.body.code).toBe('CHAT_ASSIGNED_TO_ANOTHER');
    const transferred = await consoleCall(first, 'POST', `${base}/transfer`, { operatorId: secondOwnId });
    expect(transferred.statusCode).toBe(200);
    expect(transferred.body.value).toMatchObject({ assignedOperatorId: secondOwnId });
    const now = await consoleCall(second, 'POST', `${base}/messages`, { text: 'I take over from here' });
    expect(now.statusCode).toBe(200);
    const formerly = await consoleCall(first, 'POST', `${base}/messages`, { text: 'still me?' });
    expect(formerly.body.code).toBe('CHAT_ASSIGNED_TO_ANOTHER');

    const resumed = await launchVisitor('Mali', room.chatToken ?? '');
    expect(resumed.messages.map((message) => [message.authorKind, message.text])).toEqual([
      ['visitor', 'Hello, is anyone there?'],
      ['operator', 'Hello Mali, how can I help?'],
      ['operator', 'I take over from here'],
    ]);
    expect(resumed.messages[1]?.authorName).toMatch(/^support/);

    const notYet = await consoleCall(second, 'GET', `/bo/live-chat/demo/transcripts/${room.conversationId}/download`);
    expect(notYet.body.code).toBe('INVALID_STATE');
    const closed = await consoleCall(second, 'POST', `${base}/close`);
    expect(closed.body.value).toMatchObject({ state: 'closed' });
    const late = await send(room.conversationId, { text: 'one more thing' }, { chatToken: room.chatToken });
    expect([late.statusCode, late.body.code]).toEqual([409, 'CHAT_CLOSED']);
    const audited = await testApp.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(like(auditLog.action, 'live-chat.%'), eq(auditLog.target, `demo/live-chat/${room.conversationId}`)));
    expect(audited.map((row) => row.action).sort()).toEqual(
      ['live-chat.close', 'live-chat.reply', 'live-chat.reply', 'live-chat.take', 'live-chat.transfer'].sort(),
    );

    const found = await consoleCall(first, 'GET', '/bo/live-chat/demo/transcripts?who=mal');
    expect(found.body.value.content?.map((row) => row.id)).toContain(room.conversationId);
    const text = await consoleCall(first, 'GET', `/bo/live-chat/demo/transcripts/${room.conversationId}/download`);
    expect(text.statusCode).toBe(200);
    expect(text.type).toContain('text/plain');
    expect(text.text).toContain('Mali (visitor):');
    expect(text.text).toContain('I take over from here');
    const csv = await consoleCall(
      first,
      'GET',
      `/bo/live-chat/demo/transcripts/${room.conversationId}/download?format=csv`,
    );
    expect(csv.type).toContain('text/csv');
    expect(csv.text).toContain('Hello Mali, how can I help?');

    const next = await launchVisitor('Mali', room.chatToken ?? '');
    expect(next.conversationId).not.toBe(room.conversationId);
    expect(next.state).toBe('waiting');
    expect(next.messages).toHaveLength(3);
  });

  it('answers a waiting conversation by taking it, and refuses a transfer to an operator off duty', async () => {
    const room = await launchVisitor('Dao');
    const base = `/bo/live-chat/demo/conversations/${room.conversationId}`;
    await goOnDuty(first);
    const answered = await consoleCall(first, 'POST', `${base}/messages`, { text: 'Hi Dao' });
    expect(answered.statusCode).toBe(200);
    const detail = await consoleCall(first, 'GET', base);
    expect(detail.body.value).toMatchObject({ conversation: { state: 'open' } });
    const off = await goOnDuty(second, false);
    expect(off.onDuty).toBe(false);
    const refused = await consoleCall(first, 'POST', `${base}/transfer`, { operatorId: off.operatorId });
    expect(refused.body.code).toBe('CHAT_OPERATOR_NOT_ON_DUTY');
  });

  it('keeps canned replies per brand, audited', async () => {
    const saved = await consoleCall(first, 'POST', '/bo/live-chat/demo/canned-replies', {
      title: 'Greeting',
      text: 'Hello, how can I help you today?',
    });
    expect(saved.statusCode).toBe(200);
    const id = String(saved.body.value.id);
    await consoleCall(first, 'PUT', `/bo/live-chat/demo/canned-replies/${id}`, { title: 'Greeting', text: 'Hi!' });
    const listed = await consoleCall(first, 'GET', '/bo/live-chat/demo/canned-replies');
    expect(listed.body.value).toEqual([expect.objectContaining({ id, title: 'Greeting', text: 'Hi!' })]);
    const otherBrand = await consoleCall(testApp.operatorToken, 'GET', '/bo/live-chat/lucky/canned-replies');
    expect(otherBrand.body.value).toEqual([]);
    expect((await consoleCall(first, 'DELETE', `/bo/live-chat/demo/canned-replies/${id}`)).statusCode).toBe(200);
    const gone = await consoleCall(first, 'DELETE', `/bo/live-chat/demo/canned-replies/${id}`);
    expect(gone.statusCode).toBe(404);
    const audited = await testApp.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, 'demo/live-chat/canned-replies'));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'live-chat.canned-reply.delete',
      'live-chat.canned-reply.save',
      'live-chat.canned-reply.save',
    ]);
  });

  it('refuses the console to an operator without live-chat.answer, and another brand’s inbox stream', async () => {
    const finance = await operatorToken(testApp, 'finance');
    const refused = await consoleCall(finance, 'GET', '/bo/live-chat/demo/conversations');
    expect(refused.statusCode).toBe(403);
    const stream = await consoleCall(first, 'GET', '/bo/live-chat/lucky/events');
    expect([stream.statusCode, stream.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('switches a brand’s live chat off: launches are refused with LIVE_CHAT_OFF', async () => {
    const off = await consoleCall(testApp.operatorToken, 'PUT', '/bo/live-chat/demo/settings', { enabled: false });
    expect(off.statusCode).toBe(200);
    const options = await player('GET', '/wps/relay/CBS_modelList');
    expect(options.body.value).toMatchObject({ liveChat: { enabled: false, onDuty: false } });
    const refused = await player('POST', '/wps/relay/CBS_launchChat', { payload: {} });
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'LIVE_CHAT_OFF']);
    await consoleCall(testApp.operatorToken, 'PUT', '/bo/live-chat/demo/settings', { enabled: true });
  });
});
