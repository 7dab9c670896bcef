import type { WalletClient } from '../platform/wallet-client.js';
import type { PendingMoves } from './pending-moves.js';
import { PlayError } from './play-error.js';
import type { PlaySession } from './session-store.js';

/** A wallet play settles with, and the moves still owed to it. */
export type SessionWallet = { wallet: WalletClient; pendingMoves: PendingMoves };

/**
 * The wallet of a session: the platform's (seamless launches) or the held wallet (transfer-mode launches). A
 * transfer-mode session never falls back to the platform's wallet: that money is not the one moved to this vendor.
 */
export function walletOfSession(
  session: PlaySession,
  seamless: SessionWallet,
  transfer: SessionWallet | undefined,
): SessionWallet {
  if (session.walletModel === 'seamless') return seamless;
  if (!transfer) throw new PlayError('WALLET_UNAVAILABLE');
  return transfer;
}
