import type { WalletService } from '../../modules/wallet/index.js';

/** The brand's ledger account every lottery stake is paid into and every prize is paid from. */
const lotteryVendorCode = 'LOTTERY';

export function lotteryHouseAccount(wallet: WalletService, merchantId: string, currency: string) {
  return wallet.accountRef({
    merchantId,
    currency,
    kind: 'game_vendor',
    memberId: null,
    vendorCode: lotteryVendorCode,
  });
}
