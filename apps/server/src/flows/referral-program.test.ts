import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { call, latestCode } from '../test/account-helpers.js';
import { allAtOnce, onPostgres } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, callConsole, nextAddress, operatorToken } from '../test/withdrawal-helpers.js';
import { runReferralPass } from './pay-referral-rewards.js';

/**
 * The member referral programme (decision 0084): one introducer per player (agent or referrer, fixed at
 * registration), qualification (phone verified and first deposit ≥ minimum), the fraud voids (duplicate phone,
 * shared device, bank account, public login address), the operator's review, caps, achievement tiers, the deposit
 * and betting shares, and each reward paid once however many passes run.
 */

let harness: TestApp;
let merchantId: string;
let operator: string;

type Member = { token: string; memberId: string; username: string; mobileNum: string };

beforeAll(async () => {
  harness = await createTestApp();
  merchantId = (await findMerchantIdByCode(harness.database.db, 'demo')) ?? '';
  operator = await operatorToken(harness, 'admin');
});
afterAll(async () => {
  await harness.close();
});

const uniqueMobile = () => `8${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

async function register(
  options: {
    referralCode?: string;
    affiliateCode?: string;
    mobileNum?: string;
    deviceId?: string;
    address?: string;
  } = {},
) {
  const username = `r${randomBytes(5).toString('hex')}`;
  const mobileNum = options.mobileNum ?? uniqueMobile();
  const answer = await call(harness.app, 'PUT', '/wps/member/register', {
    payload: {
      username,
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      terms: true,
      ageConfirmed: true,
      mobileNum,
      countryDialingCode: '66',
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
      ...(options.affiliateCode ? { affiliateCode: options.affiliateCode } : {}),
    },
    headers: options.deviceId ? { 'x-device-id': options.deviceId } : {},
    remoteAddress: options.address ?? nextAddress(),
  });
  return { answer, username, mobileNum };
}

async function member(options: Parameters<typeof register>[0] = {}): Promise<Member> {
  const { answer, username, mobileNum } = await register(options);
  if (answer.statusCode !== 200) throw new Error(`registration failed: ${JSON.stringify(answer.body)}`);
  const token = String(answer.body.value.token);
  const info = await call(harness.app, 'GET', '/wps/member/info', { token });
  return { token, memberId: String(info.body.value.id), username, mobileNum };
}

async function overview(player: Member, deviceId?: string) {
  const answer = await call(harness.app, 'GET', '/wps/relay/referral/overview', {
    token: player.token,
    headers: deviceId ? { 'x-device-id': deviceId } : {},
  });
  expect(answer.statusCode).toBe(200);
  return answer.body.value as unknown as {
    code: string;
    counters: Record<string, string | number>;
    referred: boolean;
    phoneVerified: boolean;
  };
}

async function invitees(player: Member) {
  const answer = await call(harness.app, 'GET', '/wps/relay/referral/invitees?pageSize=50', { token: player.token });
  expect(answer.statusCode).toBe(200);
  return (answer.body.value as unknown as { content: { name: string; status: string; reason: string | null }[] })
    .content;
}

async function rewards(player: Member) {
  const answer = await call(harness.app, 'GET', '/wps/relay/referral/rewards?pageSize=50', { token: player.token });
  expect(answer.statusCode).toBe(200);
  return (
    answer.body.value as unknown as {
      content: { kind: string; amount: string; capped: string; status: string; base: string; tier: string }[];
    }
  ).content;
}

async function verifyPhone(player: Member) {
  const sent = await call(harness.app, 'POST', '/wps/relay/referral/phone/code', {
    token: player.token,
    remoteAddress: nextAddress(),
  });
  expect(sent.statusCode).toBe(200);
  const code = await latestCode(harness.database.db, `+66${player.mobileNum}`);
  const verified = await call(harness.app, 'POST', '/wps/relay/referral/phone/verify', {
    token: player.token,
    payload: { verificationCode: code },
    remoteAddress: nextAddress(),
  });
  expect(verified.statusCode).toBe(200);
}

/** A confirmed deposit, as the money queue or the provider's webhook leaves it. */
async function deposit(player: Member, amountMinor: bigint) {
  const [channel] = await queryRows<{ id: string }>(
    harness.database.db,
    sql`select id from payment_channel where merchant_id = ${merchantId}::uuid order by id limit 1`,
  );
  await harness.database.db.execute(sql`insert into deposit (merchant_id, member_id, channel_id, amount_minor, status,
      provider_reference, decided_at) values (${merchantId}::uuid, ${player.memberId}::uuid, ${channel?.id}::uuid,
      ${amountMinor}, 'confirmed', ${randomUUID()}, now())`);
}

async function settleBet(player: Member, stakeMinor: bigint) {
  const [game] = await queryRows<{ id: string; code: string; vendor: string }>(
    harness.database.db,
    sql`select id, game_code as code, vendor_code as vendor from game where merchant_id = ${merchantId}::uuid
        and game_type = 'RNG' order by id limit 1`,
  );
  if (!game) throw new Error('no game');
  await harness.database.db.execute(sql`update game set valid_bet_percent = 100 where id = ${game.id}`);
  await harness.database.db.execute(sql`insert into game_round (merchant_id, vendor_code, round_id, game_id, game_code,
      member_id, currency, stake_minor, win_minor, bonus_stake_minor, status, started_at, settled_at)
    values (${merchantId}::uuid, ${game.vendor}, ${randomUUID()}, ${game.id}, ${game.code}, ${player.memberId}::uuid,
      'THB', ${stakeMinor}, 0, 0, 'settled', now(), now())`);
}

const pass = () => runReferralPass({ db: harness.database.db, clock: systemClock }, { throughToday: true });

async function saveRules(changes: Record<string, unknown>) {
  const current = await callConsole(harness.app, operator, 'GET', '/bo/referral/demo/rules');
  expect(current.statusCode).toBe(200);
  const { merchant: _merchant, updatedAt: _updatedAt, updatedBy: _updatedBy, ...body } = current.body.value;
  const saved = await callConsole(harness.app, operator, 'PUT', '/bo/referral/demo/rules', { ...body, ...changes });
  expect(saved.statusCode).toBe(200);
  return saved.body.value;
}

describe('the referral relation at registration', () => {
  it('gives a stable readable code and ties a registration through it to the referrer', async () => {
    const referrer = await member();
    const first = await overview(referrer);
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await overview(referrer)).code).toBe(first.code);
    // The register form checks the code first, as it checks an agent's.
    const checked = await call(harness.app, 'GET', `/wps/agent/affiliate?code=${first.code}`);
    expect(checked.body.value).toEqual({ valid: true });
    const referee = await member({ referralCode: first.code.toLowerCase() });
    expect((await overview(referee)).referred).toBe(true);
    const list = await invitees(referrer);
    expect(list).toHaveLength(1);
    expect(list[0]?.status).toBe('not_qualified');
    expect(list[0]?.name).toContain('***');
    expect(list[0]?.name).not.toBe(referee.username);
    expect((await overview(referrer)).counters.registers).toBe(1);
  });

  it('refuses an unknown code, and an agent code with a referral code at once, creating nothing', async () => {
    const unknown = await register({ referralCode: 'ZZZZZZZZ' });
    expect(unknown.answer.statusCode).toBe(400);
    expect(unknown.answer.body.code).toBe('INVALID_INVITATION_CODE');
    const referrer = await member();
    const { code } = await overview(referrer);
    const both = await register({ affiliateCode: 'AGENT01', referralCode: code });
    expect(both.answer.statusCode).toBe(400);
    expect(both.answer.body.code).toBe('REFERRAL_AGENT_CONFLICT');
    const [created] = await queryRows<{ count: number }>(
      harness.database.db,
      sql`select count(*)::int as count from member where username = ${both.username}`,
    );
    expect(created?.count).toBe(0);
    // The agent's code alone places the account under the agent, with no referrer.
    const downline = await member({ affiliateCode: 'AGENT01' });
    const [relation] = await queryRows<{ count: number }>(
      harness.database.db,
      sql`select count(*)::int as count from member_referral where referee_id = ${downline.memberId}::uuid`,
    );
    expect(relation?.count).toBe(0);
  });
});

describe('qualification and rewards', () => {
  it('qualifies a referee only with a verified phone and a first deposit of the minimum, and pays once', async () => {
    await saveRules({ achievementTiers: [], dailyCap: '', refereeCap: '' });
    const referrer = await member();
    const { code } = await overview(referrer);
    const referee = await member({ referralCode: code });
    const before = await balanceOf(harness.app, referrer.token);

    await deposit(referee, 5_000n);
    await pass();
    expect((await invitees(referrer))[0]?.status).toBe('not_qualified');
    await verifyPhone(referee);
    await pass();
    // The first deposit (50.00) is below the minimum (100.00): a later, bigger one does not make it the first.
    await deposit(referee, 20_000n);
    await pass();
    expect((await invitees(referrer))[0]?.status).toBe('not_qualified');

    const second = await member({ referralCode: code });
    await verifyPhone(second);
    await deposit(second, 20_000n);
    await pass();
    await pass();
    const statuses = (await invitees(referrer)).map((row) => row.status);
    expect(statuses).toEqual(['qualified', 'not_qualified']);
    const paid = await rewards(referrer);
    expect(paid.map((row) => [row.kind, row.amount]).sort()).toEqual([
      ['deposit', '10.00'],
      ['invitation', '50.00'],
    ]);
    expect(Number(await balanceOf(harness.app, referrer.token)) - Number(before)).toBeCloseTo(60, 2);
    const counters = (await overview(referrer)).counters;
    expect(counters).toMatchObject({ registers: 2, depositors: 2, validReferrals: 1, todayIncome: '60.00' });
  });

  it("pays the betting share of a qualified referee's valid bets per day, and never twice", async () => {
    await saveRules({ achievementTiers: [], dailyCap: '', refereeCap: '' });
    const referrer = await member();
    const referee = await member({ referralCode: (await overview(referrer)).code });
    await verifyPhone(referee);
    await deposit(referee, 10_000n);
    await pass();
    await settleBet(referee, 1_000_000n);
    await settleBet(referee, 500_000n);
    await pass();
    await pass();
    const betting = (await rewards(referrer)).filter((row) => row.kind === 'betting');
    // 0.10 % of 15,000.00.
    expect(betting).toEqual([expect.objectContaining({ amount: '15.00', base: '15000.00', status: 'paid' })]);
  });

  it('holds rewards to the cap per referee and pays each achievement tier once', async () => {
    await saveRules({
      refereeCap: '55.00',
      dailyCap: '',
      achievementPeriod: 'none',
      achievementTiers: [{ count: 1, reward: '7.00' }],
    });
    const referrer = await member();
    const referee = await member({ referralCode: (await overview(referrer)).code });
    await verifyPhone(referee);
    await deposit(referee, 20_000n);
    await pass();
    await pass();
    const paid = await rewards(referrer);
    const byKind = Object.fromEntries(paid.map((row) => [row.kind, row]));
    expect(byKind.invitation).toMatchObject({ amount: '50.00', capped: '0.00' });
    expect(byKind.deposit).toMatchObject({ amount: '5.00', capped: '5.00', status: 'paid' });
    expect(byKind.achievement).toMatchObject({ amount: '7.00', tier: '1' });
    expect(paid).toHaveLength(3);
    await saveRules({ refereeCap: '2000.00', achievementTiers: [] });
  });
});

describe('fraud voids and the review', () => {
  it('voids a referee sharing a device, a bank account, a public login address or a phone number', async () => {
    await saveRules({ achievementTiers: [] });
    const referrer = await member({ address: '198.51.100.77' });
    const { code } = await overview(referrer, 'device-of-referrer');

    const sameDevice = await member({ referralCode: code, deviceId: 'device-of-referrer' });
    const sameAddress = await member({ referralCode: code, address: '198.51.100.77' });
    const sameBank = await member({ referralCode: code });
    const accountNumber = String(1_000_000_000 + Math.floor(Math.random() * 8_000_000_000));
    for (const owner of [referrer, sameBank]) {
      await harness.database.db.execute(sql`insert into bank_account (merchant_id, member_id, bank_code, account_number,
          account_name) values (${merchantId}::uuid, ${owner.memberId}::uuid, 'KBANK', ${accountNumber}, 'Somchai')`);
    }
    const samePhone = await member({ referralCode: code, mobileNum: `0${referrer.mobileNum}` });
    // Addresses of a private network name a router, not a person: two players behind one are not voided.
    const samePrivate = await member({ referralCode: code, address: '10.9.9.9' });
    await member({ address: '10.9.9.9' });
    await pass();

    const rows = await queryRows<{ referee_id: string; status: string; status_reason: string | null }>(
      harness.database.db,
      sql`select referee_id, status, status_reason from member_referral where referrer_id = ${referrer.memberId}::uuid`,
    );
    const statusOf = (player: Member) => {
      const row = rows.find((candidate) => candidate.referee_id === player.memberId);
      return [row?.status, row?.status_reason];
    };
    expect(statusOf(sameDevice)).toEqual(['failed', 'shared_device']);
    expect(statusOf(sameAddress)).toEqual(['failed', 'shared_ip']);
    expect(statusOf(sameBank)).toEqual(['failed', 'shared_bank_account']);
    expect(statusOf(samePhone)).toEqual(['duplicate', 'duplicate_phone']);
    expect(statusOf(samePrivate)).toEqual(['not_qualified', null]);

    // A voided referee earns nothing even once it meets the rules.
    await verifyPhone(sameDevice);
    await deposit(sameDevice, 20_000n);
    await pass();
    expect(await rewards(referrer)).toEqual([]);

    // The operator restores it with a reason (audited); the automatic checks leave it alone from then on.
    const restored = await callConsole(
      harness.app,
      operator,
      'POST',
      `/bo/referral/demo/referees/${sameDevice.memberId}/review`,
      { decision: 'restore', reason: 'same household, checked by phone' },
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.body.value).toEqual({ from: 'failed', to: 'not_qualified' });
    const [audit] = await queryRows<{ count: number }>(
      harness.database.db,
      sql`select count(*)::int as count from audit_log where action = 'referral.review'
          and target = ${sameDevice.memberId}`,
    );
    expect(audit?.count).toBe(1);
    await pass();
    const report = await callConsole(harness.app, operator, 'GET', '/bo/referral/demo/referees?status=qualified');
    const qualified = (report.body.value.content as { refereeId: string; reviewedBy: string | null }[]).find(
      (row) => row.refereeId === sameDevice.memberId,
    );
    expect(qualified?.reviewedBy).toBeTruthy();
    expect((await rewards(referrer)).map((row) => row.kind).sort()).toEqual(['deposit', 'invitation']);
  });

  it('keeps the console behind referral.manage and refuses an unknown referee', async () => {
    const support = await operatorToken(harness, 'support');
    expect((await callConsole(harness.app, support, 'GET', '/bo/referral/demo/rules')).statusCode).toBe(403);
    const missing = await callConsole(
      harness.app,
      operator,
      'POST',
      `/bo/referral/demo/referees/${randomUUID()}/review`,
      { decision: 'void', reason: 'x' },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe.runIf(onPostgres)('racing payout passes on PostgreSQL', () => {
  it('pays each reward once when passes run at once', async () => {
    await saveRules({ achievementTiers: [{ count: 1, reward: '3.00' }], achievementPeriod: 'none', refereeCap: '' });
    const referrer = await member();
    const before = await balanceOf(harness.app, referrer.token);
    const referee = await member({ referralCode: (await overview(referrer)).code });
    await verifyPhone(referee);
    await deposit(referee, 20_000n);
    await allAtOnce(6, () => pass());
    const paid = await rewards(referrer);
    expect(paid.map((row) => row.kind).sort()).toEqual(['achievement', 'deposit', 'invitation']);
    const [grants] = await queryRows<{ count: number }>(
      harness.database.db,
      sql`select count(*)::int as count from bonus_grant where member_id = ${referrer.memberId}::uuid
          and source = 'referral'`,
    );
    expect(grants?.count).toBe(3);
    expect(Number(await balanceOf(harness.app, referrer.token)) - Number(before)).toBeCloseTo(63, 2);
  });
});
