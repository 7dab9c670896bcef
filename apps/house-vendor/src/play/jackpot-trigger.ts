import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import type { RandomSource } from '../random/random-source.js';
import { minorOfText } from './money-text.js';
import type { PlaySession } from './session-store.js';
import type { PlayDependencies } from './session-wallet.js';

/**
 * The progressive jackpot's trigger (decision 0087): one draw per paid spin from the game's own random source, true
 * with probability exactly 1 in `oneIn` (a uniform integer in [0, oneIn) without modulo bias equals 0).
 */
export function drawsJackpot(random: RandomSource, oneIn: number): boolean {
  return random.nextInt(oneIn) === 0;
}

/**
 * After a paid spin settled: draws the trigger for a seamless real-money launch whose brand runs a pool, and on a hit
 * asks the platform to pay it (the platform knows the pool; its answer says what it paid). A lost answer is kept and
 * sent again with the same transaction id, so the player is paid once whatever happens. Answers what was paid.
 */
export async function settleJackpot(
  session: PlaySession,
  roundId: string,
  dependencies: PlayDependencies,
): Promise<string | null> {
  const oneIn = session.jackpot?.oneIn;
  const { wallet, pendingMoves } = dependencies;
  if (!oneIn || session.mode !== 'real' || session.walletModel !== 'seamless' || !wallet.jackpotWin) return null;
  if (!drawsJackpot(dependencies.random, oneIn)) return null;
  const move = {
    token: session.token,
    playerId: session.playerId ?? '',
    transactionId: `${roundId}:jackpot`,
    roundId,
    currency: session.currency,
  };
  try {
    const reply = await wallet.jackpotWin(move);
    if (!reply.ok) return null;
    session.balanceMinor = minorOfText(reply.value.balance) ?? session.balanceMinor;
    return reply.value.amount;
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    pendingMoves.add({ kind: 'jackpot', ...move }, (balance) => {
      session.balanceMinor = minorOfText(balance) ?? session.balanceMinor;
    });
    return null;
  }
}
