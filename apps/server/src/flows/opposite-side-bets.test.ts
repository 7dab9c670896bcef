import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { GameType } from '@croupier/contracts';
import { formatMinor, seamlessWalletPaths } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { runBonusEnginePass } from '../jobs/run-bonus-engine.js';
import { systemClock } from '../lib/clock.js';
import { findGrant } from '../modules/bonus/index.js';
import type { StoredBonusTerms } from '../modules/bonus/index.js';
import { game } from '../modules/games/games.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { findVendorByCode } from '../modules/seamless/index.js';
import { callSeamlessPostBatch } from '../modules/seamless/seamless.repository.js';
import type { PostInput } from '../modules/seamless/seamless.repository.js';
import { hashSecret } from '../lib/secret-token.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { balanceOf, createPlayer } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { grantBonus } from './shared/bonus-wallet.js';

/**
 * Opposite-side bets (issue #19, decision 0080): the part of a stake a vendor reports as covered by the player's
 * opposite bets in the same round (banker and player, red and black) moves money like any stake but is no valid bet:
 * the settled-bet stream's valid bet, bonus wagering and rebates leave it out; a rollback or void takes it back.
 */

let harness: TestApp;
let secret: string;
let merchantId: string;
let liveGameId: number;
const paths = seamlessWalletPaths;

/** Every bet counts in full, so the turnover is the stakes the rule leaves in. */
const terms: StoredBonusTerms = {
  turnoverMultiplier: 100,
  basis: 'bonus',
  productFamily: 'casino',
  maxBetMinor: null,
  maxWinMultiplier: null,
  expiryDays: 14,
  contributions: [{ scope: 'default', reference: '', percent: 100 }],
};

type Seat = { token: string; playerId: string };

async function engineOf(category: GameType): Promise<{ engine: string; id: number }> {
  const rows = await harness.database.db
    .select({ engine: game.engine, id: game.id })
    .from(game)
    .where(and(eq(game.merchantId, merchantId), eq(game.gameType, category), sql`${game.engine} like 'HOUSE:%'`))
    .orderBy(game.id);
  const row = rows[0];
  if (!row?.engine) throw new Error(`no house game of ${category}`);
  return { engine: row.engine, id: Number(row.id) };
}

async function seat(player: Player, category: GameType): Promise<Seat> {
  const { engine } = await engineOf(category);
  const { token } = await launchToken(harness.app, harness.database.db, { memberToken: player.token, engine });
  return { token, playerId: player.memberId };
}

const send = async (path: string, body: unknown) => {
  const answer = await signedCall(harness.app, path, body, { secret });
  return { ...answer, value: (answer.body.value ?? {}) as Record<string, unknown> };
};

/** A table bet of the round: `amount` in all, `hedged` of it covered by opposite bets. */
async function bet(at: Seat, roundId: string, amount: string, hedged?: string) {
  const transactionId = randomUUID();
  const answer = await send(paths.bet, {
    ...at,
    transactionId,
    roundId,
    currency: 'THB',
    amount,
    ...(hedged === undefined ? {} : { hedged }),
  });
  expect(answer.statusCode).toBe(200);
  return transactionId;
}

async function close(at: Seat, roundId: string, win = '0') {
  const answer = await send(paths.win, { ...at, transactionId: randomUUID(), roundId, currency: 'THB', amount: win });
  expect(answer.statusCode).toBe(200);
}

async function roundOf(player: Player, roundId: string) {
  const [row] = await queryRows<{ stake_minor: string; hedged_minor: string; status: string }>(
    harness.database.db,
    sql`select stake_minor::text, hedged_minor::text, status from game_round
      where member_id = ${player.memberId}::uuid and round_id = ${roundId}`,
  );
  return row;
}

