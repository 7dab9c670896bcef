import { randomUUID } from 'node:crypto';
import { isValidClusterStake, playClusterRound } from '../slots/cluster-engine.js';
import { findFeatureSlotModel } from '../slots/feature-catalogue.js';
import type { FeatureSlotModel } from '../slots/feature-catalogue.js';
import type { FeatureSlotOutcome } from '../slots/feature-summary.js';
import { isValidHoldAndWinStake, playHoldAndWinRound } from '../slots/hold-and-win-engine.js';
import { minorOfText, textOfMinor } from './money-text.js';
import type { FeatureSpinAnswer } from './play-contract.js';
import { PlayError } from './play-error.js';
import { settleJackpot } from './jackpot-trigger.js';
import type { PlaySession } from './session-store.js';
import { walletOfSession } from './session-wallet.js';
import type { PlayDependencies } from './session-wallet.js';
import { sendStakeMove } from './stake-move.js';

/** Same pace as the reel games: the page shows a round for about 2.5 s. */
const minimumRoundIntervalMs = 2_000;

export function featureSlotModelOf(session: PlaySession): FeatureSlotModel | undefined {
  return session.vendorGameId.startsWith('slot:') ? findFeatureSlotModel(session.vendorGameId.slice(5)) : undefined;
}

/**
 * One paid round of a cluster or hold-and-win game: the engine draws the whole round live (tumbles, respins), and
 * the wallet settles what it cost (the stake, or the buy price) and its win in one bet-and-win, so the platform's
 * responsible-gaming gate and limits see a bought feature as the stake it is. Demo play stays on play money.
 */
export function createFeatureSlotSpin(dependencies: PlayDependencies) {
  const { journal, random } = dependencies;
  const now = dependencies.now ?? Date.now;
  return async function featureSpin(session: PlaySession, stakeText: string, buy: boolean): Promise<FeatureSpinAnswer> {
    const model = featureSlotModelOf(session);
    if (!model) throw new PlayError('NOT_FOUND');
    const baseStakeMinor = minorOfText(stakeText);
    const valid =
      baseStakeMinor !== null &&
      (model.engine === 'cluster'
        ? isValidClusterStake(model, baseStakeMinor)
        : isValidHoldAndWinStake(model, baseStakeMinor));
    if (!valid || baseStakeMinor === null) throw new PlayError('INVALID_STAKE');
    if (buy && (model.engine !== 'hold-and-win' || session.featureBuy !== true)) throw new PlayError('FEATURE_BUY_OFF');
    if (now() - session.lastSpinAt < minimumRoundIntervalMs) throw new PlayError('TOO_FAST');
    const costMinor = buy && model.engine === 'hold-and-win' ? baseStakeMinor * model.buy.priceStakes : baseStakeMinor;
    if (!Number.isSafeInteger(costMinor)) throw new PlayError('INVALID_STAKE');
    // Play money is known here: a round it cannot pay is refused before anything is drawn.
    if (session.mode === 'demo' && session.balanceMinor < costMinor)
      throw new PlayError('INSUFFICIENT_FUNDS', { balance: textOfMinor(session.balanceMinor) });
    session.lastSpinAt = now();
    const outcome: FeatureSlotOutcome =
      model.engine === 'cluster'
        ? playClusterRound(model, baseStakeMinor, random)
        : playHoldAndWinRound(model, baseStakeMinor, random, buy ? 'buy' : 'base');
    const roundId = randomUUID();
    if (session.mode === 'demo') {
      session.balanceMinor += outcome.totalWinMinor - costMinor;
    } else {
      const { wallet, pendingMoves } = walletOfSession(session, dependencies, dependencies.transfer);
      const move = {
        token: session.token,
        playerId: session.playerId ?? '',
        transactionId: roundId,
        roundId,
        currency: session.currency,
        bet: textOfMinor(costMinor),
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
      stakeMinor: costMinor,
      winMinor: outcome.totalWinMinor,
      // The draws replay the round (replayClusterRound, replayHoldAndWinRound) at this stake and mode.
      draws: { engine: model.engine, buy, baseStakeMinor, draws: outcome.draws, sessionId: session.id },
    });
    return {
      roundId,
      stake: textOfMinor(costMinor),
      win: textOfMinor(outcome.totalWinMinor),
      balance: textOfMinor(session.balanceMinor),
      outcome,
      ...(jackpotWin ? { jackpotWin } : {}),
    };
  };
}
