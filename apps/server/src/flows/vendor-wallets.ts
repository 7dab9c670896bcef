import type { MerchantWallet } from '@croupier/contracts';
import { formatMinor, siteSettingsSchema } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import { createKeyedLock } from '../lib/keyed-lock.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createTransferClient, findVendorByCode } from '../modules/seamless/index.js';
import type { TransferClient, TransferMoveOutcome } from '../modules/seamless/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import type { WalletService } from '../modules/wallet/index.js';
import type { WalletDependencies } from './shared/member-balance.js';
import { publishMemberBalance } from './shared/member-balance.js';

const transferVendorsOf = (merchant: Merchant) => siteSettingsSchema.parse(merchant.siteSettings).transferWalletVendors;

/**
 * A vendor wallet whose money a transfer-model vendor holds (its `seamless_vendor` row says `transfer`). `client`
 * is null while the vendor is switched off or has no API address: nothing moves then.
 */
type TransferVendorLink = { vendorCode: string; client: TransferClient | null };

async function transferVendorOf(dependencies: WalletDependencies, vendorCode: string) {
  const row = await findVendorByCode(dependencies.db, vendorCode);
  if (!row || row.walletModel !== 'transfer') return undefined;
  const client =
    row.enabled && row.apiUrl ? createTransferClient({ code: row.code, apiUrl: row.apiUrl, secret: row.secret }) : null;
  return { vendorCode, client } satisfies TransferVendorLink;
}

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
  const { merchant, member } = input;
  const { main, vendors } = await walletsOf(createWalletService(dependencies), merchant, member);
  // A transfer-model vendor's figure is its own (the player may have won or lost there); our ledger catches up at
  // the next transfer out, and stands in while the vendor does not answer.
  const balances = await Promise.all(
    vendors.map(async (vendor) => {
      const ledgerMinor = vendor.balanceMinor ?? 0n;
      const link = await transferVendorOf(dependencies, vendor.vendorCode);
      if (!link?.client) return ledgerMinor;
      return (await link.client.balance({ playerId: member.id, currency: merchant.currency })) ?? ledgerMinor;
    }),
  );
  return {
    main: formatMinor(main.balanceMinor ?? 0n),
    currency: merchant.currency,
    vendors: vendors.map((vendor, index) => ({
      vendorCode: vendor.vendorCode,
      balance: formatMinor(balances[index] ?? 0n),
    })),
  };
}

/**
 * One member's moves at one transfer-model vendor run one at a time in this process: reconciling reads the
 * vendor's figure and our ledger's, and a transfer half way between the two would look like a win or a loss.
 */
const runExclusive = createKeyedLock();

/** Pauses before each status question about a move whose answer was lost. */
const statusDelaysMs = [0, 250, 1_000];

type TransferContext = {
  merchant: Merchant;
  member: Member;
  wallet: WalletService;
  vendorCode: string;
  client: TransferClient;
  accounts: { main: string; vendor: string; gameVendor: string };
};

async function transferContextOf(
  dependencies: WalletDependencies,
  input: { merchant: Merchant; member: Member; link: TransferVendorLink },
): Promise<TransferContext> {
  const { merchant, member, link } = input;
  if (!link.client) throw new DomainError('VENDOR_TRANSFER_FAILED');
  const wallet = createWalletService(dependencies);
  const identity = { merchantId: merchant.id, currency: merchant.currency };
  const [main, vendor, gameVendor] = await Promise.all([
    wallet.accountRef({ ...identity, kind: 'player_main', memberId: member.id, vendorCode: '' }),
    wallet.accountRef({ ...identity, kind: 'player_vendor', memberId: member.id, vendorCode: link.vendorCode }),
    wallet.accountRef({ ...identity, kind: 'game_vendor', memberId: null, vendorCode: link.vendorCode }),
  ]);
  return {
    merchant,
    member,
    wallet,
    vendorCode: link.vendorCode,
    client: link.client,
    accounts: { main: main.id, vendor: vendor.id, gameVendor: gameVendor.id },
  };
}