/** The round's settled-bet totals after its last event. */
async function settledOf(player: Player, roundId: string) {
  const [row] = await queryRows<{
    event_type: string;
    stake_total_minor: string;
    valid_bet_total_minor: string;
    hedged_total_minor: string;
    valid_bet_minor: string;
    hedged_minor: string;
  }>(
    harness.database.db,
    sql`select event_type, stake_total_minor::text, valid_bet_total_minor::text, hedged_total_minor::text,
        valid_bet_minor::text, hedged_minor::text
      from settled_bet where source = 'round' and member_id = ${player.memberId}::uuid
        and bet_key like ${`%:${roundId}:${player.memberId}`}
      order by event_no desc limit 1`,
  );
  return row;
}

async function turnoverOf(grantId: string) {
  const row = await findGrant(harness.database.db, grantId);
  if (!row) throw new Error('no grant');
  return formatMinor(BigInt(row.turnover_done_minor));
}

const countTurnover = () => runBonusEnginePass({ db: harness.database.db, clock: systemClock });

async function grantTo(player: Player) {
  const { grantId } = await grantBonus(harness.database.db, systemClock, {
    merchantId,
    memberId: player.memberId,
    currency: 'THB',
    source: 'operator',
    sourceRef: `test:hedge:${randomUUID()}`,
    amountMinor: 100_000n,
    title: { th: 'โบนัส', en: 'Bonus' },
    terms,
  });
  return grantId;
}

beforeAll(async () => {
  harness = await createTestApp();
  secret = await houseVendorSecret(harness.database.db);
  merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
  liveGameId = (await engineOf('LIVE')).id;
  await harness.database.db.execute(sql`update game set valid_bet_percent = 100 where id = ${liveGameId}`);
});
afterAll(async () => {
  await harness.close();
});

describe('the hedged part of a stake on the wire', () => {
  it('refuses a hedged part larger than the stake with a field code, and moves no money', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n });
    const live = await seat(player, 'LIVE');
    const roundId = randomUUID();
    const tooMuch = await send(paths.bet, {
      ...live,
      transactionId: randomUUID(),
      roundId,
      currency: 'THB',
      amount: '100.00',
      hedged: '100.01',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body.code).toBe('VALIDATION_FAILED');
    expect(tooMuch.value.fields).toEqual([{ path: 'hedged', message: 'HEDGED_EXCEEDS_STAKE' }]);
    const betWin = await send(paths.betWin, {
      ...live,
      transactionId: randomUUID(),
      roundId,
      currency: 'THB',
      bet: '5',
      win: '0',
      hedged: '5.5',
    });
    expect(betWin.statusCode).toBe(400);
    expect(betWin.value.fields).toEqual([{ path: 'hedged', message: 'HEDGED_EXCEEDS_STAKE' }]);
    const malformed = await send(paths.bet, {
      ...live,
      transactionId: randomUUID(),
      roundId,
      currency: 'THB',
      amount: '10',
      hedged: '-1',
    });
    expect(malformed.statusCode).toBe(400);
    // A malformed stake next to a hedged part is the stake's own issue, never a failed comparison (a 500).
    const badStake = await send(paths.bet, {
      ...live,
      transactionId: randomUUID(),
      roundId,
      currency: 'THB',
      amount: 'ten',
      hedged: '1',
    });
    expect(badStake.statusCode).toBe(400);
    expect(badStake.value.fields).toEqual([expect.objectContaining({ path: 'amount' })]);
    expect(await balanceOf(harness.app, player.token)).toBe('1000.00');
    expect(await roundOf(player, roundId)).toBeUndefined();
  });

  it('a retry with another hedged part is another request (DUPLICATE_TRANSACTION)', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n });
    const live = await seat(player, 'LIVE');
    const body = { ...live, transactionId: randomUUID(), roundId: randomUUID(), currency: 'THB', amount: '20.00' };
    expect((await send(paths.bet, { ...body, hedged: '20.00' })).statusCode).toBe(200);
    expect((await send(paths.bet, { ...body, hedged: '20.00' })).statusCode).toBe(200);
    expect((await send(paths.bet, { ...body, hedged: '10.00' })).body.code).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceOf(harness.app, player.token)).toBe('980.00');
  });
});

