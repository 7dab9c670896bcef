import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';
import { gameRound } from '../modules/games/games.tables.js';
import { vendorRoundFeed } from '../modules/vendor-transfer/vendor-transfer.tables.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { startTransferVendorDouble } from '../test/transfer-vendor-double.js';
import type { TransferVendorDouble } from '../test/transfer-vendor-double.js';
import { registerFundedPlayer, urlOfDatabase } from '../test/transfer-wallet-helpers.js';
import { changeVendor, houseVendorSecret } from '../test/vendor-wallet-helpers.js';
import { readVendorRoundFeed } from './shared/vendor-round-feed.js';

/** Readers of one vendor's round feed on two instances (two pools of one PostgreSQL database) at the same time. */
describe.skipIf(!process.env.DATABASE_URL)(
  'the round feed read by racing instances (PostgreSQL)',
  { timeout: 120_000 },
  () => {
    let testApp: TestApp;
    let second: DatabaseHandle;
    let vendor: TransferVendorDouble;

    beforeAll(async () => {
      testApp = await createTestApp({ poolSize: 10 });
      const secret = await houseVendorSecret(testApp.database.db);
      vendor = await startTransferVendorDouble({ vendorCode: 'HOUSE_TW', secret });
      await changeVendor(testApp.database.db, 'HOUSE_TW', { apiUrl: vendor.url, secret, enabled: true });
      second = await openDatabase({ kind: 'postgres', url: await urlOfDatabase(testApp.database.db), poolSize: 10 });
    });
    afterAll(async () => {
      await second.close();
      await vendor.close();
      await testApp.close();
    });

    it('records every round once with its last figures, whichever reader got there, and never moves back', async () => {
      const player = await registerFundedPlayer(testApp.app, testApp.database.db, {
        operatorToken: testApp.operatorToken,
        username: 'FeedRacer1',
        remoteAddress: '10.71.0.1',
      });
      vendor.setBalance(player.id, 'THB', 1_000_000n);
      for (let round = 1; round <= 1_200; round += 1)
        vendor.playRound(player.id, 'THB', {
          roundId: `race-${round}`,
          gameCode: 'any-game',
          stakeMinor: 100n,
          winMinor: round % 3 === 0 ? 250n : 0n,
        });
      // A round changed again: the feed gives it at its new place with its whole figures.
      vendor.playRound(player.id, 'THB', { roundId: 'race-7', gameCode: 'any-game', stakeMinor: 100n, winMinor: 900n });

      const readers = [testApp.database.db, second.db, testApp.database.db, second.db];
      const results = await Promise.all(readers.map((db) => readVendorRoundFeed(db, 'HOUSE_TW')));
      // One reader at a time across instances: the others found the feed busy and left it.
      expect(results.filter((result) => !result.busy).length).toBeGreaterThanOrEqual(1);
      const again = await readVendorRoundFeed(second.db, 'HOUSE_TW');
      expect(again.busy).toBe(false);

      const rows = await testApp.database.db
        .select({ roundId: gameRound.roundId, stakeMinor: gameRound.stakeMinor, winMinor: gameRound.winMinor })
        .from(gameRound)
        .where(and(eq(gameRound.memberId, player.id), eq(gameRound.vendorCode, 'HOUSE_TW')));
      expect(rows).toHaveLength(1_200);
      expect(rows.find((row) => row.roundId === 'race-7')).toMatchObject({ stakeMinor: 100n, winMinor: 900n });
      const stake = rows.reduce((sum, row) => sum + row.stakeMinor, 0n);
      const win = rows.reduce((sum, row) => sum + row.winMinor, 0n);
      expect(stake).toBe(120_000n);
      expect(win).toBe(400n * 250n + 900n);
      const [feed] = await testApp.database.db
        .select()
        .from(vendorRoundFeed)
        .where(eq(vendorRoundFeed.vendorCode, 'HOUSE_TW'));
      expect(feed?.position).toBe(1_201);
    });
  },
);
