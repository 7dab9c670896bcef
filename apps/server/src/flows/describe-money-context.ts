import type { MoneyContext } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createMerchantService } from '../modules/merchant/index.js';
import { createPlayerDirectoryService } from '../modules/player-directory/index.js';

/**
 * A player's money context for the withdrawal and deposit queues, in one call (decision 0036): the route has
 * checked the operator's permission and brand; an unknown brand or player answers NOT_FOUND / UNKNOWN_MERCHANT.
 */
export async function describeMoneyContext(
  dependencies: { db: Database; clock: Clock },
  key: { merchant: string; username: string },
): Promise<MoneyContext> {
  const merchant = await createMerchantService(dependencies).resolveMerchant({ code: key.merchant });
  const directory = createPlayerDirectoryService(dependencies);
  const player = await directory.getPlayer(merchant.id, key.username);
  const context = await directory.describeMoneyContext(merchant.id, player.id);
  return {
    merchantCode: merchant.code,
    username: player.username,
    currency: merchant.currency,
    wallets: context.wallets.map((wallet) => ({
      kind: wallet.kind,
      vendorCode: wallet.vendorCode,
      balance: formatMinor(wallet.balanceMinor),
    })),
    lastDeposit: context.lastDeposit
      ? { amount: formatMinor(context.lastDeposit.amountMinor), at: context.lastDeposit.at.toISOString() }
      : null,
    turnoverSinceDeposit: formatMinor(context.stakes.stakeMinor),
    betCount: context.stakes.bets,
    recentWins: context.wins.map((win) => ({
      at: win.at.toISOString(),
      amount: formatMinor(win.amountMinor),
      vendorCode: win.vendorCode,
      gameCode: win.gameCode,
    })),
    sharedBankAccounts: context.shared.map((row) => ({
      username: row.username,
      bankCode: row.bank_code,
      accountNumber: row.account_number,
      accountName: row.account_name,
    })),
  };
}
