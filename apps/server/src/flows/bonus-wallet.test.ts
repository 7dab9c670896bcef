import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { GameType } from '@croupier/contracts';
import { formatMinor, seamlessWalletPaths } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { runBonusEnginePass } from '../jobs/run-bonus-engine.js';
import { systemClock } from '../lib/clock.js';
import { defaultContributions, findGrant } from '../modules/bonus/index.js';
import type { StoredBonusTerms } from '../modules/bonus/index.js';
import { game } from '../modules/games/games.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { createPlayer, reconciliation } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { forfeitGrant, grantBonus } from './shared/bonus-wallet.js';

/**
 * The engagement reference's worked example §3.8 (100 % deposit match of 1,000 THB, 10× turnover, live casino at 10 %,
 * max bet 500, max win 5×), played through the seamless wallet and counted from the settled-bet stream, to the cent.
 * Its "sports" rows use a card game against other players: also a 0 % contribution.
 */

let harness: TestApp;
let secret: string;
let merchantId: string;
const paths = seamlessWalletPaths;

const welcomeTerms: StoredBonusTerms = {
  turnoverMultiplier: 10,
  basis: 'bonus',
  productFamily: 'casino',
  maxBetMinor: '50000',
  maxWinMultiplier: 5,
  expiryDays: 14,
  contributions: [...defaultContributions],
};

type Seat = { token: string; playerId: string };

async function engineOf(category: GameType): Promise<string> {
  const rows = await harness.database.db
    .select({ engine: game.engine })
    .from(game)
    .where(and(eq(game.merchantId, merchantId), eq(game.gameType, category), sql`${game.engine} like 'HOUSE:%'`));
  const engine = rows[0]?.engine;
  if (!engine) throw new Error(`no house game of ${category}`);
  return engine;
}

async function seat(player: Player, category: GameType): Promise<Seat> {
  const { token } = await launchToken(harness.app, harness.database.db, {
    memberToken: player.token,
    engine: await engineOf(category),
  });
  return { token, playerId: player.memberId };
}

const send = async (path: string, body: unknown) => {
  const answer = await signedCall(harness.app, path, body, { secret });
  return { ...answer, value: (answer.body.value ?? {}) as Record<string, string> };
};

/** One whole round: a stake and its payout (0 loses), settled. */
async function play(at: Seat, stake: string, payout: string) {
  return send(paths.betWin, {
    ...at,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    currency: 'THB',
    bet: stake,
    win: payout,
  });
}

async function cashOf(player: Player) {
  const wallet = createWalletService({ db: harness.database.db });
  const main = await wallet.mainWallet(merchantId, 'THB', player.memberId);
  return formatMinor(main.balanceMinor ?? 0n);
}

async function grantState(grantId: string) {
  const row = await findGrant(harness.database.db, grantId);
  if (!row) throw new Error('no grant');
  return {
    status: row.status,
    balance: formatMinor(BigInt(row.balance_minor)),
    done: formatMinor(BigInt(row.turnover_done_minor)),
    converted: formatMinor(BigInt(row.converted_minor)),
    forfeited: formatMinor(BigInt(row.forfeited_minor)),
  };
}

const countTurnover = () => runBonusEnginePass({ db: harness.database.db, clock: systemClock });

async function welcome(player: Player, amountMinor = 100_000n) {
  const { grantId } = await grantBonus(harness.database.db, systemClock, {
    merchantId,
    memberId: player.memberId,
    currency: 'THB',
    source: 'promotion',
    sourceRef: `test:welcome:${randomUUID()}`,
    amountMinor,
    title: { th: 'โบนัสต้อนรับ', en: 'Welcome bonus' },
    terms: welcomeTerms,
    depositMinor: 100_000n,
  });
  return grantId;
}

beforeAll(async () => {
  harness = await createTestApp();
  secret = await houseVendorSecret(harness.database.db);
  merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
});
afterAll(async () => {
  await harness.close();
});

