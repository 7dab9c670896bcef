import type { RandomSource } from '../random/random-source.js';
import type { WalletClient } from '@croupier/contracts/vendor-wallet-client';
import type { PendingMoves } from './pending-moves.js';
import { PlayError } from './play-error.js';
import type { RoundJournal } from './round-journal.js';
import type { PlaySession } from './session-store.js';

/** A wallet play settles with, and the moves still owed to it. */
export type SessionWallet = { wallet: WalletClient; pendingMoves: PendingMoves };

/** What slot and table play run on: the platform's wallet, the held wallet, the journal, randomness, time. */
export type PlayDependencies = SessionWallet & {
  journal: RoundJournal;
  random: RandomSource;
  /** The held wallet, for sessions launched in transfer mode. */
  transfer?: SessionWallet;
  now?: () => number;
};

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
