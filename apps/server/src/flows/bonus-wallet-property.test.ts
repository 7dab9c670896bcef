import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import type { GameType } from '@croupier/contracts';
import { formatMinor, seamlessWalletPaths } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { runBonusEnginePass } from '../jobs/run-bonus-engine.js';
import { systemClock } from '../lib/clock.js';
import { contributionOf, defaultContributions, findGrant, weightedStake } from '../modules/bonus/index.js';
import type { StoredBonusTerms } from '../modules/bonus/index.js';
import { game } from '../modules/games/games.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { createPlayer, fund, reconciliation } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { forfeitGrant, grantBonus } from './shared/bonus-wallet.js';

/**
 * The bonus wallet's invariants (engagement reference §3.10) under a random stream of deposits, bets, wins, voids,
 * rollbacks, grants, opt-outs, expiries and counting passes: the ledger sums to zero and every wallet equals its
 * entries (W1, L1); no bonus rule ever takes cash (W2: the only moves out of the cash wallet are the player's stakes,
 * a vendor taking back what it paid, and withdrawals); each grant converts at most once and never above its cap (W5);
 * turnover kept equals turnover rebuilt from the settled-bet stream (D7).
 */

let harness: TestApp;
let secret: string;
let merchantId: string;
const paths = seamlessWalletPaths;
const categories = ['RNG', 'LIVE', 'PVP'] as const satisfies readonly GameType[];
const engines = new Map<string, string>();

const terms: StoredBonusTerms = {
  turnoverMultiplier: 1,
  basis: 'bonus',
  productFamily: 'casino',
  maxBetMinor: '30000',
  maxWinMultiplier: 3,
  expiryDays: 7,
  contributions: [...defaultContributions],
};

type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'grant'; amount: number }
  | { kind: 'spin'; category: (typeof categories)[number]; stake: number; payout: number }
  | { kind: 'bet'; category: (typeof categories)[number]; stake: number }
  | { kind: 'settle'; payout: number }
  | { kind: 'void' }
  | { kind: 'rollback' }
  | { kind: 'optOut' }
  | { kind: 'expire' }
  | { kind: 'count' };

const money = (max: number) => fc.integer({ min: 1, max });
const category = fc.constantFrom(...categories);
const payout = fc.oneof(fc.constant(0), money(40_000), money(120_000));
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('spin' as const), category, stake: money(35_000), payout }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('bet' as const), category, stake: money(35_000) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const), payout }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 5_000, max: 40_000 }) }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'count' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deposit' as const), amount: money(10_000) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'void' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'rollback' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'optOut' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
);

const amountText = (minor: number) => formatMinor(BigInt(minor));

async function run(player: Player, steps: readonly Step[]) {
  const seats = new Map<string, { token: string; playerId: string }>();
  const seat = async (category: string) => {
    const known = seats.get(category);
    if (known) return known;
    const { token } = await launchToken(harness.app, harness.database.db, {
      memberToken: player.token,
      engine: engines.get(category),
    });
    const made = { token, playerId: player.memberId };
    seats.set(category, made);
    return made;
  };
  let open: { seat: { token: string; playerId: string }; roundId: string; betId: string } | null = null;
  let lastRound: { seat: { token: string; playerId: string }; roundId: string } | null = null;
  const send = (path: string, body: Record<string, unknown>) => signedCall(harness.app, path, body, { secret });
  for (const current of steps) {
    switch (current.kind) {
      case 'deposit':
        await fund(harness, player.memberId, BigInt(current.amount));
        break;
      case 'grant':
        await grantBonus(harness.database.db, systemClock, {
          merchantId,
          memberId: player.memberId,
          currency: 'THB',
          source: 'promotion',
          sourceRef: `property:${randomUUID()}`,
          amountMinor: BigInt(current.amount),
          title: { en: 'Property bonus' },
          terms,
        });
        break;
      case 'spin': {
        const at = await seat(current.category);
        const roundId = randomUUID();
        await send(paths.betWin, {
          ...at,
          transactionId: randomUUID(),
          roundId,
          currency: 'THB',
          bet: amountText(current.stake),
          win: amountText(current.payout),
        });
        lastRound = { seat: at, roundId };
        break;
      }
      case 'bet': {
        if (open) break;
        const at = await seat(current.category);
        const roundId = randomUUID();
        const betId = randomUUID();
        const answer = await send(paths.bet, {
          ...at,
          transactionId: betId,
          roundId,
          currency: 'THB',
          amount: amountText(current.stake),
        });
        if (answer.statusCode === 200) open = { seat: at, roundId, betId };
        break;
      }
      case 'settle':
        if (!open) break;
        await send(paths.win, {
          ...open.seat,
          transactionId: randomUUID(),
          roundId: open.roundId,
          currency: 'THB',
          amount: amountText(current.payout),
        });
        lastRound = open;
        open = null;
        break;
      case 'void':
        if (!lastRound) break;
        await send(paths.voidRound, {
          ...lastRound.seat,
          transactionId: randomUUID(),
          roundId: lastRound.roundId,
          reason: 'Property test void',
        });
        break;
      case 'rollback':
        if (!open) break;
        await send(paths.rollback, {
          ...open.seat,
          transactionId: randomUUID(),
          referenceTransactionId: open.betId,
          roundId: open.roundId,
        });
        open = null;
        break;
      case 'optOut': {
        const [live] = await queryRows<{ id: string }>(
          harness.database.db,
          sql`select id from bonus_grant where member_id = ${player.memberId}::uuid and status = 'active'`,
        );
        if (live) await forfeitGrant(harness.database.db, systemClock, { grantId: live.id, reason: 'player_opt_out' });
        break;
      }
      case 'expire':
        await harness.database.db.execute(
          sql`update bonus_grant set expires_at = now() - interval '1 second'
            where member_id = ${player.memberId}::uuid and status = 'active'`,
        );
        await runBonusEnginePass({ db: harness.database.db, clock: systemClock });
        break;
      case 'count':
        await runBonusEnginePass({ db: harness.database.db, clock: systemClock });
        break;
    }
  }
  await runBonusEnginePass({ db: harness.database.db, clock: systemClock });
}

