import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferWalletPaths } from '@croupier/contracts';
import { signRequest } from '@croupier/contracts/signing';
import type { TransferWalletOperation } from '@croupier/contracts';
import { createMemoryHeldWalletJournal } from './held-wallet-journal.js';
import { createHeldWalletStore } from './held-wallet-store.js';
import { createTransferEndpoints } from './transfer-endpoints.js';

const secret = 's'.repeat(64);
const store = createHeldWalletStore(createMemoryHeldWalletJournal());
const endpoints = createTransferEndpoints({ store, secret });
const server = createServer((request, response) => {
  const operation = (Object.keys(transferWalletPaths) as TransferWalletOperation[]).find(
    (candidate) => transferWalletPaths[candidate] === request.url,
  );
  if (operation) void endpoints.serve(operation, request, response);
  else response.writeHead(404).end();
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The platform's call, signed as the platform signs it; any part can be spoiled. */
async function signed(
  operation: TransferWalletOperation,
  body: unknown,
  spoil: { secret?: string; vendorCode?: string; timestamp?: number; signature?: string; raw?: string } = {},
) {
  const raw = spoil.raw ?? JSON.stringify(body);
  const timestamp = String(spoil.timestamp ?? Date.now());
  const response = await fetch(`${base}${transferWalletPaths[operation]}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vendor-code': spoil.vendorCode ?? 'HOUSE_TW',
      'x-timestamp': timestamp,
      'x-signature': spoil.signature ?? signRequest(spoil.secret ?? secret, timestamp, raw),
    },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const move = (reference: string, amount: string) => ({ reference, playerId: 'player-9', currency: 'THB', amount });

describe('transfer wallet endpoints', () => {
  it('moves money for a signed request, once per reference, and answers status and balance', async () => {
    const deposit = await signed('deposit', move('in-1', '250.50'));
    expect(deposit).toEqual({
      status: 200,
      body: {
        success: true,
        message: '',
        value: { reference: 'in-1', status: 'done', currency: 'THB', balance: '250.50' },
      },
    });
    expect((await signed('deposit', move('in-1', '250.50'))).body).toEqual(deposit.body);
    expect((await signed('deposit', move('in-1', '1.00'))).body).toMatchObject({ code: 'DUPLICATE_TRANSACTION' });

    const tooMuch = await signed('withdraw', move('out-1', '300'));
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { success: false, code: 'INSUFFICIENT_FUNDS', value: { status: 'failed', balance: '250.50' } },
    });
    expect((await signed('withdraw', move('out-2', '50.50'))).body).toMatchObject({ value: { balance: '200.00' } });

    expect((await signed('status', { reference: 'out-2' })).body.value).toEqual({
      reference: 'out-2',
      status: 'done',
      balance: '200.00',
    });
    expect((await signed('status', { reference: 'out-1' })).body.value).toMatchObject({ status: 'failed' });
    expect((await signed('status', { reference: 'in-never' })).body.value).toEqual({
      reference: 'in-never',
      status: 'unknown',
    });
    expect((await signed('deposit', move('in-never', '10'))).body).toMatchObject({ code: 'REFERENCE_CLOSED' });
    expect((await signed('balance', { playerId: 'player-9', currency: 'THB' })).body.value).toEqual({
      balance: '200.00',
      currency: 'THB',
    });
  });

  it('refuses a wrong secret, another vendor code, a malformed signature and a stale time, moving nothing', async () => {
    const before = store.balanceOf('player-9', 'THB');
    const refusals = await Promise.all([
      signed('deposit', move('in-forged', '5'), { secret: 'x'.repeat(64) }),
      signed('deposit', move('in-forged', '5'), { vendorCode: 'HOUSE' }),
      signed('deposit', move('in-forged', '5'), { signature: 'not-hex' }),
      signed('deposit', move('in-forged', '5'), { timestamp: Date.now() - 31_000 }),
      signed('deposit', move('in-forged', '5'), { timestamp: Date.now() + 31_000 }),
    ]);
    expect(refusals.map((refusal) => [refusal.status, refusal.body.code])).toEqual([
      [401, 'SIGNATURE_INVALID'],
      [401, 'SIGNATURE_INVALID'],
      [401, 'SIGNATURE_INVALID'],
      [401, 'TIMESTAMP_STALE'],
      [401, 'TIMESTAMP_STALE'],
    ]);
    expect(store.balanceOf('player-9', 'THB')).toBe(before);
    // The forged reference was never taken: a genuine request may still use it.
    expect((await signed('deposit', move('in-forged', '5'))).status).toBe(200);
  });

  it('refuses bodies that are not a transfer, and amounts that are not positive with two decimals', async () => {
    const answers = await Promise.all([
      signed('deposit', null, { raw: '{"reference":' }),
      signed('deposit', move('in-zero', '0.00')),
      signed('deposit', move('in-fraction', '1.005')),
      signed('withdraw', { reference: 'out-x', playerId: 'player-9', currency: 'thb', amount: '1' }),
      signed('status', {}),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(
      Array.from({ length: 5 }, () => [400, 'VALIDATION_FAILED']),
    );
  });

  it('feeds each round played on held money, its whole stake and win, by its last change', async () => {
    await signed('deposit', { reference: 'in-rounds', playerId: 'player-7', currency: 'THB', amount: '100.00' });
    const start = await signed('rounds', { after: 0, limit: 500 });
    const after = (start.body.value as { next: number }).next;
    const play = { playerId: 'player-7', currency: 'THB', gameCode: 'golden-temple' };
    store.betWin({ ...play, transactionId: 'feed-1', roundId: 'spin-1', betMinor: 1000, winMinor: 2500 });
    store.bet({ ...play, transactionId: 'feed-2', roundId: 'hand-1', betMinor: 2000 });
    store.bet({ ...play, transactionId: 'feed-3', roundId: 'hand-2', betMinor: 500 });
    store.rollback({ ...play, transactionId: 'feed-4', roundId: 'hand-2', referenceTransactionId: 'feed-3' });
    const feed = await signed('rounds', { after, limit: 500 });
    expect(feed.status).toBe(200);
    const value = feed.body.value as { rounds: Record<string, unknown>[]; next: number };
    expect(
      value.rounds.map(({ roundId, stake, win, status, gameCode }) => ({ roundId, stake, win, status, gameCode })),
    ).toEqual([
      { roundId: 'spin-1', stake: '10.00', win: '25.00', status: 'settled', gameCode: 'golden-temple' },
      { roundId: 'hand-1', stake: '20.00', win: '0.00', status: 'open', gameCode: 'golden-temple' },
      { roundId: 'hand-2', stake: '0.00', win: '0.00', status: 'cancelled', gameCode: 'golden-temple' },
    ]);
    expect(value.next).toBe(value.rounds.at(-1)?.position);
    // The hand is paid: it moves to the end of the feed with its whole figures, and only it is new.
    store.win({ ...play, transactionId: 'feed-5', roundId: 'hand-1', winMinor: 3900, referenceTransactionId: null });
    const later = (await signed('rounds', { after: value.next, limit: 500 })).body.value as typeof value;
    expect(later.rounds).toMatchObject([{ roundId: 'hand-1', stake: '20.00', win: '39.00', status: 'settled' }]);
    const none = (await signed('rounds', { after: later.next, limit: 500 })).body.value as typeof value;
    expect(none).toEqual({ rounds: [], next: later.next });
    expect((await signed('rounds', { after: -1, limit: 500 })).status).toBe(400);
  });
});
