import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';
import { vendorTransfer } from '../modules/vendor-transfer/vendor-transfer.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { startTransferVendorDouble } from '../test/transfer-vendor-double.js';
import type { TransferVendorDouble } from '../test/transfer-vendor-double.js';
import {
  ledgerWallets,
  makeTransfersDue,
  playTypesOf,
  registerFundedPlayer,
  urlOfDatabase,
} from '../test/transfer-wallet-helpers.js';
import type { FundedPlayer } from '../test/transfer-wallet-helpers.js';
import { changeVendor, houseVendorSecret } from '../test/vendor-wallet-helpers.js';

const childScript = fileURLToPath(new URL('../test/transfer-crash-child.ts', import.meta.url));

/**
 * A process that makes one transfer-wallet move and is killed with SIGKILL the moment the vendor holds its call:
 * answers once it is dead.
 */
async function moveAndDie(input: {
  databaseUrl: string;
  player: FundedPlayer;
  move: Record<string, unknown>;
  vendor: TransferVendorDouble;
}) {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    env: {
      ...process.env,
      CRASH_DATABASE_URL: input.databaseUrl,
      CRASH_MEMBER_TOKEN: input.player.token,
      CRASH_MOVE: JSON.stringify(input.move),
      CRASH_REQUEST_KEY: `crash-test-${randomUUID()}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  let held = false;
  input.vendor.onHold(() => {
    if (held) return;
    held = true;
    child.kill('SIGKILL');
  });
  const signal = await exited;
  return { signal, held, output };
}

describe.skipIf(!process.env.DATABASE_URL)(
  'transfer-wallet crash windows (PostgreSQL, a killed process)',
  { timeout: 240_000 },
  () => {
    let testApp: TestApp;
    let vendor: TransferVendorDouble;
    let databaseUrl = '';
    let players = 0;

    beforeAll(async () => {
      testApp = await createTestApp();
      const secret = await houseVendorSecret(testApp.database.db);
      vendor = await startTransferVendorDouble({ vendorCode: 'HOUSE_TW', secret });
      await changeVendor(testApp.database.db, 'HOUSE_TW', { apiUrl: vendor.url });
      databaseUrl = await urlOfDatabase(testApp.database.db);
    });
    afterAll(async () => {
      await vendor.close();
      await testApp.close();
    });

    const newPlayer = () => {
      players += 1;
      return registerFundedPlayer(testApp.app, testApp.database.db, {
        operatorToken: testApp.operatorToken,
        username: `Crash${String(players).padStart(3, '0')}`,
        remoteAddress: `10.60.0.${players}`,
      });
    };

    /** A new app on the same database, as after a restart, with its sweeper on; answers once the transfer is resolved. */
    async function restartUntilResolved(player: FundedPlayer) {
      await makeTransfersDue(testApp.database.db, [player.id]);
      const database: DatabaseHandle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
      const app = await buildApp({
        db: database.db,
        logger: false,
        config: {
          TRUSTED_PROXIES: [],
          WEB_DIST_DIR: '/nonexistent',
          LOG_LEVEL: 'silent',
          VENDOR_TRANSFER_SWEEPER: true,
        },
      });
      try {
        for (let waited = 0; waited < 30_000; waited += 200) {
          const rows = await testApp.database.db
            .select()
            .from(vendorTransfer)
            .where(eq(vendorTransfer.memberId, player.id));
          if (rows.length > 0 && rows.every((row) => row.status !== 'pending')) return rows;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        throw new Error('the sweeper of the restarted app did not resolve the transfer');
      } finally {
        await app.close();
        await database.close();
      }
    }

    async function expectMoneyWhole(player: FundedPlayer, expected: { mainMinor: bigint; vendorMinor: bigint }) {
      expect(await ledgerWallets(testApp.database.db, player.id, 'HOUSE_TW')).toEqual(expected);
      expect(vendor.balanceOf(player.id, 'THB')).toBe(expected.vendorMinor);
      expect(await playTypesOf(testApp.database.db, player.id)).toEqual([]);
      const reconciliation = await createWalletService({ db: testApp.database.db }).reconcile();
      expect(reconciliation).toMatchObject({ balanced: true, mismatchedAccounts: [] });
    }

    it('a transfer in killed between its ledger hold and the vendor call is reversed after a restart', async () => {
      const player = await newPlayer();
      vendor.failNext('deposit', 'hold-before-apply');
      const died = await moveAndDie({
        databaseUrl,
        player,
        vendor,
        move: { vendorCode: 'HOUSE_TW', direction: 'in', amount: '1.00' },
      });
      expect(died).toMatchObject({ signal: 'SIGKILL', held: true });
      expect(died.output).not.toContain('answered');
      // Dead mid-move: the hold is in the ledger's vendor wallet, the vendor has nothing, the transfer is pending.
      expect(await ledgerWallets(testApp.database.db, player.id, 'HOUSE_TW')).toEqual({
        mainMinor: 99_900n,
        vendorMinor: 100n,
      });

      const [resolved] = await restartUntilResolved(player);
      expect(resolved).toMatchObject({ status: 'failed', failureCode: 'TRANSFER_UNKNOWN', resolvedBy: 'sweeper' });
      await expectMoneyWhole(player, { mainMinor: 100_000n, vendorMinor: 0n });
    });

    it('a transfer in killed between the vendor call and its completion is completed after a restart', async () => {
      const player = await newPlayer();
      vendor.failNext('deposit', 'hold-after-apply');
      const died = await moveAndDie({
        databaseUrl,
        player,
        vendor,
        move: { vendorCode: 'HOUSE_TW', direction: 'in', amount: '1.00' },
      });
      expect(died).toMatchObject({ signal: 'SIGKILL', held: true });

      const [resolved] = await restartUntilResolved(player);
      expect(resolved).toMatchObject({ status: 'completed', resolvedBy: 'sweeper' });
      await expectMoneyWhole(player, { mainMinor: 99_900n, vendorMinor: 100n });
    });

    it('a transfer out killed before the vendor call fails, and one killed after it completes, after a restart', async () => {
      const player = await newPlayer();
      const moveIn = await testApp.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: { host: 'localhost', authorization: `Bearer ${player.token}` },
        payload: { vendorCode: 'HOUSE_TW', direction: 'in', amount: '10.00' },
      });
      expect(moveIn.statusCode).toBe(200);

      vendor.failNext('withdraw', 'hold-before-apply');
      const before = await moveAndDie({
        databaseUrl,
        player,
        vendor,
        move: { vendorCode: 'HOUSE_TW', direction: 'out', amount: '4.00' },
      });
      expect(before).toMatchObject({ signal: 'SIGKILL', held: true });
      await restartUntilResolved(player);
      await expectMoneyWhole(player, { mainMinor: 99_000n, vendorMinor: 1_000n });

      vendor.failNext('withdraw', 'hold-after-apply');
      const after = await moveAndDie({
        databaseUrl,
        player,
        vendor,
        move: { vendorCode: 'HOUSE_TW', direction: 'out', amount: '4.00' },
      });
      expect(after).toMatchObject({ signal: 'SIGKILL', held: true });
      // The vendor paid out; the ledger has not heard of it yet.
      expect(vendor.balanceOf(player.id, 'THB')).toBe(600n);
      const resolved = await restartUntilResolved(player);
      expect(resolved.map((row) => row.status).sort()).toEqual(['completed', 'completed', 'failed']);
      await expectMoneyWhole(player, { mainMinor: 99_400n, vendorMinor: 600n });
    });
  },
);
