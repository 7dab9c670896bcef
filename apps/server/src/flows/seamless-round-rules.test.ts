import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errorMessage, seamlessWalletPaths } from '@croupier/contracts';
import { logInToken } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { changeVendor, houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';
import { gameRound } from '../modules/games/games.tables.js';
import { vendorTransaction } from '../modules/seamless/seamless.tables.js';
import { createWalletService } from '../modules/wallet/index.js';

let harness: TestApp;
let secret: string;
let session: { token: string; playerId: string };

const paths = seamlessWalletPaths;
const send = (path: string, body: unknown, options: Partial<Parameters<typeof signedCall>[3]> = {}) =>
  signedCall(harness.app, path, body, { secret, ...options });

async function balanceOf(): Promise<string> {
  const answer = await send(paths.balance, session);
  return String((answer.body.value as { balance: string }).balance);
}

const move = (overrides: Record<string, unknown> = {}) => ({
  ...session,
  transactionId: randomUUID(),
  roundId: randomUUID(),
  amount: '10.00',
  currency: 'THB',
  ...overrides,
});

const rollbackOf = (target: { transactionId: string; roundId: string }, overrides: Record<string, unknown> = {}) => ({
  ...session,
  transactionId: randomUUID(),
  referenceTransactionId: target.transactionId,
  roundId: target.roundId,
  ...overrides,
});

const voidOf = (roundId: string, overrides: Record<string, unknown> = {}) => ({
  ...session,
  transactionId: randomUUID(),
  roundId,
  reason: 'Reel stop feed failed; round declared void by the studio',
  ...overrides,
});

async function roundRow(roundId: string) {
  const [row] = await harness.database.db
    .select()
    .from(gameRound)
    .where(and(eq(gameRound.roundId, roundId), eq(gameRound.memberId, session.playerId)));
  return row;
}

beforeAll(async () => {
  harness = await createTestApp();
  secret = await houseVendorSecret(harness.database.db);
  // Small caps, set before the first launch reads the vendor, so the win limits can be reached with demo money.
  await changeVendor(harness.database.db, 'HOUSE', { maxWinMinor: 100_000n, maxRoundWinMinor: 150_000n });
  const memberToken = await logInToken(harness.app, 'demo', 'Demo@2026', '198.51.100.40');
  const { token } = await launchToken(harness.app, harness.database.db, { memberToken });
  const answer = await send(paths.authenticate, { token });
  session = { token, playerId: String((answer.body.value as { playerId: string }).playerId) };
});
afterAll(async () => {
  await harness.close();
});

describe('seamless rounds: open, closed, voided', () => {
  it('refuses a bet on a round already closed, moving nothing', async () => {
    const first = move();
    await send(paths.bet, first);
    expect((await send(paths.win, { ...first, transactionId: randomUUID(), amount: '0' })).statusCode).toBe(200);
    const before = await balanceOf();
    const late = await send(paths.bet, { ...first, transactionId: randomUUID() });
    expect(late.statusCode).toBe(409);
    expect(late.body.code).toBe('ROUND_CLOSED');
    expect(await balanceOf()).toBe(before);
    expect(await roundRow(first.roundId)).toMatchObject({ stakeMinor: 1000n, status: 'settled' });
  });

  it('refuses a win on a round with no bet', async () => {
    const before = await balanceOf();
    const answer = await send(paths.win, move({ amount: '50.00' }));
    expect(answer.statusCode).toBe(409);
    expect(answer.body.code).toBe('ROUND_NOT_FOUND');
    expect(await balanceOf()).toBe(before);
  });

  it('refuses a win on a closed round', async () => {
    const round = move();
    await send(paths.betWin, { ...round, amount: undefined, bet: '1.00', win: '2.00' });
    const answer = await send(paths.win, { ...round, transactionId: randomUUID(), amount: '5.00' });
    expect(answer.body.code).toBe('ROUND_CLOSED');
  });

  it('refuses to roll back a bet after its round was closed by a win of 0', async () => {
    const lost = move();
    await send(paths.bet, lost);
    await send(paths.win, { ...lost, transactionId: randomUUID(), amount: '0' });
    const before = await balanceOf();
    const rollback = await send(paths.rollback, rollbackOf(lost));
    expect(rollback.statusCode).toBe(409);
    expect(rollback.body.code).toBe('ROUND_CLOSED');
    expect(await balanceOf()).toBe(before);
    // The refusal is the answer for good: a replay gets it again.
    expect((await send(paths.rollback, rollbackOf(lost))).body.code).toBe('ROUND_CLOSED');
  });

  it('refuses to roll back an applied bet-and-win (its round is closed); a void undoes it', async () => {
    const spin = move({ amount: undefined, bet: '4.00', win: '1.00' });
    await send(paths.betWin, spin);
    expect((await send(paths.rollback, rollbackOf(spin))).body.code).toBe('ROUND_CLOSED');
  });

  it('refuses a rollback whose round differs from its bet', async () => {
    const placed = move();
    await send(paths.bet, placed);
    const before = await balanceOf();
    const answer = await send(paths.rollback, rollbackOf(placed, { roundId: randomUUID() }));
    expect(answer.statusCode).toBe(409);
    expect(answer.body.code).toBe('ROUND_MISMATCH');
    expect(await balanceOf()).toBe(before);
  });

  it('refuses a rollback that references its own transaction id with a 400, writing nothing', async () => {
    const transactionId = randomUUID();
    const answer = await send(paths.rollback, {
      ...rollbackOf(move()),
      transactionId,
      referenceTransactionId: transactionId,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    const rows = await harness.database.db
      .select()
      .from(vendorTransaction)
      .where(eq(vendorTransaction.transactionId, transactionId));
    expect(rows).toHaveLength(0);
  });

  it('still rolls back a bet of an open round, and a new bet reopens a round whose moves were all rolled back', async () => {
    const before = await balanceOf();
    const placed = move();
    await send(paths.bet, placed);
    expect((await send(paths.rollback, rollbackOf(placed))).statusCode).toBe(200);
    expect(await balanceOf()).toBe(before);
    expect((await roundRow(placed.roundId))?.status).toBe('cancelled');
    // Nothing is left to pay: a win is refused until a bet is taken again.
    expect((await send(paths.win, { ...placed, transactionId: randomUUID() })).body.code).toBe('ROUND_NOT_FOUND');
    const again = await send(paths.bet, { ...placed, transactionId: randomUUID(), amount: '2.00' });
    expect(again.statusCode).toBe(200);
    expect(await roundRow(placed.roundId)).toMatchObject({ status: 'open', stakeMinor: 200n });
  });

  it('keeps a round open for more moves while wins say closeRound false', async () => {
    const table = move({ amount: '3.00' });
    await send(paths.bet, table);
    const side = await send(paths.win, { ...table, transactionId: randomUUID(), amount: '1.00', closeRound: false });
    expect(side.statusCode).toBe(200);
    expect((await send(paths.bet, { ...table, transactionId: randomUUID(), amount: '1.00' })).statusCode).toBe(200);
    expect((await send(paths.win, { ...table, transactionId: randomUUID(), amount: '2.00' })).statusCode).toBe(200);
    expect(await roundRow(table.roundId)).toMatchObject({ stakeMinor: 400n, winMinor: 300n, status: 'settled' });
  });
});

describe('seamless rounds: an explicit void', () => {
  it('voids a settled round: refunds the stake, takes back the win, keeps the reason, and closes it for good', async () => {
    const before = await balanceOf();
    const round = move({ amount: '20.00' });
    await send(paths.bet, round);
    await send(paths.win, { ...round, transactionId: randomUUID(), amount: '5.00' });
    expect(Number(await balanceOf())).toBeCloseTo(Number(before) - 15, 2);
    const request = voidOf(round.roundId);
    const voided = await send(paths.voidRound, request);
    expect(voided.statusCode).toBe(200);
    expect(voided.body.value).toMatchObject({ balance: before, currency: 'THB', transactionId: request.transactionId });
    expect(await balanceOf()).toBe(before);
    expect(await roundRow(round.roundId)).toMatchObject({
      status: 'cancelled',
      stakeMinor: 0n,
      winMinor: 0n,
      voidReason: request.reason,
    });
    expect((await roundRow(round.roundId))?.voidedAt).toBeInstanceOf(Date);
    // The request is kept whole for audit but for its secret token, and a replay gets the same bytes.
    const [stored] = await harness.database.db
      .select()
      .from(vendorTransaction)
      .where(eq(vendorTransaction.transactionId, request.transactionId));
    expect(stored).toMatchObject({
      kind: 'void',
      requestBody: JSON.stringify({ ...request, token: '[redacted]' }),
      applied: true,
    });
    expect((await send(paths.voidRound, request)).text).toBe(voided.text);
    // Voided is final: another void, a bet, a win and a rollback are refused, and nothing moves.
    expect((await send(paths.voidRound, voidOf(round.roundId))).body.code).toBe('ROUND_VOIDED');
    expect((await send(paths.bet, { ...round, transactionId: randomUUID() })).body.code).toBe('ROUND_VOIDED');
    expect((await send(paths.win, { ...round, transactionId: randomUUID() })).body.code).toBe('ROUND_VOIDED');
    expect((await send(paths.rollback, rollbackOf(round))).body.code).toBe('ROUND_VOIDED');
    expect(await balanceOf()).toBe(before);
  });

  it('voids an open round, refunding its stake', async () => {
    const before = await balanceOf();
    const round = move({ amount: '6.00' });
    await send(paths.bet, round);
    expect((await send(paths.voidRound, voidOf(round.roundId))).statusCode).toBe(200);
    expect(await balanceOf()).toBe(before);
  });

  it('refuses a void of a round it never saw, a void without a reason, and a reason too long', async () => {
    expect((await send(paths.voidRound, voidOf(randomUUID()))).body.code).toBe('ROUND_NOT_FOUND');
    const round = move();
    await send(paths.bet, round);
    for (const reason of ['', ' ', 'x'.repeat(501)]) {
      const answer = await send(paths.voidRound, voidOf(round.roundId, { reason }));
      expect(answer.statusCode).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses to void a round whose win the player has already spent, moving nothing, until the money is back', async () => {
    const everything = await balanceOf();
    const won = move({ amount: '0' });
    await send(paths.bet, won);
    await send(paths.win, { ...won, transactionId: randomUUID(), amount: '1000.00' });
    // The player stakes all of it in another round.
    const spent = move({ amount: (Number(everything) + 1000).toFixed(2) });
    expect((await send(paths.bet, spent)).statusCode).toBe(200);
    expect(await balanceOf()).toBe('0.00');
    const refused = await send(paths.voidRound, voidOf(won.roundId));
    expect(refused.statusCode).toBe(400);
    expect(refused.body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await roundRow(won.roundId))?.status).toBe('settled');
    expect(await balanceOf()).toBe('0.00');
    // Once the other round is voided too, a new void request of the first goes through.
    expect((await send(paths.voidRound, voidOf(spent.roundId))).statusCode).toBe(200);
    expect((await send(paths.voidRound, voidOf(won.roundId))).statusCode).toBe(200);
    expect(await balanceOf()).toBe(everything);
  });
});

describe('seamless rounds: a maximum win per request and per round', () => {
  it('refuses a win above the vendor maximum per request, moving nothing', async () => {
    const round = move({ amount: '1.00' });
    await send(paths.bet, round);
    const before = await balanceOf();
    const answer = await send(paths.win, { ...round, transactionId: randomUUID(), amount: '1000.01' });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.code).toBe('WIN_LIMIT_EXCEEDED');
    expect(await balanceOf()).toBe(before);
    const spin = await send(paths.betWin, move({ amount: undefined, bet: '1.00', win: '1000.01' }));
    expect(spin.body.code).toBe('WIN_LIMIT_EXCEEDED');
    expect(await balanceOf()).toBe(before);
  });

  it('refuses the win that would take a round above the maximum per round', async () => {
    const round = move({ amount: '1.00' });
    await send(paths.bet, round);
    const win = (amount: string) =>
      send(paths.win, { ...round, transactionId: randomUUID(), amount, closeRound: false });
    expect((await win('1000.00')).statusCode).toBe(200);
    expect((await win('500.01')).body.code).toBe('WIN_LIMIT_EXCEEDED');
    expect((await win('500.00')).statusCode).toBe(200);
  });

  it('refuses a win of 9.2 × 10^18 minor units (the balance overflow) with a stable code, never a 500', async () => {
    const round = move({ amount: '1.00' });
    await send(paths.bet, round);
    const answer = await send(paths.win, { ...round, transactionId: randomUUID(), amount: '999999999999999.99' });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.code).toBe('WIN_LIMIT_EXCEEDED');
  });
});

describe('seamless answers are English whatever the brand', () => {
  it('answers signature, timestamp, validation and money refusals in English', async () => {
    const asked = { headers: { language: 'th' } };
    const signature = await send(paths.balance, session, { signature: 'b'.repeat(64), ...asked });
    const stale = await send(paths.balance, session, { timestamp: Date.now() - 60_000, ...asked });
    const invalid = await send(paths.bet, { ...move(), amount: '-1' }, asked);
    const closed = await send(paths.win, move(), asked);
    expect(signature.body.message).toBe(errorMessage('SIGNATURE_INVALID', 'en'));
    expect(stale.body.message).toBe(errorMessage('TIMESTAMP_STALE', 'en'));
    expect(invalid.body.message).toBe(errorMessage('VALIDATION_FAILED', 'en'));
    expect(closed.body.message).toBe(errorMessage('ROUND_NOT_FOUND', 'en'));
  });
});

describe('seamless rounds: the books', () => {
  it('stay balanced', async () => {
    const reconciliation = await createWalletService({ db: harness.database.db }).reconcile();
    expect(reconciliation.balanced).toBe(true);
  });
});
