import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { pointsBook, pointsFixture } from '../test/points-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { callConsole, createPlayer, operatorToken } from '../test/withdrawal-helpers.js';

/**
 * The points book under random sequences (decision 0082, reference PT1 and PT2): earn, redeem, approve, reject,
 * convert and the passing of time (expiry). After every step the member's points equal a plain model's (lots spent
 * oldest first, each expiring 365 days after it was earned), earned − spent − expired = balance + held, the held
 * points are the redemptions in process, and Σ remaining of the lots is the spendable balance.
 */

let harness: TestApp;
let fixture: Awaited<ReturnType<typeof pointsFixture>>;
let reviewer: string;
const dayMs = 86_400_000;

beforeAll(async () => {
  harness = await createTestApp();
  fixture = await pointsFixture(harness);
  reviewer = await operatorToken(harness, 'finance');
});
afterAll(async () => {
  await harness.close();
});

type Step =
  | { kind: 'earn'; points: number }
  | { kind: 'wait'; days: number }
  | { kind: 'redeem'; cost: number }
  | { kind: 'approve'; pick: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'convert'; hundreds: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), points: fc.integer({ min: 1, max: 600 }) }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ kind: fc.constant('redeem' as const), cost: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('convert' as const), hundreds: fc.integer({ min: 1, max: 4 }) }),
);

type ModelLot = { expiresDay: number; order: number; remaining: number };
type ModelRedemption = { points: number; uses: { lot: ModelLot; points: number }[] };

describe('the points book', () => {
  it('keeps earned − spent − expired = balance over random earn/redeem/reject/expire/convert sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
        const player = await createPlayer(harness);
        const start = Date.now() - 600 * dayMs;
        let day = 0;
        const clock = fixedClock(new Date(start));
        const lots: ModelLot[] = [];
        const open: ModelRedemption[] = [];
        let order = 0;
        let earned = 0;
        let spent = 0;
        let expired = 0;
        let held = 0;
        const available = () => lots.reduce((sum, lot) => sum + lot.remaining, 0);
        const expireModel = () => {
          for (const lot of lots)
            if (lot.expiresDay <= day && lot.remaining > 0) {
              expired += lot.remaining;
              lot.remaining = 0;
            }
        };
        const take = (points: number) => {
          const uses: { lot: ModelLot; points: number }[] = [];
          let left = points;
          for (const lot of [...lots].sort((a, b) => a.expiresDay - b.expiresDay || a.order - b.order)) {
            if (left === 0) break;
            const taken = Math.min(lot.remaining, left);
            if (taken === 0) continue;
            lot.remaining -= taken;
            uses.push({ lot, points: taken });
            left -= taken;
          }
          return uses;
        };
        const item = await fixture.makeItem({ type: 'physical', pointsCost: 1n, stockLeft: 100_000 });

        for (const current of steps) {
          clock.set(new Date(start + day * dayMs));
          if (current.kind === 'earn') {
            await fixture.earn(player, BigInt(current.points), clock);
            lots.push({ expiresDay: day + 365, order: (order += 1), remaining: current.points });
            earned += current.points;
            expireModel();
          } else if (current.kind === 'wait') {
            day += current.days;
            clock.set(new Date(start + day * dayMs));
            await fixture.run(clock);
            expireModel();
          } else if (current.kind === 'redeem') {
            // The test item costs 1 point, so the quantity is the cost.
            const quantity = Math.min(current.cost, 100);
            const answer = await fixture.redeem(player, item, { quantity });
            if (available() >= quantity) {
              expect(answer.statusCode).toBe(200);
              open.push({ points: quantity, uses: take(quantity) });
              held += quantity;
            } else expect(answer.body.code).toBe('POINTS_INSUFFICIENT');
          } else if (current.kind === 'convert') {
            const points = current.hundreds * 100;
            const answer = await fixture.convert(player, String(points));
            if (available() >= points) {
              expect(answer.statusCode).toBe(200);
              take(points);
              spent += points;
            } else expect(answer.body.code).toBe('POINTS_INSUFFICIENT');
          } else if (open.length > 0) {
            const queue = await callConsole(
              harness.app,
              reviewer,
              'GET',
              '/bo/points/demo/redemptions?status=in_process&pageSize=200',
            );
            const mine = (queue.body.value.content as { id: string; username: string }[]).filter(
              (row) => row.username === player.username,
            );
            const index = current.pick % open.length;
            const target = mine[index];
            const modelled = open[index];
            if (!target || !modelled) throw new Error('redemption missing');
            const decided = await callConsole(
              harness.app,
              reviewer,
              'POST',
              `/bo/points/demo/redemptions/${target.id}/${current.kind}`,
              current.kind === 'reject' ? { reason: 'property' } : undefined,
            );
            expect(decided.statusCode).toBe(200);
            open.splice(index, 1);
            held -= modelled.points;
            if (current.kind === 'approve') spent += modelled.points;
            else for (const use of modelled.uses) use.lot.remaining += use.points;
          }

          const book = await pointsBook(harness, player.memberId);
          expect(book.balance).toBe(BigInt(available()));
          expect(book.held).toBe(BigInt(held));
          expect(book.lots).toBe(book.balance);
          expect(BigInt(earned - spent - expired)).toBe(book.balance + book.held);
          expect(book.moved('earn') - book.moved('burn') - book.moved('convert') - book.moved('expire')).toBe(
            book.balance + book.held,
          );
          expect(book.moved('hold') - book.moved('burn') - book.moved('release')).toBe(book.held);
        }
      }),
      { numRuns: 8 },
    );
  });
});
