import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameType } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import { fixedClock, systemClock } from '../lib/clock.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import type { ProgressDelta } from '../modules/missions/index.js';
import { applyDeltas, progressFromDeltas } from '../modules/missions/index.js';
import { call } from '../test/account-helpers.js';
import { allAtOnce, onPostgres } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, callConsole, createPlayer, operatorToken } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { leaderboardSettlementLagMs, runMissionsPass } from './missions.js';

/**
 * Missions and the leaderboard (decision 0083, engagement reference §7.7): progress from settled bets, deposits and
 * check-ins counted once (M1, with a replay property test), bets outside the window or category count nothing (M2),
 * each milestone and prize pays once (M3, racing claims and racing snapshots on PostgreSQL), ties go to the first to
 * reach the value and a final snapshot never changes (M4). Bets are settled rounds written into `game_round`, whose
 * triggers emit the settled-bet stream as the wallet's writers do.
 */

let harness: TestApp;
let merchantId: string;
let operator: string;
const games = new Map<GameType, { id: number; code: string; vendor: string }>();

beforeAll(async () => {
  harness = await createTestApp();
  merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
  for (const category of ['RNG', 'LIVE'] as const) {
    const [row] = await queryRows<{ id: string; code: string; vendor: string }>(
      harness.database.db,
      sql`select id, game_code as code, vendor_code as vendor from game where merchant_id = ${merchantId}::uuid and game_type = ${category} order by id limit 1`,
    );
    if (!row) throw new Error(`no ${category} game`);
    await harness.database.db.execute(sql`update game set valid_bet_percent = 100 where id = ${row.id}`);
    games.set(category, { id: Number(row.id), code: row.code, vendor: row.vendor });
  }
  operator = await operatorToken(harness, 'admin');
});
afterAll(async () => {
  await harness.close();
});

async function settle(player: Player, category: GameType, stakeMinor: bigint) {
  const game = games.get(category);
  if (!game) throw new Error(`no ${category} game`);
  const roundId = randomUUID();
  await harness.database.db.execute(sql`insert into game_round (merchant_id, vendor_code, round_id, game_id, game_code,
      member_id, currency, stake_minor, win_minor, bonus_stake_minor, status, started_at, settled_at)
    values (${merchantId}::uuid, ${game.vendor}, ${roundId}, ${game.id}, ${game.code}, ${player.memberId}::uuid, 'THB',
      ${stakeMinor}, 0, 0, 'settled', now(), now())`);
  return roundId;
}

async function voidRound(roundId: string) {
  await harness.database.db.execute(sql`update game_round set status = 'cancelled', stake_minor = 0, win_minor = 0,
      bonus_stake_minor = 0, voided_at = now(), void_reason = 'test' where round_id = ${roundId}`);
}

async function confirmedDeposit(player: Player, amountMinor: bigint) {
  await harness.database.db.execute(sql`insert into deposit (merchant_id, member_id, channel_id, amount_minor, status,
      provider_reference, decided_by, decided_at)
    select ${merchantId}::uuid, ${player.memberId}::uuid, id, ${amountMinor}, 'confirmed', ${randomUUID()}, 'test', now()
    from payment_channel where merchant_id = ${merchantId}::uuid order by code limit 1`);
}

const count = (clock = systemClock) => runMissionsPass({ db: harness.database.db, clock });

const hour = 60 * 60 * 1000;

type Rules = {
  kind?: string;
  metric?: string;
  categories?: string[];
  milestones?: { target: string; reward: string }[];
  turnoverMultiplier?: number;
  leaderboard?: boolean;
  prizes?: { fromRank: number; toRank: number; prize: string }[];
  minQualify?: string;
  startsAt?: string;
  endsAt?: string;
  claimDays?: number;
};

