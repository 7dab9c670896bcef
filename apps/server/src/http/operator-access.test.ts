import { and, desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSettingsSections, formatMinor, isSwitchEnabled, whitelabelSwitches } from '@croupier/contracts';
import { demoRegistrationRules, demoWhitelabel } from '../db/seed.js';
import { systemClock } from '../lib/clock.js';
import { defaultContributions } from '../modules/bonus/index.js';
import type { VipRule } from '../modules/vip/index.js';
import { demoVipLadder } from '../modules/vip/index.js';
import type { OperatorService } from '../modules/operator/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import { auditLog, operatorAccount, operatorSession } from '../modules/operator/operator.tables.js';
import { withdrawal } from '../modules/withdrawal/withdrawal.tables.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer, nextAddress, operatorToken, requestWithdrawal } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { registerOperatorAuth } from './operator-auth.js';

let testApp: TestApp;
let player: Player;

beforeAll(async () => {
  testApp = await createTestApp();
  player = await createPlayer(testApp, { balanceMinor: 10_000_000n });
});
afterAll(async () => {
  await testApp.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const ruleBody = (rule: VipRule) => ({
  combinator: rule.combinator,
  conditions: rule.conditions.map((condition) => ({ ...condition, min: formatMinor(BigInt(condition.minMinor)) })),
});

/** The seeded VIP ladder as the console sends it. */
const demoLadderBody = () =>
  demoVipLadder.map((level) => ({
    level: level.ordinal,
    name: level.name,
    upRule: ruleBody(level.upRule),
    keepRule: ruleBody(level.keepRule),
    benefits: {
      levelUpGift: formatMinor(BigInt(level.benefits.levelUpGiftMinor)),
      monthlyGift: formatMinor(BigInt(level.benefits.monthlyGiftMinor)),
      monthlyMinDeposit: formatMinor(BigInt(level.benefits.monthlyMinDepositMinor)),
      giftTurnoverMultiple: level.benefits.giftTurnoverMultiple,
      rebateText: level.benefits.rebateText,
      dailyWithdrawalCount: level.benefits.dailyWithdrawalCount,
      dailyWithdrawalLimit:
        level.benefits.dailyWithdrawalLimitMinor === null
          ? null
          : formatMinor(BigInt(level.benefits.dailyWithdrawalLimitMinor)),
    },
  }));

async function consoleCall(
  token: string,
  method: Method,
  url: string,
  payload?: Record<string, unknown>,
  language = 'en',
) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language },
    ...(payload ? { payload } : {}),
  });
  type Body = { success: boolean; code?: string; message: string; value: Record<string, unknown> };
  // A CSV export answers text: only its status is looked at.
  const json = String(response.headers['content-type']).includes('json');
  return { statusCode: response.statusCode, body: json ? response.json<Body>() : ({} as Body) };
}

async function pendingWithdrawal(): Promise<string> {
  const requested = await requestWithdrawal(testApp.app, player, '100.00');
  expect(requested.statusCode).toBe(200);
  return String(requested.body.value.id);
}

async function withdrawalStatus(id: string) {
  const [row] = await testApp.database.db.select().from(withdrawal).where(eq(withdrawal.id, id));
  return row?.status;
}

async function logIn(username: string, password: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/bo/session/login',
    payload: { username, password },
    remoteAddress: nextAddress(),
  });
  return { statusCode: response.statusCode, body: response.json<{ code?: string; value: { token: string } }>() };
}

async function auditRows(action: string, target?: string) {
  return testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), target === undefined ? undefined : eq(auditLog.target, target)))
    .orderBy(desc(auditLog.id));
}

const allRoles = ['admin', 'finance', 'support', 'content', 'risk'] as const;

