import { describe, expect, it } from 'vitest';
import type { WalletClient } from '@croupier/contracts/vendor-wallet-client';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import { createCryptoRandom, createSeededRandom } from '../random/random-source.js';
import type { RandomSource } from '../random/random-source.js';
import { drawsJackpot, settleJackpot } from './jackpot-trigger.js';
import { createPendingMoves } from './pending-moves.js';
import { createMemoryJournal } from './round-journal.js';
import { createSessionStore } from './session-store.js';

/** Hits in `spins` draws at 1 in `oneIn`, and how many standard deviations they are from the expected count. */
function deviation(random: RandomSource, oneIn: number, spins: number) {
  let hits = 0;
  for (let spin = 0; spin < spins; spin += 1) if (drawsJackpot(random, oneIn)) hits += 1;
  const p = 1 / oneIn;
  return { hits, z: (hits - spins * p) / Math.sqrt(spins * p * (1 - p)) };
}

describe('the jackpot trigger', () => {
  it.each([10, 97, 1_000, 5_000])('fires 1 in %i spins within 4.5 standard deviations (seeded)', (oneIn) => {
    const { hits, z } = deviation(createSeededRandom(`jackpot-${oneIn}`), oneIn, 400_000);
    expect(hits).toBeGreaterThan(0);
    expect(Math.abs(z)).toBeLessThan(4.5);
  });

  it('fires at its rate on the live cryptographic source too', () => {
    expect(Math.abs(deviation(createCryptoRandom(), 250, 500_000).z)).toBeLessThan(5);
  });

  it('spreads its hits evenly over the spins: a chi-square of ten equal blocks stays under the 0.1% critical value', () => {
    const random = createSeededRandom('jackpot-blocks');
    const blocks = Array.from({ length: 10 }, () => 0);
    const spins = 500_000;
    for (let spin = 0; spin < spins; spin += 1) {
      if (drawsJackpot(random, 200))
        blocks[Math.floor((spin * 10) / spins)] = (blocks[Math.floor((spin * 10) / spins)] ?? 0) + 1;
    }
    const expected = spins / 200 / 10;
    const chiSquare = blocks.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: P(χ² > 27.88) = 0.001.
    expect(chiSquare).toBeLessThan(27.88);
  });
});

/** A platform that pays a jackpot of 1,234.56; the first call's answer may be lost on the way back. */
function jackpotWallet(options: { loseFirst: boolean }) {
  const calls: string[] = [];
  let lose = options.loseFirst;
  const answer = { ok: true as const, value: { balance: '500.00', currency: 'THB' } };
  const wallet: WalletClient = {
    authenticate: async () => ({ ok: false, status: 401, code: 'SESSION_NOT_FOUND', message: '', value: null }),
    balance: async () => answer,
    bet: async () => answer,
    win: async () => answer,
    betWin: async () => answer,
    rollback: async () => answer,
    jackpotWin: async (input) => {
      calls.push(input.transactionId);
      if (lose) {
        lose = false;
        throw new WalletUnavailableError(new Error('connection reset'));
      }
      return {
        ok: true,
        value: { balance: '1734.56', currency: 'THB', transactionId: input.transactionId, amount: '1234.56' },
      };
    },
  };
  return { wallet, calls };
}

function realSession(jackpot: { oneIn: number } | null, walletModel: 'seamless' | 'transfer' = 'seamless') {
  return createSessionStore(() => 0).open({
    mode: 'real',
    walletModel,
    token: 'token-for-the-jackpot',
    playerId: 'player-1',
    currency: 'THB',
    language: 'en',
    gameName: 'Golden Temple',
    vendorGameId: 'slot:golden-temple',
    timeZone: 'UTC',
    balanceMinor: 50_000,
    jackpot,
  });
}

/** A source whose every draw is 0: the trigger always fires. */
const alwaysZero: RandomSource = { nextInt: () => 0 };

describe('paying a trigger', () => {
  it('asks the platform to pay with the round as its transaction, and shows the balance it answered', async () => {
    const { wallet, calls } = jackpotWallet({ loseFirst: false });
    const dependencies = {
      wallet,
      pendingMoves: createPendingMoves(wallet, () => undefined),
      journal: createMemoryJournal(),
      random: alwaysZero,
    };
    const session = realSession({ oneIn: 1_000 });
    expect(await settleJackpot(session, 'round-1', dependencies)).toBe('1234.56');
    expect(calls).toEqual(['round-1:jackpot']);
    expect(session.balanceMinor).toBe(173_456);
  });

  it('keeps a trigger whose answer was lost and sends it again under the same id', async () => {
    const { wallet, calls } = jackpotWallet({ loseFirst: true });
    const pendingMoves = createPendingMoves(wallet, () => undefined);
    const dependencies = { wallet, pendingMoves, journal: createMemoryJournal(), random: alwaysZero };
    const session = realSession({ oneIn: 1_000 });
    expect(await settleJackpot(session, 'round-2', dependencies)).toBeNull();
    await pendingMoves.retry();
    expect(pendingMoves.size()).toBe(0);
    expect(calls).toEqual(['round-2:jackpot', 'round-2:jackpot']);
    expect(session.balanceMinor).toBe(173_456);
  });

  it('never draws for a brand without a pool or a held-wallet launch', async () => {
    const { wallet, calls } = jackpotWallet({ loseFirst: false });
    const dependencies = {
      wallet,
      pendingMoves: createPendingMoves(wallet, () => undefined),
      journal: createMemoryJournal(),
      random: alwaysZero,
    };
    expect(await settleJackpot(realSession(null), 'round-3', dependencies)).toBeNull();
    expect(await settleJackpot(realSession({ oneIn: 10 }, 'transfer'), 'round-4', dependencies)).toBeNull();
    expect(calls).toEqual([]);
  });
});