/** A published mission of the demo brand, made through the console. */
async function publishedMission(rules: Rules = {}) {
  const created = await callConsole(harness.app, operator, 'POST', '/bo/missions/demo', {
    code: `T-${randomUUID().slice(0, 8)}`,
    title: { en: 'Test mission', th: 'ภารกิจทดสอบ' },
    kind: 'daily',
    metric: 'valid_bet',
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + hour).toISOString(),
    milestones: [
      { target: '100.00', reward: '5.00' },
      { target: '500.00', reward: '20.00' },
    ],
    ...rules,
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  const id = String(created.body.value.id);
  const published = await callConsole(harness.app, operator, 'POST', `/bo/missions/demo/${id}/publish`);
  expect(published.statusCode).toBe(200);
  return id;
}

type Card = {
  id: string;
  period: string;
  value: string;
  milestones: { ordinal: number; state: string }[];
  checkIns: string[];
  checkedInToday: boolean;
};

async function cardOf(player: Player, missionId: string) {
  const answer = await call(harness.app, 'GET', '/wps/relay/MCSFE_getMissionList', { token: player.token });
  expect(answer.statusCode).toBe(200);
  const card = (answer.body.value.missions as Card[]).find((item) => item.id === missionId);
  if (!card) throw new Error('mission not listed');
  return card;
}

const claim = (player: Player, body: { missionId: string; period: string; milestone: number }, key = randomUUID()) =>
  call(harness.app, 'POST', '/wps/relay/MCSFE_claimMissionRewards', {
    token: player.token,
    payload: body,
    headers: { 'idempotency-key': key },
  });

async function grantsOf(memberId: string, missionId: string) {
  return queryRows<{ source_ref: string; granted_minor: string; status: string }>(
    harness.database.db,
    sql`select source_ref, granted_minor::text, status from bonus_grant where member_id = ${memberId}::uuid
      and source = 'mission' and source_ref like ${`mission:${missionId}:%`} order by source_ref`,
  );
}

describe('progress from the settled-bet stream', () => {
  it('counts valid bets of the categories in the window once, a void subtracts, and a claim pays cash once', async () => {
    const missionId = await publishedMission({ categories: ['RNG'] });
    const player = await createPlayer(harness);
    const first = await settle(player, 'RNG', 6_000n);
    await settle(player, 'RNG', 5_000n);
    // M2: another category counts nothing.
    await settle(player, 'LIVE', 90_000n);
    await count();
    await count();
    let card = await cardOf(player, missionId);
    expect(card.value).toBe('110.00');
    expect(card.milestones.map((milestone) => milestone.state)).toEqual(['claimable', 'incomplete']);
    const badge = await call(harness.app, 'GET', '/wps/relay/MCSFE_getMissionSummary', { token: player.token });
    expect(badge.body.value.claimable).toBeGreaterThanOrEqual(1);

    // A void subtracts what the settlement added.
    await voidRound(first);
    await count();
    card = await cardOf(player, missionId);
    expect(card.value).toBe('50.00');
    expect(card.milestones[0]?.state).toBe('incomplete');
    const early = await claim(player, { missionId, period: card.period, milestone: 1 });
    expect(early.body.code).toBe('MISSION_TARGET_NOT_MET');

    await settle(player, 'RNG', 7_000n);
    await count();
    const key = randomUUID();
    const paid = await claim(player, { missionId, period: card.period, milestone: 1 }, key);
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.value).toMatchObject({ amount: '5.00', cash: true, milestone: 1 });
    expect(await balanceOf(harness.app, player.token)).toBe('5.00');
    // The same key answers the first claim; a new key finds it claimed; nothing more is paid.
    const replay = await claim(player, { missionId, period: card.period, milestone: 1 }, key);
    expect(replay.body.value).toEqual(paid.body.value);
    const again = await claim(player, { missionId, period: card.period, milestone: 1 });
    expect(again.body.code).toBe('MISSION_ALREADY_CLAIMED');
    expect(await balanceOf(harness.app, player.token)).toBe('5.00');
    const grants = await grantsOf(player.memberId, missionId);
    expect(grants).toEqual([
      {
        source_ref: `mission:${missionId}:${player.memberId}:${card.period}:1`,
        granted_minor: '500',
        status: 'completed',
      },
    ]);
    expect((await cardOf(player, missionId)).milestones[0]?.state).toBe('claimed');
  });

  it('counts nothing settled before the window opens (M2) and refuses a period that is not the kind', async () => {
    const player = await createPlayer(harness);
    await settle(player, 'RNG', 50_000n);
    await count();
    const missionId = await publishedMission({ startsAt: new Date(Date.now() - 1000).toISOString() });
    await count();
    const card = await cardOf(player, missionId);
    expect(card.value).toBe('0.00');
    const wrong = await claim(player, { missionId, period: 'event', milestone: 1 });
    expect(wrong.statusCode).toBe(400);
  });

  it('counts bets by number from the minimum stake, and a void takes the bet back out', async () => {
    const missionId = await publishedMission({
      kind: 'weekly',
      metric: 'bet_count',
      milestones: [{ target: '2', reward: '3.00' }],
    });
    const player = await createPlayer(harness);
    const round = await settle(player, 'LIVE', 100n);
    await settle(player, 'RNG', 100n);
    await settle(player, 'RNG', 100n);
    await count();
    expect((await cardOf(player, missionId)).value).toBe('3');
    await voidRound(round);
    await count();
    const card = await cardOf(player, missionId);
    expect(card.value).toBe('2');
    expect(card.milestones[0]?.state).toBe('claimable');
  });
});

