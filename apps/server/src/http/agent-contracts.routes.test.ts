import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import type { ContractAgent } from '../flows/shared/agent-contract-party.js';
import { fixedClock } from '../lib/clock.js';
import { call, logInToken } from '../test/account-helpers.js';
import { addContractMember, dailyTerms, testPassword } from '../test/agent-contract-offer-helpers.js';
import { createTestApp } from '../test/test-app.js';
import { operatorToken } from '../test/withdrawal-helpers.js';
import type { TestApp } from '../test/test-app.js';

// Noon in Bangkok; "yesterday" (the last closed daily window) is 2026-11-25T17:00Z to 2026-11-26T17:00Z.
const clock = fixedClock(new Date('2026-11-27T05:00:00Z'));
const dailyCall = '/wps/relay/MCS2_processDailySalContract';
let testApp: TestApp;
let agentToken = '';
let demoToken = '';
let subToken = '';
let strangerToken = '';
let sub: ContractAgent;
let agentId = '';
let topContractId = '';
let subContractId = '';

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  const db = testApp.database.db;
  const [agent] = await queryRows<{ id: string; merchant_id: string }>(
    db,
    sql`select id, merchant_id from member where username = 'agent'`,
  );
  agentId = agent?.id ?? '';
  const merchantId = agent?.merchant_id ?? '';
  sub = await addContractMember(db, merchantId, { type: 41, uplineId: agentId, withPassword: true });
  const stranger = await addContractMember(db, merchantId, { type: 1, uplineId: null, withPassword: true });
  const player = await addContractMember(db, merchantId, { type: 0, uplineId: sub.id });
  // The player's play yesterday: 100,000.00 valid bet, the house won 10,000.00.
  await queryRows(
    db,
    sql`insert into member_play_slot (merchant_id, member_id, slot_start, game_type, vendor_code, currency, bet_count,
          stake_minor, payout_minor, valid_bet_minor)
        values (${merchantId}, ${player.id}, '2026-11-26T03:00:00Z', 'RNG', 'demo', 'THB', 10, 10000000, 9000000,
          10000000)`,
  );
  agentToken = await logInToken(testApp.app, 'agent', 'Agent@2026', '10.18.0.1');
  demoToken = await logInToken(testApp.app, 'demo', 'Demo@2026', '10.18.0.2');
  subToken = await logInToken(testApp.app, sub.username, testPassword, '10.18.0.3');
  strangerToken = await logInToken(testApp.app, stranger.username, testPassword, '10.18.0.4');
});
afterAll(async () => {
  await testApp.close();
});

const consolidated = async (token: string) =>
  (await call(testApp.app, 'GET', '/wps/member/info/funds/consolidated', { token })).body.value;

