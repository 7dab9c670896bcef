import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { seamlessWalletPaths } from '@croupier/contracts';
import { signedHeaders } from '@croupier/contracts/signing';
import { queryRows } from '../apps/server/src/db/client.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createSeamlessService } from '../apps/server/src/modules/seamless/index.js';
import { createWalletService } from '../apps/server/src/modules/wallet/index.js';
import { seamlessAnswerCodes } from '../apps/server/src/http/seamless-answer-codes.js';
import { createFundedMembers } from './bench-database.js';
import type { openBenchDatabase } from './bench-database.js';
import { measureMoneyRequests } from './money-load.js';
import type { DatabaseWork } from './database-work.js';

type Player = { token: string; playerId: string };

/** Players with 100,000.00 each and an open launch session at the house vendor. */
async function preparePlayers(handle: Awaited<ReturnType<typeof openBenchDatabase>>, count: number) {
  const { merchantId, members } = await createFundedMembers(handle, count, 'better');
  const [slot] = await queryRows<{ id: number; game_code: string }>(
    handle.db,
    sql`select id, game_code from game where merchant_id = ${merchantId}::uuid and engine like 'HOUSE:slot:%' limit 1`,
  );
  const wallet = createWalletService({ db: handle.db });
  const seamless = createSeamlessService({ db: handle.db, clock: systemClock, codes: seamlessAnswerCodes() });
  const vendorAccount = await wallet.systemAccount(merchantId, 'THB', 'game_vendor', 'HOUSE');
  const players: Player[] = [];
  for (const { memberId, mainAccountId } of members) {
    const { token } = await seamless.openSession({
      vendorCode: 'HOUSE',
      merchantId,
      memberId,
      mode: 'real',
      gameId: slot?.id ?? 0,
      gameCode: slot?.game_code ?? '',
      vendorGameId: 'slot:golden-temple',
      gameName: 'bench',
      currency: 'THB',
      currencyScale: 2,
      language: 'en',
      walletAccountId: mainAccountId,
      vendorAccountId: vendorAccount.id,
      lifetimeMs: 60 * 60 * 1000,
    });
    players.push({ token, playerId: memberId });
  }
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