function postLedger(
  context: TransferContext,
  move: {
    key: string;
    type: 'transfer_in' | 'transfer_out' | 'win' | 'bet';
    debit: string;
    credit: string;
    amountMinor: bigint;
    metadata?: Record<string, unknown>;
  },
) {
  return context.wallet.transfer({
    merchantId: context.merchant.id,
    currency: context.merchant.currency,
    idempotencyKey: move.key,
    type: move.type,
    reference: context.vendorCode,
    debitAccountId: move.debit,
    creditAccountId: move.credit,
    amountMinor: move.amountMinor,
    ...(move.metadata ? { metadata: move.metadata } : {}),
  });
}

async function ledgerVendorMinor(context: TransferContext): Promise<bigint> {
  const account = await context.wallet.account({
    merchantId: context.merchant.id,
    currency: context.merchant.currency,
    kind: 'player_vendor',
    memberId: context.member.id,
    vendorCode: context.vendorCode,
  });
  return account.balanceMinor ?? 0n;
}

/** The vendor's figure when known, else its answer now, else our ledger's. */
async function vendorFigure(context: TransferContext, knownMinor: bigint | null): Promise<bigint> {
  if (knownMinor !== null) return knownMinor;
  const answered = await context.client.balance({ playerId: context.member.id, currency: context.merchant.currency });
  return answered ?? (await ledgerVendorMinor(context));
}

type SettledMove =
  | { status: 'done'; balanceMinor: bigint | null }
  | { status: 'refused'; code: string; balanceMinor: bigint | null }
  | { status: 'pending' };

/** Turns a lost answer into the vendor's word on the move, asking `status` a few times; `pending` if it never says. */
async function settleMove(
  client: TransferClient,
  reference: string,
  outcome: TransferMoveOutcome,
): Promise<SettledMove> {
  if (outcome.status !== 'lost') return outcome;
  for (const delayMs of statusDelaysMs) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = await client.status(reference);
    if (answer.status === 'done') return { status: 'done', balanceMinor: answer.balanceMinor };
    // `unknown` closes the reference at the vendor: the move can never arrive now, so it is as good as refused.
    if (answer.status === 'failed' || answer.status === 'unknown')
      return { status: 'refused', code: `TRANSFER_${answer.status.toUpperCase()}`, balanceMinor: answer.balanceMinor };
  }
  return { status: 'pending' };
}

/**
 * Brings our ledger's vendor wallet to the vendor's figure: what the player won or lost there since the last
 * reconciliation is posted against the vendor's game account (types `win` and `bet`), so the books stay
 * double-entry. The key names both figures, so a retried request posts the same difference once.
 */
async function reconcileVendorWallet(context: TransferContext, key: string, vendorMinor: bigint) {
  const ledgerMinor = await ledgerVendorMinor(context);
  if (ledgerMinor === vendorMinor) return;
  const won = vendorMinor > ledgerMinor;
  await postLedger(context, {
    key: `${key}:result:${ledgerMinor}:${vendorMinor}`,
    type: won ? 'win' : 'bet',
    debit: won ? context.accounts.gameVendor : context.accounts.vendor,
    credit: won ? context.accounts.vendor : context.accounts.gameVendor,
    amountMinor: won ? vendorMinor - ledgerMinor : ledgerMinor - vendorMinor,
    metadata: { vendorBalance: formatMinor(vendorMinor) },
  });
}

function walletAnswer(context: TransferContext, mainMinor: bigint | null, vendorMinor: bigint): MerchantWallet {
  return {
    main: formatMinor(mainMinor ?? 0n),
    currency: context.merchant.currency,
    vendors: [{ vendorCode: context.vendorCode, balance: formatMinor(vendorMinor) }],
  };
}

/**
 * Main → vendor: the ledger move first (so the main wallet cannot be spent twice), then the vendor's deposit with
 * the ledger key as its reference. A refusal, or a lost answer the vendor then calls failed or unknown, is undone
 * by a reversal with its own key; a vendor that never answers leaves the move pending for a retry of the request.
 */
