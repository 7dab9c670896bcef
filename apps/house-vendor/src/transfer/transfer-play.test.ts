import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferWalletPaths } from '@croupier/contracts';
import { signRequest } from '@croupier/contracts/signing';
import type { TransferWalletOperation, VendorSession } from '@croupier/contracts';
import type { WalletClient } from '@croupier/contracts/vendor-wallet-client';
import { createPendingMoves } from '../play/pending-moves.js';
import type { FeatureSpinAnswer, OpenSessionAnswer, SpinAnswer, TableStateAnswer } from '../play/play-contract.js';
import { textOfMinor } from '../play/money-text.js';
import { createMemoryJournal } from '../play/round-journal.js';
import { createSessionStore } from '../play/session-store.js';
import { createSlotPlay } from '../play/slot-play.js';
import { createTablePlay } from '../play/table-play.js';
import { createSeededRandom } from '../random/random-source.js';
import { createVendorServer } from '../vendor-server.js';
import { createHeldWalletClient } from './held-wallet-client.js';
import { createMemoryHeldWalletJournal } from './held-wallet-journal.js';
import { createHeldWalletStore } from './held-wallet-store.js';
import { createTransferEndpoints } from './transfer-endpoints.js';

/**
 * The platform's wallet API under its two vendor codes: the seamless code knows no transfer-mode launch, the
 * transfer code authenticates it; neither may be asked to move money for it.
 */
function platformDouble(transferMode: boolean): WalletClient & { moneyCalls: string[] } {
  const moneyCalls: string[] = [];
  const money = (operation: string) => async () => {
    moneyCalls.push(operation);
    return { ok: false as const, status: 403, code: 'FORBIDDEN', message: '', value: null };
  };
  return {
    moneyCalls,
    async authenticate(token) {
      if (!transferMode) return { ok: false, status: 401, code: 'SESSION_NOT_FOUND', message: '', value: null };
      const session: VendorSession = {
        // The buy test plays with a player of its own, so the other tests' held balances stay theirs.
        playerId: token.includes('coins') ? 'player-6' : 'player-5',
        mode: 'real',
        nickname: 'Malee',
        currency: 'THB',
        balance: null,
        language: 'en',
        brand: 'demo',
        gameCode: 'BGS-00006',
        vendorGameId: token.includes('table')
          ? 'baccarat'
          : token.includes('coins')
            ? 'slot:jade-coins'
            : 'slot:golden-temple',
        gameName: 'Golden Temple',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
        walletModel: 'transfer',
        // The brand's FEATUREBUY3 switch, as the platform answers it for this launch.
        featureBuy: token.includes('buy-on'),
      };
      return { ok: true, value: session };
    },
    balance: money('balance'),
    bet: money('bet'),
    win: money('win'),
    betWin: money('betWin'),
    rollback: money('rollback'),
  };
}