describe('deposits and check-ins', () => {
  it('counts each confirmed deposit once into a weekly deposit mission, paid as a bonus with turnover', async () => {
    const missionId = await publishedMission({
      kind: 'weekly',
      metric: 'deposit',
      milestones: [{ target: '300.00', reward: '30.00' }],
      turnoverMultiplier: 2,
    });
    const player = await createPlayer(harness);
    await confirmedDeposit(player, 20_000n);
    await count();
    await confirmedDeposit(player, 15_000n);
    await count();
    await count();
    const card = await cardOf(player, missionId);
    expect(card.value).toBe('350.00');
    const paid = await claim(player, { missionId, period: card.period, milestone: 1 });
    expect(paid.body.value).toMatchObject({ amount: '30.00', cash: false });
    const [grant] = await grantsOf(player.memberId, missionId);
    expect(grant?.status).toBe('active');
  });

  it('checks in once a day and pays the first day', async () => {
    const missionId = await publishedMission({
      kind: 'check_in',
      metric: 'check_in_days',
      milestones: [
        { target: '1', reward: '1.00' },
        { target: '3', reward: '5.00' },
      ],
    });
    const player = await createPlayer(harness);
    const checkIn = () =>
      call(harness.app, 'POST', '/wps/relay/MCSFE_missionCheckIn', { token: player.token, payload: { missionId } });
    const first = await checkIn();
    expect(first.statusCode).toBe(200);
    expect(first.body.value.days).toBe(1);
    expect((await checkIn()).body.code).toBe('MISSION_ALREADY_CHECKED_IN');
    const card = await cardOf(player, missionId);
    expect(card).toMatchObject({ value: '1', checkedInToday: true, period: 'event' });
    expect(card.checkIns).toHaveLength(1);
    expect(card.milestones.map((milestone) => milestone.state)).toEqual(['claimable', 'incomplete']);
    expect((await claim(player, { missionId, period: 'event', milestone: 1 })).statusCode).toBe(200);
    expect(await balanceOf(harness.app, player.token)).toBe('1.00');
  });
});

describe('the leaderboard', () => {
  it('ranks by value then who reached it first, masks names, and pays the final prizes once', async () => {
    const missionId = await publishedMission({
      kind: 'event',
      categories: ['RNG'],
      leaderboard: true,
      minQualify: '10.00',
      prizes: [
        { fromRank: 1, toRank: 1, prize: '100.00' },
        { fromRank: 2, toRank: 3, prize: '40.00' },
      ],
    });
    const first = await createPlayer(harness);
    const second = await createPlayer(harness);
    const third = await createPlayer(harness);
    const small = await createPlayer(harness);
    await settle(second, 'RNG', 30_000n);
    await settle(first, 'RNG', 50_000n);
    await settle(third, 'RNG', 30_000n);
    // Below the qualifying value: not ranked.
    await settle(small, 'RNG', 500n);
    await count();
    const board = await call(harness.app, 'GET', `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${missionId}`, {
      token: third.token,
    });
    expect(board.statusCode).toBe(200);
    const rows = board.body.value.rows as { rank: number; name: string; value: string; self: boolean; prize: string }[];
    expect(rows.map((row) => [row.rank, row.value, row.self])).toEqual([
      [1, '500.00', false],
      [2, '300.00', false],
      [3, '300.00', true],
    ]);
    expect(rows[0]?.name).toMatch(/^w[0-9a-f]\*\*\*[0-9a-f]$/);
    expect(board.body.value).toMatchObject({ finalAt: null, own: { rank: 3, value: '300.00', prize: '40.00' } });

    // Not yet: the final snapshot waits for the end plus the settlement lag.
    const end = Date.parse(String(board.body.value.endsAt));
    expect((await count(fixedClock(new Date(end + leaderboardSettlementLagMs - 1000)))).finals).toBe(0);
    // Racing snapshot passes (two instances that both think they lead) pay each prize once.
    const after = fixedClock(new Date(end + leaderboardSettlementLagMs + 1000));
    await Promise.all([count(after), count(after), count(after)]);
    for (const [player, prize] of [
      [first, '10000'],
      [second, '4000'],
      [third, '4000'],
    ] as const) {
      const grants = await grantsOf(player.memberId, missionId);
      expect(grants.map((grant) => [grant.source_ref, grant.granted_minor])).toEqual([
        [`mission:${missionId}:${player.memberId}:event:lb`, prize],
      ]);
    }
    expect(await grantsOf(small.memberId, missionId)).toEqual([]);
    // M4/M5: later bets and later passes change nothing of the final board.
    await settle(third, 'RNG', 90_000n);
    await count(after);
    const final = await call(harness.app, 'GET', `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${missionId}`, {
      token: third.token,
    });
    expect(final.body.value.finalAt).not.toBeNull();
    expect((final.body.value.rows as { rank: number; value: string }[]).map((row) => row.value)).toEqual([
      '500.00',
      '300.00',
      '300.00',
    ]);
    const report = await callConsole(harness.app, operator, 'GET', `/bo/missions/demo/${missionId}/report`);
    expect(report.body.value).toMatchObject({ participants: 4, prizesPaid: '180.00' });
  });
});

