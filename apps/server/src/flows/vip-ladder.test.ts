import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VipLevelSettings } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { runVipLadderPass } from '../jobs/run-vip-ladder.js';
import type { Clock } from '../lib/clock.js';
import { fixedClock, systemClock } from '../lib/clock.js';
import { createMemberService } from '../modules/member/index.js';
import { findMerchantByCode, findMerchantIdByCode } from '../modules/merchant/index.js';
import { call } from '../test/account-helpers.js';
import { allAtOnce, onPostgres } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, callConsole, createPlayer } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { evaluateVipMember } from './vip-ladder.js';
import { claimVipGift } from './vip-member.js';

/**
 * The VIP ladder (decision 0081, engagement reference §5): levels rise at once to the highest level whose rule holds
 * (all or any), a level-up gift per crossed level once per lifetime, relegation one level a month after the
 * protection period unless switched off, monthly gifts, and invariants V1 to V6. Bets are settled rounds written
 * into `game_round`, whose triggers emit the settled-bet stream as the wallet's writers do; deposits go through the
 * real confirmation.
 */

let harness: TestApp;
let merchantId: string;
let game: { id: number; code: string; vendor: string };

const name = (en: string) => ({ th: en, en, 'pt-BR': en, fil: en });
const benefits = (gift: string, multiple = 0, monthly = '0', monthlyMinDeposit = '0') => ({
  levelUpGift: gift,
  monthlyGift: monthly,
  monthlyMinDeposit,
  giftTurnoverMultiple: multiple,
  rebateText: '',
  dailyWithdrawalCount: null,
  dailyWithdrawalLimit: null,
});
const none = { combinator: 'all' as const, conditions: [] };

/** L1 needs both this month's deposits and 30 days' valid bets; L2 either lifetime figure; L3 both, higher. */
const testLadder: VipLevelSettings[] = [
  { level: 0, name: name('Member'), upRule: none, keepRule: none, benefits: benefits('0') },
  {
    level: 1,
    name: name('Bronze'),
    upRule: {
      combinator: 'all',
      conditions: [
        { metric: 'deposit', window: 'calendar_month', days: null, min: '100.00' },
        { metric: 'valid_bet', window: 'rolling_days', days: 30, min: '1000.00' },
      ],
    },
    keepRule: {
      combinator: 'all',
      conditions: [{ metric: 'valid_bet', window: 'calendar_month', days: null, min: '500.00' }],
    },
    benefits: benefits('10.00'),
  },
  {
    level: 2,
    name: name('Silver'),
    upRule: {
      combinator: 'any',
      conditions: [
        { metric: 'deposit', window: 'lifetime', days: null, min: '1000.00' },
        { metric: 'valid_bet', window: 'lifetime', days: null, min: '5000.00' },
      ],
    },
    keepRule: {
      combinator: 'all',
      conditions: [{ metric: 'valid_bet', window: 'rolling_days', days: 30, min: '1000.00' }],
    },
    benefits: benefits('20.00', 1, '5.00', '100.00'),
  },
  {
    level: 3,
    name: name('Gold'),
    upRule: {
      combinator: 'all',
      conditions: [
        { metric: 'deposit', window: 'lifetime', days: null, min: '5000.00' },
        { metric: 'valid_bet', window: 'lifetime', days: null, min: '50000.00' },
      ],
    },
    keepRule: none,
    benefits: benefits('30.00'),
  },
];

const saveLadder = (levels: unknown) =>
  callConsole(harness.app, harness.operatorToken, 'PUT', '/bo/vip/demo/ladder', { levels });
const savePolicy = (policy: { relegationEnabled: boolean; protectionDays: number; giftClaimDays: number }) =>
  callConsole(harness.app, harness.operatorToken, 'PUT', '/bo/vip/demo/policy', policy);

beforeAll(async () => {
  harness = await createTestApp();
  merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
  const [row] = await queryRows<{ id: string; code: string; vendor: string }>(
    harness.database.db,
    sql`select id, game_code as code, vendor_code as vendor from game where merchant_id = ${merchantId}::uuid
      and game_type = 'RNG' order by id limit 1`,
  );
  if (!row) throw new Error('no RNG game');
  await harness.database.db.execute(sql`update game set valid_bet_percent = 100 where id = ${row.id}`);
  game = { id: Number(row.id), code: row.code, vendor: row.vendor };
  expect((await saveLadder(testLadder)).statusCode).toBe(200);
  expect((await savePolicy({ relegationEnabled: true, protectionDays: 90, giftClaimDays: 30 })).statusCode).toBe(200);
});
afterAll(async () => {
  await harness.close();
});