describe('the spec’s contract calls', () => {
  it('refuse a member who is not an agent', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await call(testApp.app, method, dailyCall, { token: demoToken, payload: {} });
      expect(answer.statusCode).toBe(403);
      expect(answer.body.code).toBe('AGENT_ONLY');
    }
    const offer = await call(testApp.app, 'POST', '/wps/v2/agent/contracts/offers', {
      token: demoToken,
      payload: { downlineId: sub.id, terms: dailyTerms('0.5') },
    });
    expect(offer.body.code).toBe('AGENT_ONLY');
  });

  it('show an operator’s top offer in the consolidated flags and let the agent accept it', async () => {
    const issued = await call(testApp.app, 'POST', '/bo/agent-contracts', {
      token: testApp.operatorToken,
      payload: { merchant: 'demo', username: 'agent', product: 'all', terms: dailyTerms('1') },
    });
    expect(issued.statusCode).toBe(200);
    topContractId = String((issued.body.value.contract as { id: string }).id);
    expect(await consolidated(agentToken)).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      dailysalinfotype: 0,
      currency: 'THB',
    });
    const listed = await call(testApp.app, 'GET', dailyCall, { token: agentToken });
    expect(listed.body.value).toMatchObject({
      received: [{ id: topContractId, status: 'P', issuerUsername: null }],
      issued: [],
      offersLimit: null,
      offersUsed: 0,
    });
    const accepted = await call(testApp.app, 'POST', dailyCall, {
      token: agentToken,
      payload: { contractId: topContractId, status: 'A' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.value).toMatchObject({ received: [{ id: topContractId, status: 'A', pending: null }] });
    expect(await consolidated(agentToken)).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 1 });
    // The dividend call lists only dividends.
    const dividends = await call(testApp.app, 'GET', '/wps/relay/MCS2_processDividendReq', { token: agentToken });
    expect(dividends.body.value).toMatchObject({ received: [], issued: [] });
  });

  it('simulate a draft over yesterday’s figures before the agent offers it', async () => {
    const simulated = await call(testApp.app, 'POST', '/wps/v2/agent/contracts/simulations', {
      token: agentToken,
      payload: { downlineId: sub.id, terms: dailyTerms('0.5') },
    });
    expect(simulated.statusCode).toBe(200);
    expect(simulated.body.value).toMatchObject({
      periodKey: 'daily:2026-11-26',
      receiverValidBet: '100000.00',
      receiverNetLoss: '10000.00',
      receiverActiveMembers: 1,
      draftTier: 0,
      draftAmount: '500.00',
      issuerGross: '1000.00',
      issuerNetBefore: '1000.00',
      issuerNetAfter: '500.00',
      problems: [],
    });
    const tooHigh = await call(testApp.app, 'POST', '/wps/v2/agent/contracts/simulations', {
      token: agentToken,
      payload: { downlineId: sub.id, terms: dailyTerms('2') },
    });
    expect(tooHigh.body.value).toMatchObject({ problems: [{ code: 'TIER_NOT_DOMINATED', tier: 0 }] });
  });

  it('let an agent offer to its downline, who answers by the spec’s call, and nobody else see it', async () => {
    const offered = await call(testApp.app, 'POST', '/wps/v2/agent/contracts/offers', {
      token: agentToken,
      payload: { downlineId: sub.id, terms: dailyTerms('0.5') },
    });
    expect(offered.statusCode).toBe(200);
    subContractId = String(offered.body.value.id);
    expect(await consolidated(subToken)).toMatchObject({ dailysalreqtype: 1 });
    const seen = await call(testApp.app, 'GET', dailyCall, { token: subToken });
    expect(seen.body.value).toMatchObject({ received: [{ id: subContractId, status: 'P', issuerUsername: 'agent' }] });

    // A stranger agent sees nothing of it and cannot touch it.
    const strangerList = await call(testApp.app, 'GET', dailyCall, { token: strangerToken });
    expect(strangerList.body.value).toMatchObject({ received: [], issued: [] });
    const strangerEvents = await call(testApp.app, 'GET', `/wps/v2/agent/contracts/${subContractId}/events`, {
      token: strangerToken,
    });
    expect(strangerEvents.statusCode).toBe(404);
    const strangerAnswer = await call(testApp.app, 'POST', dailyCall, {
      token: strangerToken,
      payload: { contractId: subContractId, status: 'A' },
    });
    expect(strangerAnswer.statusCode).toBe(404);
    const strangerOffer = await call(testApp.app, 'POST', '/wps/v2/agent/contracts/offers', {
      token: strangerToken,
      payload: { downlineId: sub.id, terms: dailyTerms('0.5') },
    });
    expect(strangerOffer.statusCode).toBe(404);
    const strangerWithdraw = await call(testApp.app, 'POST', `/wps/v2/agent/contracts/${subContractId}/withdrawal`, {
      token: strangerToken,
    });
    expect(strangerWithdraw.statusCode).toBe(404);

    // The original's popup answered by GET with the answer in the query.
    const accepted = await call(testApp.app, 'GET', `${dailyCall}?id=${subContractId}&status=A`, { token: subToken });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.value).toMatchObject({ received: [{ id: subContractId, status: 'A' }] });
    const issuedByAgent = await call(testApp.app, 'GET', dailyCall, { token: agentToken });
    expect(issuedByAgent.body.value).toMatchObject({ issued: [{ id: subContractId, status: 'A' }], offersUsed: 1 });
    const events = await call(testApp.app, 'GET', `/wps/v2/agent/contracts/${subContractId}/events`, {
      token: agentToken,
    });
    expect((events.body.value as unknown as { action: string }[]).map((event) => event.action)).toEqual(['N', 'A']);
  });

  it('refuse bad input with field errors and translated refusals', async () => {
    const badRate = await call(testApp.app, 'POST', '/wps/v2/agent/contracts/offers', {
      token: agentToken,
      payload: { downlineId: sub.id, terms: dailyTerms('150') },
    });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.body.code).toBe('VALIDATION_FAILED');
    const halfAnswer = await call(testApp.app, 'POST', dailyCall, { token: agentToken, payload: { status: 'A' } });
    expect(halfAnswer.statusCode).toBe(400);
    const twice = await call(testApp.app, 'POST', '/wps/v2/agent/contracts/offers', {
      token: agentToken,
      payload: { downlineId: sub.id, terms: dailyTerms('0.5') },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toMatchObject({ code: 'CONTRACT_ALREADY_LIVE' });
    expect(twice.body.message).toBe('This agent already has a contract of this kind, offered or in force.');
    const notDirect = await call(testApp.app, 'POST', '/wps/v2/agent/contracts/offers', {
      token: subToken,
      payload: { downlineId: agentId, terms: dailyTerms('0.1') },
    });
    expect(notDirect.statusCode).toBe(404);
  });
});

