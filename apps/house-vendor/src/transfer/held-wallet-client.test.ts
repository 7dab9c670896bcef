import { describe, expect, it } from 'vitest';
import type { VendorSession } from '@croupier/contracts';
import type { WalletClient } from '@croupier/contracts/vendor-wallet-client';
import { createHeldWalletClient } from './held-wallet-client.js';
import { createMemoryHeldWalletJournal } from './held-wallet-journal.js';
import { createHeldWalletStore } from './held-wallet-store.js';

/** The platform as the transfer-mode vendor sees it: it only authenticates launches. */
function platformDouble(): WalletClient & { authenticated: string[] } {
  const authenticated: string[] = [];
  const unused = async () => {
    throw new Error('a transfer-mode vendor never moves platform money');
  };
  return {
    authenticated,
    async authenticate(token) {
      authenticated.push(token);
      if (token.startsWith('expired'))
        return { ok: false, status: 401, code: 'SESSION_NOT_FOUND', message: '', value: null };
      const session: VendorSession = {
        playerId: 'player-7',
        mode: 'real',
        nickname: null,
        currency: 'THB',
        balance: null,
        language: 'en',
        brand: 'demo',
        gameCode: 'BGS-00006',
        vendorGameId: 'slot:golden-temple',
        gameName: 'Golden Temple',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
        walletModel: 'transfer',
      };
      return { ok: true, value: session };
    },
    balance: unused,
    bet: unused,
    win: unused,
    betWin: unused,
    rollback: unused,
  };
}

describe('held wallet client', () => {
  it('authenticates through the platform and answers the held balance', async () => {
    const store = createHeldWalletStore(createMemoryHeldWalletJournal());
    store.deposit({ reference: 'in-1', playerId: 'player-7', currency: 'THB', amountMinor: 12_345 });
    const platform = platformDouble();
    const client = createHeldWalletClient({ store, platform });
    const launched = await client.authenticate('launch-token-0000000001');
    expect(launched).toMatchObject({
      ok: true,
      value: { balance: '123.45', walletModel: 'transfer', playerId: 'player-7' },
    });
    expect(await client.balance({ token: 'launch-token-0000000001', playerId: 'player-7' })).toEqual({
      ok: true,
      value: { balance: '123.45', currency: 'THB' },
    });
    expect(await client.balance({ token: 'launch-token-0000000001', playerId: 'someone-else' })).toMatchObject({
      ok: false,
      code: 'SESSION_NOT_FOUND',
    });
    expect(await client.authenticate('expired-token-000000001')).toMatchObject({
      ok: false,
      code: 'SESSION_NOT_FOUND',
    });
  });

  it('settles play on held money once per transaction id, refusing a stake beyond it as the platform does', async () => {
    const store = createHeldWalletStore(createMemoryHeldWalletJournal());
    store.deposit({ reference: 'in-1', playerId: 'player-7', currency: 'THB', amountMinor: 1_000 });
    const client = createHeldWalletClient({ store, platform: platformDouble() });
    const token = 'launch-token-0000000002';
    await client.authenticate(token);
    const move = { token, playerId: 'player-7', roundId: 'round-1', currency: 'THB' };

    const refused = await client.betWin({ ...move, transactionId: 'spin-1', bet: '20.00', win: '500.00' });
    expect(refused).toEqual({
      ok: false,
      status: 400,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient balance.',
      value: { balance: '10.00', currency: 'THB' },
    });
    const spin = await client.betWin({ ...move, transactionId: 'spin-2', bet: '5.00', win: '12.50' });
    expect(spin).toEqual({ ok: true, value: { balance: '17.50', currency: 'THB', transactionId: 'spin-2' } });
    expect(await client.betWin({ ...move, transactionId: 'spin-2', bet: '5.00', win: '12.50' })).toEqual(spin);
    expect(await client.betWin({ ...move, transactionId: 'spin-2', bet: '5.00', win: '0' })).toMatchObject({
      status: 409,
      code: 'DUPLICATE_TRANSACTION',
    });

    expect(await client.bet({ ...move, transactionId: 'table-1', amount: '17.50' })).toMatchObject({
      ok: true,
      value: { balance: '0.00' },
    });
    expect(await client.bet({ ...move, transactionId: 'table-2', amount: '0.01' })).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(
      await client.rollback({ ...move, transactionId: 'rollback:table-1', referenceTransactionId: 'table-1' }),
    ).toMatchObject({ ok: true, value: { balance: '17.50' } });
    expect(await client.win({ ...move, transactionId: 'table-1:win', amount: '35.00' })).toMatchObject({
      value: { balance: '52.50' },
    });
    expect(await client.bet({ ...move, transactionId: 'table-3', amount: 'ten' })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(store.balanceOf('player-7', 'THB')).toBe(5_250);
  });

  it('names the game of a move whose launch this process never saw (it restarted), for the round feed', async () => {
    const store = createHeldWalletStore(createMemoryHeldWalletJournal());
    store.deposit({ reference: 'in-9', playerId: 'player-7', currency: 'THB', amountMinor: 10_000 });
    const platform = platformDouble();
    const client = createHeldWalletClient({ store, platform });
    const answer = await client.betWin({
      token: 'launch-token-after-restart',
      playerId: 'player-7',
      transactionId: 'spin-after-restart',
      roundId: 'round-after-restart',
      currency: 'THB',
      bet: '1.00',
      win: '0',
    });
    expect(answer.ok).toBe(true);
    expect(platform.authenticated).toContain('launch-token-after-restart');
    expect(store.roundsAfter(0, 10)).toMatchObject([{ roundId: 'round-after-restart', gameCode: 'BGS-00006' }]);
  });
});
