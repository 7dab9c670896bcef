import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMinor } from '@croupier/contracts';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { call } from '../test/account-helpers.js';
import { openTestDraw, runCycle, vietnamResult } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, callConsole, createPlayer, operatorToken, reconciliation } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { settleTicket, toPricedTicket } from '../modules/lottery/index.js';
import type { DrawResult } from '../modules/lottery/index.js';
import { lotteryTicket } from '../modules/lottery/lottery.tables.js';

let harness: TestApp;
let checker = '';

/** Northern results whose endings come from a few two-digit numbers, so the bets below win, lose and win twice. */
const resultArbitrary: fc.Arbitrary<DrawResult> = fc
  .array(fc.constantFrom('12', '27', '34', '45', '90'), { minLength: 27, maxLength: 27 })
  .map((endings) => vietnamResult('VN_N', endings));

const bets = [
  { pricing: 'fixed-odds', betTypeCode: 'VN_LO_2', selection: '27', unitStake: '1.00' },
  { pricing: 'fixed-odds', betTypeCode: 'VN_DE', selection: '45', unitStake: '2.00' },
  { pricing: 'fixed-odds', betTypeCode: 'VN_XIEN_2', selection: '12,34', unitStake: '3.00' },
];

beforeAll(async () => {
  harness = await createTestApp();
  checker = await operatorToken(harness, 'finance');
});
afterAll(async () => {
  await harness.close();
});

async function confirmResult(gameCode: string, numero: string, result: DrawResult) {
  const entry = await callConsole(harness.app, harness.operatorToken, 'POST', '/bo/lottery/results', {
    gameCode,
    numero,
    result,
  });
  expect(entry.statusCode).toBe(200);
  // The checker types the same result again (blind double entry).
  const confirmed = await callConsole(harness.app, checker, 'POST', '/bo/lottery/results/confirm', {
    entryId: entry.body.value.entryId,
    result,
  });
  expect(confirmed.statusCode).toBe(200);
}

describe('settling official draws on the ledger', () => {
  it('leaves balances as if the last confirmed result had come first, however many corrections came before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(resultArbitrary, { minLength: 1, maxLength: 3 }), async (results) => {
        const draw = await openTestDraw(harness.database.db, 'VN_N');
        const players: Player[] = [];
        for (let index = 0; index < 2; index += 1) {
          const player = await createPlayer(harness, {
            balanceMinor: 100_000n,
            paymentPassword: null,
            bankAccount: false,
          });
          const placed = await call(harness.app, 'POST', '/lgw/orders', {
            token: player.token,
            payload: { gameCode: 'VN_N', numero: draw.numero, bets: bets.slice(index) },
          });
          expect(placed.statusCode).toBe(200);
          players.push(player);
        }
        const before = await Promise.all(
          players.map(async (player) => parseMinor(await balanceOf(harness.app, player.token))),
        );
        await callConsole(harness.app, harness.operatorToken, 'POST', '/bo/lottery/draws/close', {
          gameCode: 'VN_N',
          numero: draw.numero,
        });
        for (const result of results) {
          await confirmResult('VN_N', draw.numero, result);
          await runCycle(harness.database.db);
        }
        await runCycle(harness.database.db);

        const last = results[results.length - 1] as DrawResult;
        const tickets = await harness.database.db.select().from(lotteryTicket).where(eq(lotteryTicket.drawId, draw.id));
        for (const [index, player] of players.entries()) {
          const expected = tickets
            .filter((ticket) => ticket.memberId === player.memberId)
            .reduce(
              (total, ticket) =>
                total + settleTicket(toPricedTicket(ticket, 'VN_N'), { status: 'RESULTED', result: last }).returnMinor,
              0n,
            );
          expect(parseMinor(await balanceOf(harness.app, player.token))).toBe((before[index] ?? 0n) + expected);
        }
        // The settled-bet stream (decision 0072) sums to each ticket's last settlement, however many corrections.
        for (const ticket of tickets) {
          const [events] = await queryRows<{ stake: string; payout: string; valid_bet: string }>(
            harness.database.db,
            sql`select coalesce(sum(stake_minor), 0)::text as stake, coalesce(sum(payout_minor), 0)::text as payout,
                  coalesce(sum(valid_bet_minor), 0)::text as valid_bet
                from settled_bet where source = 'lottery' and bet_key = ${String(ticket.id)}`,
          );
          const counted = ['WON', 'LOST', 'PUSH'].includes(ticket.status);
          expect(events).toEqual({
            stake: counted ? String(ticket.amountMinor) : '0',
            payout: counted ? String(ticket.returnedMinor) : '0',
            valid_bet: counted ? String(ticket.amountMinor) : '0',
          });
        }
      }),
      { numRuns: 6 },
    );
    expect((await reconciliation(harness)).balanced).toBe(true);
  });
});
