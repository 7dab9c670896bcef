import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../test/account-helpers.js';
import { createTwoInstances } from '../test/two-instances.js';
import { fixedClock } from './clock.js';
import { relayChannel } from './event-relays.js';

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/**
 * B's clock stands still, so its caches never reach their time-to-live: whatever B sees of A's change came by the
 * invalidation message.
 */
async function twoInstances(redis: string | undefined) {
  const instances = await createTwoInstances({ config: { REDIS_URL: redis }, clockOfB: fixedClock(new Date()) });
  closers.push(instances.close);
  return instances;
}

/** Asks until the answer is what is expected or five seconds have passed; answers the last answer. */
async function eventually<Answer>(ask: () => Promise<Answer>, done: (answer: Answer) => boolean) {
  const deadline = Date.now() + 5_000;
  let answer = await ask();
  while (!done(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    answer = await ask();
  }
  return answer;
}

const statusOf = async (answer: Promise<{ body: { value: Record<string, unknown> } }>) =>
  (await answer).body.value.status;

describe.skipIf(!process.env.DATABASE_URL)('operator changes seen by every instance (PostgreSQL)', () => {
  for (const [transport, redis] of [
    ['LISTEN/NOTIFY', undefined],
    ['Redis', redisUrl],
  ] as const) {
    it(`a brand put in maintenance through A is in maintenance on B, and out again (${transport})`, async () => {
      const onRedis: string[] = [];
      if (redis) {
        const watcher = new Redis(redis);
        closers.push(async () => void watcher.disconnect());
        watcher.on('message', (_channel: string, text: string) => onRedis.push(text));
        await watcher.subscribe(relayChannel);
      }
      const { a, b } = await twoInstances(redis);
      const statusOnB = () => statusOf(call(b, 'GET', '/wps/system/status', { remoteAddress: '198.51.100.9' }));
      // B has read the brand into its cache.
      expect(await statusOnB()).toBe(0);
      const maintenance = (on: boolean) =>
        call(a.app, 'PUT', '/bo/merchants/demo/maintenance', {
          token: a.operatorToken,
          payload: { maintenance: on, maintenanceEnd: null },
        });
      expect((await maintenance(true)).statusCode).toBe(200);
      expect(await eventually(statusOnB, (status) => status === 1)).toBe(1);
      expect((await maintenance(false)).statusCode).toBe(200);
      expect(await eventually(statusOnB, (status) => status === 0)).toBe(0);
      // Through Redis, the invalidation is on its channel: which cache, nothing about the brand or the operator.
      if (redis)
        expect(onRedis.map((text) => JSON.parse(text) as unknown)).toContainEqual(
          expect.objectContaining({ kind: 'cache-invalidation', cache: 'merchants' }),
        );
    });
  }

  it('an IP range saved through A restricts its addresses on B', async () => {
    const { a, b } = await twoInstances(undefined);
    const statusOnB = () => statusOf(call(b, 'GET', '/wps/system/status', { remoteAddress: '81.23.4.5' }));
    // B has looked the address up (no country) and keeps that.
    expect(await statusOnB()).toBe(0);
    const saved = await call(a.app, 'PUT', '/bo/geo/ranges', {
      token: a.operatorToken,
      payload: { network: '81.0.0.0/8', countryCode: 'FR' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await eventually(statusOnB, (status) => status === 2)).toBe(2);
  });

  it('a throttle counted on A applies on B: the captcha limit per address is shared', async () => {
    const { a, b } = await twoInstances(undefined);
    const remoteAddress = '198.51.100.77';
    for (let index = 0; index < 30; index += 1)
      expect((await call(a.app, 'GET', '/wps/captcha', { remoteAddress })).statusCode).toBe(200);
    const onB = await call(b, 'GET', '/wps/captcha', { remoteAddress });
    expect(onB.statusCode).toBe(429);
    expect(onB.body.code).toBe('TOO_MANY_REQUESTS');
  });
});
