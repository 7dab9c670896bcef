import type { OpenSessionAnswer } from '../../src/play/play-contract.js';

/**
 * Whether the table says how to bring money in: a transfer-wallet launch plays the provider's game wallet, filled
 * only from the site's Wallet page, so a wallet too low for the smallest bet gets the steps instead of a silent
 * 0.00. A seamless or demo table plays the balance the site shows and never needs them.
 */
export function needsTransferHint(
  session: Pick<OpenSessionAnswer, 'mode' | 'walletModel'>,
  balanceMinor: number,
  smallestBetMinor: number,
): boolean {
  return session.mode === 'real' && session.walletModel === 'transfer' && balanceMinor < smallestBetMinor;
}