describe('opposite-side bets are no valid bet', () => {
  it('leaves the hedged part out of a grant’s turnover and the stream’s valid bet; a rollback and a void take it back', async () => {
    const player = await createPlayer(harness, { balanceMinor: 500_000n });
    const grantId = await grantTo(player);
    const live = await seat(player, 'LIVE');
    const slots = await seat(player, 'RNG');

    // Banker 100 and player 100 (hedged 200) plus a slot spin of 50: only the spin counts.
    const even = randomUUID();
    await bet(live, even, '200.00', '200.00');
    expect(await roundOf(player, even)).toMatchObject({ stake_minor: '20000', hedged_minor: '20000' });
    await close(live, even, '195.00');
    const spin = await send(paths.betWin, {
      ...slots,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      currency: 'THB',
      bet: '50.00',
      win: '0',
    });
    expect(spin.statusCode).toBe(200);
    await countTurnover();
    expect(await turnoverOf(grantId)).toBe('50.00');
    expect(await settledOf(player, even)).toMatchObject({
      event_type: 'SETTLED',
      stake_total_minor: '20000',
      hedged_total_minor: '20000',
      valid_bet_total_minor: '0',
    });
    // The money moved in full: 5,000.00 - 200.00 + 195.00 - 50.00.
    expect(await balanceOf(harness.app, player.token)).toBe('4945.00');

    // Banker 300 and player 100 (hedged 200): 200.00 counts.
    const uneven = randomUUID();
    await bet(live, uneven, '400.00', '200.00');
    await close(live, uneven);
    await countTurnover();
    expect(await turnoverOf(grantId)).toBe('250.00');
    expect(await settledOf(player, uneven)).toMatchObject({
      valid_bet_total_minor: '20000',
      hedged_total_minor: '20000',
    });

    // Banker 100, then player 100 in a second bet (hedged 100 of it), which is rolled back: the round's hedged part
    // goes with it and the banker bet counts in full.
    const undone = randomUUID();
    await bet(live, undone, '100.00');
    const second = await bet(live, undone, '100.00', '100.00');
    expect(await roundOf(player, undone)).toMatchObject({ stake_minor: '20000', hedged_minor: '10000' });
    const rollback = await send(paths.rollback, {
      ...live,
      transactionId: randomUUID(),
      referenceTransactionId: second,
      roundId: undone,
    });
    expect(rollback.statusCode).toBe(200);
    expect(await roundOf(player, undone)).toMatchObject({ stake_minor: '10000', hedged_minor: '0' });
    await close(live, undone);
    await countTurnover();
    expect(await turnoverOf(grantId)).toBe('350.00');
    expect(await settledOf(player, undone)).toMatchObject({ valid_bet_total_minor: '10000', hedged_total_minor: '0' });

    // A void of the uneven round takes back what it counted (200.00), not its stake (400.00).
    const voided = await send(paths.voidRound, {
      ...live,
      transactionId: randomUUID(),
      roundId: uneven,
      reason: 'dealer error',
    });
    expect(voided.statusCode).toBe(200);
    expect(await roundOf(player, uneven)).toMatchObject({ stake_minor: '0', hedged_minor: '0', status: 'cancelled' });
    expect(await settledOf(player, uneven)).toMatchObject({
      event_type: 'VOIDED',
      valid_bet_minor: '-20000',
      hedged_minor: '-20000',
    });
    await countTurnover();
    expect(await turnoverOf(grantId)).toBe('150.00');
  });

  it('takes the game’s valid-bet percent of the unhedged part only', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n });
    const live = await seat(player, 'LIVE');
    await harness.database.db.execute(sql`update game set valid_bet_percent = 50 where id = ${liveGameId}`);
    try {
      const roundId = randomUUID();
      await bet(live, roundId, '300.00', '200.00');
      await close(live, roundId);
      expect(await settledOf(player, roundId)).toMatchObject({
        stake_total_minor: '30000',
        valid_bet_total_minor: '5000',
      });
    } finally {
      await harness.database.db.execute(sql`update game set valid_bet_percent = 100 where id = ${liveGameId}`);
    }
  });

  it('gives no rebate on the hedged part', async () => {
    const player = await createPlayer(harness, { balanceMinor: 100_000n });
    const live = await seat(player, 'LIVE');
    const hedgedOnly = randomUUID();
    await bet(live, hedgedOnly, '200.00', '200.00');
    await close(live, hedgedOnly);
    const uneven = randomUUID();
    await bet(live, uneven, '400.00', '200.00');
    await close(live, uneven);
    await countTurnover();
    const page = await call(harness.app, 'GET', '/wps/member/rebate', { token: player.token });
    expect(page.statusCode).toBe(200);
    const lines = (page.body.value as { categories: { category: string; unclaimed: string }[] }).categories;
    // LIVE at 0.50 % of the 200.00 left in: 1.0000 (600.00 staked would give 3.0000).
    expect(lines.find((line) => line.category === 'LIVE')?.unclaimed).toBe('1.0000');
  });
});

