import { randomUUID } from 'node:crypto';
import { createFeatureSlotSpin } from './feature-slot-play.js';
import { findSlotModel, isValidStake, playSpin } from '../slots/index.js';
import type { SlotModel } from '../slots/index.js';
import type { SlotHistoryAnswer, SpinAnswer } from './play-contract.js';
import { PlayError } from './play-error.js';
import { settleJackpot } from './jackpot-trigger.js';
import { sendStakeMove } from './stake-move.js';
import { minorOfText, textOfMinor } from './money-text.js';
import type { PlaySession } from './session-store.js';
import { walletOfSession } from './session-wallet.js';
import type { PlayDependencies } from './session-wallet.js';

/** The page animates a spin for 2.5 s; a little less here absorbs network jitter without allowing a fast bot. */
export const minimumSpinIntervalMs = 2_000;

export function slotModelOf(session: PlaySession): SlotModel {
  const model = session.vendorGameId.startsWith('slot:') ? findSlotModel(session.vendorGameId.slice(5)) : undefined;
  if (!model) throw new PlayError('NOT_FOUND');
  return model;
}

/**
 * One paid spin: the engine draws the outcome (free spins included), and the session's wallet (the platform's, or
 * the held wallet in transfer mode) settles stake and win in one bet-and-win. Demo play keeps its play money here
 * and never touches a wallet.
 */
export function createSlotPlay(dependencies: PlayDependencies) {
  const { journal, random } = dependencies;
  const now = dependencies.now ?? Date.now;

  async function spin(session: PlaySession, stakeText: string): Promise<SpinAnswer> {
    const model = slotModelOf(session);
    const stakeMinor = minorOfText(stakeText);
    if (stakeMinor === null || !isValidStake(model, stakeMinor)) throw new PlayError('INVALID_STAKE');
    if (now() - session.lastSpinAt < minimumSpinIntervalMs) throw new PlayError('TOO_FAST');
    session.lastSpinAt = now();
    const outcome = playSpin(model, stakeMinor, random);
    const roundId = randomUUID();
    if (session.mode === 'demo') {
      if (session.balanceMinor < stakeMinor)
        throw new PlayError('INSUFFICIENT_FUNDS', { balance: textOfMinor(session.balanceMinor) });
      session.balanceMinor += outcome.totalWinMinor - stakeMinor;
    } else {
      const { wallet, pendingMoves } = walletOfSession(session, dependencies, dependencies.transfer);
      const move = {
        token: session.token,
        playerId: session.playerId ?? '',
        transactionId: roundId,
        roundId,
        currency: session.currency,
        bet: textOfMinor(stakeMinor),
        win: textOfMinor(outcome.totalWinMinor),
      };
      await sendStakeMove(session, move, () => wallet.betWin(move), pendingMoves);
    }
    const jackpotWin = await settleJackpot(session, roundId, dependencies);
    await journal.record({
      at: new Date(now()).toISOString(),
      roundId,
      vendorGameId: session.vendorGameId,
      mode: session.mode,
      playerId: session.playerId,
      currency: session.currency,
      stakeMinor,
      winMinor: outcome.totalWinMinor,
      draws: { stops: outcome.stops, sessionId: session.id },
    });
    return {
      roundId,
      stake: textOfMinor(stakeMinor),
      win: textOfMinor(outcome.totalWinMinor),
      balance: textOfMinor(session.balanceMinor),
      outcome,
      ...(jackpotWin ? { jackpotWin } : {}),
    };
  }

  function history(session: PlaySession): SlotHistoryAnswer {
    const rounds = journal
      .entries()
      .filter((entry) => (entry.draws as { sessionId?: string }).sessionId === session.id)
      .slice(-20)
      .reverse()
      .map((entry) => ({
        roundId: entry.roundId,
        at: entry.at,
        stake: textOfMinor(entry.stakeMinor),
        win: textOfMinor(entry.winMinor),
        // A cluster or hold-and-win round records draws, not stops: it has no free spins.
        freeSpins: Math.max(0, ((entry.draws as { stops?: unknown[] }).stops?.length ?? 1) - 1),
      }));
    return { rounds };
  }

  return { spin, history, featureSpin: createFeatureSlotSpin(dependencies) };
}

export type SlotPlay = ReturnType<typeof createSlotPlay>;
