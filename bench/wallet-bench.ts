import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createSessionService } from '../apps/server/src/modules/session/index.js';
import { createWalletService } from '../apps/server/src/modules/wallet/index.js';
import { setTransferWalletVendors } from '../apps/server/src/test/vendor-wallet-helpers.js';
import { createFundedMembers, openBenchDatabase } from './bench-database.js';

export type WalletBenchRow = {
  database: string;
  players: string;
  'debits/s': string;
  'p50 ms': string;
  'p99 ms': string;
  failures: string;
};

/** Players with 100,000.00 each and a live session: the debits of the benchmark draw on them. */
async function preparePlayers(handle: Awaited<ReturnType<typeof openBenchDatabase>>, count: number) {
  const { merchantId, members } = await createFundedMembers(handle, count, 'bench');
  const sessions = createSessionService({ db: handle.db, clock: systemClock });
  const tokens: string[] = [];
  for (const { memberId } of members) {
    const { token } = await sessions.startSession({
      merchantId,
      memberId,
      ip: '127.0.0.1',
      userAgent: 'bench',
      lifetimes: { idleMinutes: 60, lifetimeHours: 24 },
    });
    tokens.push(token);
  }
  return tokens;
}

/**
 * Debits through HTTP: each request moves 0.01 from a player's main wallet to their vendor wallet
 * (GCS_walletTransfer), with many players at once and with one hot player.
 */
export async function benchmarkWallet(options: {
  serverUrl: string | undefined;
  seconds: number;
  connections: number;
}) {
  const rows: WalletBenchRow[] = [];
  for (const players of [200, 1]) {
    const handle = await openBenchDatabase(options.serverUrl, Math.max(10, options.connections));
    // The ledger-only vendor wallet: this measures the ledger's guarded debit, not a vendor's transfer API.
    await setTransferWalletVendors(handle.db, 'demo', ['HOUSE']);
    const tokens = await preparePlayers(handle, players);
    const app = await buildApp({
      db: handle.db,
      logger: false,
      config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    let counter = 0;
    const result = await autocannon({
      url: `${address}/wps/relay/GCS_walletTransfer`,
      connections: options.connections,
      duration: options.seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            counter += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                host: 'localhost',
                authorization: `Bearer ${tokens[counter % tokens.length] ?? ''}`,
              },
              body: JSON.stringify({ vendorCode: 'HOUSE', direction: 'in', amount: '0.01' }),
            };
          },
        },
      ],
    });
    const reconciliation = await createWalletService({ db: handle.db }).reconcile();
    rows.push({
      database: handle.kind,
      players: String(players),
      'debits/s': result.requests.average.toFixed(0),
      'p50 ms': String(result.latency.p50),
      'p99 ms': String(result.latency.p99),
      failures: `${result.non2xx + result.errors}${reconciliation.balanced ? '' : ' (ledger NOT balanced)'}`,
    });
    await app.close();
    await handle.close();
  }
  return rows;
}