describe('the console', () => {
  it('audits each change and refuses to change a published mission', async () => {
    const missionId = await publishedMission();
    const edit = await callConsole(harness.app, operator, 'PUT', `/bo/missions/demo/${missionId}`, {
      code: 'X',
      title: { en: 'x' },
      kind: 'daily',
      metric: 'valid_bet',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
      milestones: [{ target: '1.00', reward: '1.00' }],
    });
    expect(edit.body.code).toBe('MISSION_NOT_EDITABLE');
    const wrongMetric = await callConsole(harness.app, operator, 'POST', '/bo/missions/demo', {
      code: 'BAD',
      title: { en: 'x' },
      kind: 'check_in',
      metric: 'valid_bet',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
      milestones: [{ target: '1', reward: '1.00' }],
    });
    expect(wrongMetric.statusCode).toBe(400);
    const closed = await callConsole(harness.app, operator, 'POST', `/bo/missions/demo/${missionId}/close`);
    expect(closed.body.value.status).toBe('closed');
    const audit = await queryRows<{ action: string }>(
      harness.database.db,
      sql`select action from audit_log where detail->>'id' = ${missionId} order by created_at`,
    );
    expect(audit.map((row) => row.action)).toEqual(['mission.create', 'mission.publish', 'mission.close']);
  });
});

describe.runIf(onPostgres)('races on PostgreSQL', () => {
  it('pays a milestone once when twenty claims with different keys race', async () => {
    const missionId = await publishedMission();
    const player = await createPlayer(harness);
    await settle(player, 'RNG', 20_000n);
    await count();
    const { period } = await cardOf(player, missionId);
    const answers = await allAtOnce(20, () => claim(player, { missionId, period, milestone: 1 }));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.statusCode !== 200).every((a) => a.body.code === 'MISSION_ALREADY_CLAIMED'),
    ).toBe(true);
    expect(await grantsOf(player.memberId, missionId)).toHaveLength(1);
    expect(await balanceOf(harness.app, player.token)).toBe('5.00');
  });
});

describe('M1: progress is a pure function of the events (property)', () => {
  it('equals the rebuild from the events whatever the batches and replays', async () => {
    const memberIds = [randomUUID(), randomUUID()];
    const base = Date.parse('2026-11-01T00:00:00Z');
    const event = fc.record({
      key: fc.integer({ min: 0, max: 25 }),
      member: fc.integer({ min: 0, max: 1 }),
      period: fc.constantFrom('2026-11-01', '2026-11-02', 'event'),
      delta: fc.bigInt({ min: -5_000n, max: 20_000n }).filter((delta) => delta !== 0n),
      minute: fc.integer({ min: 0, max: 10_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(event, { maxLength: 8 }), { minLength: 1, maxLength: 6 }), async (batches) => {
        const missionId = randomUUID();
        // An event's key fixes its content, as in the stream: a replay is the same event again.
        const content = new Map<number, ProgressDelta>();
        const applied: ProgressDelta[] = [];
        for (const batch of batches) {
          const deltas = batch.map((item) => {
            const known = content.get(item.key);
            if (known) return known;
            const delta: ProgressDelta = {
              missionId,
              memberId: memberIds[item.member] ?? '',
              period: item.period,
              eventKey: `k${item.key}`,
              delta: item.delta,
              at: new Date(base + item.minute * 60_000),
            };
            content.set(item.key, delta);
            return delta;
          });
          applied.push(...deltas);
          await runInTransaction(harness.database.db, async (transaction) => {
            // Within a batch too a replay must not count twice.
            await applyDeltas(transaction, 'bet', deltas);
          });
        }
        const expected = progressFromDeltas(applied);
        const stored = await queryRows<{ member_id: string; period: string; value: string; reached_at: string }>(
          harness.database.db,
          sql`select member_id, period, value::text, reached_at from mission_progress where mission_id = ${missionId}::uuid`,
        );
        const actual = new Map(
          stored.map((row) => [
            `${missionId}|${row.member_id}|${row.period}`,
            { value: BigInt(row.value), reachedAt: new Date(row.reached_at) },
          ]),
        );
        expect(actual).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });
});
