import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { relayChannel } from '../lib/event-relays.js';
import { call } from '../test/account-helpers.js';
import { createTwoInstances } from '../test/two-instances.js';

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** Opens a server-sent event stream and collects what it says. */
async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { host: 'localhost', ...headers }, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  closers.push(async () => controller.abort());
  return {
    async waitFor(expected: string, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!text.includes(expected)) {
        const left = deadline - Date.now();
        if (left <= 0) break;
        const chunk: { done: boolean; value?: Uint8Array } | undefined = await Promise.race([
          reader?.read(),
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), left)),
        ]);
        if (!chunk || chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)('live chat across two platform instances (PostgreSQL, Redis)', () => {
  it('a visitor’s message sent to instance A reaches an operator connected to B, and the reply comes back', async () => {
    const watcher = new Redis(redisUrl);
    closers.push(async () => void watcher.disconnect());
    const onRedis: string[] = [];
    watcher.on('message', (_channel: string, text: string) => onRedis.push(text));
    await watcher.subscribe(relayChannel);

    const instances = await createTwoInstances({ config: { REDIS_URL: redisUrl } });
    closers.push(instances.close);
    const { a, bPort } = instances;
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    const aPort = (a.app.server.address() as AddressInfo).port;
    const operator = { authorization: `Bearer ${a.operatorToken}` };

    // The operator works on B: on duty there, its inbox stream open there.
    const duty = await fetch(`http://127.0.0.1:${bPort}/bo/live-chat/demo/duty`, {
      method: 'PUT',
      headers: { ...operator, 'content-type': 'application/json' },
      body: JSON.stringify({ onDuty: true }),
    });
    expect(duty.status).toBe(200);
    const inbox = await openStream(`http://127.0.0.1:${bPort}/bo/live-chat/demo/events`, operator);
    await inbox.waitFor('event: ready');

    // The visitor talks to A.
    const launched = await call(a.app, 'POST', '/wps/relay/CBS_launchChat', { payload: { name: 'Ploy' } });
    expect(launched.statusCode).toBe(200);
    const room = launched.body.value as { conversationId: string; chatToken: string; onDuty: boolean };
    expect(room.onDuty).toBe(true);
    expect(await inbox.waitFor(room.conversationId)).toContain('event: conversation');
    const chatRoom = await openStream(`http://127.0.0.1:${aPort}/wps/live-chat/${room.conversationId}/events`, {
      'x-chat-token': room.chatToken,
    });
    await chatRoom.waitFor('event: state');

    const sent = await call(a.app, 'POST', `/wps/live-chat/${room.conversationId}/messages`, {
      headers: { 'x-chat-token': room.chatToken },
      payload: { text: 'Sent to A, read on B' },
    });
    expect(sent.statusCode).toBe(200);
    const heard = await inbox.waitFor('"authorKind":"visitor"');
    expect(heard).toMatch(/event: message\ndata: \{[^\n]*"text":"Sent to A, read on B"/);

    // The operator answers on B; the visitor's room, held by A, hears it.
    const answered = await fetch(
      `http://127.0.0.1:${bPort}/bo/live-chat/demo/conversations/${room.conversationId}/messages`,
      {
        method: 'POST',
        headers: { ...operator, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Answered on B, shown by A' }),
      },
    );
    expect(answered.status).toBe(200);
    expect(await chatRoom.waitFor('Answered on B, shown by A')).toContain('"authorKind":"operator"');

    // The relay carried notices naming the conversation, never the text or the chat token.
    const carried = onRedis.filter((text) => text.includes(room.conversationId));
    expect(carried.length).toBeGreaterThan(0);
    for (const text of onRedis) {
      expect(text).not.toContain('Sent to A');
      expect(text).not.toContain(room.chatToken);
    }
  });
});