const secret = 'h'.repeat(64);
let clock = Date.UTC(2026, 10, 21, 10, 0, 0);
const now = () => clock;
const seamlessPlatform = platformDouble(false);
const transferPlatform = platformDouble(true);
const store = createHeldWalletStore(createMemoryHeldWalletJournal());
const heldWallet = createHeldWalletClient({ store, platform: transferPlatform });
const transfer = { wallet: heldWallet, pendingMoves: createPendingMoves(heldWallet, () => undefined) };
const pendingMoves = createPendingMoves(seamlessPlatform, () => undefined);
const journal = createMemoryJournal();
const random = createSeededRandom('transfer-play');
const tables = createTablePlay({ wallet: seamlessPlatform, journal, random, pendingMoves, transfer, now });
const server = createVendorServer({
  wallet: seamlessPlatform,
  sessions: createSessionStore(now),
  slots: createSlotPlay({ wallet: seamlessPlatform, journal, random, pendingMoves, transfer, now }),
  tables,
  transfer: { wallet: heldWallet, endpoints: createTransferEndpoints({ store, secret }) },
  clientDirectory: mkdtempSync(path.join(tmpdir(), 'vendor-client-')),
  frameAncestors: [],
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function api<Value>(method: 'GET' | 'POST', route: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { success: boolean; value: Value; code?: string };
}

/** The platform moving money in or out, signed as the transfer-mode vendor's platform signs it. */
async function platformTransfer(operation: TransferWalletOperation, body: unknown) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const response = await fetch(`${base}${transferWalletPaths[operation]}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vendor-code': 'HOUSE_TW',
      'x-timestamp': timestamp,
      'x-signature': signRequest(secret, timestamp, raw),
    },
    body: raw,
  });
  return (await response.json()) as { success: boolean; value: { balance: string }; code?: string };
}

const minor = (text: string) => Math.round(Number(text) * 100);

describe('play in transfer mode', () => {
  it('plays slots on the money the platform moved in, and lets the platform take the rest out', async () => {
    expect(
      (await platformTransfer('deposit', { reference: 'in-1', playerId: 'player-5', currency: 'THB', amount: '300' }))
        .success,
    ).toBe(true);
    const opened = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'transfer-slot-000000001' });
    expect(opened.value).toMatchObject({ mode: 'real', balance: '300.00', walletModel: 'transfer' });
    const stake = opened.value.stakes?.[0] ?? '';
    const spin = await api<SpinAnswer>('POST', '/api/slot/spin', { sessionId: opened.value.sessionId, stake });
    expect(spin.success).toBe(true);
    const expected = 30_000 - minor(stake) + spin.value.outcome.totalWinMinor;
    expect(minor(spin.value.balance)).toBe(expected);
    expect(store.balanceOf('player-5', 'THB')).toBe(expected);
    expect(seamlessPlatform.moneyCalls).toEqual([]);
    expect(transferPlatform.moneyCalls).toEqual([]);

    const balance = await platformTransfer('balance', { playerId: 'player-5', currency: 'THB' });
    const out = await platformTransfer('withdraw', {
      reference: 'out-1',
      playerId: 'player-5',
      currency: 'THB',
      amount: balance.value.balance,
    });
    expect(out.value.balance).toBe('0.00');
    clock += 2_500;
    const broke = await api('POST', '/api/slot/spin', { sessionId: opened.value.sessionId, stake });
    expect(broke.code).toBe('INSUFFICIENT_FUNDS');
  });

  it("buys Jade Coins' feature out of the held money where the brand allows it, and refuses it where it does not", async () => {
    await platformTransfer('deposit', { reference: 'in-buy', playerId: 'player-6', currency: 'THB', amount: '2000' });
    const heldBefore = store.balanceOf('player-6', 'THB');
    const off = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'transfer-coins-buy-off-0001' });
    expect(off.value.featureSlot?.buy ?? null).toBeNull();
    const stake = off.value.stakes?.[0] ?? '';
    clock += 2_500;
    const refused = await api('POST', '/api/slot/feature-spin', { sessionId: off.value.sessionId, stake, buy: true });
    expect(refused.code).toBe('FEATURE_BUY_OFF');
    expect(store.balanceOf('player-6', 'THB')).toBe(heldBefore);

    const on = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'transfer-coins-buy-on-00001' });
    expect(on.value).toMatchObject({ walletModel: 'transfer', featureSlot: { buy: { priceStakes: 52 } } });
    clock += 2_500;
    const bought = await api<FeatureSpinAnswer>('POST', '/api/slot/feature-spin', {
      sessionId: on.value.sessionId,
      stake,
      buy: true,
    });
    expect(bought.success).toBe(true);
    // The price is 52 stakes; the respins' win comes back to the same held wallet, in the same round.
    const expected = heldBefore - 52 * minor(stake) + bought.value.outcome.totalWinMinor;
    expect(minor(bought.value.balance)).toBe(expected);
    expect(store.balanceOf('player-6', 'THB')).toBe(expected);
    expect(journal.entries().at(-1)).toMatchObject({ vendorGameId: 'slot:jade-coins', stakeMinor: 52 * minor(stake) });
    // The platform's own wallet is never asked to move money for a transfer launch.
    expect(seamlessPlatform.moneyCalls).toEqual([]);
    expect(transferPlatform.moneyCalls).toEqual([]);
  });

  it('takes table bets from held money and pays the seat its return there', async () => {
    await platformTransfer('deposit', { reference: 'in-2', playerId: 'player-5', currency: 'THB', amount: '100' });
    const opened = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'transfer-table-00000001' });
    const sessionId = opened.value.sessionId;
    clock = Date.UTC(2026, 10, 21, 11, 0, 0);
    await tables.tick();
    let state = await api<TableStateAnswer>('GET', `/api/table/state?sessionId=${sessionId}`);
    while (state.value.phase !== 'betting') {
      clock += 1_000;
      await tables.tick();
      state = await api<TableStateAnswer>('GET', `/api/table/state?sessionId=${sessionId}`);
    }
    const roundId = state.value.roundId;
    const placed = await api<{ balance: string }>('POST', '/api/table/bets', {
      sessionId,
      roundId,
      bets: [{ spot: 'banker', amount: '40.00' }],
    });
    expect(placed.value.balance).toBe('60.00');
    clock += 60_000;
    await tables.tick();
    const settled = journal.entries().find((entry) => entry.roundId === roundId);
    expect(store.balanceOf('player-5', 'THB')).toBe(6_000 + (settled?.winMinor ?? 0));
    // The table shows the held money after the round, win included.
    state = await api<TableStateAnswer>('GET', `/api/table/state?sessionId=${sessionId}`);
    expect(minor(state.value.balance)).toBe(store.balanceOf('player-5', 'THB'));
    expect(seamlessPlatform.moneyCalls).toEqual([]);
    // The round feed tells the platform's betting record about the table round: its game, stake and return.
    const feed = (await platformTransfer('rounds', { after: 0, limit: 100 })) as unknown as {
      value: { rounds: { roundId: string; gameCode: string; stake: string; win: string; status: string }[] };
    };
    expect(feed.value.rounds.find((round) => round.roundId === roundId)).toMatchObject({
      gameCode: 'BGS-00006',
      stake: '40.00',
      win: textOfMinor(settled?.winMinor ?? 0),
      status: 'settled',
    });
  });
});
