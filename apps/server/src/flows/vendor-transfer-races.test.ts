import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';
import { vendorTransfer } from '../modules/vendor-transfer/vendor-transfer.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { startTransferVendorDouble } from '../test/transfer-vendor-double.js';
import type { TransferVendorDouble } from '../test/transfer-vendor-double.js';
import {
  ledgerWallets,
  makeTransfersDue,
  registerFundedPlayer,
  urlOfDatabase,
} from '../test/transfer-wallet-helpers.js';
import type { FundedPlayer } from '../test/transfer-wallet-helpers.js';
import { changeVendor, houseVendorSecret } from '../test/vendor-wallet-helpers.js';
import { resolveDueVendorTransfers } from './vendor-wallets.js';

/** Two app instances on one PostgreSQL database, each with its own pool: what two app servers are. */
describe.skipIf(!process.env.DATABASE_URL)(
  'transfer-wallet races across instances (PostgreSQL)',
  { timeout: 240_000 },
  () => {
    let testApp: TestApp;
    let second: DatabaseHandle;
    let secondApp: FastifyInstance;
    let vendor: TransferVendorDouble;
    let players = 0;

    beforeAll(async () => {
      testApp = await createTestApp({ poolSize: 20 });
      const secret = await houseVendorSecret(testApp.database.db);
      vendor = await startTransferVendorDouble({ vendorCode: 'HOUSE_TW', secret });
      await changeVendor(testApp.database.db, 'HOUSE_TW', { apiUrl: vendor.url });
      second = await openDatabase({ kind: 'postgres', url: await urlOfDatabase(testApp.database.db), poolSize: 20 });
      secondApp = await buildApp({
        db: second.db,
        logger: false,
        config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' },
      });
    });
    afterAll(async () => {
      await secondApp.close();
      await second.close();
      await vendor.close();
      await testApp.close();
    });

    const newPlayer = () => {
      players += 1;
      return registerFundedPlayer(testApp.app, testApp.database.db, {
        operatorToken: testApp.operatorToken,
        username: `Racer${String(players).padStart(3, '0')}`,
        remoteAddress: `10.70.0.${players}`,
      });
    };
    const move = (app: FastifyInstance, player: FundedPlayer, payload: Record<string, unknown>, key?: string) =>
      call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
        token: player.token,
        payload,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });
    const statusCalls = () => vendor.calls.filter((entry) => entry.operation === 'status').length;
    const silentStatus = (times: number) =>
      vendor.failNext('status', ...Array.from({ length: times }, () => 'drop-before-apply' as const));

    async function expectBooksClean() {
      const reconciliation = await createWalletService({ db: testApp.database.db }).reconcile();
      expect(reconciliation).toMatchObject({ balanced: true, mismatchedAccounts: [] });
    }

    it("two instances' sweepers racing over the same pending transfers ask about and resolve each once", async () => {
      const racers: FundedPlayer[] = [];
      for (let index = 0; index < 6; index += 1) {
        const player = await newPlayer();
        vendor.failNext('deposit', index % 2 === 0 ? 'drop-before-apply' : 'drop-after-apply');
        silentStatus(3);
        expect(
          (await move(testApp.app, player, { vendorCode: 'HOUSE_TW', direction: 'in', amount: '10' })).body.code,
        ).toBe('VENDOR_TRANSFER_PENDING');
        racers.push(player);
      }
      await makeTransfersDue(
        testApp.database.db,
        racers.map((player) => player.id),
      );
      const asked = statusCalls();
      const passes = await Promise.all(
        [testApp.database.db, second.db, testApp.database.db, second.db].map((db) => resolveDueVendorTransfers({ db })),
      );
      const total = (key: 'completed' | 'failed' | 'pending' | 'busy') =>
        passes.reduce((sum, pass) => sum + pass[key], 0);
      expect({ completed: total('completed'), failed: total('failed'), pending: total('pending') }).toEqual({
        completed: 3,
        failed: 3,
        pending: 0,
      });
      expect(statusCalls() - asked).toBe(6);
      for (const [index, player] of racers.entries()) {
        const landed = index % 2 === 1;
        expect(await ledgerWallets(testApp.database.db, player.id, 'HOUSE_TW')).toEqual({
          mainMinor: landed ? 99_000n : 100_000n,
          vendorMinor: landed ? 1_000n : 0n,
        });
        expect(vendor.balanceOf(player.id, 'THB')).toBe(landed ? 1_000n : 0n);
      }
      await expectBooksClean();
    });

    it('a transfer racing its own sweep, on two instances, is resolved once', async () => {
      for (const fault of ['drop-after-apply', 'drop-before-apply'] as const) {
        const player = await newPlayer();
        vendor.failNext('deposit', fault);
        silentStatus(3);
        const payload = { vendorCode: 'HOUSE_TW', direction: 'in', amount: '50' };
        const key = `race-own-sweep-${fault}`;
        expect((await move(testApp.app, player, payload, key)).body.code).toBe('VENDOR_TRANSFER_PENDING');
        await makeTransfersDue(testApp.database.db, [player.id]);

        const answers = await Promise.all([
          move(testApp.app, player, payload, key),
          move(secondApp, player, payload, key),
          resolveDueVendorTransfers({ db: testApp.database.db }),
          resolveDueVendorTransfers({ db: second.db }),
        ]);
        const rows = await testApp.database.db
          .select()
          .from(vendorTransfer)
          .where(eq(vendorTransfer.memberId, player.id));
        expect(rows).toHaveLength(1);
        expect(rows[0]?.status).not.toBe('pending');
        const completed = rows[0]?.status === 'completed';
        // Whichever came first, both requests give the transfer's one answer.
        for (const answer of answers.slice(0, 2))
          if (completed) expect(answer).toMatchObject({ statusCode: 200, body: { value: { main: '950.00' } } });
          else expect(answer).toMatchObject({ body: { code: 'VENDOR_TRANSFER_FAILED' } });
        if (fault === 'drop-after-apply') expect(completed).toBe(true);
        const atVendor = completed ? 5_000n : 0n;
        expect(vendor.balanceOf(player.id, 'THB')).toBe(atVendor);
        expect(await ledgerWallets(testApp.database.db, player.id, 'HOUSE_TW')).toEqual({
          mainMinor: 100_000n - atVendor,
          vendorMinor: atVendor,
        });
      }
      await expectBooksClean();
    });

    it('moves of one wallet from two instances while the player wins there book the win exactly once', async () => {
      const player = await newPlayer();
      await move(testApp.app, player, { vendorCode: 'HOUSE_TW', direction: 'in', amount: '100' });
      vendor.setBalance(player.id, 'THB', 10_500n);
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_unused, index) =>
          move(index % 2 === 0 ? testApp.app : secondApp, player, {
            vendorCode: 'HOUSE_TW',
            direction: index % 4 < 2 ? 'in' : 'out',
            amount: '1.00',
          }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode >= 500 && answer.statusCode !== 504)).toEqual([]);
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBe(16);
      const recovered = await move(secondApp, player, { recoverAll: true });
      expect(recovered.body.value).toMatchObject({ main: '1005.00', vendors: [{ balance: '0.00' }] });
      expect(await ledgerWallets(testApp.database.db, player.id, 'HOUSE_TW')).toEqual({
        mainMinor: 100_500n,
        vendorMinor: 0n,
      });
      await expectBooksClean();
    });
  },
);