describe('roles', () => {
  it('lets finance approve a withdrawal and refuses support', async () => {
    const id = await pendingWithdrawal();
    const support = await operatorToken(testApp, 'support');
    const refused = await consoleCall(support, 'POST', `/bo/withdrawals/${id}/approve`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect(await withdrawalStatus(id)).toBe('pending');
    const finance = await operatorToken(testApp, 'finance');
    const approved = await consoleCall(finance, 'POST', `/bo/withdrawals/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(await withdrawalStatus(id)).toBe('paid');
  });

  it('gives content the catalogue but not the money, risk the audit log but not the wallets', async () => {
    const content = await operatorToken(testApp, 'content');
    expect((await consoleCall(content, 'POST', '/bo/games/cache/flush', { merchant: 'demo' })).statusCode).toBe(200);
    expect((await consoleCall(content, 'GET', '/bo/deposits?merchant=demo')).statusCode).toBe(403);
    const risk = await operatorToken(testApp, 'risk');
    expect((await consoleCall(risk, 'GET', '/bo/audit')).statusCode).toBe(200);
    const adjustment = {
      merchant: 'demo',
      username: player.username,
      direction: 'credit',
      amount: '1.00',
      reason: 'test',
    };
    expect((await consoleCall(risk, 'POST', '/bo/wallets/adjustments', adjustment)).statusCode).toBe(403);
  });

  it('lets an operator with two roles do what either allows', async () => {
    const both = await operatorToken(testApp, ['content', 'finance']);
    expect((await consoleCall(both, 'POST', '/bo/games/cache/flush', { merchant: 'demo' })).statusCode).toBe(200);
    expect((await consoleCall(both, 'GET', '/bo/deposits?merchant=demo')).statusCode).toBe(200);
    expect((await consoleCall(both, 'GET', '/bo/audit')).statusCode).toBe(403);
  });

  it('answers a refusal in the request language', async () => {
    const support = await operatorToken(testApp, 'support');
    const thai = await consoleCall(support, 'GET', '/bo/deposits?merchant=demo', undefined, 'th');
    expect(thai.body).toMatchObject({ code: 'FORBIDDEN', message: 'คุณไม่มีสิทธิ์ดำเนินการนี้' });
  });
});

const someId = '00000000-0000-4000-8000-000000000000';
const oddsTable = {
  pricing: 'fixed-odds',
  code: 'WINGO_SCOPE_TEST',
  family: 'WINGO',
  stakeFeeBasisPoints: 200,
  betTypes: { WINGO_NUMBER: { costUnits: 1, payoutThousandths: { NUMBER: 9_000 } } },
};
const gameSetting = (merchant: string) => ({
  merchant,
  gameCode: 'TH_GLO',
  enabled: true,
  allowCancel: true,
  minStake: '1.00',
  maxStake: '1000.00',
  maxNumberStake: '5000.00',
  maxDrawStake: '100000.00',
  payoutCap: null,
  maxChasePeriods: 10,
  memberSeries: 1,
  closedNumbers: [],
  numberPayoutPercent: {},
});

/** A draft offer: the scope sweep's own call on its brand saves it (a draft players never see). */
const promotionBody = {
  type: 'FREE_BONUS',
  category: 'other',
  content: { title: { en: 'Scope test' }, summary: {}, termsHtml: {} },
  displayFrom: '2026-01-01T00:00:00Z',
  applyFrom: '2026-01-01T00:00:00Z',
  reward: { kind: 'fixed', amount: '1.00' },
  terms: { turnoverMultiplier: 1, maxBet: null, maxWinMultiplier: null, expiryDays: 7 },
};
/** Every console call that names a brand, as a call on `brand`. */
const brandCalls: [Method, string, (brand: string) => string, ((brand: string) => Record<string, unknown>)?][] = [
  ['GET', '/bo/debts', (brand) => `/bo/debts?merchant=${brand}`],
  ['GET', '/bo/agent-contracts', (brand) => `/bo/agent-contracts?merchant=${brand}`],
  ['GET', '/bo/agent-settlement/runs', (brand) => `/bo/agent-settlement/runs?merchant=${brand}`],
  ['GET', '/bo/agent-settlement/obligations', (brand) => `/bo/agent-settlement/obligations?merchant=${brand}`],
  [
    'POST',
    '/bo/agent-contracts',
    () => '/bo/agent-contracts',
    (brand) => ({
      merchant: brand,
      username: 'nobody',
      terms: { kind: 'realtime_salary', tiers: [{ minDrawStake: '1.00', lossRate: '1', winRate: '1' }] },
    }),
  ],
  ['GET', '/bo/agents/{merchant}/applications', (brand) => `/bo/agents/${brand}/applications`],
  ['GET', '/bo/member-messages/{merchant}', (brand) => `/bo/member-messages/${brand}`],
  ['GET', '/bo/promotions/{merchant}', (brand) => `/bo/promotions/${brand}`],
  ['POST', '/bo/promotions/{merchant}', (brand) => `/bo/promotions/${brand}`, () => promotionBody],
  ['PUT', '/bo/promotions/{merchant}/{id}', (brand) => `/bo/promotions/${brand}/${someId}`, () => promotionBody],
  [
    'POST',
    '/bo/promotions/{merchant}/{id}/status',
    (brand) => `/bo/promotions/${brand}/${someId}/status`,
    () => ({ status: 'active' }),
  ],
  ['GET', '/bo/promotions/{merchant}/applications', (brand) => `/bo/promotions/${brand}/applications`],
  [
    'POST',
    '/bo/promotions/{merchant}/applications/{id}/approve',
    (brand) => `/bo/promotions/${brand}/applications/${someId}/approve`,
    () => ({ amount: '1.00' }),
  ],
  [
    'POST',
    '/bo/promotions/{merchant}/applications/{id}/reject',
    (brand) => `/bo/promotions/${brand}/applications/${someId}/reject`,
    () => ({ reason: 'scope test' }),
  ],
  [
    'GET',
    '/bo/promotions/{merchant}/applications/{id}/images/{imageId}',
    (brand) => `/bo/promotions/${brand}/applications/${someId}/images/${someId}`,
  ],
  ['GET', '/bo/bonus-grants/{merchant}', (brand) => `/bo/bonus-grants/${brand}?username=nobody`],
  [
    'POST',
    '/bo/bonus-grants/{merchant}/{id}/forfeit',
    (brand) => `/bo/bonus-grants/${brand}/${someId}/forfeit`,
    () => ({ reason: 'operator', note: 'scope test' }),
  ],
  [
    'POST',
    '/bo/bonus-grants/{merchant}/{id}/recredit',
    (brand) => `/bo/bonus-grants/${brand}/${someId}/recredit`,
    () => ({ amount: '1.00', note: 'scope test' }),
  ],
  ['GET', '/bo/bonus-policy/{merchant}', (brand) => `/bo/bonus-policy/${brand}`],
  [
    'PUT',
    '/bo/bonus-policy/{merchant}',
    (brand) => `/bo/bonus-policy/${brand}`,
    // The brand's defaults: the own-brand call saves them unchanged for the tests after it.
    () => ({ profile: 'strict', contributions: [...defaultContributions] }),
  ],
  ['GET', '/bo/bonus-cost/{merchant}', (brand) => `/bo/bonus-cost/${brand}?from=2026-11-01&to=2026-11-07`],
  ['GET', '/bo/bonus-cost.csv', (brand) => `/bo/bonus-cost.csv?merchant=${brand}&from=2026-11-01&to=2026-11-07`],
  ['GET', '/bo/rebate/{merchant}', (brand) => `/bo/rebate/${brand}`],
  [
    'PUT',
    '/bo/rebate/{merchant}',
    (brand) => `/bo/rebate/${brand}`,
    () => ({ rates: [], dailyCaps: [{ level: 0, cap: '1000.00' }], minimum: '1.00' }),
  ],
  ['GET', '/bo/rebate/{merchant}/claims', (brand) => `/bo/rebate/${brand}/claims?from=2026-01-01&to=2026-01-02`],
  ['GET', '/bo/missions/{merchant}', (brand) => `/bo/missions/${brand}`],
  [
    'POST',
    '/bo/missions/{merchant}',
    (brand) => `/bo/missions/${brand}`,
    () => ({
      code: `SCOPE-${Math.random().toString(36).slice(2, 10)}`,
      title: { en: 'Scope test' },
      kind: 'daily',
      metric: 'valid_bet',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-02T00:00:00Z',
      milestones: [{ target: '10.00', reward: '1.00' }],
    }),
  ],
  [
    'PUT',
    '/bo/missions/{merchant}/{id}',
    (brand) => `/bo/missions/${brand}/${someId}`,
    () => ({
      code: 'SCOPE',
      title: { en: 'Scope test' },
      kind: 'daily',
      metric: 'valid_bet',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-02T00:00:00Z',
      milestones: [{ target: '10.00', reward: '1.00' }],
    }),
  ],
  ['POST', '/bo/missions/{merchant}/{id}/publish', (brand) => `/bo/missions/${brand}/${someId}/publish`],
  ['POST', '/bo/missions/{merchant}/{id}/close', (brand) => `/bo/missions/${brand}/${someId}/close`],
  ['GET', '/bo/missions/{merchant}/{id}/report', (brand) => `/bo/missions/${brand}/${someId}/report`],
  ['GET', '/bo/jackpot/{merchant}', (brand) => `/bo/jackpot/${brand}`],
  [
    'PUT',
    '/bo/jackpot/{merchant}',
    (brand) => `/bo/jackpot/${brand}`,
    // Off: the scope test leaves no pool running for the tests after it.
    () => ({ enabled: false, shareBasisPoints: 100, seed: '0.00', oneIn: 1000 }),
  ],
  ['GET', '/bo/jackpot/{merchant}/wins', (brand) => `/bo/jackpot/${brand}/wins`],
  ['GET', '/bo/referral/{merchant}/rules', (brand) => `/bo/referral/${brand}/rules`],
  [
    'PUT',
    '/bo/referral/{merchant}/rules',
    (brand) => `/bo/referral/${brand}/rules`,
    () => ({
      enabled: true,
      invitationReward: '50.00',
      achievementPeriod: 'monthly',
      achievementTiers: [{ count: 5, reward: '200.00' }],
      depositRate: '5.00',
      depositScope: 'first',
      bettingRate: '0.10',
      minFirstDeposit: '100.00',
      qualifyDays: 30,
      ipWindowDays: 30,
      refereeCap: '2000.00',
      dailyCap: '5000.00',
      turnoverMultiplier: 0,
      rulesText: { en: 'scope test' },
    }),
  ],
  ['GET', '/bo/referral/{merchant}/referees', (brand) => `/bo/referral/${brand}/referees`],
  [
    'POST',
    '/bo/referral/{merchant}/referees/{refereeId}/review',
    (brand) => `/bo/referral/${brand}/referees/${someId}/review`,
    () => ({ decision: 'void', reason: 'scope test' }),
  ],
  ['GET', '/bo/points/{merchant}/settings', (brand) => `/bo/points/${brand}/settings`],
  [
    'PUT',
    '/bo/points/{merchant}/settings',
    (brand) => `/bo/points/${brand}/settings`,
    // The demo brands' settings (points.seed.ts): the own-brand call saves them unchanged for the tests after it.
    () => ({
      expiryDays: 365,
      rules: [
        { category: 'RNG', amount: '100.00', points: '1' },
        { category: 'FISH', amount: '100.00', points: '1' },
        { category: 'LIVE', amount: '200.00', points: '1' },
        { category: 'SPORTS', amount: '100.00', points: '1' },
        { category: 'PVP', amount: '200.00', points: '1' },
        { category: 'LOTT', amount: '100.00', points: '1' },
        { category: 'ELOTT', amount: '100.00', points: '1' },
      ],
      conversion: { enabled: true, pointsPerUnit: '100', unitAmount: '1.00', minPoints: '100', stepPoints: '100' },
    }),
  ],
  ['GET', '/bo/points/{merchant}/items', (brand) => `/bo/points/${brand}/items`],
  [
    'POST',
    '/bo/points/{merchant}/items',
    (brand) => `/bo/points/${brand}/items`,
    () => ({ type: 'physical', name: { en: 'Scope test' }, pointsCost: '100', stockLeft: 0, active: false }),
  ],
  [
    'PUT',
    '/bo/points/{merchant}/items/{itemId}',
    (brand) => `/bo/points/${brand}/items/${someId}`,
    () => ({ type: 'physical', name: { en: 'Scope test' }, pointsCost: '100', stockLeft: 0, active: false }),
  ],
  ['GET', '/bo/points/{merchant}/redemptions', (brand) => `/bo/points/${brand}/redemptions`],
  [
    'POST',
    '/bo/points/{merchant}/redemptions/{redemptionId}/approve',
    (brand) => `/bo/points/${brand}/redemptions/${someId}/approve`,
  ],
  [
    'POST',
    '/bo/points/{merchant}/redemptions/{redemptionId}/reject',
    (brand) => `/bo/points/${brand}/redemptions/${someId}/reject`,
    () => ({ reason: 'scope test' }),
  ],
  ['GET', '/bo/points/{merchant}/report', (brand) => `/bo/points/${brand}/report`],
  ['GET', '/bo/vip/{merchant}', (brand) => `/bo/vip/${brand}`],
  // The seeded ladder: the own-brand call saves it unchanged for the tests after it.
  ['PUT', '/bo/vip/{merchant}/ladder', (brand) => `/bo/vip/${brand}/ladder`, () => ({ levels: demoLadderBody() })],
  [
    'PUT',
    '/bo/vip/{merchant}/policy',
    (brand) => `/bo/vip/${brand}/policy`,
    () => ({ relegationEnabled: true, protectionDays: 90, giftClaimDays: 30 }),
  ],
  ['GET', '/bo/vip/{merchant}/changes', (brand) => `/bo/vip/${brand}/changes`],
  [
    'POST',
    '/bo/vip/{merchant}/changes',
    (brand) => `/bo/vip/${brand}/changes`,
    () => ({ username: 'nobody', level: 1, reason: 'scope test' }),
  ],
  ['GET', '/bo/vip/{merchant}/gifts', (brand) => `/bo/vip/${brand}/gifts`],
  [
    'POST',
    '/bo/member-messages/{merchant}',
    (brand) => `/bo/member-messages/${brand}`,
    () => ({ to: 'broadcast', audience: 'everyone', title: 'x', body: 'x' }),
  ],
  [
    'POST',
    '/bo/agents/{merchant}/applications/{id}/approve',
    (brand) => `/bo/agents/${brand}/applications/${someId}/approve`,
    () => ({ agentType: 1 }),
  ],
  [
    'POST',
    '/bo/agents/{merchant}/applications/{id}/refuse',
    (brand) => `/bo/agents/${brand}/applications/${someId}/refuse`,
    () => ({ reason: 'scope test' }),
  ],
  ['GET', '/bo/agents/{merchant}/tree', (brand) => `/bo/agents/${brand}/tree`],
  ['GET', '/bo/agents/{merchant}/{username}/quota', (brand) => `/bo/agents/${brand}/nobody/quota`],
  ['GET', '/bo/agents/{merchant}/{username}/reports/team', (brand) => `/bo/agents/${brand}/nobody/reports/team`],
  ['GET', '/bo/agents/{merchant}/{username}/reports/revenue', (brand) => `/bo/agents/${brand}/nobody/reports/revenue`],
  [
    'GET',
    '/bo/agents/{merchant}/{username}/reports/contracts',
    (brand) => `/bo/agents/${brand}/nobody/reports/contracts`,
  ],
  [
    'GET',
    '/bo/agents/{merchant}/{username}/reports/settlement',
    (brand) => `/bo/agents/${brand}/nobody/reports/settlement`,
  ],
  [
    'PUT',
    '/bo/agents/{merchant}/{username}/quota',
    (brand) => `/bo/agents/${brand}/nobody/quota`,
    () => ({ memberRegistrationsLimit: 1, agentRegistrationsLimit: null, contractOffersLimit: null }),
  ],
  [
    'POST',
    '/bo/agents/{merchant}/{username}/upline',
    (brand) => `/bo/agents/${brand}/nobody/upline`,
    () => ({ uplineUsername: null }),
  ],
  [
    'POST',
    '/bo/wallets/adjustments',
    () => '/bo/wallets/adjustments',
    (brand) => ({ merchant: brand, username: 'nobody', direction: 'credit', amount: '1.00', reason: 'test' }),
  ],
  [
    'POST',
    '/bo/games/maintenance',
    () => '/bo/games/maintenance',
    (brand) => ({ merchant: brand, vendor: 'NOVENDOR', maintenance: false }),
  ],
  ['POST', '/bo/games/cache/flush', () => '/bo/games/cache/flush', (brand) => ({ merchant: brand })],
  [
    'POST',
    '/bo/games/import',
    () => '/bo/games/import',
    (brand) => ({
      merchant: brand,
      catalogue: { games: [{ vendor: 'SCOPE', gameCode: 's-1', gameType: 'RNG', names: { en: 'Scope' } }] },
    }),
  ],
  ['GET', '/bo/outbox', (brand) => `/bo/outbox?merchant=${brand}&destination=x%40y.co`],
  ['GET', '/bo/outbox.csv', (brand) => `/bo/outbox.csv?merchant=${brand}`],
  [
    'PUT',
    '/bo/merchants/{code}/maintenance',
    (brand) => `/bo/merchants/${brand}/maintenance`,
    () => ({ maintenance: false }),
  ],
  ['GET', '/bo/deposits', (brand) => `/bo/deposits?merchant=${brand}`],
  ['GET', '/bo/approvals', (brand) => `/bo/approvals?merchant=${brand}`],
  ['GET', '/bo/wallets/adjustments', (brand) => `/bo/wallets/adjustments?merchant=${brand}`],
  ['GET', '/bo/wallets/adjustments.csv', (brand) => `/bo/wallets/adjustments.csv?merchant=${brand}`],
  ['GET', '/bo/merchants/{code}/two-person-thresholds', (brand) => `/bo/merchants/${brand}/two-person-thresholds`],
  [
    'PUT',
    '/bo/merchants/{code}/two-person-thresholds',
    (brand) => `/bo/merchants/${brand}/two-person-thresholds`,
    () => ({ withdrawal: '10000.00', deposit: '20000.00', adjustment: '20000.00' }),
  ],
  ['POST', '/bo/deposits/{merchant}/{id}/confirm', (brand) => `/bo/deposits/${brand}/${someId}/confirm`],
  [
    'POST',
    '/bo/deposits/{merchant}/{id}/reject',
    (brand) => `/bo/deposits/${brand}/${someId}/reject`,
    () => ({ reason: 'not received' }),
  ],
  [
    'PUT',
    '/bo/merchants/{code}/two-factor',
    (brand) => `/bo/merchants/${brand}/two-factor`,
    () => ({ required: false }),
  ],
  ['DELETE', '/bo/members/{merchant}/{username}/two-factor', (brand) => `/bo/members/${brand}/nobody/two-factor`],
  [
    'PUT',
    '/bo/lottery/odds-tables',
    () => '/bo/lottery/odds-tables',
    (brand) => ({ merchant: brand, table: oddsTable }),
  ],
  ['PUT', '/bo/lottery/settings', () => '/bo/lottery/settings', gameSetting],
  ['GET', '/bo/lottery/odds-tables', (brand) => `/bo/lottery/odds-tables?merchant=${brand}`],
  [
    'GET',
    '/bo/lottery/odds-tables/versions',
    (brand) => `/bo/lottery/odds-tables/versions?merchant=${brand}&code=WINGO_DEFAULT`,
  ],
  [
    'GET',
    '/bo/lottery/odds-tables/versions/{version}',
    (brand) => `/bo/lottery/odds-tables/versions/1?merchant=${brand}&code=WINGO_DEFAULT`,
  ],
  [
    'GET',
    '/bo/lottery/odds-tables/diff/{from}/{to}',
    (brand) => `/bo/lottery/odds-tables/diff/1/1?merchant=${brand}&code=WINGO_DEFAULT`,
  ],
  ['GET', '/bo/lottery/settings', (brand) => `/bo/lottery/settings?merchant=${brand}`],
  [
    'GET',
    '/bo/lottery/settings/versions',
    (brand) => `/bo/lottery/settings/versions?merchant=${brand}&gameCode=LA_LAO`,
  ],
  [
    'GET',
    '/bo/lottery/settings/versions/{version}',
    (brand) => `/bo/lottery/settings/versions/0?merchant=${brand}&gameCode=LA_LAO`,
  ],
  [
    'GET',
    '/bo/lottery/settings/diff/{from}/{to}',
    (brand) => `/bo/lottery/settings/diff/0/0?merchant=${brand}&gameCode=LA_LAO`,
  ],
];
const reason = () => ({ reason: 'scope test' });
brandCalls.push(
  ['GET', '/bo/players', (brand) => `/bo/players?merchant=${brand}`],
  ['GET', '/bo/players.csv', (brand) => `/bo/players.csv?merchant=${brand}`],
  ['GET', '/bo/players/{merchant}/{username}', (brand) => `/bo/players/${brand}/nobody`],
  ...(['ledger', 'rounds', 'deposits', 'withdrawals', 'notes'] as const).map((list): (typeof brandCalls)[number] => [
    'GET',
    `/bo/players/{merchant}/{username}/${list}`,
    (brand) => `/bo/players/${brand}/nobody/${list}`,
  ]),
  [
    'POST',
    '/bo/players/{merchant}/{username}/notes',
    (brand) => `/bo/players/${brand}/nobody/notes`,
    () => ({ body: 'x' }),
  ],
  ...(['block', 'unblock', 'password-reset', 'login-unlock'] as const).map((action): (typeof brandCalls)[number] => [
    'POST',
    `/bo/players/{merchant}/{username}/${action}`,
    (brand) => `/bo/players/${brand}/nobody/${action}`,
    reason,
  ]),
);
const notice = (brand: string) => ({ merchant: brand, type: 'H', title: { en: 'Scope test' } });
const article = (brand: string) => ({
  merchant: brand,
  code: 'scope-test',
  category: 'account',
  title: { en: 'Scope test' },
  content: { en: 'Text' },
});
brandCalls.push(
  ['GET', '/bo/dashboard', (brand) => `/bo/dashboard?merchant=${brand}&from=2026-11-01&to=2026-11-02`],
  ['GET', '/bo/content/announcements', (brand) => `/bo/content/announcements?merchant=${brand}`],
  ['POST', '/bo/content/announcements', () => '/bo/content/announcements', notice],
  ['PUT', '/bo/content/announcements/{id}', () => `/bo/content/announcements/${someId}`, notice],
  [
    'POST',
    '/bo/content/announcements/{id}/publish',
    () => `/bo/content/announcements/${someId}/publish`,
    (brand) => ({ merchant: brand, published: false }),
  ],
  [
    'POST',
    '/bo/content/announcements/order',
    () => '/bo/content/announcements/order',
    (brand) => ({ merchant: brand, ids: [someId] }),
  ],
  ['GET', '/bo/content/announcements.csv', (brand) => `/bo/content/announcements.csv?merchant=${brand}`],
  ['GET', '/bo/content/articles', (brand) => `/bo/content/articles?merchant=${brand}`],
  ['GET', '/bo/content/articles.csv', (brand) => `/bo/content/articles.csv?merchant=${brand}`],
  ['POST', '/bo/content/preview', () => '/bo/content/preview', (brand) => ({ merchant: brand, html: '<p>x</p>' })],
  [
    'POST',
    '/bo/content/images',
    () => '/bo/content/images',
    (brand) => ({ merchant: brand, data: 'data:image/png;base64,AAAA' }),
  ],
  ['POST', '/bo/content/articles', () => '/bo/content/articles', article],
  ['PUT', '/bo/content/articles/{id}', () => `/bo/content/articles/${someId}`, article],
  [
    'POST',
    '/bo/content/articles/{id}/publish',
    () => `/bo/content/articles/${someId}/publish`,
    (brand) => ({ merchant: brand, published: false }),
  ],
);
/** Brand settings: each save repeats the demo brand's seeded value, so the sweep changes nothing it relies on. */
const settingsBodies: Record<string, Record<string, unknown>> = {
  switches: Object.fromEntries(whitelabelSwitches.map((name) => [name, isSwitchEnabled(demoWhitelabel, name)])),
  languages: { languages: ['th', 'en', 'pt-BR', 'fil'], defaultLanguage: 'th' },
  'currency-display': { currencySymbol: '฿' },
  domains: {
    domains: [
      { host: '127.0.0.1', lineUrl: 'http://127.0.0.1:8080' },
      { host: 'localhost', lineUrl: 'http://localhost:8080' },
    ],
  },
  region: { mode: 'block', countries: ['US', 'GB', 'FR', 'NL', 'ES', 'AU'] },
  'registration-rules': { rules: demoRegistrationRules },
  'customer-service': {
    channels: [
      { kind: 'LINE', value: '@croupier', labels: { th: 'แชท LINE', en: 'LINE chat' } },
      { kind: 'EMAIL', value: 'support@croupier.example', labels: { th: 'อีเมล', en: 'E-mail' } },
    ],
  },
};
brandCalls.push(
  ['GET', '/bo/brands/{code}/settings', (brand) => `/bo/brands/${brand}/settings`],
  ...brandSettingsSections.map((section): (typeof brandCalls)[number] => [
    'PUT',
    `/bo/brands/{code}/settings/${section}`,
    (brand) => `/bo/brands/${brand}/settings/${section}`,
    () => settingsBodies[section] ?? {},
  ]),
);
brandCalls.push(
  ['GET', '/bo/vendors', (brand) => `/bo/vendors?merchant=${brand}`],
  [
    'PUT',
    '/bo/vendors/{code}',
    () => '/bo/vendors/NOVENDOR',
    (brand) => ({ merchant: brand, enabled: true, maintenance: false, sortOrder: 0 }),
  ],
  ['GET', '/bo/games', (brand) => `/bo/games?merchant=${brand}&pageSize=1`],
  ['GET', '/bo/games.csv', (brand) => `/bo/games.csv?merchant=${brand}&search=nothing-matches-this`],
  ['PATCH', '/bo/games/{id}', () => '/bo/games/999999999', (brand) => ({ merchant: brand, isHot: false })],
  [
    'POST',
    '/bo/games/imports',
    () => '/bo/games/imports',
    (brand) => ({ merchant: brand, fileName: 'empty.json', content: '{"games":[]}' }),
  ],
  ['GET', '/bo/games/imports', (brand) => `/bo/games/imports?merchant=${brand}`],
  ['GET', '/bo/games/imports/{id}', (brand) => `/bo/games/imports/${someId}?merchant=${brand}`],
);
/** Social login providers per brand (decision 0086): saved switched off, so the brand's site is unchanged. */
brandCalls.push(
  ['GET', '/bo/social-login/{code}/providers', (brand) => `/bo/social-login/${brand}/providers`],
  [
    'PUT',
    '/bo/social-login/{code}/providers/{provider}',
    (brand) => `/bo/social-login/${brand}/providers/facebook`,
    () => ({ enabled: false, clientId: '', issuerUrl: 'https://www.facebook.com' }),
  ],
);
/** Responsible gaming (decision 0046). */
brandCalls.push(
  [
    'GET',
    '/bo/players/{merchant}/{username}/responsible-gaming',
    (brand) => `/bo/players/${brand}/nobody/responsible-gaming`,
  ],
  [
    'GET',
    '/bo/players/{merchant}/{username}/responsible-gaming/limit-changes',
    (brand) => `/bo/players/${brand}/nobody/responsible-gaming/limit-changes`,
  ],
  [
    'POST',
    '/bo/players/{merchant}/{username}/limits/{kind}',
    (brand) => `/bo/players/${brand}/nobody/limits/deposit_day`,
    () => ({ value: '100.00', note: 'brand sweep' }),
  ],
  [
    'POST',
    '/bo/players/{merchant}/{username}/protections/{protectionId}/lift',
    (brand) => `/bo/players/${brand}/nobody/protections/${someId}/lift`,
    () => ({ note: 'brand sweep' }),
  ],
  ['GET', '/bo/players/{merchant}/{username}/harm-markers', (brand) => `/bo/players/${brand}/nobody/harm-markers`],
  [
    'POST',
    '/bo/players/{merchant}/{username}/harm-markers/notes',
    (brand) => `/bo/players/${brand}/nobody/harm-markers/notes`,
    () => ({ marker: 'night_play', body: 'brand sweep' }),
  ],
  ['GET', '/bo/responsible-gaming/exclusions', (brand) => `/bo/responsible-gaming/exclusions?merchant=${brand}`],
  [
    'GET',
    '/bo/responsible-gaming/exclusions.csv',
    (brand) => `/bo/responsible-gaming/exclusions.csv?merchant=${brand}`,
  ],
  ['GET', '/bo/responsible-gaming/harm-markers', (brand) => `/bo/responsible-gaming/harm-markers?merchant=${brand}`],
);
/** Live chat (decision 0085): every call names its brand in the path; a row by id is looked up within it. */
const chatConversation = (brand: string) => `/bo/live-chat/${brand}/conversations/${someId}`;
brandCalls.push(
  ['GET', '/bo/live-chat/{merchant}/conversations', (brand) => `/bo/live-chat/${brand}/conversations`],
  ['GET', '/bo/live-chat/{merchant}/conversations/{id}', chatConversation],
  ['POST', '/bo/live-chat/{merchant}/conversations/{id}/take', (brand) => `${chatConversation(brand)}/take`],
  [
    'POST',
    '/bo/live-chat/{merchant}/conversations/{id}/transfer',
    (brand) => `${chatConversation(brand)}/transfer`,
    () => ({ operatorId: someId }),
  ],
  ['POST', '/bo/live-chat/{merchant}/conversations/{id}/close', (brand) => `${chatConversation(brand)}/close`],
  [
    'POST',
    '/bo/live-chat/{merchant}/conversations/{id}/messages',
    (brand) => `${chatConversation(brand)}/messages`,
    () => ({ text: 'scope test' }),
  ],
  ['GET', '/bo/live-chat/{merchant}/attachments/{id}', (brand) => `/bo/live-chat/${brand}/attachments/${someId}`],
  ['GET', '/bo/live-chat/{merchant}/duty', (brand) => `/bo/live-chat/${brand}/duty`],
  ['PUT', '/bo/live-chat/{merchant}/duty', (brand) => `/bo/live-chat/${brand}/duty`, () => ({ onDuty: false })],
  ['GET', '/bo/live-chat/{merchant}/settings', (brand) => `/bo/live-chat/${brand}/settings`],
  ['PUT', '/bo/live-chat/{merchant}/settings', (brand) => `/bo/live-chat/${brand}/settings`, () => ({ enabled: true })],
  ['GET', '/bo/live-chat/{merchant}/canned-replies', (brand) => `/bo/live-chat/${brand}/canned-replies`],
  [
    'POST',
    '/bo/live-chat/{merchant}/canned-replies',
    (brand) => `/bo/live-chat/${brand}/canned-replies`,
    () => ({ title: 'Scope test', text: 'Scope test' }),
  ],
  [
    'PUT',
    '/bo/live-chat/{merchant}/canned-replies/{id}',
    (brand) => `/bo/live-chat/${brand}/canned-replies/${someId}`,
    () => ({ title: 'Scope test', text: 'Scope test' }),
  ],
  [
    'DELETE',
    '/bo/live-chat/{merchant}/canned-replies/{id}',
    (brand) => `/bo/live-chat/${brand}/canned-replies/${someId}`,
  ],
  ['GET', '/bo/live-chat/{merchant}/offline-messages', (brand) => `/bo/live-chat/${brand}/offline-messages`],
  ['GET', '/bo/live-chat/{merchant}/transcripts', (brand) => `/bo/live-chat/${brand}/transcripts`],
  [
    'GET',
    '/bo/live-chat/{merchant}/transcripts/{id}/download',
    (brand) => `/bo/live-chat/${brand}/transcripts/${someId}/download`,
  ],
);
/** Feedback (decision 0087): every call names its brand in the path; a row by id is looked up within it. */
brandCalls.push(
  ['GET', '/bo/feedback/{merchant}', (brand) => `/bo/feedback/${brand}`],
  ['GET', '/bo/feedback/{merchant}/{id}', (brand) => `/bo/feedback/${brand}/${someId}`],
  ['GET', '/bo/feedback/{merchant}/images/{id}', (brand) => `/bo/feedback/${brand}/images/${someId}`],
  ['POST', '/bo/feedback/{merchant}/{id}/read', (brand) => `/bo/feedback/${brand}/${someId}/read`],
  [
    'POST',
    '/bo/feedback/{merchant}/{id}/answer',
    (brand) => `/bo/feedback/${brand}/${someId}/answer`,
    () => ({ title: 'Scope test', body: 'Scope test' }),
  ],
);
/** The money queues (decision 0036): a brand asked for by name is checked before anything is read. */
brandCalls.push(
  ['GET', '/bo/withdrawals.csv', (brand) => `/bo/withdrawals.csv?merchant=${brand}&search=nothing-matches-this`],
  ['GET', '/bo/deposits.csv', (brand) => `/bo/deposits.csv?merchant=${brand}&search=nothing-matches-this`],
  ['GET', '/bo/money-context/{merchant}/{username}', (brand) => `/bo/money-context/${brand}/nobody`],
  ['GET', '/bo/deposits/{merchant}/{id}/slip', (brand) => `/bo/deposits/${brand}/${someId}/slip`],
);
/** Calls on a withdrawal: checked against the brand of the withdrawal's row. */
const withdrawalCalls: [Method, string, (id: string) => string, Record<string, unknown>?][] = [
  ['POST', '/bo/withdrawals/{id}/approve', (id) => `/bo/withdrawals/${id}/approve`],
  ['POST', '/bo/withdrawals/{id}/reject', (id) => `/bo/withdrawals/${id}/reject`, { reason: 'not allowed' }],
  ['GET', '/bo/withdrawals/{id}/proofs/{proofId}', (id) => `/bo/withdrawals/${id}/proofs/${someId}`],
];
/** Calls on a pending two-person approval: checked against the brand of the approval's row. */
const approvalCalls: [Method, string, (id: string) => string, Record<string, unknown>?][] = [
  ['POST', '/bo/approvals/{id}/confirm', (id) => `/bo/approvals/${id}/confirm`],
  ['POST', '/bo/approvals/{id}/reject', (id) => `/bo/approvals/${id}/reject`, { reason: 'not allowed' }],
];
/** Calls across every brand: refused to an operator limited to some brands. */
const platformCalls: [Method, string][] = [
  ['GET', '/bo/reconciliation'],
  ['GET', '/bo/reconciliation/moves'],
  ['GET', '/bo/reconciliation/moves.csv'],
  ['PUT', '/bo/geo/ranges'],
  ['GET', '/bo/geo/ranges'],
  ['DELETE', '/bo/geo/ranges'],
  ['GET', '/bo/audit'],
  ['GET', '/bo/audit.csv'],
  ['POST', '/bo/lottery/results'],
  ['POST', '/bo/lottery/results/confirm'],
  ['GET', '/bo/lottery/results/pending'],
  ['POST', '/bo/lottery/draws/close'],
  ['GET', '/bo/lottery/games'],
  ['GET', '/bo/lottery/draws'],
  ['GET', '/bo/lottery/draws.csv'],
  ['GET', '/bo/lottery/draws/{gameCode}/{numero}'],
  ['GET', '/bo/operators'],
  ['GET', '/bo/operators.csv'],
  ['POST', '/bo/operators'],
  ['PUT', '/bo/operators/{id}/access'],
  ['PUT', '/bo/operators/{id}/status'],
  ['DELETE', '/bo/operators/{id}/two-factor'],
  ['GET', '/bo/sportsbook/events'],
  ['GET', '/bo/sportsbook/events/{eventId}'],
  ['POST', '/bo/sportsbook/events/{eventId}/markets/status'],
  ['POST', '/bo/sportsbook/events/{eventId}/settlement'],
  ['GET', '/bo/sportsbook/risk-settings'],
  ['PUT', '/bo/sportsbook/risk-settings'],
  ['GET', '/bo/sportsbook/margins'],
  ['PUT', '/bo/sportsbook/margins'],
  ['GET', '/bo/sportsbook/tickets'],
  ['POST', '/bo/sportsbook/tickets/{ticketId}/wallet-block'],
  ['GET', '/bo/sportsbook/reports/hold'],
];
/** The operator's own session: no brand. */
const ownCalls = [
  'DELETE /bo/session/logout',
  'DELETE /bo/session/all',
  'PUT /bo/session/password',
  'GET /bo/session/two-factor',
  'POST /bo/session/two-factor/enrolment',
  'POST /bo/session/two-factor/enrolment/confirm',
  'GET /bo/session/me',
];

describe('brand scope', () => {
  let demoOnly = '';
  beforeAll(async () => {
    demoOnly = await operatorToken(testApp, [...allRoles], ['demo']);
  });

  it('covers every console route in this test', async () => {
    const document = (await testApp.app.inject({ url: '/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const consoleRoutes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/bo/') && !path.startsWith('/bo/session/login'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const covered = [
      ...brandCalls.map(([method, path]) => `${method} ${path}`),
      ...withdrawalCalls.map(([method, path]) => `${method} ${path}`),
      ...approvalCalls.map(([method, path]) => `${method} ${path}`),
      ...platformCalls.map(([method, path]) => `${method} ${path}`),
      ...ownCalls,
      // A live stream never ends: its brand refusal is checked in live-chat.routes.test.ts.
      'GET /bo/live-chat/{merchant}/events',
      'GET /bo/withdrawals',
      // Bulk decisions check each row's brand as it is decided (money-queue.routes.test.ts).
      'POST /bo/withdrawals/bulk',
      'POST /bo/deposits/bulk',
      // Checked against the brand of the debt's row (vendor-adjustments.test.ts).
      'POST /bo/debts/{id}/write-off',
      // Checked against the brand of the contract's row (agent-contracts.routes.test.ts).
      'GET /bo/agent-contracts/{id}',
      'POST /bo/agent-contracts/{id}/modify',
      'POST /bo/agent-contracts/{id}/withdraw',
      'POST /bo/agent-contracts/{id}/terminate',
      // Checked against the brand of the run's or obligation's row (agent-settlement.routes.test.ts).
      'GET /bo/agent-settlement/runs/{runId}',
      'POST /bo/agent-settlement/obligations/{obligationId}/retry',
    ];
    expect(consoleRoutes.filter((route) => !route.startsWith('HEAD ')).sort()).toEqual(covered.sort());
  });

  it.each(brandCalls)("refuses %s %s on another brand's code, before acting", async (method, _path, url, body) => {
    const refused = await consoleCall(demoOnly, method, url('lucky'), body?.('lucky'));
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const own = await consoleCall(demoOnly, method, url('demo'), body?.('demo'));
    expect(own.statusCode).not.toBe(403);
    expect(own.statusCode).toBeLessThan(500);
  });

  it("refuses every call on another brand's withdrawal and leaves it pending", async () => {
    const id = await pendingWithdrawal();
    const luckyOnly = await operatorToken(testApp, [...allRoles], ['lucky']);
    for (const [method, , url, body] of withdrawalCalls) {
      const refused = await consoleCall(luckyOnly, method, url(id), body);
      expect(refused.statusCode, url(id)).toBe(403);
    }
    expect(await withdrawalStatus(id)).toBe('pending');
    expect((await consoleCall(demoOnly, 'POST', `/bo/withdrawals/${id}/reject`, { reason: 'test' })).statusCode).toBe(
      200,
    );
  });

  it("refuses every call on another brand's pending approval and leaves it pending", async () => {
    const requested = await requestWithdrawal(testApp.app, player, '15000.00');
    const id = String(requested.body.value.id);
    const first = await consoleCall(testApp.operatorToken, 'POST', `/bo/withdrawals/${id}/approve`);
    const approvalId = String((first.body.value.approval as { id: string }).id);
    const luckyOnly = await operatorToken(testApp, [...allRoles], ['lucky']);
    for (const [method, , url, body] of approvalCalls) {
      const refused = await consoleCall(luckyOnly, method, url(approvalId), body);
      expect(refused.statusCode, url(approvalId)).toBe(403);
    }
    expect(await withdrawalStatus(id)).toBe('pending');
    const own = await consoleCall(demoOnly, 'POST', `/bo/approvals/${approvalId}/reject`, { reason: 'test' });
    expect(own.statusCode).toBe(200);
  });

  it('lists the outbox across brands only to operators of every brand, and shows an operator their brands', async () => {
    expect((await consoleCall(demoOnly, 'GET', '/bo/outbox')).statusCode).toBe(403);
    expect((await consoleCall(testApp.operatorToken, 'GET', '/bo/outbox')).statusCode).toBe(200);
    const me = await consoleCall(demoOnly, 'GET', '/bo/session/me');
    expect((me.body.value.brands as { code: string }[]).map((brand) => brand.code)).toEqual(['demo']);
    expect(me.body.value.roles).toEqual(['admin', 'content', 'finance', 'risk', 'support']);
  });

  it("lists only the operator's brands' withdrawals", async () => {
    const id = await pendingWithdrawal();
    const luckyOnly = await operatorToken(testApp, 'finance', ['lucky']);
    const ids = async (token: string) =>
      ((await consoleCall(token, 'GET', '/bo/withdrawals?pageSize=200')).body.value.content as { id: string }[]).map(
        (row) => row.id,
      );
    expect(await ids(demoOnly)).toContain(id);
    expect(await ids(testApp.operatorToken)).toContain(id);
    expect(await ids(luckyOnly)).toEqual([]);
  });

  it.each(platformCalls)('refuses %s %s (every brand) to an operator of some brands', async (method, path) => {
    const refused = await consoleCall(demoOnly, method, path.replace('{id}', someId), {});
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
  });

  it('stops the server when a console route declares no brand scope', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(async (scope) => {
        registerOperatorAuth(scope, {} as OperatorService);
        scope.get('/bo/forgotten', async () => ({}));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow('GET /bo/forgotten declares no brand scope');
    await app.close().catch(() => undefined);
  });
});

describe('sessions', () => {
  async function newOperator(roles: (typeof allRoles)[number][] = ['support']) {
    const username = `s${Math.random().toString(36).slice(2, 10)}`;
    await createOperatorService({ db: testApp.database.db, clock: systemClock }).createOperator({
      username,
      password: 'First-password-2026',
      roles,
    });
    return username;
  }
  const sessionCount = async (token: string) =>
    (await consoleCall(token, 'GET', '/bo/outbox?merchant=demo&destination=x%40y.co')).statusCode;

  it('ends a session after 30 minutes without a call, and a call keeps it open', async () => {
    const username = await newOperator();
    const { token } = (await logIn(username, 'First-password-2026')).body.value;
    const [account] = await testApp.database.db
      .select()
      .from(operatorAccount)
      .where(eq(operatorAccount.username, username));
    const idleFor = (minutes: number) =>
      testApp.database.db
        .update(operatorSession)
        .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(operatorSession.operatorId, account?.id ?? ''));
    await idleFor(29);
    expect(await sessionCount(token)).toBe(200);
    const [touched] = await testApp.database.db
      .select({ idle: sql<number>`extract(epoch from now() - ${operatorSession.lastSeenAt})::int` })
      .from(operatorSession)
      .where(eq(operatorSession.operatorId, account?.id ?? ''));
    expect(touched?.idle).toBeLessThan(60);
    await idleFor(31);
    expect(await sessionCount(token)).toBe(401);
  });

  it('records a call as the last only when the recorded one is a minute old', async () => {
    const username = await newOperator();
    const { token } = (await logIn(username, 'First-password-2026')).body.value;
    const seenAgo = async () => {
      const [row] = await testApp.database.db
        .select({ seconds: sql<number>`extract(epoch from now() - ${operatorSession.lastSeenAt})::int` })
        .from(operatorSession)
        .where(sql`${operatorSession.operatorId} = (select id from operator_account where username = ${username})`);
      return row?.seconds ?? -1;
    };
    const seenSecondsAgo = (seconds: number) =>
      testApp.database.db
        .update(operatorSession)
        .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(sql`${operatorSession.operatorId} = (select id from operator_account where username = ${username})`);
    await seenSecondsAgo(40);
    expect(await sessionCount(token)).toBe(200);
    // Seen 40 seconds ago: close enough for a 30-minute idle clock, so the call writes nothing.
    expect(await seenAgo()).toBeGreaterThanOrEqual(40);
    await seenSecondsAgo(70);
    expect(await sessionCount(token)).toBe(200);
    expect(await seenAgo()).toBeLessThan(10);
  });

  it('ends a session at its absolute end however busy', async () => {
    const username = await newOperator();
    const { token } = (await logIn(username, 'First-password-2026')).body.value;
    await testApp.database.db
      .update(operatorSession)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${operatorSession.operatorId} = (select id from operator_account where username = ${username})`);
    expect(await sessionCount(token)).toBe(401);
  });

  it('signs out everywhere, audited', async () => {
    const username = await newOperator();
    const first = (await logIn(username, 'First-password-2026')).body.value.token;
    const second = (await logIn(username, 'First-password-2026')).body.value.token;
    const ended = await consoleCall(first, 'DELETE', '/bo/session/all');
    expect(ended.statusCode).toBe(200);
    expect(ended.body.value).toEqual({ endedSessions: 2 });
    expect(await sessionCount(first)).toBe(401);
    expect(await sessionCount(second)).toBe(401);
    expect(await auditRows('operator.session.end-all', username)).toHaveLength(1);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const username = await newOperator();
    const kept = (await logIn(username, 'First-password-2026')).body.value.token;
    const other = (await logIn(username, 'First-password-2026')).body.value.token;
    const wrong = await consoleCall(kept, 'PUT', '/bo/session/password', {
      currentPassword: 'not-the-password',
      newPassword: 'Second-password-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.code).toBe('OLD_PASSWORD_WRONG');
    const short = await consoleCall(kept, 'PUT', '/bo/session/password', {
      currentPassword: 'First-password-2026',
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    const changed = await consoleCall(kept, 'PUT', '/bo/session/password', {
      currentPassword: 'First-password-2026',
      newPassword: 'Second-password-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.value).toEqual({ endedSessions: 1 });
    expect(await sessionCount(kept)).toBe(200);
    expect(await sessionCount(other)).toBe(401);
    expect((await logIn(username, 'First-password-2026')).statusCode).toBe(401);
    expect((await logIn(username, 'Second-password-2026')).statusCode).toBe(200);
    const [audit] = await auditRows('operator.password.change', username);
    expect(JSON.stringify(audit?.detail)).not.toContain('password-2026');
  });

  it('locks the password change after five wrong current passwords', async () => {
    const username = await newOperator();
    const token = (await logIn(username, 'First-password-2026')).body.value.token;
    const attempt = (currentPassword: string) =>
      consoleCall(token, 'PUT', '/bo/session/password', { currentPassword, newPassword: 'Second-password-2026' });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => attempt(`wrong-${index}`)));
    const wrong = answers.filter((answer) => answer.body.code === 'OLD_PASSWORD_WRONG');
    expect(wrong.length).toBeLessThanOrEqual(5);
    expect((await attempt('First-password-2026')).statusCode).toBe(429);
  });
});

describe('operator accounts', () => {
  const admin = () => testApp.operatorToken;
  const create = (body: Record<string, unknown>, token = admin()) => consoleCall(token, 'POST', '/bo/operators', body);
  const uniqueName = () => `a${Math.random().toString(36).slice(2, 10)}`;

  it('is for admins of every brand only', async () => {
    const finance = await operatorToken(testApp, 'finance');
    expect((await consoleCall(finance, 'GET', '/bo/operators')).statusCode).toBe(403);
    expect((await consoleCall(finance, 'GET', '/bo/operators.csv')).statusCode).toBe(403);
    const username = uniqueName();
    const refused = await create({ username, password: 'Initial-password-1', roles: ['finance'] }, finance);
    expect(refused).toMatchObject({ statusCode: 403, body: { code: 'FORBIDDEN' } });
    expect(await auditRows('operator.account.create', username)).toHaveLength(0);
    // An admin of some brands manages none: accounts span brands, and only admins of every brand may give them.
    const demoAdmin = await operatorToken(testApp, 'admin', ['demo']);
    expect((await consoleCall(demoAdmin, 'GET', '/bo/operators')).statusCode).toBe(403);
    const demoAccount = await create(
      { username, password: 'Initial-password-1', roles: ['support'], brands: ['demo'] },
      demoAdmin,
    );
    expect(demoAccount).toMatchObject({ statusCode: 403, body: { code: 'FORBIDDEN' } });
    const target = await create({ username, password: 'Initial-password-1', roles: ['support'], brands: ['demo'] });
    const id = String(target.body.value.id);
    for (const [method, url, body] of [
      ['PUT', `/bo/operators/${id}/access`, { roles: ['admin'], brands: null }],
      ['PUT', `/bo/operators/${id}/status`, { disabled: true }],
      ['DELETE', `/bo/operators/${id}/two-factor`, undefined],
    ] as const) {
      expect((await consoleCall(demoAdmin, method, url, body)).statusCode, url).toBe(403);
      expect((await consoleCall(finance, method, url, body)).statusCode, url).toBe(403);
    }
    const [unchanged] = await testApp.database.db.select().from(operatorAccount).where(eq(operatorAccount.id, id));
    expect(unchanged).toMatchObject({ roles: ['support'], brands: ['demo'], disabled: false });
  });

  it('searches, filters, sorts and pages the accounts, and exports the filtered ones as CSV', async () => {
    const prefix = uniqueName();
    await create({ username: `${prefix}-c`, password: 'Initial-password-1', roles: ['risk'], brands: ['lucky'] });
    await create({ username: `${prefix}-a`, password: 'Initial-password-1', roles: ['risk', 'support'] });
    await create({ username: `${prefix}-b`, password: 'Initial-password-1', roles: ['risk'], brands: ['demo'] });
    const off = await create({ username: `${prefix}-d`, password: 'Initial-password-1', roles: ['finance'] });
    await consoleCall(admin(), 'PUT', `/bo/operators/${String(off.body.value.id)}/status`, { disabled: true });
    const names = async (query: string) => {
      const answer = await consoleCall(admin(), 'GET', `/bo/operators?search=${prefix.toUpperCase()}&${query}`);
      expect(answer.statusCode).toBe(200);
      return {
        names: (answer.body.value.content as { username: string }[]).map((row) => row.username),
        total: answer.body.value.total,
        totalPages: answer.body.value.totalPages,
      };
    };
    expect((await names('')).names).toEqual([`${prefix}-a`, `${prefix}-b`, `${prefix}-c`, `${prefix}-d`]);
    expect((await names('order=desc')).names).toEqual([`${prefix}-d`, `${prefix}-c`, `${prefix}-b`, `${prefix}-a`]);
    expect((await names('sort=createdAt')).names).toEqual([`${prefix}-c`, `${prefix}-a`, `${prefix}-b`, `${prefix}-d`]);
    expect((await names('role=risk')).names).toEqual([`${prefix}-a`, `${prefix}-b`, `${prefix}-c`]);
    // Accounts of every brand may act on lucky too.
    expect((await names('brand=lucky&role=risk')).names).toEqual([`${prefix}-a`, `${prefix}-c`]);
    expect((await names('status=disabled')).names).toEqual([`${prefix}-d`]);
    expect(await names('status=enabled&pageSize=2&pageNo=2')).toEqual({
      names: [`${prefix}-c`],
      total: 3,
      totalPages: 2,
    });
    expect((await consoleCall(admin(), 'GET', '/bo/operators?role=owner')).statusCode).toBe(400);
    // `%` is a literal character, not a pattern that matches every name.
    expect((await consoleCall(admin(), 'GET', '/bo/operators?search=%25')).body.value.total).toBe(0);

    const csv = await testApp.app.inject({
      url: `/bo/operators.csv?search=${prefix}&role=risk&order=desc`,
      headers: { authorization: `Bearer ${admin()}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="operators-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('username,roles,brands,status,two_factor_required,two_factor_enabled,created');
    expect(rows.map((row) => row.split(',').slice(0, 4).join(','))).toEqual([
      `${prefix}-c,risk,lucky,enabled`,
      `${prefix}-b,risk,demo,enabled`,
      `${prefix}-a,risk support,*,enabled`,
    ]);
  });

  it('creates an account with roles and brands, audited without its password, and lists it', async () => {
    const username = uniqueName();
    const created = await create({ username, password: 'Initial-password-1', roles: ['finance'], brands: ['lucky'] });
    expect(created.statusCode).toBe(200);
    expect(created.body.value).toMatchObject({ username, roles: ['finance'], brands: ['lucky'], disabled: false });
    const [audit] = await auditRows('operator.account.create', username);
    expect(audit?.detail).toEqual({ roles: ['finance'], brands: ['lucky'], disabled: false, twoFactorRequired: false });
    expect(JSON.stringify(audit?.detail)).not.toContain('Initial-password-1');
    const listed = await consoleCall(admin(), 'GET', '/bo/operators?pageSize=200');
    expect(listed.body.value.content).toEqual(expect.arrayContaining([expect.objectContaining({ username })]));
    const token = (await logIn(username, 'Initial-password-1')).body.value.token;
    expect((await consoleCall(token, 'GET', '/bo/deposits?merchant=lucky')).statusCode).toBe(200);
    expect((await consoleCall(token, 'GET', '/bo/deposits?merchant=demo')).statusCode).toBe(403);
  });

  it('refuses a taken name, an unknown brand, no role and a short password', async () => {
    const username = uniqueName();
    expect((await create({ username, password: 'Initial-password-1', roles: ['support'] })).statusCode).toBe(200);
    const taken = await create({
      username: username.toUpperCase(),
      password: 'Initial-password-1',
      roles: ['support'],
    });
    expect(taken).toMatchObject({ statusCode: 409, body: { code: 'USERNAME_TAKEN' } });
    const unknown = await create({
      username: uniqueName(),
      password: 'Initial-password-1',
      roles: ['support'],
      brands: ['nope'],
    });
    expect(unknown).toMatchObject({ statusCode: 400, body: { code: 'UNKNOWN_MERCHANT' } });
    expect((await create({ username: uniqueName(), password: 'Initial-password-1', roles: [] })).statusCode).toBe(400);
    expect((await create({ username: uniqueName(), password: 'short', roles: ['support'] })).statusCode).toBe(400);
  });

  it('changes roles and brands with immediate effect on open sessions', async () => {
    const username = uniqueName();
    const created = await create({ username, password: 'Initial-password-1', roles: ['finance'] });
    const id = String(created.body.value.id);
    const token = (await logIn(username, 'Initial-password-1')).body.value.token;
    expect((await consoleCall(token, 'GET', '/bo/deposits?merchant=demo')).statusCode).toBe(200);
    const changed = await consoleCall(admin(), 'PUT', `/bo/operators/${id}/access`, {
      roles: ['support'],
      brands: ['demo'],
    });
    expect(changed.statusCode).toBe(200);
    expect((await consoleCall(token, 'GET', '/bo/deposits?merchant=demo')).statusCode).toBe(403);
    expect((await consoleCall(token, 'GET', '/bo/outbox?merchant=demo&destination=x%40y.co')).statusCode).toBe(200);
    expect((await consoleCall(token, 'GET', '/bo/outbox?merchant=lucky&destination=x%40y.co')).statusCode).toBe(403);
    const [audit] = await auditRows('operator.account.access', id);
    expect(audit?.detail).toMatchObject({ username, roles: ['support'], brands: ['demo'] });
    const everyBrand = await consoleCall(admin(), 'PUT', `/bo/operators/${id}/access`, {
      roles: ['support'],
      brands: [],
    });
    expect(everyBrand.body.value.brands).toBeNull();
  });

  it('disables an account (its sessions end at once) and enables it again, both audited', async () => {
    const username = uniqueName();
    const id = String((await create({ username, password: 'Initial-password-1', roles: ['support'] })).body.value.id);
    const token = (await logIn(username, 'Initial-password-1')).body.value.token;
    expect((await consoleCall(admin(), 'PUT', `/bo/operators/${id}/status`, { disabled: true })).statusCode).toBe(200);
    expect((await consoleCall(token, 'GET', '/bo/outbox?merchant=demo&destination=x%40y.co')).statusCode).toBe(401);
    const [session] = await testApp.database.db
      .select()
      .from(operatorSession)
      .where(eq(operatorSession.operatorId, id));
    expect(session?.revokedAt).not.toBeNull();
    const refused = await logIn(username, 'Initial-password-1');
    expect(refused).toMatchObject({ statusCode: 401, body: { code: 'INVALID_CREDENTIALS' } });
    expect((await consoleCall(admin(), 'PUT', `/bo/operators/${id}/status`, { disabled: false })).statusCode).toBe(200);
    expect((await logIn(username, 'Initial-password-1')).statusCode).toBe(200);
    expect(await auditRows('operator.account.disable', id)).toHaveLength(1);
    expect(await auditRows('operator.account.enable', id)).toHaveLength(1);
  });

  it('refuses disabling yourself and losing the last admin of every brand', async () => {
    const [self] = await testApp.database.db
      .select()
      .from(operatorAccount)
      .where(eq(operatorAccount.username, 'operator'));
    const selfId = self?.id ?? '';
    const own = await consoleCall(admin(), 'PUT', `/bo/operators/${selfId}/status`, { disabled: true });
    expect(own).toMatchObject({ statusCode: 409, body: { code: 'OPERATOR_SELF_DISABLE' } });
    // Every other admin of every brand (other tests' ones too) is disabled, so the seeded one is the last.
    await testApp.database.db
      .update(operatorAccount)
      .set({ disabled: true })
      .where(
        sql`'admin' = any(${operatorAccount.roles}) and ${operatorAccount.brands} is null and ${operatorAccount.id} <> ${selfId}`,
      );
    const demoOnly = await consoleCall(admin(), 'PUT', `/bo/operators/${selfId}/access`, {
      roles: ['admin'],
      brands: ['demo'],
    });
    expect(demoOnly).toMatchObject({ statusCode: 409, body: { code: 'LAST_ADMIN' } });
    const noAdmin = await consoleCall(admin(), 'PUT', `/bo/operators/${selfId}/access`, {
      roles: ['finance'],
      brands: null,
    });
    expect(noAdmin).toMatchObject({ statusCode: 409, body: { code: 'LAST_ADMIN' } });
    const thai = await consoleCall(
      admin(),
      'PUT',
      `/bo/operators/${selfId}/access`,
      { roles: ['finance'], brands: null },
      'th',
    );
    expect(thai.body.message).not.toBe(noAdmin.body.message);
    // With a second admin of every brand, the seeded one may step down; then the second is the last.
    const secondName = uniqueName();
    const second = await create({ username: secondName, password: 'Initial-password-1', roles: ['admin'] });
    const secondId = String(second.body.value.id);
    const secondToken = (await logIn(secondName, 'Initial-password-1')).body.value.token;
    const steppedDown = await consoleCall(admin(), 'PUT', `/bo/operators/${selfId}/access`, {
      roles: ['finance'],
      brands: null,
    });
    expect(steppedDown.statusCode).toBe(200);
    const last = await consoleCall(secondToken, 'PUT', `/bo/operators/${secondId}/access`, {
      roles: ['risk'],
      brands: null,
    });
    expect(last).toMatchObject({ statusCode: 409, body: { code: 'LAST_ADMIN' } });
  });
});
