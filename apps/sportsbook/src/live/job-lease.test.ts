import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSportsbookDatabase } from '../store/test-database.js';
import type { TestDatabase } from '../store/test-database.js';
import { createJobLease } from './job-lease.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestSportsbookDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

describe('job lease', () => {
  it('lets one holder run the job, and another take over only once the lease expired unrenewed', async () => {
    const events: string[] = [];
    const leaseOf = (name: string) =>
      createJobLease({
        database,
        name: 'lease-test',
        holder: name,
        ttlMs: 400,
        renewEveryMs: 60_000,
        onAcquired: () => {
          events.push(`${name} started`);
        },
        onLost: () => {
          events.push(`${name} stopped`);
        },
      });
    const first = leaseOf('first');
    const second = leaseOf('second');
    await first.step();
    await second.step();
    await first.step();
    expect([first.isHolding(), second.isHolding()]).toEqual([true, false]);
    // The first holder stalls (no renewal): after the lease ran out the second takes it over...
    await new Promise((resolve) => setTimeout(resolve, 500));
    await second.step();
    expect(second.isHolding()).toBe(true);
    // ...and the first, waking up, finds it lost and stops its job.
    await first.step();
    expect(first.isHolding()).toBe(false);
    expect(events).toEqual(['first started', 'second started', 'first stopped']);
    await second.stop();
    await first.stop();
    expect(events.at(-1)).toBe('second stopped');
  });
});
