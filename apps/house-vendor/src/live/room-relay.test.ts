import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisRelay } from './room-relay.js';
import type { RoomRelay } from './room-relay.js';

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const relays: RoomRelay[] = [];
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
});

async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 200 && !check(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

// The services the tests use run beside CI (Redis as the platform's own relay tests use it).
describe.skipIf(!process.env.DATABASE_URL)('Redis room relay', () => {
  it('carries a message published on one instance to a subscriber on another, and to itself', async () => {
    const first = createRedisRelay(redisUrl);
    const second = createRedisRelay(redisUrl);
    relays.push(first, second);
    const room = `test-${randomUUID()}`;
    const heardBySecond: unknown[] = [];
    const heardByFirst: unknown[] = [];
    second.subscribe(room, (message) => heardBySecond.push(message));
    first.subscribe(room, (message) => heardByFirst.push(message));
    // A subscription is asynchronous: publish until the other instance is listening.
    await until(() => {
      if (heardBySecond.length === 0) first.publish(room, { shot: 'ping' });
      return heardBySecond.length > 0;
    });
    first.publish(room, { shot: 7 });
    await until(() => heardBySecond.some((message) => (message as { shot: unknown }).shot === 7));
    expect(heardBySecond).toContainEqual({ shot: 7 });
    await until(() => heardByFirst.some((message) => (message as { shot: unknown }).shot === 7));
    expect(heardByFirst).toContainEqual({ shot: 7 });
  });
});
