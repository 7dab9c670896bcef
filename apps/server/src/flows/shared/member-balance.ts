import type { Balance } from '@croupier/contracts';
import { brandCurrencySymbol, formatMinor, isTrialType } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { MemberEvents } from '../../lib/member-events.js';
import type { Member } from '../../modules/member/index.js';
import type { Merchant } from '../../modules/merchant/index.js';
import { createWalletService, mainWalletKind } from '../../modules/wallet/index.js';

export type WalletDependencies = { db: Database; events: MemberEvents };

/** The member's balance: the main wallet of the ledger, or a trial account's play money. */
export async function getMemberBalance(
  dependencies: WalletDependencies,
  input: { merchant: Merchant; member: Member },
): Promise<Balance> {
  const { merchant, member } = input;
  const currencySymbol = brandCurrencySymbol(merchant.currency, merchant.siteSettings);
  if (isTrialType(member.type)) {
    return {
      balance: formatMinor(member.playMoneyMinor ?? 0n),
      currency: merchant.currency,
      currencySymbol,
      playMoney: true,
    };
  }
  const kind = mainWalletKind(member.type);
  const wallet = await createWalletService(dependencies).mainWallet(merchant.id, merchant.currency, member.id, kind);
  return {
    balance: formatMinor(wallet.balanceMinor ?? 0n),
    currency: merchant.currency,
    currencySymbol,
    playMoney: false,
  };
}

/**
 * Tells the member's open pages their new balance; call after the move has committed. `mainBalanceMinor`: the main
 * wallet's balance the move itself answered, which spares reading it back (a trial account's play money is read).
 */
export async function publishMemberBalance(
  dependencies: WalletDependencies,
  input: { merchant: Merchant; member: Member; mainBalanceMinor?: bigint },
) {
  if (!dependencies.events.mayHaveListeners(input.member.id)) return;
  const { merchant, member, mainBalanceMinor } = input;
  const balance: Balance =
    mainBalanceMinor === undefined || isTrialType(member.type)
      ? await getMemberBalance(dependencies, { merchant, member })
      : {
          balance: formatMinor(mainBalanceMinor),
          currency: merchant.currency,
          currencySymbol: brandCurrencySymbol(merchant.currency, merchant.siteSettings),
          playMoney: false,
        };
  dependencies.events.publish(member.id, { type: 'balance', ...balance });
}