describe('the bet path in batches', () => {
  it('records the hedged part of plain bets applied as a set, and of those run one by one', async () => {
    const vendor = await findVendorByCode(harness.database.db, 'HOUSE');
    if (!vendor) throw new Error('no house vendor');
    const first = await createPlayer(harness, { balanceMinor: 100_000n });
    const second = await createPlayer(harness, { balanceMinor: 100_000n });
    const seats = [await seat(first, 'LIVE'), await seat(second, 'LIVE')];
    const sharedRound = randomUUID();
    const requests = [
      // Two plain bets of different players (applied as a set) and two bets of one round (run one by one).
      { at: seats[0], player: first, roundId: randomUUID(), betMinor: 30_000n, hedgedMinor: 20_000n },
      { at: seats[1], player: second, roundId: randomUUID(), betMinor: 10_000n, hedgedMinor: 0n },
      { at: seats[1], player: second, roundId: sharedRound, betMinor: 5_000n, hedgedMinor: 0n },
      { at: seats[1], player: second, roundId: sharedRound, betMinor: 5_000n, hedgedMinor: 5_000n },
    ];
    const inputs: PostInput[] = requests.map((request) => {
      const transactionId = randomUUID();
      return {
        vendorId: vendor.id,
        vendorCode: vendor.code,
        kind: 'bet',
        transactionId,
        requestHash: transactionId,
        requestBody: '{}',
        tokenHash: hashSecret(request.at?.token ?? ''),
        playerId: request.player.memberId,
        roundId: request.roundId,
        currency: 'THB',
        betMinor: request.betMinor,
        hedgedMinor: request.hedgedMinor,
        winMinor: 0n,
        referenceTransactionId: null,
        closeRound: true,
        voidReason: null,
        maxWinMinor: vendor.maxWinMinor,
        maxRoundWinMinor: vendor.maxRoundWinMinor,
      };
    });
    // Only the accepted answer's text is needed: every request here must be accepted (a refusal has no status).
    const codes = JSON.stringify({ OK: { status: 200, message: '' } });
    const rows = await callSeamlessPostBatch(harness.database.db, inputs, codes);
    expect(rows.map((row) => row.http_status)).toEqual([200, 200, 200, 200]);
    const recorded = await queryRows<{ transaction_id: string; bet_hedged_minor: string }>(
      harness.database.db,
      sql`select transaction_id, bet_hedged_minor::text from vendor_transaction
        where transaction_id in (${sql.join(
          inputs.map((input) => sql`${input.transactionId}`),
          sql`, `,
        )})`,
    );
    expect(
      inputs.map((input) => recorded.find((row) => row.transaction_id === input.transactionId)?.bet_hedged_minor),
    ).toEqual(['20000', '0', '0', '5000']);
    expect(await roundOf(first, requests[0]?.roundId ?? '')).toMatchObject({
      stake_minor: '30000',
      hedged_minor: '20000',
    });
    expect(await roundOf(second, sharedRound)).toMatchObject({ stake_minor: '10000', hedged_minor: '5000' });
  });
});
