import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { seamlessWalletPaths } from '@croupier/contracts';
import { signedHeaders } from '@croupier/contracts/signing';
import { queryRows } from '../apps/server/src/db/client.js';
import { createFundedMembers, openHouseSessions } from './bench-database.js';
import type { openBenchDatabase } from './bench-database.js';
import { measureMoneyRequests } from './money-load.js';
import type { DatabaseWork } from './database-work.js';

type Player = { token: string; playerId: string };

/** Players with 100,000.00 each and an open launch session at the house vendor. */
async function preparePlayers(handle: Awaited<ReturnType<typeof openBenchDatabase>>, count: number) {
  const { merchantId, members } = await createFundedMembers(handle, count, 'better');
  const sessions = await openHouseSessions(handle, merchantId, members, 'bench');
  const players: Player[] = sessions.map(({ memberId, token }) => ({ token, playerId: memberId }));
  const [vendor] = await queryRows<{ secret: string }>(
    handle.db,
    sql`select secret from seamless_vendor where code = 'HOUSE'`,
  );
  return { players, secret: vendor?.secret ?? '' };
}

/**
 * Signed bets through the full HTTP path, as a vendor sends them: each request is a new transaction of 0.01,
 * signed with HMAC-SHA256 by the load generator, verified, and applied in one database call. Many players at
 * once, then one hot player.
 */
export function benchmarkSeamlessBets(options: {
  serverUrl: string | undefined;
  seconds: number;
  connections: number;
  onWork?: (players: number, work: DatabaseWork) => void;
}) {
  return measureMoneyRequests({
    ...options,
    onWork: options.onWork && { requestTable: 'vendor_transaction', report: options.onWork },
    path: seamlessWalletPaths.bet,
    prepare: preparePlayers,
    request: ({ players, secret }, counter) => {
      const player = players[counter % players.length] ?? { token: '', playerId: '' };
      const body = JSON.stringify({
        token: player.token,
        playerId: player.playerId,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        amount: '0.01',
        currency: 'THB',
      });
      return { headers: signedHeaders({ vendorCode: 'HOUSE', secret, body, now: Date.now() }), body };
    },
  });
}