describe('the bonus wallet: the worked example of a 100 % deposit match', () => {
  it('plays cash first, splits wins by funding, refuses the max bet and 0 % games on bonus money, converts once', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n });
    const grantId = await welcome(player);
    expect(await grantState(grantId)).toMatchObject({ status: 'active', balance: '1000.00', done: '0.00' });
    const slots = await seat(player, 'RNG');
    const live = await seat(player, 'LIVE');
    const cards = await seat(player, 'PVP');

    // The vendor is told cash plus bonus.
    const balance = await send(paths.balance, slots);
    expect(balance.value.balance).toBe('2000.00');

    expect((await play(slots, '400.00', '0')).statusCode).toBe(200);
    await countTurnover();
    expect([await cashOf(player), await grantState(grantId)]).toMatchObject([
      '600.00',
      { balance: '1000.00', done: '400.00' },
    ]);

    expect((await play(live, '500.00', '0')).statusCode).toBe(200);
    await countTurnover();
    expect([await cashOf(player), await grantState(grantId)]).toMatchObject([
      '100.00',
      { balance: '1000.00', done: '450.00' },
    ]);

    // Row 3: 100 of cash and 400 of bonus; the payout of 1,000 splits 200 to cash, 800 to the grant.
    const row3 = await play(live, '500.00', '1000.00');
    expect(row3.value.balance).toBe('1600.00');
    await countTurnover();
    expect([await cashOf(player), await grantState(grantId)]).toMatchObject([
      '200.00',
      { balance: '1400.00', done: '500.00' },
    ]);

    const row4 = await play(live, '600.00', '0');
    expect(row4.statusCode).toBe(409);
    expect(row4.body.code).toBe('MAX_BET_EXCEEDED');
    expect(row4.value.maxBet).toBe('500.00');

    expect((await play(cards, '200.00', '0')).statusCode).toBe(200);
    const row6 = await play(cards, '100.00', '0');
    expect(row6.body.code).toBe('BONUS_GAME_NOT_ELIGIBLE');
    await countTurnover();
    expect([await cashOf(player), await grantState(grantId)]).toMatchObject([
      '0.00',
      { balance: '1400.00', done: '500.00' },
    ]);

    // 9,500 more of slot stakes, all funded by the grant; one spin wins 2,300 on 500, so the grant holds 3,200.
    for (let spin = 0; spin < 18; spin += 1) expect((await play(slots, '500.00', '500.00')).statusCode).toBe(200);
    await countTurnover();
    expect(await grantState(grantId)).toMatchObject({ status: 'active', balance: '1400.00', done: '9500.00' });
    expect((await play(slots, '500.00', '2300.00')).statusCode).toBe(200);
    await countTurnover();
    expect(await grantState(grantId)).toMatchObject({
      status: 'completed',
      balance: '0.00',
      done: '10000.00',
      converted: '3200.00',
      forfeited: '0.00',
    });
    expect(await cashOf(player)).toBe('3200.00');
    // Counting again converts nothing more.
    await countTurnover();
    expect(await cashOf(player)).toBe('3200.00');
    expect((await reconciliation(harness)).balanced).toBe(true);
  });

  it('caps what becomes cash at five times the bonus and forfeits the rest', async () => {
    const player = await createPlayer(harness, { balanceMinor: 0n });
    const grantId = await welcome(player);
    const slots = await seat(player, 'RNG');
    // 500 staked from the grant wins 6,800: the grant holds 7,300.
    expect((await play(slots, '500.00', '6800.00')).statusCode).toBe(200);
    for (let spin = 0; spin < 19; spin += 1) expect((await play(slots, '500.00', '500.00')).statusCode).toBe(200);
    await countTurnover();
    expect(await grantState(grantId)).toMatchObject({
      status: 'completed',
      converted: '5000.00',
      forfeited: '2300.00',
    });
    expect(await cashOf(player)).toBe('5000.00');
  });

  it('undoes a voided round on both sides: stake back, payout back, turnover back', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n });
    const grantId = await welcome(player);
    const slots = await seat(player, 'RNG');
    const live = await seat(player, 'LIVE');
    await play(slots, '400.00', '0');
    await play(live, '500.00', '0');
    await countTurnover();
    const roundId = randomUUID();
    await send(paths.betWin, {
      ...live,
      transactionId: randomUUID(),
      roundId,
      currency: 'THB',
      bet: '500.00',
      win: '1000.00',
    });
    await countTurnover();
    expect([await cashOf(player), await grantState(grantId)]).toMatchObject([
      '200.00',
      { balance: '1400.00', done: '500.00' },
    ]);
    const voided = await send(paths.voidRound, {
      ...live,
      transactionId: randomUUID(),
      roundId,
      reason: 'Dealer misdeal',
    });
    expect(voided.statusCode).toBe(200);
    await countTurnover();
    expect([await cashOf(player), await grantState(grantId)]).toMatchObject([
      '100.00',
      { balance: '1000.00', done: '450.00' },
    ]);
    expect((await reconciliation(harness)).balanced).toBe(true);
  });

  it('pays a dead grant nothing: after a forfeit, a win of a round it funded pays only the cash share', async () => {
    const player = await createPlayer(harness, { balanceMinor: 10_000n });
    const grantId = await welcome(player);
    const slots = await seat(player, 'RNG');
    const roundId = randomUUID();
    // 100 of cash and 400 of bonus at stake in an open round.
    await send(paths.bet, { ...slots, transactionId: randomUUID(), roundId, currency: 'THB', amount: '500.00' });
    await forfeitGrant(harness.database.db, systemClock, { grantId, reason: 'player_opt_out' });
    expect(await grantState(grantId)).toMatchObject({ status: 'forfeited', forfeited: '600.00' });
    const win = await send(paths.win, {
      ...slots,
      transactionId: randomUUID(),
      roundId,
      currency: 'THB',
      amount: '1000.00',
    });
    expect(win.statusCode).toBe(200);
    expect(win.value.balance).toBe('200.00');
    expect(await cashOf(player)).toBe('200.00');
    expect((await reconciliation(harness)).balanced).toBe(true);
    const [forfeits] = await queryRows<{ total: string }>(
      harness.database.db,
      sql`select coalesce(sum(t.amount_minor), 0)::text as total from ledger_transfer t
        where t.metadata ->> 'grantId' = ${grantId} and t.type = 'win'`,
    );
    expect(forfeits?.total).toBe('80000');
  });

  it('refuses a grant to a member under a time-out, and answers a replay with the first grant', async () => {
    const player = await createPlayer(harness, { balanceMinor: 0n });
    const sourceRef = `test:once:${randomUUID()}`;
    const input = {
      merchantId,
      memberId: player.memberId,
      currency: 'THB',
      source: 'promotion' as const,
      sourceRef,
      amountMinor: 5_000n,
      title: { en: 'Free bonus' },
      terms: welcomeTerms,
    };
    const first = await grantBonus(harness.database.db, systemClock, input);
    expect(await grantBonus(harness.database.db, systemClock, input)).toEqual({
      grantId: first.grantId,
      replayed: true,
    });
    await expect(grantBonus(harness.database.db, systemClock, { ...input, amountMinor: 6_000n })).rejects.toThrow(
      'CONFLICT',
    );
    await harness.database.db.execute(
      sql`update member set protected_until = now() + interval '1 day' where id = ${player.memberId}::uuid`,
    );
    await expect(
      grantBonus(harness.database.db, systemClock, { ...input, sourceRef: `${sourceRef}:2` }),
    ).rejects.toThrow('PROMOTION_NOT_ELIGIBLE');
  });
});
