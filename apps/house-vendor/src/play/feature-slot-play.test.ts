import { describe, expect, it } from 'vitest';
import type { WalletClient } from '@croupier/contracts/vendor-wallet-client';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import { createSeededRandom } from '../random/random-source.js';
import { createFeatureSlotSpin } from './feature-slot-play.js';
import { createPendingMoves } from './pending-moves.js';
import { PlayError } from './play-error.js';
import { createMemoryJournal } from './round-journal.js';
import { createSessionStore } from './session-store.js';

/** A platform whose bet-and-win is lost on the way back the first time, then answers; rollbacks are remembered. */
function flakyWallet() {
  const rollbacks: string[] = [];
  let lose = true;
  const answer = { ok: true as const, value: { balance: '500.00', currency: 'THB' } };
  const wallet: WalletClient = {
    authenticate: async () => ({ ok: false, status: 401, code: 'SESSION_NOT_FOUND', message: '', value: null }),
    balance: async () => answer,
    bet: async () => answer,
    win: async () => answer,
    betWin: async () => {
      if (lose) {
        lose = false;
        throw new WalletUnavailableError(new Error('connection reset'));
      }
      return answer;
    },
    rollback: async (input) => {
      rollbacks.push(input.referenceTransactionId);
      return answer;
    },
  };
  return { wallet, rollbacks };
}

describe('feature slot rounds and a lost wallet answer', () => {
  it('undoes a round whose bet-and-win answer was lost, journals nothing, and plays the next round normally', async () => {
    const { wallet, rollbacks } = flakyWallet();
    const journal = createMemoryJournal();
    let clock = 1_000_000;
    const pendingMoves = createPendingMoves(wallet, () => undefined);
    const featureSpin = createFeatureSlotSpin({
      wallet,
      journal,
      pendingMoves,
      random: createSeededRandom('lost answer'),
      now: () => clock,
    });
    const session = createSessionStore(() => clock).open({
      mode: 'real',
      walletModel: 'seamless',
      token: 'token-for-the-lost-answer',
      playerId: 'player-1',
      currency: 'THB',
      language: 'en',
      gameName: 'Jade Coins',
      vendorGameId: 'slot:jade-coins',
      timeZone: 'UTC',
      balanceMinor: 60_000,
    });
    const lost = await featureSpin(session, '20.00', false).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(PlayError);
    expect((lost as PlayError).code).toBe('WALLET_UNAVAILABLE');
    // Whether the platform applied it is unknown: the round is rolled back (by its own transaction id), never paid.
    await pendingMoves.retry();
    expect(pendingMoves.size()).toBe(0);
    expect(rollbacks).toHaveLength(1);
    expect(journal.entries()).toHaveLength(0);
    expect(session.balanceMinor).toBe(60_000);
    clock += 2_500;
    const played = await featureSpin(session, '20.00', false);
    expect(played.balance).toBe('500.00');
    expect(journal.entries()).toHaveLength(1);
    expect(journal.entries()[0]).toMatchObject({ roundId: played.roundId, stakeMinor: 2000 });
    expect(rollbacks).not.toContain(played.roundId);
  });

  it('plays demo rounds on play money and refuses a buy the play money cannot pay, never touching the wallet', async () => {
    const { wallet, rollbacks } = flakyWallet();
    const journal = createMemoryJournal();
    let clock = 5_000_000;
    const featureSpin = createFeatureSlotSpin({
      wallet,
      journal,
      pendingMoves: createPendingMoves(wallet, () => undefined),
      random: createSeededRandom('demo rounds'),
      now: () => clock,
    });
    const session = createSessionStore(() => clock).open({
      mode: 'demo',
      walletModel: 'seamless',
      token: 'demo-token-for-feature-slots',
      playerId: null,
      currency: 'THB',
      language: 'th',
      gameName: 'Jade Coins',
      vendorGameId: 'slot:jade-coins',
      timeZone: 'UTC',
      featureBuy: true,
      balanceMinor: 50_000,
    });
    const round = await featureSpin(session, '20.00', false);
    expect(session.balanceMinor).toBe(50_000 - 2000 + round.outcome.totalWinMinor);
    clock += 2_500;
    const before = session.balanceMinor;
    const refused = await featureSpin(session, '20.00', true).catch((error: unknown) => error);
    // 52 stakes of 20.00 is 1,040.00: more than the play money left.
    expect((refused as PlayError).code).toBe('INSUFFICIENT_FUNDS');
    expect(session.balanceMinor).toBe(before);
    expect(journal.entries()).toHaveLength(1);
    expect(journal.entries()[0]).toMatchObject({ mode: 'demo', stakeMinor: 2000 });
    expect(rollbacks).toEqual([]);
  });
});
