import type { MerchantWallet } from '@croupier/contracts';
import { formatMinor, siteSettingsSchema } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import type { WalletService } from '../modules/wallet/index.js';
import type { WalletDependencies } from './member-wallet.js';
import { publishMemberBalance } from './member-wallet.js';

const transferVendorsOf = (merchant: Merchant) => siteSettingsSchema.parse(merchant.siteSettings).transferWalletVendors;

async function walletsOf(wallet: WalletService, merchant: Merchant, member: Member) {
  const main = await wallet.mainWallet(merchant.id, merchant.currency, member.id);
  const vendors = await Promise.all(
    transferVendorsOf(merchant).map((vendorCode) =>
      wallet.account({
        merchantId: merchant.id,
        currency: merchant.currency,
        kind: 'player_vendor',
        memberId: member.id,
        vendorCode,
      }),
    ),
  );
  return { main, vendors };
}

/** The main wallet and each transfer-model vendor wallet of the member (spec GCS_merchantWallet). */
export async function listMemberWallets(
  dependencies: WalletDependencies,
  input: { merchant: Merchant; member: Member },
): Promise<MerchantWallet> {
  const { main, vendors } = await walletsOf(createWalletService(dependencies), input.merchant, input.member);
  return {
    main: formatMinor(main.balanceMinor ?? 0n),
    currency: input.merchant.currency,
    vendors: vendors.map((vendor) => ({
      vendorCode: vendor.vendorCode,
      balance: formatMinor(vendor.balanceMinor ?? 0n),
    })),
  };
}

/**
 * Moves money between the main wallet and a vendor wallet (spec GCS_walletTransfer), or brings every
 * vendor wallet back to main ("recover all"). Each move is one ledger transfer with its own key, so a
 * retried request with the same `requestKey` moves nothing twice.
 */
export async function transferVendorWallet(
  dependencies: WalletDependencies,
  input: {
    merchant: Merchant;
    member: Member;
    requestKey: string;
    move: { vendorCode: string; direction: 'in' | 'out'; amountMinor: bigint } | { recoverAll: true };
  },
): Promise<MerchantWallet> {
  const { merchant, member } = input;
  await runInTransaction(dependencies.db, async (transaction) => {
    const wallet = createWalletService({ db: transaction });
    const { main, vendors } = await walletsOf(wallet, merchant, member);
    const moves =
      'recoverAll' in input.move
        ? vendors
            .filter((vendor) => (vendor.balanceMinor ?? 0n) > 0n)
            .map((vendor) => ({
              from: vendor,
              to: main,
              amountMinor: vendor.balanceMinor ?? 0n,
              vendorCode: vendor.vendorCode,
            }))
        : (() => {
            const { vendorCode, direction, amountMinor } = input.move;
            const vendor = vendors.find((candidate) => candidate.vendorCode === vendorCode);
            if (!vendor) throw new DomainError('NOT_FOUND', { vendorCode });
            return [
              direction === 'in'
                ? { from: main, to: vendor, amountMinor, vendorCode }
                : { from: vendor, to: main, amountMinor, vendorCode },
            ];
          })();
    for (const move of moves) {
      await wallet.transfer({
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `vendor-transfer:${member.id}:${input.requestKey}:${move.vendorCode}`,
        type: move.to.kind === 'player_vendor' ? 'transfer_out' : 'transfer_in',
        reference: move.vendorCode,
        debitAccountId: move.from.id,
        creditAccountId: move.to.id,
        amountMinor: move.amountMinor,
      });
    }
  });
  await publishMemberBalance(dependencies, { merchant, member });
  return listMemberWallets(dependencies, { merchant, member });
}

/** Everything the member holds: main plus vendor wallets, and the contract flags of spec §3. */
export async function consolidateFunds(
  dependencies: WalletDependencies,
  input: { merchant: Merchant; member: Member },
) {
  const wallets = await listMemberWallets(dependencies, input);
  const toMinor = (text: string) => BigInt(text.replace('.', ''));
  const vendorTotal = wallets.vendors.reduce((sum, vendor) => sum + toMinor(vendor.balance), 0n);
  return {
    total: formatMinor(toMinor(wallets.main) + vendorTotal),
    main: wallets.main,
    vendors: formatMinor(vendorTotal),
    currency: wallets.currency,
    dailysalreqtype: 0,
    divtypereq: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
  };
}
