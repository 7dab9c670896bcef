import type { MerchantWallet, ReconciliationReport, VendorWalletCheck } from '@croupier/contracts';
import { formatMinor, siteSettingsSchema } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { runWithSessionLock } from '../db/session-lock.js';
import { isUniqueViolation, runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { systemClock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { countAwaitingAnswer, countHeldContracts } from '../modules/agent-contracts/index.js';
import { findWalletVendorNames } from '../modules/games/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import type { Operator } from '../modules/operator/index.js';
import { createTransferClient, findVendorByCode } from '../modules/seamless/index.js';
import type { TransferClient, TransferMoveOutcome, TransferStatusOutcome } from '../modules/seamless/index.js';
import {
  claimDueTransfers,
  findPendingTransfer,
  findTransferById,
  findTransferByKey,
  flagTransfer,
  insertPendingTransfer,
  isOlderThan,
  listTransferWallets,
  resolveTransfer,
} from '../modules/vendor-transfer/index.js';
import type {
  VendorTransferDirection,
  VendorTransferResolver,
  VendorTransferRow,
  VendorTransferStatus,
  VendorWallet,
} from '../modules/vendor-transfer/index.js';
import { createMemberService } from '../modules/member/index.js';
import { createBonusService } from '../modules/bonus/index.js';
import { passMoneyGate } from '../modules/responsible-gaming/index.js';
import { createWalletService, mainWalletKind } from '../modules/wallet/index.js';
import type { PostTransfer, WalletService } from '../modules/wallet/index.js';
import type { WalletDependencies } from './shared/member-balance.js';
import { publishMemberBalance } from './shared/member-balance.js';

// A brand's row is replaced, never changed, when an operator edits it: its parsed settings are kept with it.
const transferVendorsByMerchant = new WeakMap<Merchant, string[]>();
function transferVendorsOf(merchant: Merchant): string[] {
  const known = transferVendorsByMerchant.get(merchant);
  if (known) return known;
  const codes = siteSettingsSchema.parse(merchant.siteSettings).transferWalletVendors;
  transferVendorsByMerchant.set(merchant, codes);
  return codes;
}

/**
 * The vendor's wallet model (`transfer` or not), from a process cache forgotten with the vendors (decision 0022):
 * a ledger-only vendor wallet's move then reads no vendor row. A transfer vendor's row is still read on every move,
 * so its address, secret and switch take effect at once.
 */
export type WalletModelOf = (vendorCode: string) => Promise<string | undefined>;

/**
 * A vendor wallet whose money a transfer-model vendor holds (its `seamless_vendor` row says `transfer`). `client`
 * is null while the vendor is switched off or has no API address: nothing moves then.
 */
type TransferVendorLink = { vendorCode: string; client: TransferClient | null };

async function transferVendorOf(dependencies: { db: Database; walletModelOf?: WalletModelOf }, vendorCode: string) {
  if (dependencies.walletModelOf && (await dependencies.walletModelOf(vendorCode)) !== 'transfer') return undefined;
  const row = await findVendorByCode(dependencies.db, vendorCode);
  if (!row || row.walletModel !== 'transfer') return undefined;
  const client =
    row.enabled && row.apiUrl ? createTransferClient({ code: row.code, apiUrl: row.apiUrl, secret: row.secret }) : null;
  return { vendorCode, client } satisfies TransferVendorLink;
}

async function walletsOf(wallet: WalletService, merchant: Merchant, member: Member) {
  const main = await wallet.mainWallet(merchant.id, merchant.currency, member.id, mainWalletKind(member.type));
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
  const names = await findWalletVendorNames(
    dependencies.db,
    merchant.id,
    vendors.map((vendor) => vendor.vendorCode),
  );
  return {
    main: formatMinor(main.balanceMinor ?? 0n),
    currency: merchant.currency,
    vendors: vendors.map((vendor, index) => ({
      vendorCode: vendor.vendorCode,
      balance: formatMinor(balances[index] ?? 0n),
      name: names.get(vendor.vendorCode) ?? '',
    })),
  };
}

/** How long a request waits for the vendor wallet while another move of it runs: longer than one move can take. */
const walletLockWaitMs = 30_000;

/** The sweeper leaves a pending transfer to the request that wrote it for this long. */
const sweepAfterMs = 60_000;

/** Pauses before each status question about a move whose answer was lost, while the player waits. */
const statusDelaysMs = [0, 250, 1_000];

/**
 * The name of a vendor wallet's lock. It is held across instances while the wallet's money moves or its figures are
 * compared: the vendor's figure and the ledger's, read with a transfer half way between them, would look like play.
 */
const walletLockKey = (target: VendorWallet) =>
  `vendor-wallet:${target.merchantId}:${target.memberId}:${target.vendorCode}:${target.currency}`;

/** A vendor wallet under its lock: `db` is the lock's own connection, which every query of the move uses. */
/** What the responsible-gaming gate needs of a move into a vendor besides the member. */
type GateContext = { loginSessionId: string | null; timeZone: string };

type TransferContext = {
  db: Database;
  wallet: WalletService;
  target: VendorWallet;
  client: TransferClient;
  accounts: { main: string; vendor: string; gameVendor: string };
  mainKind: 'player_main' | 'agent_main';
};

async function transferContextOf(db: Database, target: VendorWallet, client: TransferClient): Promise<TransferContext> {
  const wallet = createWalletService({ db });
  // The sweeper knows a transfer's member by id only: the member's type says which main wallet it moves.
  const owner = await createMemberService({ db, clock: systemClock }).getMember(target.merchantId, target.memberId);
  const mainKind = mainWalletKind(owner.type);
  const identity = { merchantId: target.merchantId, currency: target.currency };
  // One after another: under the wallet's lock `db` is a single connection, which runs one query at a time.
  const main = await wallet.accountRef({ ...identity, kind: mainKind, memberId: target.memberId, vendorCode: '' });
  const vendor = await wallet.accountRef({
    ...identity,
    kind: 'player_vendor',
    memberId: target.memberId,
    vendorCode: target.vendorCode,
  });
  const gameVendor = await wallet.accountRef({
    ...identity,
    kind: 'game_vendor',
    memberId: null,
    vendorCode: target.vendorCode,
  });
  return {
    db,
    wallet,
    target,
    client,
    accounts: { main: main.id, vendor: vendor.id, gameVendor: gameVendor.id },
    mainKind,
  };
}

/**
 * Runs `work` on the vendor wallet under its lock, held across every instance (see `runWithSessionLock`); a wallet
 * that stays busy for longer than a move can take is answered as pending.
 */
async function withVendorWallet<Result>(
  db: Database,
  target: VendorWallet,
  client: TransferClient,
  work: (context: TransferContext) => Promise<Result>,
  waitMs = walletLockWaitMs,
): Promise<{ acquired: true; result: Result } | { acquired: false }> {
  return runWithSessionLock(db, walletLockKey(target), { waitMs }, async (lockedDb) =>
    work(await transferContextOf(lockedDb, target, client)),
  );
}

function postLedger(
  wallet: WalletService,
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
  return wallet.transfer({
    merchantId: context.target.merchantId,
    currency: context.target.currency,
    idempotencyKey: move.key,
    type: move.type,
    reference: context.target.vendorCode,
    debitAccountId: move.debit,
    creditAccountId: move.credit,
    amountMinor: move.amountMinor,
    ...(move.metadata ? { metadata: move.metadata } : {}),
  });
}

/** The ledger key of a transfer's own move (the hold of a transfer in, the return of a transfer out). */
const moveKeyOf = (transfer: VendorTransferRow) => `vendor-transfer:${transfer.id}`;

/**
 * Books what the player won or lost at the vendor since the last booking against the vendor's game account (types
 * `win` and `bet`), bringing the ledger's vendor wallet from `ledgerMinor` to `vendorMinor`. Only ever called under
 * the wallet's lock with none of its transfers pending but the one being completed with it, so that the
 * difference is play and nothing else: a difference seen while a transfer is unresolved is never booked.
 */
async function bookPlay(
  wallet: WalletService,
  context: TransferContext,
  key: string,
  figures: { ledgerMinor: bigint; vendorMinor: bigint },
) {
  const { ledgerMinor, vendorMinor } = figures;
  if (ledgerMinor === vendorMinor) return;
  const won = vendorMinor > ledgerMinor;
  await postLedger(wallet, context, {
    key: `${key}:${ledgerMinor}:${vendorMinor}`,
    type: won ? 'win' : 'bet',
    debit: won ? context.accounts.gameVendor : context.accounts.vendor,
    credit: won ? context.accounts.vendor : context.accounts.gameVendor,
    amountMinor: won ? vendorMinor - ledgerMinor : ledgerMinor - vendorMinor,
    metadata: { vendorBalance: formatMinor(vendorMinor) },
  });
}

/** Where a transfer stands once a request or the sweeper has done what it could. */
type Settlement = { state: VendorTransferStatus; transfer: VendorTransferRow };

const settlementOf = (transfer: VendorTransferRow): Settlement => ({ state: transfer.status, transfer });

/** A transfer someone else resolved first (the request and the sweeper may race): its state as it now stands. */
async function resolvedElsewhere(context: TransferContext, transfer: VendorTransferRow): Promise<Settlement> {
  return settlementOf((await findTransferById(context.db, transfer.id)) ?? transfer);
}

/**
 * The vendor took the transfer: in one transaction with its guarded change to `completed`, a transfer out returns
 * the money to the main wallet, after booking the play that brings the ledger's vendor wallet to the vendor's
 * figure before the move (the vendor's figure now plus what it paid out; without a figure, at least what it paid
 * out). A transfer in needs no ledger move: its hold is already in the vendor wallet.
 */
async function completeTransfer(
  context: TransferContext,
  transfer: VendorTransferRow,
  vendorMinor: bigint | null,
  resolvedBy: VendorTransferResolver,
): Promise<Settlement> {
  const resolved = await runInTransaction(context.db, async (transaction) => {
    const row = await resolveTransfer(transaction, transfer.id, {
      status: 'completed',
      failureCode: null,
      vendorBalanceMinor: vendorMinor,
      resolvedBy,
    });
    if (!row || transfer.direction === 'in') return row;
    const wallet = createWalletService({ db: transaction });
    const ledgerMinor = (await wallet.lockWallet(context.accounts.vendor)) ?? 0n;
    const beforeMinor =
      vendorMinor === null
        ? ledgerMinor < transfer.amountMinor
          ? transfer.amountMinor
          : ledgerMinor
        : vendorMinor + transfer.amountMinor;
    await bookPlay(wallet, context, `${moveKeyOf(transfer)}:play`, { ledgerMinor, vendorMinor: beforeMinor });
    await postLedger(wallet, context, {
      key: moveKeyOf(transfer),
      type: 'transfer_in',
      debit: context.accounts.vendor,
      credit: context.accounts.main,
      amountMinor: transfer.amountMinor,
    });
    return row;
  });
  return resolved ? settlementOf(resolved) : resolvedElsewhere(context, transfer);
}

/**
 * The vendor did not take the transfer (it refused, or says it failed, or never saw it and has now closed the
 * reference): in one transaction with its guarded change to `failed`, a transfer in's hold goes back to the main
 * wallet. A transfer out moved nothing.
 */
async function failTransfer(
  context: TransferContext,
  transfer: VendorTransferRow,
  failure: { code: string; vendorMinor: bigint | null },
  resolvedBy: VendorTransferResolver,
): Promise<Settlement> {
  const resolved = await runInTransaction(context.db, async (transaction) => {
    const row = await resolveTransfer(transaction, transfer.id, {
      status: 'failed',
      failureCode: failure.code,
      vendorBalanceMinor: failure.vendorMinor,
      resolvedBy,
    });
    if (!row || transfer.direction === 'out') return row;
    await postLedger(createWalletService({ db: transaction }), context, {
      key: `${moveKeyOf(transfer)}:reversal`,
      type: 'transfer_in',
      debit: context.accounts.vendor,
      credit: context.accounts.main,
      amountMinor: transfer.amountMinor,
      metadata: { reversalOf: moveKeyOf(transfer) },
    });
    return row;
  });
  return resolved ? settlementOf(resolved) : resolvedElsewhere(context, transfer);
}

/** The vendor's word on a reference, asked after each pause; `lost` when it never answers. */
async function askStatus(client: TransferClient, reference: string, delaysMs: readonly number[]) {
  let answer: TransferStatusOutcome = { status: 'lost' };
  for (const delayMs of delaysMs) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    answer = await client.status(reference);
    if (answer.status !== 'lost') break;
  }
  return answer;
}

/**
 * Resolves a pending transfer from what the vendor answered to the move, or, when that answer was lost, from its
 * status call: `done` completes it; a refusal, `failed` or `unknown` (asking about a reference the vendor never saw
 * closes it there, so the move can never land late) fails it; silence leaves it pending.
 */
async function settleTransfer(
  context: TransferContext,
  transfer: VendorTransferRow,
  outcome: TransferMoveOutcome,
  resolver: { by: VendorTransferResolver; statusDelaysMs: readonly number[] },
): Promise<Settlement> {
  const { client, target } = context;
  switch (outcome.status) {
    case 'done': {
      // A transfer out is booked against the figure after it; a replayed answer carries the first one, so ask afresh.
      const vendorMinor =
        transfer.direction === 'out'
          ? ((await client.balance({ playerId: target.memberId, currency: target.currency })) ?? outcome.balanceMinor)
          : outcome.balanceMinor;
      return completeTransfer(context, transfer, vendorMinor, resolver.by);
    }
    case 'refused':
      return failTransfer(context, transfer, { code: outcome.code, vendorMinor: outcome.balanceMinor }, resolver.by);
    case 'lost': {
      const answer = await askStatus(client, transfer.id, resolver.statusDelaysMs);
      switch (answer.status) {
        case 'lost':
          return settlementOf(transfer);
        case 'done':
          return completeTransfer(context, transfer, answer.balanceMinor, resolver.by);
        case 'failed':
        case 'unknown':
          return failTransfer(
            context,
            transfer,
            { code: `TRANSFER_${answer.status.toUpperCase()}`, vendorMinor: answer.balanceMinor },
            resolver.by,
          );
      }
    }
  }
}

/** Sends a pending transfer's move to the vendor (again, if need be: the vendor applies a reference once). */
async function sendTransfer(context: TransferContext, transfer: VendorTransferRow): Promise<Settlement> {
  const move = {
    reference: transfer.id,
    playerId: context.target.memberId,
    currency: context.target.currency,
    amountMinor: transfer.amountMinor,
  };
  const outcome =
    transfer.direction === 'in' ? await context.client.deposit(move) : await context.client.withdraw(move);
  return settleTransfer(context, transfer, outcome, { by: 'request', statusDelaysMs });
}

/**
 * A transfer of the wallet left pending by an earlier request (or a crash) is resolved by the vendor's status call
 * before anything else moves; while it cannot be, nothing else moves either.
 */
async function settleEarlierTransfer(context: TransferContext) {
  const earlier = await findPendingTransfer(context.db, context.target);
  if (!earlier) return;
  const settled = await settleTransfer(context, earlier, { status: 'lost' }, { by: 'request', statusDelaysMs });
  if (settled.state === 'pending') throw new DomainError('VENDOR_TRANSFER_PENDING');
}

/**
 * Writes the transfer's intent before the vendor hears of it, in one transaction with, for a transfer in, the hold
 * of its amount (main wallet → vendor wallet), so the main wallet cannot be spent twice and a crash at any point
 * leaves a pending transfer for the sweeper, never a move nobody knows about.
 */
async function recordTransfer(
  context: TransferContext,
  move: { direction: VendorTransferDirection; amountMinor: bigint; idempotencyKey: string; gate?: GateContext },
): Promise<VendorTransferRow> {
  const { gate, ...intent } = move;
  try {
    return await runInTransaction(context.db, async (transaction) => {
      if (move.direction === 'in' && gate) {
        await createWalletService({ db: transaction }).lockWallet(context.accounts.main);
        await passMoneyGate(
          transaction,
          {
            memberId: context.target.memberId,
            measure: 'stake',
            amountMinor: move.amountMinor,
            loginSessionId: gate.loginSessionId,
          },
          gate.timeZone,
        );
        // The vendor holds this money and takes its bets unseen: not while a bonus's max bet applies (decision 0077).
        await createBonusService({ db: transaction, clock: systemClock }).assertVendorTransferAllowed(
          context.target.memberId,
        );
      }
      const transfer = await insertPendingTransfer(transaction, { ...context.target, ...intent, sweepAfterMs });
      if (move.direction === 'in')
        await postLedger(createWalletService({ db: transaction }), context, {
          key: moveKeyOf(transfer),
          type: 'transfer_out',
          debit: context.accounts.main,
          credit: context.accounts.vendor,
          amountMinor: move.amountMinor,
        });
      return transfer;
    });
  } catch (error) {
    // Another transfer of the wallet is pending (the lock makes this rare; the database makes it impossible).
    if (isUniqueViolation(error)) throw new DomainError('VENDOR_TRANSFER_PENDING');
    throw error;
  }
}

async function ledgerBalanceOf(context: TransferContext, wallet: 'main' | 'vendor') {
  const account = await context.wallet.account({
    merchantId: context.target.merchantId,
    currency: context.target.currency,
    kind: wallet === 'main' ? context.mainKind : 'player_vendor',
    memberId: context.target.memberId,
    vendorCode: wallet === 'main' ? '' : context.target.vendorCode,
  });
  return account.balanceMinor ?? 0n;
}

/** The answer to a move: the wallets after a completed one, the refusal of a failed one, pending otherwise. */
async function answerOf(context: TransferContext, settlement: Settlement): Promise<MerchantWallet> {
  const { transfer } = settlement;
  const vendorFigure = async () =>
    transfer.vendorBalanceMinor ??
    (await context.client.balance({ playerId: context.target.memberId, currency: context.target.currency })) ??
    (await ledgerBalanceOf(context, 'vendor'));
  switch (settlement.state) {
    case 'pending':
      throw new DomainError('VENDOR_TRANSFER_PENDING');
    case 'failed':
      if (transfer.direction === 'out' && transfer.failureCode === 'INSUFFICIENT_FUNDS')
        throw new DomainError('INSUFFICIENT_FUNDS', { balance: formatMinor(await vendorFigure()) });
      throw new DomainError('VENDOR_TRANSFER_FAILED');
    case 'completed':
      return {
        main: formatMinor(await ledgerBalanceOf(context, 'main')),
        currency: context.target.currency,
        vendors: [{ vendorCode: context.target.vendorCode, balance: formatMinor(await vendorFigure()) }],
      };
  }
}

/**
 * One move at the vendor, once per idempotency key: a repeat answers the transfer's end state, or sends a pending
 * one again; the same key for another move is a conflict.
 */
async function moveAtVendor(
  context: TransferContext,
  move: { direction: VendorTransferDirection; amountMinor: bigint; idempotencyKey: string; gate?: GateContext },
): Promise<MerchantWallet> {
  const known = await findTransferByKey(context.db, context.target.merchantId, move.idempotencyKey);
  if (known) {
    if (known.direction !== move.direction || known.amountMinor !== move.amountMinor)
      throw new DomainError('CONFLICT', { idempotencyKey: move.idempotencyKey });
    return answerOf(context, known.status === 'pending' ? await sendTransfer(context, known) : settlementOf(known));
  }
  await settleEarlierTransfer(context);
  return answerOf(context, await sendTransfer(context, await recordTransfer(context, move)));
}

/** Everything the vendor holds for the member back to main; a vendor at zero only has its play booked. */
async function recoverFromVendor(context: TransferContext, idempotencyKey: string) {
  const known = await findTransferByKey(context.db, context.target.merchantId, idempotencyKey);
  if (known) {
    await answerOf(context, known.status === 'pending' ? await sendTransfer(context, known) : settlementOf(known));
    return;
  }
  await settleEarlierTransfer(context);
  const balanceMinor = await context.client.balance({
    playerId: context.target.memberId,
    currency: context.target.currency,
  });
  if (balanceMinor === null) throw new DomainError('VENDOR_TRANSFER_FAILED');
  if (balanceMinor > 0n) {
    await moveAtVendor(context, { direction: 'out', amountMinor: balanceMinor, idempotencyKey });
    return;
  }
  await runInTransaction(context.db, async (transaction) => {
    const wallet = createWalletService({ db: transaction });
    const ledgerMinor = (await wallet.lockWallet(context.accounts.vendor)) ?? 0n;
    await bookPlay(wallet, context, `${idempotencyKey}:result`, { ledgerMinor, vendorMinor: 0n });
  });
}

const vendorWalletOf = (merchant: Merchant, member: Member, vendorCode: string): VendorWallet => ({
  merchantId: merchant.id,
  memberId: member.id,
  vendorCode,
  currency: merchant.currency,
});

/** The vendor wallet's work under its lock; a wallet busy for longer than a move can take is answered as pending. */
async function underWalletLock<Result>(
  dependencies: WalletDependencies,
  target: VendorWallet,
  link: TransferVendorLink,
  work: (context: TransferContext) => Promise<Result>,
): Promise<Result> {
  if (!link.client) throw new DomainError('VENDOR_TRANSFER_FAILED');
  const locked = await withVendorWallet(dependencies.db, target, link.client, work);
  if (!locked.acquired) throw new DomainError('VENDOR_TRANSFER_PENDING');
  return locked.result;
}

/**
 * Moves money between the main wallet and a vendor wallet (spec GCS_walletTransfer), or brings every
 * vendor wallet back to main ("recover all"). Each move has its own key, derived from the request's, so a
 * retried request with the same `requestKey` moves nothing twice. A vendor wallet of a transfer-model vendor is
 * real money at the vendor: each move is a `vendor_transfer` written before the vendor is called, and ends with the
 * ledger and the vendor agreeing or the money back where it was; one the vendor leaves unanswered is resolved by a
 * later request or by the sweeper (`resolveDueVendorTransfers`). Other vendor wallets are ledger accounts only. The
 * answer carries the main wallet and the vendor wallets this request touched.
 */
export async function transferVendorWallet(
  dependencies: WalletDependencies & { walletModelOf?: WalletModelOf; postTransfer?: PostTransfer },
  input: {
    merchant: Merchant;
    member: Member;
    requestKey: string;
    move: { vendorCode: string; direction: 'in' | 'out'; amountMinor: bigint } | { recoverAll: true };
    /** The login session the move came from, for the responsible-gaming gate's session limit. */
    loginSessionId?: string | null;
  },
): Promise<MerchantWallet> {
  const { merchant, member, move } = input;
  const gate: GateContext = { loginSessionId: input.loginSessionId ?? null, timeZone: merchant.timeZone };
  const keyOf = (vendorCode: string) => `vendor-transfer:${member.id}:${input.requestKey}:${vendorCode}`;
  // Known when a ledger-only move answered the main wallet's balance: published as it is, not read back.
  let mainBalanceMinor: bigint | undefined;
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
          await underWalletLock(dependencies, vendorWalletOf(merchant, member, link.vendorCode), link, (context) =>
            recoverFromVendor(context, keyOf(link.vendorCode)),
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
      return await underWalletLock(dependencies, vendorWalletOf(merchant, member, move.vendorCode), link, (context) =>
        moveAtVendor(context, {
          direction: move.direction,
          amountMinor: move.amountMinor,
          idempotencyKey: keyOf(move.vendorCode),
          gate,
        }),
      );
    const moved = await moveWithinLedger(dependencies, { merchant, member, key: keyOf(move.vendorCode), move, gate });
    mainBalanceMinor = moved.mainBalanceMinor;
    return moved.wallets;
  } finally {
    // Failed and pending moves may have touched the main wallet too (a reversal, a transfer in awaiting its vendor).
    await publishMemberBalance(dependencies, { merchant, member, mainBalanceMinor });
  }
}

export type SweepOptions = {
  /** Transfers claimed per pass. */
  limit?: number;
  /** The pause before the second status question of a transfer; it doubles after each question, up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** A transfer still without a definite answer this long after it was written is flagged for an operator. */
  flagAfterMs?: number;
};

export type SweepResult = { completed: number; failed: number; pending: number; flagged: number; busy: number };

/**
 * One pass of the sweeper: every pending transfer that is due (its request has had time to finish, or its last
 * question is long enough ago) is claimed by this instance alone, and resolved by the vendor's status call under
 * its wallet's lock (a wallet a request holds is left to the request, and to the next pass). A transfer the vendor
 * leaves without a definite answer stays pending, its money where it is, never booked as play; past `flagAfterMs`
 * it is flagged for an operator. Safe to run on any number of instances at once, and after any crash.
 */
export async function resolveDueVendorTransfers(
  dependencies: { db: Database; onResolved?: (transfer: VendorTransferRow) => Promise<void> },
  options: SweepOptions = {},
): Promise<SweepResult> {
  const { db } = dependencies;
  const result: SweepResult = { completed: 0, failed: 0, pending: 0, flagged: 0, busy: 0 };
  const claimed = await claimDueTransfers(db, {
    limit: options.limit ?? 50,
    firstRetryMs: options.firstRetryMs ?? 30_000,
    maxRetryMs: options.maxRetryMs ?? 15 * 60_000,
  });
  for (const transfer of claimed) {
    const link = await transferVendorOf(dependencies, transfer.vendorCode);
    let state: VendorTransferStatus = 'pending';
    if (link?.client) {
      const locked = await withVendorWallet(
        db,
        transfer,
        link.client,
        async (context) => {
          const current = await findTransferById(context.db, transfer.id);
          if (!current || current.status !== 'pending') return current?.status ?? 'pending';
          const settled = await settleTransfer(
            context,
            current,
            { status: 'lost' },
            { by: 'sweeper', statusDelaysMs: [0] },
          );
          return settled.state;
        },
        0,
      );
      if (!locked.acquired) {
        result.busy += 1;
        continue;
      }
      state = locked.result;
    }
    result[state] += 1;
    if (state !== 'pending') await dependencies.onResolved?.(transfer);
    else if (await isOlderThan(db, transfer.id, options.flagAfterMs ?? 60 * 60_000))
      if (await flagTransfer(db, transfer.id)) result.flagged += 1;
  }
  return result;
}
/** A vendor wallet that is a ledger account only: one move is one call of the posting function. */
async function moveWithinLedger(
  dependencies: WalletDependencies & { postTransfer?: PostTransfer },
  input: {
    merchant: Merchant;
    member: Member;
    key: string;
    move: { vendorCode: string; direction: 'in' | 'out'; amountMinor: bigint };
    gate: GateContext;
  },
): Promise<{ wallets: MerchantWallet; mainBalanceMinor: bigint | undefined }> {
  const { merchant, member, move } = input;
  // No transaction of our own, no read before or after; the move itself may share a call with others.
  const wallet = createWalletService({ db: dependencies.db, postTransfer: dependencies.postTransfer });
  const identity = { merchantId: merchant.id, currency: merchant.currency, memberId: member.id };
  const main = await wallet.accountRef({ ...identity, kind: mainWalletKind(member.type), vendorCode: '' });
  const vendor = await wallet.accountRef({ ...identity, kind: 'player_vendor', vendorCode: move.vendorCode });
  const toVendor = move.direction === 'in';
  const posting = {
    merchantId: merchant.id,
    currency: merchant.currency,
    idempotencyKey: input.key,
    type: toVendor ? 'transfer_out' : 'transfer_in',
    reference: move.vendorCode,
    debitAccountId: toVendor ? main.id : vendor.id,
    creditAccountId: toVendor ? vendor.id : main.id,
    amountMinor: move.amountMinor,
  };
  // Money sent to a vendor is money at risk: for a member with limits or a protection, the gate weighs it in one
  // transaction with the move (wallet lock, then the gate's). Everyone else keeps the shared fast path.
  const gated = toVendor && (member.hasPlayerLimits || member.protectedUntil !== null);
  const posted = gated
    ? await runInTransaction(dependencies.db, async (transaction) => {
        const locked = createWalletService({ db: transaction });
        await locked.lockWallet(main.id);
        await passMoneyGate(
          transaction,
          {
            memberId: member.id,
            measure: 'stake',
            amountMinor: move.amountMinor,
            loginSessionId: input.gate.loginSessionId,
          },
          input.gate.timeZone,
        );
        return locked.transfer(posting);
      })
    : await wallet.transfer(posting);
  const mainBalance = toVendor ? posted.debitBalanceMinor : posted.creditBalanceMinor;
  const vendorBalance = toVendor ? posted.creditBalanceMinor : posted.debitBalanceMinor;
  return {
    wallets: {
      main: formatMinor(mainBalance ?? 0n),
      currency: merchant.currency,
      vendors: [{ vendorCode: move.vendorCode, balance: formatMinor(vendorBalance ?? 0n) }],
    },
    // A replay answers the balance after the first delivery, which later moves may have changed: read it then.
    mainBalanceMinor: posted.replayed ? undefined : (mainBalance ?? undefined),
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
  // Spec §3's contract flags: how many contracts wait for this member's answer (the popup) and how many it holds.
  const awaiting = await countAwaitingAnswer(dependencies.db, input.member.id);
  const held = await countHeldContracts(dependencies.db, input.member.id);
  return {
    total: formatMinor(toMinor(wallets.main) + vendorTotal),
    main: wallets.main,
    vendors: formatMinor(vendorTotal),
    currency: wallets.currency,
    dailysalreqtype: awaiting.daily_salary,
    divtypereq: awaiting.dividend,
    contracthoursalreq: awaiting.hourly_salary,
    realtimesalreqtype: awaiting.realtime_salary,
    dailysalinfotype: held.daily_salary,
    divtypeinfo: held.dividend,
    contracthoursalinfo: held.hourly_salary,
    realtimesalinfotype: held.realtime_salary,
  };
}

/** Vendor wallets compared per report, the most recently active first. */
const comparedWalletsLimit = 200;

/**
 * One vendor wallet beside the vendor's figure. The vendor is asked first and the ledger and the pending transfer
 * read after, so a transfer under way when the vendor answered shows as pending (it is written before the vendor
 * hears of it), never as a difference.
 */
async function checkVendorWallet(
  db: Database,
  target: VendorWallet,
  client: TransferClient | null,
): Promise<VendorWalletCheck> {
  const vendorMinor = client ? await client.balance({ playerId: target.memberId, currency: target.currency }) : null;
  const pending = await findPendingTransfer(db, target);
  const account = await createWalletService({ db }).account({
    merchantId: target.merchantId,
    currency: target.currency,
    kind: 'player_vendor',
    memberId: target.memberId,
    vendorCode: target.vendorCode,
  });
  const ledgerMinor = account.balanceMinor ?? 0n;
  const differenceMinor = vendorMinor === null ? null : vendorMinor - ledgerMinor;
  const state = pending
    ? pending.flaggedAt
      ? 'flagged'
      : 'pending'
    : differenceMinor === null
      ? 'vendor_silent'
      : differenceMinor === 0n
        ? 'matched'
        : 'unbooked_play';
  return {
    ...target,
    accountId: account.id,
    ledgerBalance: formatMinor(ledgerMinor),
    vendorBalance: vendorMinor === null ? null : formatMinor(vendorMinor),
    difference: differenceMinor === null ? null : formatMinor(differenceMinor),
    pendingTransfers: pending ? 1 : 0,
    flaggedTransfers: pending?.flaggedAt ? 1 : 0,
    state,
  };
}

/**
 * The operators' reconciliation, an audited read: the ledger's proof of double entry, and each vendor wallet that
 * ever had a transfer beside the vendor's own figure for it. A vendor that does not answer is asked once per report.
 */
export async function reconcileWallets(
  dependencies: { db: Database; clock: Clock },
  input: { operator: Operator },
): Promise<ReconciliationReport> {
  const { db } = dependencies;
  const ledger = await createWalletService({ db }).reconcile();
  const clients = new Map<string, TransferClient | null>();
  const vendorWallets: VendorWalletCheck[] = [];
  for (const target of await listTransferWallets(db, { limit: comparedWalletsLimit })) {
    if (!clients.has(target.vendorCode))
      clients.set(target.vendorCode, (await transferVendorOf(dependencies, target.vendorCode))?.client ?? null);
    const check = await checkVendorWallet(db, target, clients.get(target.vendorCode) ?? null);
    if (check.state === 'vendor_silent') clients.set(target.vendorCode, null);
    vendorWallets.push(check);
  }
  await createOperatorService(dependencies).audit(input.operator, 'wallet.reconcile', 'ledger', {
    balanced: ledger.balanced,
    vendorWallets: vendorWallets.length,
    flagged: vendorWallets.filter((wallet) => wallet.state === 'flagged').length,
  });
  return {
    balanced: ledger.balanced,
    currencies: ledger.currencies.map((currency) => ({ ...currency, totalMinor: currency.totalMinor.toString() })),
    mismatchedAccounts: ledger.mismatchedAccounts.map((account) => ({
      accountId: account.accountId,
      balanceMinor: account.balanceMinor.toString(),
      entriesMinor: account.entriesMinor.toString(),
    })),
    vendorWallets,
  };
}