/** A settled round of `stakeMinor`, valid in full. */
async function settle(player: Player, stakeMinor: bigint) {
  const roundId = randomUUID();
  await harness.database.db.execute(sql`insert into game_round (merchant_id, vendor_code, round_id, game_id, game_code,
      member_id, currency, stake_minor, win_minor, status, started_at, settled_at)
    values (${merchantId}::uuid, ${game.vendor}, ${roundId}, ${game.id}, ${game.code}, ${player.memberId}::uuid, 'THB',
      ${stakeMinor}, 0, 'settled', now(), now())`);
  return roundId;
}

const pngSlip = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

/** A deposit the player makes and an operator confirms: the real confirmation counts it for the ladder. */
async function deposit(player: Player, amount: string) {
  const created = await call(harness.app, 'POST', '/wps/deposits', {
    token: player.token,
    payload: { channelCode: 'promptpay', amount, slip: pngSlip },
  });
  expect(created.statusCode).toBe(200);
  const confirmed = await callConsole(
    harness.app,
    harness.operatorToken,
    'POST',
    `/bo/deposits/demo/${String(created.body.value.id)}/confirm`,
  );
  expect(confirmed.body.value).toMatchObject({ status: 'confirmed' });
}

const pass = (clock: Clock = systemClock) => runVipLadderPass({ db: harness.database.db, clock });

type Gift = { id: string; kind: string; level: number; period: string; amount: string; state: string };
type RankPage = {
  currentLevel: number;
  gifts: Gift[];
  history: { fromLevel: number; toLevel: number; kind: string }[];
};

async function rankPage(player: Player) {
  const answer = await call(harness.app, 'GET', '/wps/relay/MCSFE_getPlayerRankPage', { token: player.token });
  expect(answer.statusCode).toBe(200);
  return answer.body.value as unknown as RankPage;
}

const claim = (player: Player, giftId: string, key = randomUUID()) =>
  call(harness.app, 'POST', '/wps/relay/MCSFE_claimPlayerRankGift', {
    token: player.token,
    payload: { giftId },
    headers: { 'idempotency-key': key },
  });

async function levelOf(player: Player) {
  const [row] = await queryRows<{ vip_level: number }>(
    harness.database.db,
    sql`select vip_level from member where id = ${player.memberId}::uuid`,
  );
  return Number(row?.vip_level);
}

async function levelUpMessages(player: Player) {
  const rows = await queryRows<{ count: string }>(
    harness.database.db,
    sql`select count(*)::text as count from member_message where member_id = ${player.memberId}::uuid
      and template = 'vip.level-up'`,
  );
  return Number(rows[0]?.count ?? 0);
}

describe('the ladder editor', () => {
  it('refuses thresholds that stop rising and a level 0 with a condition, and audits a save', async () => {
    const flat = structuredClone(testLadder);
    flat[3]!.upRule.conditions[0]!.min = '1000.00';
    const refused = await saveLadder(flat);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('VIP_THRESHOLD_NOT_RISING');
    const open = structuredClone(testLadder);
    open[0]!.upRule = testLadder[1]!.upRule;
    expect(JSON.stringify((await saveLadder(open)).body)).toContain('VIP_BASE_LEVEL_OPEN');
    const audits = await queryRows<{ action: string }>(
      harness.database.db,
      sql`select action from audit_log where action in ('vip.ladder.save', 'vip.policy.save')`,
    );
    expect(new Set(audits.map((row) => row.action))).toEqual(new Set(['vip.ladder.save', 'vip.policy.save']));
    const settings = await callConsole(harness.app, harness.operatorToken, 'GET', '/bo/vip/demo');
    expect((settings.body.value.levels as unknown[]).length).toBe(4);
  });
});

