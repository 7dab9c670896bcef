import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.js';

/** A database stand-in whose calls answer only when the test says so. */
function heldCalls() {
  const calls: { items: number[]; release: (error?: Error) => void }[] = [];
  const answer = (items: readonly number[]) =>
    new Promise<number[]>((resolve, reject) => {
      calls.push({
        items: [...items],
        release: (error) => (error ? reject(error) : resolve(items.map((item) => item * 10))),
      });
    });
  return { calls, answer };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('sends a request as soon as a call slot is free, and batches what arrives while none is', async () => {
    const held = heldCalls();
    const group = createGroupCommit<number, number>({
      runBatch: held.answer,
      runOne: async (item) => (await held.answer([item]))[0] as number,
      maxBatchSize: 3,
      maxCallsInFlight: 1,
    });
    const first = group.submit(1);
    await settle();
    expect(held.calls.map((call) => call.items)).toEqual([[1]]);
    const rest = [2, 3, 4, 5, 6].map((item) => group.submit(item));
    await settle();
    expect(held.calls).toHaveLength(1);
    held.calls[0]?.release();
    expect(await first).toBe(10);
    await settle();
    await settle();
    expect(held.calls.map((call) => call.items)).toEqual([[1], [2, 3, 4]]);
    held.calls[1]?.release();
    await settle();
    await settle();
    expect(held.calls.map((call) => call.items)).toEqual([[1], [2, 3, 4], [5, 6]]);
    held.calls[2]?.release();
    expect(await Promise.all(rest)).toEqual([20, 30, 40, 50, 60]);
  });

  it('runs each request of a failed batch on its own: one bad request never fails its neighbours', async () => {
    const failures: number[] = [];
    const group = createGroupCommit<number, number>({
      runBatch: async (items) => {
        if (items.includes(13)) throw new Error('a bad request in the batch');
        return items.map((item) => item * 10);
      },
      runOne: async (item) => {
        if (item === 13) throw new Error('the bad request');
        return item * 10;
      },
      maxBatchSize: 10,
      maxCallsInFlight: 1,
      onBatchFailed: (_error, size) => failures.push(size),
    });
    const answers = await Promise.allSettled([11, 12, 13, 14, 15].map((item) => group.submit(item)));
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : 'failed'))).toEqual([
      110,
      120,
      'failed',
      140,
      150,
    ]);
    // Sent in one turn of the event loop, the five went as one batch.
    expect(failures).toEqual([5]);
  });

  it('treats a batch answering the wrong number of results as failed', async () => {
    const group = createGroupCommit<number, number>({
      runBatch: async (items) => items.slice(1),
      runOne: async (item) => item + 1,
      maxBatchSize: 10,
      maxCallsInFlight: 1,
    });
    expect(await Promise.all([1, 2, 3].map((item) => group.submit(item)))).toEqual([2, 3, 4]);
  });

  it('answers every request with its own result, in any arrival pattern', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        async (items, maxBatchSize, maxCallsInFlight) => {
          let largest = 0;
          let inFlight = 0;
          let mostInFlight = 0;
          const run = async (batch: readonly number[]) => {
            inFlight += 1;
            mostInFlight = Math.max(mostInFlight, inFlight);
            largest = Math.max(largest, batch.length);
            await settle();
            inFlight -= 1;
            return batch.map((item) => item * 2);
          };
          const group = createGroupCommit<number, number>({
            runBatch: run,
            runOne: async (item) => (await run([item]))[0] as number,
            maxBatchSize,
            maxCallsInFlight,
          });
          const answers = await Promise.all(items.map((item) => group.submit(item)));
          expect(answers).toEqual(items.map((item) => item * 2));
          expect(largest).toBeLessThanOrEqual(maxBatchSize);
          expect(mostInFlight).toBeLessThanOrEqual(maxCallsInFlight);
        },
      ),
      { numRuns: 100 },
    );
  });
});