async function transferIntoVendor(context: TransferContext, key: string, amountMinor: bigint): Promise<MerchantWallet> {
  const { accounts, client } = context;
  const posted = await postLedger(context, {
    key,
    type: 'transfer_out',
    debit: accounts.main,
    credit: accounts.vendor,
    amountMinor,
  });
  const move = { reference: key, playerId: context.member.id, currency: context.merchant.currency, amountMinor };
  const settled = await settleMove(client, key, await client.deposit(move));
  switch (settled.status) {
    case 'pending':
      throw new DomainError('VENDOR_TRANSFER_PENDING');
    case 'refused':
      await postLedger(context, {
        key: `${key}:reversal`,
        type: 'transfer_in',
        debit: accounts.vendor,
        credit: accounts.main,
        amountMinor,
        metadata: { reversalOf: key },
      });
      throw new DomainError('VENDOR_TRANSFER_FAILED');
    case 'done':
      return walletAnswer(context, posted.debitBalanceMinor, await vendorFigure(context, settled.balanceMinor));
  }
}

/**
 * Vendor → main: the vendor's withdrawal first (only it knows what the player holds), and only once it is done the
 * ledger move, with the ledger's vendor wallet brought to the vendor's figure around it.
 */
async function transferOutOfVendor(
  context: TransferContext,
  key: string,
  amountMinor: bigint,
): Promise<MerchantWallet> {
  const { accounts, client } = context;
  const move = { reference: key, playerId: context.member.id, currency: context.merchant.currency, amountMinor };
  const settled = await settleMove(client, key, await client.withdraw(move));
  switch (settled.status) {
    case 'pending':
      throw new DomainError('VENDOR_TRANSFER_PENDING');
    case 'refused':
      if (settled.code === 'INSUFFICIENT_FUNDS')
        throw new DomainError('INSUFFICIENT_FUNDS', {
          balance: formatMinor(await vendorFigure(context, settled.balanceMinor)),
        });
      throw new DomainError('VENDOR_TRANSFER_FAILED');
    case 'done':
      break;
  }
  // The figure after the withdrawal; a replayed answer carries the first one, so the vendor is asked afresh.
  const afterMinor =
    (await client.balance({ playerId: context.member.id, currency: context.merchant.currency })) ??
    settled.balanceMinor;
  const ledgerMove = { key, type: 'transfer_in', debit: accounts.vendor, credit: accounts.main, amountMinor } as const;
  let posted;
  try {
    posted = await postLedger(context, ledgerMove);
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
    // The player won at the vendor since the last reconciliation: book the win, then the withdrawal it paid for.
    // With no figure at all the vendor still holds at least nothing, which is enough for the move to land.
    await reconcileVendorWallet(context, key, (afterMinor ?? 0n) + amountMinor);
    posted = await postLedger(context, ledgerMove);
  }
  if (afterMinor !== null) await reconcileVendorWallet(context, key, afterMinor);
  return walletAnswer(context, posted.creditBalanceMinor, await vendorFigure(context, afterMinor));
}

/** Everything the vendor holds for the member back to main; a vendor already at zero is reconciled only. */
async function recoverFromVendor(context: TransferContext, key: string) {
  const balanceMinor = await context.client.balance({
    playerId: context.member.id,
    currency: context.merchant.currency,
  });
  if (balanceMinor === null) throw new DomainError('VENDOR_TRANSFER_FAILED');
  if (balanceMinor === 0n) await reconcileVendorWallet(context, key, 0n);
  else await transferOutOfVendor(context, key, balanceMinor);
}

