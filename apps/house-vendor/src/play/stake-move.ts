import type { WalletAnswer } from '@croupier/contracts';
import type { WalletReply } from '@croupier/contracts/vendor-wallet-client';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import { minorOfText } from './money-text.js';
import type { PendingMoves } from './pending-moves.js';
import { PlayError, playErrorOfWallet } from './play-error.js';
import type { PlaySession } from './session-store.js';

/**
 * Sends a move that takes the player's stake (a bet, or a bet-and-win) and keeps the session's balance to the
 * wallet's answer. A refusal becomes the page's error with the balance the wallet answered; a lost answer is
 * rolled back until the wallet confirms, because whether it landed is unknown.
 */
export async function sendStakeMove(
  session: PlaySession,
  move: { transactionId: string; roundId: string },
  send: () => Promise<WalletReply<WalletAnswer>>,
  pendingMoves: PendingMoves,
): Promise<void> {
  let reply: WalletReply<WalletAnswer>;
  try {
    reply = await send();
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    pendingMoves.add({
      kind: 'rollback',
      token: session.token,
      playerId: session.playerId ?? '',
      referenceTransactionId: move.transactionId,
      roundId: move.roundId,
    });
    throw new PlayError('WALLET_UNAVAILABLE');
  }
  if (!reply.ok) {
    const balance = (reply.value as { balance?: string } | null)?.balance;
    if (balance) session.balanceMinor = minorOfText(balance) ?? session.balanceMinor;
    throw playErrorOfWallet(reply.code, balance ? { balance } : null);
  }
  session.balanceMinor = minorOfText(reply.value.balance) ?? session.balanceMinor;
}
