import { systemClock } from '../apps/server/src/lib/clock.js';
import { createSessionService } from '../apps/server/src/modules/session/index.js';
import { setTransferWalletVendors } from '../apps/server/src/test/vendor-wallet-helpers.js';
import { createFundedMembers } from './bench-database.js';
import type { openBenchDatabase } from './bench-database.js';
import { measureMoneyRequests } from './money-load.js';

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
export function benchmarkWallet(options: { serverUrl: string | undefined; seconds: number; connections: number }) {
  return measureMoneyRequests({
    ...options,
    path: '/wps/relay/GCS_walletTransfer',
    prepare: async (handle, count) => {
      // The ledger-only vendor wallet: this measures the ledger's guarded debit, not a vendor's transfer API.
      await setTransferWalletVendors(handle.db, 'demo', ['HOUSE']);
      return preparePlayers(handle, count);
    },
    request: (tokens, counter) => ({
      headers: {
        'content-type': 'application/json',
        host: 'localhost',
        authorization: `Bearer ${tokens[counter % tokens.length] ?? ''}`,
      },
      body: JSON.stringify({ vendorCode: 'HOUSE', direction: 'in', amount: '0.01' }),
    }),
  });
}
