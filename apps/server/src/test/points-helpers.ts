import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { GameType } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { runPointsPass } from '../jobs/run-points.js';
import type { Clock } from '../lib/clock.js';
import { systemClock } from '../lib/clock.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { call } from './account-helpers.js';
import type { TestApp } from './test-app.js';
import { paymentPassword } from './withdrawal-helpers.js';
import type { Player } from './withdrawal-helpers.js';

/**
 * Points tests settle rounds straight into `game_round` (whose triggers emit the settled-bet stream exactly as the
 * wallet's writers do) and run the points job by hand.
 */
export async function pointsFixture(harness: TestApp) {
  const merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
  const games = new Map<GameType, { id: number; code: string; vendor: string }>();
  for (const category of ['RNG', 'LIVE'] as const) {
    const [row] = await queryRows<{ id: string; code: string; vendor: string }>(
      harness.database.db,
      sql`select id, game_code as code, vendor_code as vendor from game
        where merchant_id = ${merchantId}::uuid and game_type = ${category} order by id limit 1`,
    );
    if (!row) throw new Error(`no ${category} game`);
    // Valid bets equal stakes here, so the ratios read plainly.
    await harness.database.db.execute(sql`update game set valid_bet_percent = 100 where id = ${row.id}`);
    games.set(category, { id: Number(row.id), code: row.code, vendor: row.vendor });
  }

  async function settle(player: Pick<Player, 'memberId'>, category: 'RNG' | 'LIVE', stakeMinor: bigint) {
    const game = games.get(category);
    if (!game) throw new Error(`no ${category} game`);
    const roundId = randomUUID();
    await harness.database.db.execute(sql`insert into game_round (merchant_id, vendor_code, round_id, game_id,
        game_code, member_id, currency, stake_minor, win_minor, bonus_stake_minor, status, started_at, settled_at)
      values (${merchantId}::uuid, ${game.vendor}, ${roundId}, ${game.id}, ${game.code}, ${player.memberId}::uuid,
        'THB', ${stakeMinor}, 0, 0, 'settled', now(), now())`);
    return roundId;
  }

  async function voidRound(roundId: string) {
    await harness.database.db.execute(sql`update game_round set status = 'cancelled', stake_minor = 0, win_minor = 0,
        bonus_stake_minor = 0, voided_at = now(), void_reason = 'test' where round_id = ${roundId}`);
  }

  const run = (clock: Clock = systemClock) => runPointsPass({ db: harness.database.db, clock });

  const balance = async (player: Pick<Player, 'token'>) => {
    const answer = await call(harness.app, 'GET', '/wps/relay/MCS2_getPointBalance', { token: player.token });
    if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body.value as unknown as {
      balance: string;
      held: string;
      expiringSoon: { date: string; points: string }[];
    };
  };

  const items = async (player: Pick<Player, 'token'>) => {
    const answer = await call(harness.app, 'GET', '/wps/relay/MCS2_getPointReward?pageSize=100', {
      token: player.token,
    });
    return (
      answer.body.value as unknown as {
        content: { id: string; type: string; name: string; stockLeft: number; pointsCost: string }[];
      }
    ).content;
  };

  const redeem = (
    player: Pick<Player, 'token'>,
    itemId: string,
    options: { key?: string; quantity?: number; password?: string } = {},
  ) =>
    call(harness.app, 'POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      token: player.token,
      payload: { itemId, quantity: options.quantity ?? 1, paymentPassword: options.password ?? paymentPassword },
      headers: { 'idempotency-key': options.key ?? randomUUID() },
    });

  const convert = (player: Pick<Player, 'token'>, points: string, options: { key?: string; password?: string } = {}) =>
    call(harness.app, 'POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
      token: player.token,
      payload: { points, paymentPassword: options.password ?? paymentPassword },
      headers: { 'idempotency-key': options.key ?? randomUUID() },
    });

  /** A mall item of the demo brand made for one test, so tests never share stock. */
  async function makeItem(item: {
    type: 'cash' | 'bonus' | 'physical';
    pointsCost: bigint;
    creditMinor?: bigint | null;
    stockLeft: number;
    perMemberLimit?: number | null;
    turnoverMultiplier?: number;
  }) {
    const [row] = await queryRows<{ id: string }>(
      harness.database.db,
      sql`insert into mall_item (merchant_id, type, name, points_cost, credit_minor, stock_left, per_member_limit,
          turnover_multiplier)
        values (${merchantId}::uuid, ${item.type}, ${JSON.stringify({ en: `Test ${item.type}` })}::jsonb,
          ${item.pointsCost}, ${item.type === 'physical' ? null : (item.creditMinor ?? 1_000n)}, ${item.stockLeft},
          ${item.perMemberLimit ?? null}, ${item.turnoverMultiplier ?? 0})
        returning id`,
    );
    if (!row) throw new Error('item not made');
    return row.id;
  }

  /** Points straight onto the member by settling RNG rounds (1 point per 100.00 in the demo rules). */
  async function earn(player: Pick<Player, 'memberId'>, points: bigint, clock?: Clock) {
    await settle(player, 'RNG', points * 10_000n);
    await run(clock);
  }

  return { merchantId, settle, voidRound, run, balance, items, redeem, convert, makeItem, earn };
}

/** Σ of the member's lots' remaining, their spendable and held balances, and their points by movement type. */
export async function pointsBook(harness: TestApp, memberId: string) {
  const [lots] = await queryRows<{ remaining: string }>(
    harness.database.db,
    sql`select coalesce(sum(remaining), 0)::text as remaining from points_lot where member_id = ${memberId}::uuid`,
  );
  const accounts = await queryRows<{ kind: string; balance: string }>(
    harness.database.db,
    sql`select kind, balance::text from points_account where member_id = ${memberId}::uuid`,
  );
  const moves = await queryRows<{ type: string; points: string }>(
    harness.database.db,
    sql`select type, sum(points)::text as points from points_transfer where member_id = ${memberId}::uuid group by type`,
  );
  const byType = Object.fromEntries(moves.map((row) => [row.type, BigInt(row.points)]));
  return {
    lots: BigInt(lots?.remaining ?? '0'),
    balance: BigInt(accounts.find((row) => row.kind === 'member')?.balance ?? '0'),
    held: BigInt(accounts.find((row) => row.kind === 'member_held')?.balance ?? '0'),
    moved: (type: string) => byType[type] ?? 0n,
  };
}
