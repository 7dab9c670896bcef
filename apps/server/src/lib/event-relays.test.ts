import { Redis } from 'ioredis';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import { call, logInToken } from '../test/account-helpers.js';
import type { TestApp } from '../test/test-app.js';
import { createTwoInstances } from '../test/two-instances.js';
import { createNotifyRelay, relayChannel } from './event-relays.js';
import type { RelayedMessage } from './instance-messages.js';

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function twoInstances(redis: string | undefined) {
  const instances = await createTwoInstances({ config: { REDIS_URL: redis } });
  closers.push(instances.close);
  return instances;
}

/** Opens the member's live balance on an instance and collects what it is told. */
async function openStream(port: number, token: string) {
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/wps/events`, {
    headers: { authorization: `Bearer ${token}`, host: 'localhost' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  let text = '';
  const decoder = new TextDecoder();
  closers.push(async () => controller.abort());
  return {
    /** Reads until the stream has said `expected`, or fails after `timeoutMs`. */
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

const credit = (app: TestApp, amount: string, key: string) =>
  call(app.app, 'POST', '/bo/wallets/adjustments', {
    headers: { authorization: `Bearer ${app.operatorToken}`, 'idempotency-key': key },
    payload: { merchant: 'demo', username: 'demo', direction: 'credit', amount, reason: 'relay test' },
  });

describe.skipIf(!process.env.DATABASE_URL)('live balance across instances (PostgreSQL)', () => {
  it('a stream held by instance B hears a balance change made on instance A, through LISTEN/NOTIFY', async () => {
    const { a, bPort } = await twoInstances(undefined);
    const token = await logInToken(a.app, 'demo', 'Demo@2026', '10.255.30.1');
    const stream = await openStream(bPort, token);
    expect(await stream.waitFor('"balance":"10000.00"')).toContain('event: balance');
    expect((await credit(a, '12.34', 'relay-notify-0001')).statusCode).toBe(200);
    expect(await stream.waitFor('"balance":"10012.34"')).toContain('"balance":"10012.34"');
  });

  it('through Redis when REDIS_URL is set: the event is on the Redis channel and reaches B', async () => {
    const watcher = new Redis(redisUrl);
    closers.push(async () => void watcher.disconnect());
    const onRedis: string[] = [];
    watcher.on('message', (_channel: string, text: string) => onRedis.push(text));
    await watcher.subscribe(relayChannel);
    const { a, bPort } = await twoInstances(redisUrl);
    const token = await logInToken(a.app, 'demo', 'Demo@2026', '10.255.30.2');
    const stream = await openStream(bPort, token);
    await stream.waitFor('"balance":"10000.00"');
    expect((await credit(a, '5.00', 'relay-redis-00001')).statusCode).toBe(200);
    expect(await stream.waitFor('"balance":"10005.00"')).toContain('"balance":"10005.00"');
    const carried = onRedis.map((text) => JSON.parse(text) as { event?: { balance: string } });
    expect(carried.some((message) => message.event?.balance === '10005.00')).toBe(true);
    // Only whose balance and what it is: no session, token or secret travels.
    for (const text of onRedis) expect(text).not.toContain(token);
  });

  it('with Redis unreachable, requests are served and live balance still crosses instances (LISTEN/NOTIFY)', async () => {
    const { a, bPort } = await twoInstances('redis://127.0.0.1:1');
    const token = await logInToken(a.app, 'demo', 'Demo@2026', '10.255.30.3');
    const balance = await call(a.app, 'GET', '/wps/v2/wallets/balance', { token });
    expect(balance.statusCode).toBe(200);
    const stream = await openStream(bPort, token);
    await stream.waitFor('"balance":"10000.00"');
    expect((await credit(a, '1.50', 'relay-down-000001')).statusCode).toBe(200);
    expect(await stream.waitFor('"balance":"10001.50"')).toContain('"balance":"10001.50"');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the LISTEN/NOTIFY relay (PostgreSQL)', () => {
  it('sends a burst in batches under the payload limit, each member with its latest balance', async () => {
    const database = await createTestDatabase({ poolSize: 3 });
    closers.push(database.close);
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const log = { warn: () => undefined, info: () => undefined };
    const sender = createNotifyRelay(pool, log);
    const receiver = createNotifyRelay(pool, log);
    const heard: RelayedMessage[] = [];
    await receiver.start((message) => heard.push(message));
    closers.push(() => receiver.close());
    closers.push(() => sender.close());
    const event = (balance: string) =>
      ({ type: 'balance', balance, currency: 'THB', currencySymbol: '฿', playMoney: false }) as const;
    for (let index = 0; index < 60; index += 1)
      sender.publish({ origin: 'a', kind: 'member-event', memberId: `member-${index}`, event: event(`${index}.00`) });
    for (const balance of ['1.00', '2.00', '3.00'])
      sender.publish({ origin: 'a', kind: 'member-event', memberId: 'member-hot', event: event(balance) });
    // Cache invalidations share the channel and the batches; the same cache forgotten twice in a window goes once.
    for (const cache of ['merchants', 'countries', 'merchants'] as const)
      sender.publish({ origin: 'a', kind: 'cache-invalidation', cache });
    const deadline = Date.now() + 5_000;
    while (heard.length < 63 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toHaveLength(63);
    const balances = heard.flatMap((message) => (message.kind === 'member-event' ? [message] : []));
    expect(new Set(balances.map((message) => message.memberId)).size).toBe(61);
    expect(
      balances
        .filter((message) => message.memberId === 'member-hot')
        .map((message) => (message.event.type === 'balance' ? message.event.balance : null)),
    ).toEqual(['3.00']);
    expect(heard.flatMap((message) => (message.kind === 'cache-invalidation' ? [message.cache] : [])).sort()).toEqual([
      'countries',
      'merchants',
    ]);
  });
});