describe('rising', () => {
  it('needs every condition of an `all` level: valid bets alone do not reach Bronze', async () => {
    const player = await createPlayer(harness);
    await settle(player, 120_000n);
    await pass();
    expect(await levelOf(player)).toBe(0);
    const progress = await call(harness.app, 'GET', '/wps/relay/MCSFE_getPlayerRankProgress', { token: player.token });
    expect(progress.body.value).toMatchObject({
      currentLevel: 0,
      currentProgress: { completedConditions: 1, totalExpectedConditions: 2 },
      playerRankProgress: { labelId: 1, labelName: 'Bronze', combinator: 'all' },
    });
    await deposit(player, '100');
    await pass();
    expect(await levelOf(player)).toBe(1);
    const page = await rankPage(player);
    expect(page.currentLevel).toBe(1);
    expect(page.gifts.map((gift) => [gift.level, gift.amount, gift.state])).toEqual([[1, '10.00', 'claimable']]);
    expect(page.history).toEqual([expect.objectContaining({ fromLevel: 0, toLevel: 1, kind: 'up' })]);
    expect(await levelUpMessages(player)).toBe(1);
    const info = await call(harness.app, 'GET', '/wps/member/info', { token: player.token });
    expect(info.body.value).toMatchObject({ hasVip: true, vipRankLevel: 1, vipLabelName: 'Bronze' });
  });

  it('moves to the highest level whose rule holds, one gift per crossed level and one message (V1)', async () => {
    const player = await createPlayer(harness);
    await deposit(player, '150');
    await settle(player, 300_000n);
    await settle(player, 300_000n);
    await pass();
    expect(await levelOf(player)).toBe(2);
    const page = await rankPage(player);
    expect(page.gifts.map((gift) => [gift.level, gift.amount]).sort()).toEqual([
      [1, '10.00'],
      [2, '20.00'],
    ]);
    expect(await levelUpMessages(player)).toBe(1);
    const [change] = await queryRows<{ kind: string; metrics: Record<string, string> }>(
      harness.database.db,
      sql`select kind, metrics from vip_level_change where member_id = ${player.memberId}::uuid`,
    );
    expect(change).toMatchObject({
      kind: 'up',
      metrics: { lifetimeValidBet: '600000', lifetimeDeposit: '15000', 'valid_bet:rolling_days:30': '600000' },
    });
  });

  it('counts a settled bet once however often the stream is read, and a void takes it back (V3)', async () => {
    const player = await createPlayer(harness);
    const roundId = await settle(player, 50_000n);
    await pass();
    await pass();
    const figures = async () =>
      queryRows<{ lifetime: string; day: string }>(
        harness.database.db,
        sql`select v.lifetime_valid_bet_minor::text as lifetime,
              (select sum(valid_bet_minor)::text from vip_daily_metric d where d.member_id = v.member_id) as day
            from vip_member v where v.member_id = ${player.memberId}::uuid`,
      );
    expect(await figures()).toEqual([{ lifetime: '50000', day: '50000' }]);
    // The same settlement written again changes nothing, so the stream has no new event.
    await harness.database.db.execute(
      sql`update game_round set stake_minor = 50000, status = 'settled' where round_id = ${roundId}`,
    );
    await pass();
    expect(await figures()).toEqual([{ lifetime: '50000', day: '50000' }]);
    await harness.database.db.execute(sql`update game_round set status = 'cancelled', stake_minor = 0, win_minor = 0,
      voided_at = now(), void_reason = 'test' where round_id = ${roundId}`);
    await pass();
    expect(await figures()).toEqual([{ lifetime: '0', day: '0' }]);
  });
});