async function checkInvariants(player: Player) {
  expect((await reconciliation(harness)).balanced).toBe(true);

  const cashOut = await queryRows<{ type: string }>(
    harness.database.db,
    sql`select distinct t.type from ledger_transfer t join ledger_account a on a.id = t.debit_account_id
      where a.member_id = ${player.memberId}::uuid and a.kind = 'player_main'`,
  );
  for (const row of cashOut) expect(['bet', 'rollback', 'withdrawal_hold']).toContain(row.type);

  const grants = await queryRows<{ id: string; granted_minor: string; converted_minor: string; status: string }>(
    harness.database.db,
    sql`select id, granted_minor::text, converted_minor::text, status from bonus_grant
      where member_id = ${player.memberId}::uuid`,
  );
  for (const grant of grants) {
    const [conversions] = await queryRows<{ count: string; total: string }>(
      harness.database.db,
      sql`select count(*)::text as count, coalesce(sum(amount_minor), 0)::text as total from ledger_transfer
        where reference = ${grant.id} and type = 'bonus_convert'`,
    );
    expect(Number(conversions?.count)).toBeLessThanOrEqual(1);
    expect(conversions?.total).toBe(grant.converted_minor);
    expect(BigInt(grant.converted_minor)).toBeLessThanOrEqual(BigInt(grant.granted_minor) * 3n);
    if (Number(conversions?.count) === 1) expect(grant.status).toBe('completed');
  }

  const [active] = await queryRows<{ id: string }>(
    harness.database.db,
    sql`select id from bonus_grant where member_id = ${player.memberId}::uuid and status = 'active'`,
  );
  if (active) {
    const grant = await findGrant(harness.database.db, active.id);
    if (!grant?.activated_at) throw new Error('active grant without activation');
    const events = await queryRows<{
      source: string;
      bet_key: string;
      stake_minor: string;
      game_type: string;
      vendor_code: string;
      game_code: string;
      first_settled_at: Date | string;
    }>(
      harness.database.db,
      sql`select s.source, s.bet_key, s.stake_minor::text, s.game_type, s.vendor_code, s.game_code,
          (select f.settled_at from settled_bet f where f.source = s.source and f.bet_key = s.bet_key and f.event_no = 1)
            as first_settled_at
        from settled_bet s where s.member_id = ${player.memberId}::uuid`,
    );
    let rebuilt = 0n;
    for (const event of events) {
      if (new Date(event.first_settled_at).getTime() < new Date(grant.activated_at).getTime()) continue;
      const percent = contributionOf(grant.terms.contributions, {
        gameCode: event.game_code,
        vendorCode: event.vendor_code,
        category: event.game_type,
      });
      rebuilt += weightedStake(BigInt(event.stake_minor), percent);
    }
    expect(BigInt(grant.turnover_done_minor)).toBe(rebuilt < 0n ? 0n : rebuilt);
  }
}

beforeAll(async () => {
  harness = await createTestApp();
  secret = await houseVendorSecret(harness.database.db);
  merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
  for (const category of categories) {
    const [row] = await harness.database.db
      .select({ engine: game.engine })
      .from(game)
      .where(and(eq(game.merchantId, merchantId), eq(game.gameType, category), sql`${game.engine} like 'HOUSE:%'`));
    if (!row?.engine) throw new Error(`no house game of ${category}`);
    engines.set(category, row.engine);
  }
});
afterAll(async () => {
  await harness.close();
});

describe('the bonus wallet under a random stream', () => {
  it('keeps every invariant', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const player = await createPlayer(harness, { balanceMinor: 5_000n, bankAccount: false });
        await run(player, [{ kind: 'grant', amount: 20_000 }, ...steps]);
        await checkInvariants(player);
      }),
      { numRuns: 20 },
    );
  });
});