/**
 * Moves money between the main wallet and a vendor wallet (spec GCS_walletTransfer), or brings every
 * vendor wallet back to main ("recover all"). Each move has its own key, derived from the request's, so a
 * retried request with the same `requestKey` moves nothing twice. A vendor wallet of a transfer-model vendor is
 * real money at the vendor: its moves call the vendor, and end with the ledger and the vendor agreeing or the money
 * back where it was. Other vendor wallets are ledger accounts only. The answer carries the main wallet and the
 * vendor wallets this request touched.
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
  const lockOf = (vendorCode: string) => `${merchant.id}:${member.id}:${vendorCode}`;
  try {
    if ('recoverAll' in move) {
      const codes = transferVendorsOf(merchant);
      const links = await Promise.all(codes.map((vendorCode) => transferVendorOf(dependencies, vendorCode)));
      const ledgerOnly = new Set(codes.filter((_code, index) => links[index] === undefined));
      await runInTransaction(dependencies.db, async (transaction) => {
        const wallet = createWalletService({ db: transaction });
        const { main, vendors } = await walletsOf(wallet, merchant, member);
        const held = vendors.filter((vendor) => ledgerOnly.has(vendor.vendorCode) && (vendor.balanceMinor ?? 0n) > 0n);
        for (const vendor of held) {
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
      // Every transfer vendor is tried even when one fails; the first failure is the answer.
      let failure: Error | undefined;
      for (const link of links) {
        if (!link) continue;
        try {
          await runExclusive(lockOf(link.vendorCode), async () =>
            recoverFromVendor(
              await transferContextOf(dependencies, { merchant, member, link }),
              keyOf(link.vendorCode),
            ),
          );
        } catch (error) {
          failure ??= error instanceof Error ? error : new Error(String(error));
        }
      }
      if (failure) throw failure;
      return await listMemberWallets(dependencies, { merchant, member });
    }
    if (!transferVendorsOf(merchant).includes(move.vendorCode))
      throw new DomainError('NOT_FOUND', { vendorCode: move.vendorCode });
    const link = await transferVendorOf(dependencies, move.vendorCode);
    if (link)
      return await runExclusive(lockOf(move.vendorCode), async () => {
        const context = await transferContextOf(dependencies, { merchant, member, link });
        const key = keyOf(move.vendorCode);
        return move.direction === 'in'
          ? transferIntoVendor(context, key, move.amountMinor)
          : transferOutOfVendor(context, key, move.amountMinor);
      });
    return await moveWithinLedger(dependencies, { merchant, member, key: keyOf(move.vendorCode), move });
  } finally {
    // Failed and pending moves may have touched the main wallet too (a reversal, a transfer in awaiting its vendor).
    await publishMemberBalance(dependencies, { merchant, member });
  }
}

/** A vendor wallet that is a ledger account only: one move is one call of the posting function. */
async function moveWithinLedger(
  dependencies: WalletDependencies,
  input: {
    merchant: Merchant;
    member: Member;
    key: string;
    move: { vendorCode: string; direction: 'in' | 'out'; amountMinor: bigint };
  },
): Promise<MerchantWallet> {
  const { merchant, member, move } = input;
  // No transaction of our own, no read before or after.
  const wallet = createWalletService(dependencies);
  const identity = { merchantId: merchant.id, currency: merchant.currency, memberId: member.id };
  const main = await wallet.accountRef({ ...identity, kind: 'player_main', vendorCode: '' });
  const vendor = await wallet.accountRef({ ...identity, kind: 'player_vendor', vendorCode: move.vendorCode });
  const toVendor = move.direction === 'in';
  const posted = await wallet.transfer({
    merchantId: merchant.id,
    currency: merchant.currency,
    idempotencyKey: input.key,
    type: toVendor ? 'transfer_out' : 'transfer_in',
    reference: move.vendorCode,
    debitAccountId: toVendor ? main.id : vendor.id,
    creditAccountId: toVendor ? vendor.id : main.id,
    amountMinor: move.amountMinor,
  });
  const mainBalance = toVendor ? posted.debitBalanceMinor : posted.creditBalanceMinor;
  const vendorBalance = toVendor ? posted.creditBalanceMinor : posted.debitBalanceMinor;
  return {
    main: formatMinor(mainBalance ?? 0n),
    currency: merchant.currency,
    vendors: [{ vendorCode: move.vendorCode, balance: formatMinor(vendorBalance ?? 0n) }],
  };
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
