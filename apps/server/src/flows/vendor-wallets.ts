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
 * retried request with the same `requestKey` moves nothing twice. The answer carries the main wallet and
 * the vendor wallets this request touched.
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
  const { merchant, member, move } = input;
  const keyOf = (vendorCode: string) => `vendor-transfer:${member.id}:${input.requestKey}:${vendorCode}`;
  let answer: MerchantWallet;
  if ('recoverAll' in move) {
    await runInTransaction(dependencies.db, async (transaction) => {
      const wallet = createWalletService({ db: transaction });
      const { main, vendors } = await walletsOf(wallet, merchant, member);
      for (const vendor of vendors.filter((candidate) => (candidate.balanceMinor ?? 0n) > 0n)) {
        await wallet.transfer({
          merchantId: merchant.id,
          currency: merchant.currency,
          idempotencyKey: keyOf(vendor.vendorCode),
          type: 'transfer_in',
          reference: vendor.vendorCode,
          debitAccountId: vendor.id,
          creditAccountId: main.id,
          amountMinor: vendor.balanceMinor ?? 0n,
        });
      }
    });
    answer = await listMemberWallets(dependencies, { merchant, member });
  } else {
    if (!transferVendorsOf(merchant).includes(move.vendorCode))
      throw new DomainError('NOT_FOUND', { vendorCode: move.vendorCode });
    // One move is one call of the posting function: no transaction of our own, no read before or after.
    const wallet = createWalletService(dependencies);
    const identity = { merchantId: merchant.id, currency: merchant.currency, memberId: member.id };
    const main = await wallet.accountRef({ ...identity, kind: 'player_main', vendorCode: '' });
    const vendor = await wallet.accountRef({ ...identity, kind: 'player_vendor', vendorCode: move.vendorCode });
    const toVendor = move.direction === 'in';
    const posted = await wallet.transfer({
      merchantId: merchant.id,
      currency: merchant.currency,
      idempotencyKey: keyOf(move.vendorCode),
      type: toVendor ? 'transfer_out' : 'transfer_in',
      reference: move.vendorCode,
      debitAccountId: toVendor ? main.id : vendor.id,
      creditAccountId: toVendor ? vendor.id : main.id,
      amountMinor: move.amountMinor,
    });
    const mainBalance = toVendor ? posted.debitBalanceMinor : posted.creditBalanceMinor;
    const vendorBalance = toVendor ? posted.creditBalanceMinor : posted.debitBalanceMinor;
    answer = {
      main: formatMinor(mainBalance ?? 0n),
      currency: merchant.currency,
      vendors: [{ vendorCode: move.vendorCode, balance: formatMinor(vendorBalance ?? 0n) }],
    };
  }
  await publishMemberBalance(dependencies, { merchant, member });
  return answer;
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