describe('the console’s agent contracts', () => {
  it('lists and shows contracts with their events, and ends a top contract with what was cut from it', async () => {
    const list = await call(testApp.app, 'GET', '/bo/agent-contracts?username=agent&kind=daily_salary', {
      token: testApp.operatorToken,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body.value).toMatchObject({ total: 2 });
    const tops = await call(testApp.app, 'GET', '/bo/agent-contracts?username=agent&topOnly=true', {
      token: testApp.operatorToken,
    });
    expect(tops.body.value).toMatchObject({ total: 1, content: [{ id: topContractId, merchantCode: 'demo' }] });

    const ended = await call(testApp.app, 'POST', `/bo/agent-contracts/${topContractId}/terminate`, {
      token: testApp.operatorToken,
      payload: { reason: 'agreement ended' },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.body.value).toMatchObject({ contract: { status: 'C', endsAt: '2026-11-27T17:00:00.000Z' } });
    const detail = await call(testApp.app, 'GET', `/bo/agent-contracts/${subContractId}`, {
      token: testApp.operatorToken,
    });
    expect(detail.body.value).toMatchObject({
      contract: { status: 'C' },
      versions: [{ versionNumber: 1 }],
      events: [{ action: 'N' }, { action: 'A' }, { action: 'AUTO_TERMINATED', actorKind: 'system' }],
    });
    // The agent's own contract is not the console's to change.
    const refused = await call(testApp.app, 'POST', `/bo/agent-contracts/${subContractId}/withdraw`, {
      token: testApp.operatorToken,
      payload: { reason: 'no' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses an operator of another brand on a contract’s own brand', async () => {
    const luckyOnly = await operatorToken(testApp, 'admin', ['lucky']);
    for (const [method, url, payload] of [
      ['GET', `/bo/agent-contracts/${subContractId}`, undefined],
      ['POST', `/bo/agent-contracts/${topContractId}/terminate`, { reason: 'not mine' }],
      ['POST', `/bo/agent-contracts/${topContractId}/withdraw`, { reason: 'not mine' }],
      ['POST', `/bo/agent-contracts/${topContractId}/modify`, { reason: 'not mine', terms: dailyTerms('1') }],
    ] as const) {
      const answer = await call(testApp.app, method, url, { token: luckyOnly, payload });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body.code).toBe('FORBIDDEN');
    }
    // Support reads contracts but does not issue them (the platform's money: admin and finance).
    const support = await operatorToken(testApp, 'support');
    expect((await call(testApp.app, 'GET', '/bo/agent-contracts', { token: support })).statusCode).toBe(200);
    const issued = await call(testApp.app, 'POST', '/bo/agent-contracts', {
      token: support,
      payload: { merchant: 'demo', username: 'agent', terms: dailyTerms('1') },
    });
    expect(issued.statusCode).toBe(403);
  });

  it('needs a console session', async () => {
    const answer = await call(testApp.app, 'GET', '/bo/agent-contracts');
    expect(answer.statusCode).toBe(401);
  });
});
