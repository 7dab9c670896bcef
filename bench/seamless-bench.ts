import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { seamlessWalletPaths } from '@croupier/contracts';
import { signedHeaders } from '@croupier/contracts/signing';
import { queryRows } from '../apps/server/src/db/client.js';
import { grantBonus } from '../apps/server/src/flows/shared/bonus-wallet.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { defaultContributions } from '../apps/server/src/modules/bonus/index.js';
import { createFundedMembers, openHouseSessions } from './bench-database.js';
import type { openBenchDatabase } from './bench-database.js';
import { measureMoneyRequests } from './money-load.js';
import type { DatabaseWork } from './database-work.js';

type Player = { token: string; playerId: string };

/**
 * Players with 100,000.00 each and an open launch session at the house vendor; with `withBonus`, each also holds an
 * active bonus grant (decision 0077), so every bet takes the bonus branch of the bet path (never a plain batch bet).
 */
async function preparePlayers(
  handle: Awaited<ReturnType<typeof openBenchDatabase>>,
  count: number,
  withBonus: boolean,
) {
  const { merchantId, members } = await createFundedMembers(handle, count, 'better');
  if (withBonus) {
    for (const { memberId } of members) {
      await grantBonus(handle.db, systemClock, {
        merchantId,
        memberId,
        currency: 'THB',
        source: 'operator',
        sourceRef: `bench:${memberId}`,
        amountMinor: 100_000n,
        title: { en: 'Bench bonus' },
        terms: {
          turnoverMultiplier: 10,
          basis: 'bonus',
          productFamily: 'casino',
          maxBetMinor: '50000',
          maxWinMultiplier: 5,
          expiryDays: 7,
          contributions: [...defaultContributions],
        },
      });
    }
  }
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
  /** Every player holds an active bonus grant. */
  withBonus?: boolean;
}) {
  return measureMoneyRequests({
    ...options,
    onWork: options.onWork && { requestTable: 'vendor_transaction', report: options.onWork },
    path: seamlessWalletPaths.bet,
    prepare: (handle, count) => preparePlayers(handle, count, options.withBonus ?? false),
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
