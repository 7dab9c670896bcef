import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { BonusCostReport } from '@croupier/contracts';
import { seamlessWalletPaths, zonedDateParts } from '@croupier/contracts';
import { systemClock } from '../lib/clock.js';
import { defaultContributions } from '../modules/bonus/index.js';
import { game } from '../modules/games/games.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { createPlayer, operatorToken } from '../test/withdrawal-helpers.js';
import { forfeitGrant, grantBonus } from './shared/bonus-wallet.js';

let harness: TestApp;
let secret: string;
let merchantId: string;
let support: string;

beforeAll(async () => {
  harness = await createTestApp();
  secret = await houseVendorSecret(harness.database.db);
  merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
  support = await operatorToken(harness, 'support');
});
afterAll(async () => {
  await harness.close();
});

const send = (path: string, body: unknown) => signedCall(harness.app, path, body, { secret });

describe('the bonus cost report', () => {
  it("counts a dead grant's share of a round it funded as forfeited, and a take-back of it subtracts", async () => {
    const player = await createPlayer(harness, { balanceMinor: 10_000n });
    const { grantId } = await grantBonus(harness.database.db, systemClock, {
      merchantId,
      memberId: player.memberId,
      currency: 'THB',
      source: 'promotion',
      sourceRef: `test:cost:${randomUUID()}`,
      amountMinor: 100_000n,
      title: { en: 'Cost test bonus' },
      terms: {
        turnoverMultiplier: 10,
        basis: 'bonus',
        productFamily: 'casino',
        maxBetMinor: '50000',
        maxWinMultiplier: 5,
        expiryDays: 14,
        contributions: [...defaultContributions],
      },
    });
    const [slot] = await harness.database.db
      .select({ engine: game.engine })
      .from(game)
      .where(and(eq(game.merchantId, merchantId), eq(game.gameType, 'RNG'), sql`${game.engine} like 'HOUSE:%'`));
    const { token } = await launchToken(harness.app, harness.database.db, {
      memberToken: player.token,
      engine: slot?.engine ?? '',
    });
    const seat = { token, playerId: player.memberId };
    const roundId = randomUUID();
    // 100.00 of cash and 400.00 of bonus at stake, then the grant dies: its 600.00 left is forfeited.
    const bet = await send(seamlessWalletPaths.bet, {
      ...seat,
      transactionId: randomUUID(),
      roundId,
      currency: 'THB',
      amount: '500.00',
    });
    expect(bet.statusCode).toBe(200);
    await forfeitGrant(harness.database.db, systemClock, { grantId, reason: 'player_opt_out' });
    // The round wins 1,000.00: the grant's share (800.00) goes to bonus_forfeit, not to the player.
    const winId = randomUUID();
    const win = await send(seamlessWalletPaths.win, {
      ...seat,
      transactionId: winId,
      roundId,
      currency: 'THB',
      amount: '1000.00',
      // The round stays open, so the vendor may still take the win back.
      closeRound: false,
    });
    expect(win.statusCode).toBe(200);

    const day = (() => {
      const parts = zonedDateParts(new Date(), 'Asia/Bangkok');
      return `${parts.year}-${parts.month}-${parts.day}`;
    })();
    const report = async () => {
      const answer = await call(harness.app, 'GET', `/bo/bonus-cost/demo?from=${day}&to=${day}`, {
        token: support,
        headers: { language: 'en' },
      });
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
      return (answer.body.value as BonusCostReport).rows;
    };
    expect(await report()).toEqual([
      {
        day,
        promotionId: null,
        promotionTitle: 'Cost test bonus',
        grants: 1,
        granted: '1000.00',
        converted: '0.00',
        forfeited: '1400.00',
      },
    ]);
    // The vendor takes the win back: the dead grant's share comes back out of bonus_forfeit.
    const rollback = await send(seamlessWalletPaths.rollback, {
      ...seat,
      transactionId: randomUUID(),
      referenceTransactionId: winId,
      roundId,
    });
    expect(rollback.statusCode, JSON.stringify(rollback.body)).toBe(200);
    expect((await report())[0]?.forfeited).toBe('600.00');
  });
});
