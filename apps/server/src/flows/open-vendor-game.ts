import type { GameEngineLauncher } from './shared/game-engine-launcher.js';
import type { SeamlessService } from '../modules/seamless/index.js';
import { mainWalletKind } from '../modules/wallet/index.js';
import type { WalletService } from '../modules/wallet/index.js';

/** How long a launch takes bets: a long session at the table, not a day (wins are paid after it too). */
export const vendorSessionLifetimeMs = 4 * 60 * 60 * 1000;

/**
 * The launcher of a seamless-wallet vendor: opens a vendor session for the member's main wallet (real money) or
 * for play money (demo; no wallet), and answers the vendor's URL with the launch token.
 */
export function seamlessLauncher(dependencies: {
  seamless: SeamlessService;
  wallet: WalletService;
  vendorCode: string;
}): GameEngineLauncher {
  const { seamless, wallet, vendorCode } = dependencies;
  return async ({ merchant, game, vendorGameId, member, mode, language }) => {
    const real = mode === 'real' && member !== null;
    const walletAccount = real
      ? await wallet.accountRef({
          merchantId: merchant.id,
          currency: merchant.currency,
          kind: mainWalletKind(member.member.type),
          memberId: member.member.id,
          vendorCode: '',
        })
      : null;
    const vendorAccount = real
      ? await wallet.accountRef({
          merchantId: merchant.id,
          currency: merchant.currency,
          kind: 'game_vendor',
          memberId: null,
          vendorCode,
        })
      : null;
    const { url } = await seamless.openSession({
      vendorCode,
      merchantId: merchant.id,
      memberId: member?.member.id ?? null,
      mode: real ? 'real' : 'demo',
      gameId: game.id,
      gameCode: game.gameCode,
      vendorGameId,
      gameName: game.names[language] ?? game.names.en ?? game.gameCode,
      currency: merchant.currency,
      currencyScale: 2,
      language,
      walletAccountId: walletAccount?.id ?? null,
      vendorAccountId: vendorAccount?.id ?? null,
      lifetimeMs: vendorSessionLifetimeMs,
    });
    return url;
  };
}