describe('gifts', () => {
  it('pays a cash gift once through the bonus engine; a replayed key answers, another key is refused (V2)', async () => {
    const player = await createPlayer(harness, { balanceMinor: 0n });
    await deposit(player, '100');
    await settle(player, 100_000n);
    await pass();
    const [gift] = (await rankPage(player)).gifts;
    expect(gift).toMatchObject({ level: 1, state: 'claimable' });
    const before = Number(await balanceOf(harness.app, player.token));
    const key = randomUUID();
    const paid = await claim(player, gift!.id, key);
    expect(paid.statusCode).toBe(200);
    expect(paid.body.value).toMatchObject({ gift: { state: 'claimed', amount: '10.00' } });
    expect(Number(await balanceOf(harness.app, player.token))).toBeCloseTo(before + 10, 2);
    expect((await claim(player, gift!.id, key)).body.value).toMatchObject({ gift: { state: 'claimed' } });
    expect((await claim(player, gift!.id)).body.code).toBe('VIP_GIFT_UNAVAILABLE');
    expect(Number(await balanceOf(harness.app, player.token))).toBeCloseTo(before + 10, 2);
    const grants = await queryRows<{ source: string; source_ref: string }>(
      harness.database.db,
      sql`select source, source_ref from bonus_grant where member_id = ${player.memberId}::uuid`,
    );
    expect(grants).toEqual([{ source: 'vip', source_ref: `vip:levelup:${player.memberId}:1` }]);

    // Down by hand and up again: the level-up gift of a level is once per lifetime.
    const down = await callConsole(harness.app, harness.operatorToken, 'POST', '/bo/vip/demo/changes', {
      username: player.username,
      level: 0,
      reason: 'test',
    });
    expect(down.body.value).toMatchObject({ fromLevel: 1, toLevel: 0, kind: 'manual' });
    await settle(player, 1_000n);
    await pass();
    expect(await levelOf(player)).toBe(1);
    expect((await rankPage(player)).gifts).toHaveLength(1);
  });

  it('pays a gift with a turnover multiple as a bonus grant', async () => {
    const player = await createPlayer(harness);
    await deposit(player, '1000');
    await pass();
    expect(await levelOf(player)).toBe(2);
    const silver = (await rankPage(player)).gifts.find((gift) => gift.level === 2);
    expect((await claim(player, silver!.id)).statusCode).toBe(200);
    const [grant] = await queryRows<{ granted_minor: string; turnover_required_minor: string }>(
      harness.database.db,
      sql`select granted_minor::text, turnover_required_minor::text from bonus_grant
        where member_id = ${player.memberId}::uuid and source_ref = ${`vip:levelup:${player.memberId}:2`}`,
    );
    expect(grant).toEqual({ granted_minor: '2000', turnover_required_minor: '2000' });
  });

  it('keeps the amount of gifts already created when the ladder changes (V6)', async () => {
    const early = await createPlayer(harness);
    await deposit(early, '1000');
    await pass();
    const changed = structuredClone(testLadder);
    changed[2]!.benefits.levelUpGift = '25.00';
    expect((await saveLadder(changed)).statusCode).toBe(200);
    try {
      const late = await createPlayer(harness);
      await deposit(late, '1000');
      await pass();
      const amountOf = async (player: Player) =>
        (await rankPage(player)).gifts.find((gift) => gift.level === 2)?.amount;
      expect(await amountOf(early)).toBe('20.00');
      expect(await amountOf(late)).toBe('25.00');
    } finally {
      expect((await saveLadder(testLadder)).statusCode).toBe(200);
    }
  });

  it('neither gifts nor congratulates a member the responsible-gaming gate refuses, and refuses a claim (V5)', async () => {
    const player = await createPlayer(harness);
    await deposit(player, '100');
    await settle(player, 100_000n);
    await harness.database.db.execute(
      sql`update member set protected_until = now() + interval '30 days' where id = ${player.memberId}::uuid`,
    );
    await pass();
    expect(await levelOf(player)).toBe(1);
    const gifts = async (member: Player) =>
      queryRows<{ id: string; state: string }>(
        harness.database.db,
        sql`select id, state from vip_gift where member_id = ${member.memberId}::uuid`,
      );
    expect(await gifts(player)).toEqual([]);
    expect(await levelUpMessages(player)).toBe(0);

    // A member blocked after the gift was created: the claim's own gate refuses it (behind the login's), nothing paid.
    const limited = await createPlayer(harness);
    await deposit(limited, '100');
    await settle(limited, 100_000n);
    await pass();
    const [gift] = await gifts(limited);
    expect(gift?.state).toBe('claimable');
    await harness.database.db.execute(sql`update member set blocked_at = now() where id = ${limited.memberId}::uuid`);
    expect((await claim(limited, gift!.id)).statusCode).not.toBe(200);
    const { db } = harness.database;
    const merchant = await findMerchantByCode(db, 'demo');
    const member = await createMemberService({ db, clock: systemClock }).getMember(merchantId, limited.memberId);
    await expect(
      claimVipGift(
        { db, clock: systemClock },
        { merchant: merchant!, member, giftId: gift!.id, idempotencyKey: randomUUID(), language: 'en' },
      ),
    ).rejects.toMatchObject({ code: 'PROMOTION_NOT_ELIGIBLE' });
    expect((await gifts(limited))[0]?.state).toBe('claimable');
    const grants = await queryRows<{ id: string }>(
      harness.database.db,
      sql`select id from bonus_grant where member_id = ${limited.memberId}::uuid`,
    );
    expect(grants).toEqual([]);
  });
});

