import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfer } from '../modules/wallet/wallet.tables.js';
import { call } from '../test/account-helpers.js';
import { createTreeMember } from '../test/agent-tree-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, paymentPassword, reconciliation } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

type Answer = Awaited<ReturnType<typeof call>>;

/** Sends as a client would: while five payment-password checks are in flight, another is told to retry shortly. */
async function retryingInFlight(send: () => Promise<Answer>): Promise<Answer> {
  for (;;) {
    const answer = await send();
    if (answer.body.code !== 'TOO_MANY_ATTEMPTS_IN_FLIGHT') return answer;
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
  }
}

let keySequence = 0;
const freshKey = () => `race-${Date.now()}-${(keySequence += 1)}`;

const sendUp = (player: Player, amount: string, key = freshKey()) =>
  retryingInFlight(() =>
    call(testApp.app, 'POST', '/wps/relay/transferUpline', {
      token: player.token,
      payload: { amount, paymentPassword },
      headers: { 'idempotency-key': key },
    }),
  );

const sendEnvelope = (agent: Player, usernames: string[], amountEach: string, key = freshKey()) =>
  retryingInFlight(() =>
    call(testApp.app, 'POST', '/wps/relay/agentRedEnvelope', {
      token: agent.token,
      payload: { usernames, amountEach, paymentPassword },
      headers: { 'idempotency-key': key },
    }),
  );

const minorOf = (text: string) => BigInt(text.replace('.', ''));
const sumOf = async (players: Player[]) =>
  (await Promise.all(players.map((player) => balanceOf(testApp.app, player.token)))).reduce(
    (sum, balance) => sum + minorOf(balance),
    0n,
  );

let testApp: TestApp;

/** Real races need real connections: PGlite has one and serializes everything. */
describe.skipIf(!process.env.DATABASE_URL)('agent transfers under concurrency (PostgreSQL)', () => {
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('30 simultaneous transfers to the upline from one wallet: exactly what the balance covers, never below zero', async () => {
    const agent = await createTreeMember(testApp, { type: 1 });
    const member = await createTreeMember(testApp, { upline: agent, balanceMinor: 100_000n });
    const answers = await Promise.all(Array.from({ length: 30 }, () => sendUp(member, '100.00')));
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(new Set(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body.code))).toEqual(
      new Set(['INSUFFICIENT_FUNDS']),
    );
    expect(await balanceOf(testApp.app, member.token)).toBe('0.00');
    expect(await balanceOf(testApp.app, agent.token)).toBe('1000.00');
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
  });

  it('one key delivered 8 times at once posts one transfer and answers each delivery alike', async () => {
    const agent = await createTreeMember(testApp, { type: 1 });
    const member = await createTreeMember(testApp, { upline: agent, balanceMinor: 100_000n });
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendUp(member, '250.00', key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(new Set(answers.map((answer) => String(answer.body.value.transferId))).size).toBe(1);
    const rows = await testApp.database.db
      .select()
      .from(ledgerTransfer)
      .where(like(ledgerTransfer.idempotencyKey, `agent-transfer-upline:${member.memberId}:${key}`));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(testApp.app, member.token)).toBe('750.00');
  });

  it('envelopes down and transfers up over the same wallets at once: no deadlock, no negative, the sum kept', async () => {
    const agent = await createTreeMember(testApp, { type: 1, balanceMinor: 50_000n });
    const downlines = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        createTreeMember(testApp, { type: index % 2 === 0 ? 0 : 41, upline: agent, balanceMinor: 20_000n }),
      ),
    );
    const everyone = [agent, ...downlines];
    const before = await sumOf(everyone);
    const names = downlines.map((downline) => downline.username);
    const envelopes: Promise<Answer>[] = [];
    const ups: Promise<Answer>[] = [];
    for (let round = 0; round < 6; round += 1) {
      // Envelopes in both orders of the same recipients, and every downline sending up while they run.
      envelopes.push(sendEnvelope(agent, round % 2 === 0 ? names : [...names].reverse(), '30.00'));
      for (const downline of downlines) ups.push(sendUp(downline, '45.00'));
    }
    const envelopeAnswers = await Promise.all(envelopes);
    const answers = [...envelopeAnswers, ...(await Promise.all(ups))];
    expect(envelopeAnswers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(envelopeAnswers.length);
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode !== 200 && answer.body.code !== 'INSUFFICIENT_FUNDS')).toEqual(
      [],
    );
    const balances = await Promise.all(everyone.map((player) => balanceOf(testApp.app, player.token)));
    for (const balance of balances) expect(minorOf(balance) >= 0n).toBe(true);
    expect(await sumOf(everyone)).toBe(before);
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
  });
});