describe('the monthly run', () => {
  const day = (text: string) => new Date(`${text}T05:00:00Z`);

  it('relegates one level a month, never during protection, never below 0 (V4)', async () => {
    const clock = fixedClock(day('2026-01-10'));
    const player = await createPlayer(harness);
    await settle(player, 600_000n);
    await pass(clock);
    expect(await levelOf(player)).toBe(2);
    // February 5th closes January: still within the 90 days of protection.
    clock.set(day('2026-02-05'));
    await pass(clock);
    expect(await levelOf(player)).toBe(2);
    // May 3rd closes April: protection over, no valid bets in the keep window: one level down, once.
    clock.set(day('2026-05-03'));
    await pass(clock);
    expect(await levelOf(player)).toBe(1);
    await pass(clock);
    expect(await levelOf(player)).toBe(1);
    clock.set(day('2026-06-02'));
    await pass(clock);
    expect(await levelOf(player)).toBe(0);
    clock.set(day('2026-07-02'));
    await pass(clock);
    expect(await levelOf(player)).toBe(0);
    const changes = await queryRows<{ from_level: number; to_level: number; kind: string }>(
      harness.database.db,
      sql`select from_level, to_level, kind from vip_level_change where member_id = ${player.memberId}::uuid
        order by at`,
    );
    expect(changes).toEqual([
      { from_level: 0, to_level: 2, kind: 'up' },
      { from_level: 2, to_level: 1, kind: 'down' },
      { from_level: 1, to_level: 0, kind: 'down' },
    ]);
  });

  it('relegates nobody when the brand switched relegation off', async () => {
    expect((await savePolicy({ relegationEnabled: false, protectionDays: 0, giftClaimDays: 30 })).statusCode).toBe(200);
    try {
      const clock = fixedClock(day('2027-01-10'));
      const player = await createPlayer(harness);
      await settle(player, 600_000n);
      await pass(clock);
      expect(await levelOf(player)).toBe(2);
      clock.set(day('2027-03-02'));
      await pass(clock);
      expect(await levelOf(player)).toBe(2);
    } finally {
      await savePolicy({ relegationEnabled: true, protectionDays: 90, giftClaimDays: 30 });
    }
  });

  it("creates a monthly gift for the level held when the month's deposits reach its minimum, once", async () => {
    const now = new Date();
    const player = await createPlayer(harness);
    const short = await createPlayer(harness);
    await deposit(player, '1000');
    await settle(short, 600_000n);
    await pass();
    expect([await levelOf(player), await levelOf(short)]).toEqual([2, 2]);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit' })
      .format(now)
      .slice(0, 7);
    const nextMonth = new Date(now.getTime() + 32 * 24 * 60 * 60 * 1000);
    nextMonth.setUTCDate(2);
    const clock = fixedClock(nextMonth);
    await pass(clock);
    await pass(clock);
    const monthly = (await rankPage(player)).gifts.filter((gift) => gift.kind === 'monthly');
    expect(monthly).toEqual([expect.objectContaining({ level: 2, period: month, amount: '5.00' })]);
    expect((await rankPage(short)).gifts.filter((gift) => gift.kind === 'monthly')).toEqual([]);
  });
});

describe('races', () => {
  const send = onPostgres
    ? allAtOnce
    : async <T>(count: number, task: (index: number) => Promise<T>) => {
        const results: T[] = [];
        for (let index = 0; index < count; index += 1) results.push(await task(index));
        return results;
      };

  it('pays racing claims of one gift once', async () => {
    const player = await createPlayer(harness, { balanceMinor: 0n });
    await deposit(player, '100');
    await settle(player, 100_000n);
    await pass();
    const [gift] = (await rankPage(player)).gifts;
    const before = Number(await balanceOf(harness.app, player.token));
    const answers = await send(4, () => claim(player, gift!.id));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'VIP_GIFT_UNAVAILABLE')).toHaveLength(3);
    expect(Number(await balanceOf(harness.app, player.token))).toBeCloseTo(before + 10, 2);
  });

  it('creates one level-up from racing evaluations and racing passes', async () => {
    const player = await createPlayer(harness);
    await deposit(player, '150');
    await settle(player, 600_000n);
    await send(3, () => pass());
    const other = await createPlayer(harness);
    await deposit(other, '150');
    await settle(other, 600_000n);
    const { db } = harness.database;
    // Counted, not yet evaluated: then several evaluations of the same member at once.
    await runVipLadderPass({ db, clock: systemClock }).catch(() => undefined);
    await db.execute(sql`update vip_member set pending = true, level = 0 where member_id = ${other.memberId}::uuid`);
    await db.execute(sql`update member set vip_level = 0 where id = ${other.memberId}::uuid`);
    await db.execute(sql`delete from vip_level_change where member_id = ${other.memberId}::uuid`);
    await db.execute(sql`delete from member_message where member_id = ${other.memberId}::uuid`);
    const results = await send(4, () => evaluateVipMember({ db, clock: systemClock }, other.memberId));
    expect(results.filter((result) => result === 2)).toHaveLength(1);
    for (const member of [player, other]) {
      const changes = await queryRows<{ count: string }>(
        db,
        sql`select count(*)::text as count from vip_level_change where member_id = ${member.memberId}::uuid`,
      );
      expect(changes[0]?.count).toBe('1');
      expect((await rankPage(member)).gifts).toHaveLength(2);
      expect(await levelUpMessages(member)).toBe(1);
    }
  });
});
