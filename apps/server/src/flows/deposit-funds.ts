import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Deposit, DepositReview, DepositReviewFilter } from '@croupier/contracts';
import type { Page } from '@croupier/contracts';
import { buildPage, formatMinor } from '@croupier/contracts';
import QRCode from 'qrcode';
import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { decodeImage, storeImage } from '../lib/image-upload.js';
import type { MemberEvents } from '../lib/member-events.js';
import { createDepositService, paymentProviders, promptPayPayload } from '../modules/deposit/index.js';
import { moneyMessageValues, writeSystemMessage } from '../modules/member-messages/index.js';
import type { DepositRow, PaymentChannelRow } from '../modules/deposit/index.js';
import { createMemberService } from '../modules/member/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { ApprovalRow } from '../modules/money-review/index.js';
import { createMoneyReviewService, describeApproval } from '../modules/money-review/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import { passMoneyGate } from '../modules/responsible-gaming/index.js';
import type { Operator } from '../modules/operator/index.js';
import { countDeposit } from '../modules/vip/index.js';
import { createWalletService, mainWalletKind } from '../modules/wallet/index.js';
import { matchDepositPromotion } from './shared/deposit-promotion.js';
import { bonusPortFor } from './shared/bonus-port.js';
import { publishMemberBalance } from './shared/member-balance.js';
import type { BulkDecision } from './shared/money-queue.js';
import { decideEach, merchantLookup, queueBounds, queueMerchantIds } from './shared/money-queue.js';

export type DepositDependencies = {
  db: Database;
  clock: Clock;
  events: MemberEvents;
  uploadDirectory: string;
  /** Whether the sandbox provider (a test page that pays any deposit) is served: the embedded demo or when asked. */
  sandboxPayments: boolean;
};

/** A channel a player may pay through here: the sandbox provider only where it is served. */
export const isChannelOffered = (dependencies: Pick<DepositDependencies, 'sandboxPayments'>, kind: string) =>
  kind !== 'sandbox' || dependencies.sandboxPayments;

export function describeDeposit(
  merchant: Pick<Merchant, 'code'>,
  row: DepositRow,
  channel: Pick<PaymentChannelRow, 'code' | 'kind'>,
): Deposit {
  return {
    id: row.id,
    channelCode: channel.code,
    kind: channel.kind,
    amount: formatMinor(row.amountMinor),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    redirectUrl:
      row.status === 'awaiting_payment'
        ? paymentProviders[channel.kind].paymentUrl({ merchantCode: merchant.code, reference: row.providerReference })
        : null,
    hasSlip: row.slipPath !== null,
    reason: row.reason,
  };
}

/** The QR a player scans in their banking app: PromptPay to the brand's id, for this amount. */
export async function quotePromptPay(
  dependencies: DepositDependencies,
  input: { merchant: Merchant; channelCode: string; amountMinor: bigint },
) {
  const channel = await createDepositService(dependencies).channelFor(
    input.merchant.id,
    input.channelCode,
    input.amountMinor,
  );
  if (channel.kind !== 'promptpay' || !channel.settings.promptPayId)
    throw new DomainError('PAYMENT_CHANNEL_UNAVAILABLE');
  const payload = promptPayPayload(channel.settings.promptPayId, input.amountMinor);
  const qrImage = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { payload, qrImage, amount: formatMinor(input.amountMinor) };
}

/**
 * Opens a deposit. PromptPay: waits for an operator, with the player's slip if given. Sandbox provider:
 * waits for the provider's signed callback; the answer carries the provider page to open.
 */
export async function startDeposit(
  dependencies: DepositDependencies,
  input: { merchant: Merchant; member: Member; channelCode: string; amountMinor: bigint; slip?: string | undefined },
): Promise<Deposit> {
  const deposits = createDepositService(dependencies);
  const channel = await deposits.channelFor(input.merchant.id, input.channelCode, input.amountMinor);
  if (!isChannelOffered(dependencies, channel.kind)) throw new DomainError('PAYMENT_CHANNEL_UNAVAILABLE');
  if (channel.kind === 'promptpay' && !channel.settings.promptPayId)
    throw new DomainError('PAYMENT_CHANNEL_UNAVAILABLE');
  const slip = input.slip && channel.kind === 'promptpay' ? decodeImage(input.slip) : undefined;
  // The responsible-gaming gate counts requests still open, so the check and the new request share a transaction.
  const opened = await runInTransaction(dependencies.db, async (transaction) => {
    await passMoneyGate(
      transaction,
      { memberId: input.member.id, measure: 'deposit', amountMinor: input.amountMinor, loginSessionId: null },
      input.merchant.timeZone,
    );
    return createDepositService({ db: transaction, clock: dependencies.clock }).openDeposit({
      merchantId: input.merchant.id,
      memberId: input.member.id,
      channel,
      amountMinor: input.amountMinor,
      status: channel.kind === 'promptpay' ? 'pending_review' : 'awaiting_payment',
    });
  });
  if (slip) {
    const slipPath = await storeImage(dependencies.uploadDirectory, 'deposit-slips', slip);
    await deposits.attachSlip(opened.id, slipPath);
    opened.slipPath = slipPath;
  }
  return describeDeposit(input.merchant, opened, channel);
}

/**
 * Credits a deposit exactly once: the status moves to confirmed for one caller only, and the ledger key
 * `deposit:<id>` makes the credit itself idempotent. An operator's confirmation is under the two-person rule
 * (decision 0030): above the brand's threshold the first one is recorded as pending and credits nothing, a different
 * operator's confirms it. An operator's decision is audited in the same transaction. Answers whether this call
 * credited it, and the deposit's approval if it has one.
 */
export async function confirmDeposit(
  dependencies: DepositDependencies,
  input: { merchant: Merchant; depositId: string; decidedBy: Operator | 'provider'; note?: string | undefined },
): Promise<{ credited: boolean; deposit: DepositRow; approval: ApprovalRow | null }> {
  const result = await runInTransaction(dependencies.db, async (transaction) => {
    const deposits = createDepositService({ db: transaction, clock: dependencies.clock });
    const reviews = createMoneyReviewService({ db: transaction, clock: dependencies.clock });
    const found = await deposits.getDeposit(input.merchant.id, input.depositId);
    await reviews.lockSubject('deposit', found.id);
    let approval: ApprovalRow | null = null;
    if (input.decidedBy !== 'provider') {
      const current = await deposits.getDeposit(input.merchant.id, input.depositId);
      // A repeated confirmation of a credited deposit answers it again (nothing moves).
      if (current.status === 'confirmed') return { credited: false, deposit: current, approval: null };
      if (current.status !== 'pending_review' && current.status !== 'awaiting_payment') {
        throw new DomainError('INVALID_STATE', { status: current.status });
      }
      const owner = await createMemberService({ db: transaction, clock: dependencies.clock }).getMember(
        input.merchant.id,
        current.memberId,
      );
      const gate = await reviews.passTwoPersonRule({
        kind: 'deposit',
        merchantId: input.merchant.id,
        subjectId: current.id,
        amountMinor: current.amountMinor,
        currency: input.merchant.currency,
        memberId: current.memberId,
        memberUsername: owner.username,
        operator: input.decidedBy,
        note: input.note,
      });
      if (gate.outcome === 'pending') {
        await createOperatorService({ db: transaction, clock: dependencies.clock }).audit(
          input.decidedBy,
          'deposit.approval.request',
          current.id,
          { amount: formatMinor(current.amountMinor), member: current.memberId, approvalId: gate.approval.id },
        );
        return { credited: false, deposit: current, approval: gate.approval };
      }
      approval = gate.approval;
    }
    const moved = await deposits.changeStatus({
      id: found.id,
      from: input.decidedBy === 'provider' ? ['awaiting_payment'] : ['pending_review', 'awaiting_payment'],
      to: 'confirmed',
      decidedBy: input.decidedBy === 'provider' ? 'provider' : input.decidedBy.username,
    });
    if (!moved) {
      // Another delivery or operator decided first; read what it decided.
      const current = await deposits.getDeposit(input.merchant.id, input.depositId);
      if (current.status === 'confirmed') return { credited: false, deposit: current, approval };
      throw new DomainError('INVALID_STATE', { status: current.status });
    }
    // The provider's word settles the deposit: an operator's approval still waiting for a checker is moot.
    if (input.decidedBy === 'provider') await reviews.rejectPending('deposit', moved.id, 'provider', 'paid');
    const wallet = createWalletService({ db: transaction });
    const cashIn = await wallet.systemAccount(input.merchant.id, input.merchant.currency, 'cash_in');
    const owner = await createMemberService({ db: transaction, clock: dependencies.clock }).getMember(
      input.merchant.id,
      moved.memberId,
    );
    const main = await wallet.mainWallet(
      input.merchant.id,
      input.merchant.currency,
      moved.memberId,
      mainWalletKind(owner.type),
    );
    await wallet.transfer({
      merchantId: input.merchant.id,
      currency: input.merchant.currency,
      idempotencyKey: `deposit:${moved.id}`,
      type: 'deposit',
      reference: moved.id,
      debitAccountId: cashIn.id,
      creditAccountId: main.id,
      amountMinor: moved.amountMinor,
    });
    // The member's inbox hears of it in the credit's own transaction: no credit without its message, nor twice.
    await writeSystemMessage(transaction, {
      merchantId: input.merchant.id,
      memberId: moved.memberId,
      template: 'deposit.confirmed',
      eventKey: moved.id,
      values: moneyMessageValues({ amountMinor: moved.amountMinor, currency: input.merchant.currency, id: moved.id }),
      at: dependencies.clock.now(),
    });
    // The VIP ladder counts the deposit with its credit, so it counts once (decision 0081).
    await countDeposit(transaction, {
      merchantId: input.merchant.id,
      memberId: moved.memberId,
      amountMinor: moved.amountMinor,
      at: dependencies.clock.now(),
      timeZone: input.merchant.timeZone,
    });
    // A deposit offer the member joined is granted in the credit's transaction: the bonus commits with the deposit.
    await matchDepositPromotion({ clock: dependencies.clock, bonus: bonusPortFor(dependencies.clock) }, transaction, {
      merchant: input.merchant,
      member: owner,
      depositId: moved.id,
      amountMinor: moved.amountMinor,
    });
    if (input.decidedBy !== 'provider') {
      await createOperatorService({ db: transaction, clock: dependencies.clock }).audit(
        input.decidedBy,
        'deposit.confirm',
        moved.id,
        {
          amount: formatMinor(moved.amountMinor),
          member: moved.memberId,
          ...(approval ? { approvalId: approval.id, requestedBy: approval.requestedBy } : {}),
        },
      );
    }
    return { credited: true, deposit: moved, approval };
  });
  if (result.credited) await publishBalanceOf(dependencies, input.merchant, result.deposit.memberId);
  return result;
}

async function publishBalanceOf(dependencies: DepositDependencies, merchant: Merchant, memberId: string) {
  const member = await createMemberService(dependencies).getMember(merchant.id, memberId);
  await publishMemberBalance(dependencies, { merchant, member });
}

/** Refuses a deposit (an operator, with a reason; or the provider's failed payment). Nothing is credited. */
export async function rejectDeposit(
  dependencies: DepositDependencies,
  input: { merchant: Merchant; depositId: string; decidedBy: Operator | 'provider'; reason: string },
): Promise<DepositRow> {
  return runInTransaction(dependencies.db, async (transaction) => {
    const deposits = createDepositService({ db: transaction, clock: dependencies.clock });
    const found = await deposits.getDeposit(input.merchant.id, input.depositId);
    await createMoneyReviewService({ db: transaction, clock: dependencies.clock }).lockSubject('deposit', found.id);
    const moved = await deposits.changeStatus({
      id: found.id,
      from: ['pending_review', 'awaiting_payment'],
      to: input.decidedBy === 'provider' ? 'failed' : 'rejected',
      decidedBy: input.decidedBy === 'provider' ? 'provider' : input.decidedBy.username,
      reason: input.reason,
    });
    if (!moved) throw new DomainError('INVALID_STATE', { status: found.status });
    await createMoneyReviewService({ db: transaction, clock: dependencies.clock }).rejectPending(
      'deposit',
      moved.id,
      input.decidedBy,
      input.reason,
    );
    if (input.decidedBy !== 'provider') {
      await createOperatorService({ db: transaction, clock: dependencies.clock }).audit(
        input.decidedBy,
        'deposit.reject',
        moved.id,
        {
          reason: input.reason,
        },
      );
    }
    return moved;
  });
}

/**
 * A provider's callback for one channel: proven by the channel's adapter (signature and age, in constant
 * time), kept raw, and credited once however often (or however concurrently) it is delivered.
 */
export async function receiveProviderCallback(
  dependencies: DepositDependencies,
  input: {
    merchant: Merchant;
    channelCode: string;
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
  },
): Promise<{ accepted: true; duplicate: boolean }> {
  const deposits = createDepositService(dependencies);
  const channel = await deposits.channelByCode(input.merchant.id, input.channelCode);
  if (!channel?.enabled) throw new DomainError('PAYMENT_CHANNEL_UNAVAILABLE');
  const event = paymentProviders[channel.kind].readCallback(channel, {
    rawBody: input.rawBody,
    headers: input.headers,
    now: dependencies.clock.now(),
  });
  if (event === null) throw new DomainError('SIGNATURE_INVALID');
  if (event === 'malformed') throw new DomainError('VALIDATION_FAILED');
  const first = await deposits.recordWebhook(channel.id, event.eventId, input.rawBody);
  const found = await deposits.findByReference(channel.id, event.reference);
  if (!found) throw new DomainError('NOT_FOUND');
  if (event.status === 'paid' && formatMinor(found.amountMinor) !== event.amount) {
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'amount', message: 'AMOUNT_MISMATCH' }] });
  }
  if (event.status === 'paid') {
    const { credited } = await confirmDeposit(dependencies, {
      merchant: input.merchant,
      depositId: found.id,
      decidedBy: 'provider',
    });
    return { accepted: true, duplicate: !credited };
  }
  if (found.status === 'awaiting_payment') {
    await rejectDeposit(dependencies, {
      merchant: input.merchant,
      depositId: found.id,
      decidedBy: 'provider',
      reason: 'payment failed',
    });
  }
  return { accepted: true, duplicate: !first };
}

type DepositListQuery = { status?: DepositRow['status'] | undefined; pageNo: number; pageSize: number };

/** A page of a brand's deposits, newest first: one member's (their history) or all (the console's review). */
export async function listDeposits(
  dependencies: DepositDependencies,
  input: { merchant: Merchant; memberId?: string; query: DepositListQuery },
): Promise<Page<Deposit & { member: string }>> {
  const { merchant, query } = input;
  const { rows, total } = await createDepositService(dependencies).list({
    merchantId: merchant.id,
    ...(input.memberId ? { memberId: input.memberId } : {}),
    ...(query.status ? { status: query.status } : {}),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  });
  return buildPage(
    rows.map((row) => ({
      ...describeDeposit(merchant, row.deposit, { code: row.channelCode, kind: row.channelKind }),
      member: row.deposit.memberId,
    })),
    query,
    total,
  );
}

/** A deposit as the console sees it after a decision. */
export async function describeDepositRow(dependencies: DepositDependencies, merchant: Merchant, row: DepositRow) {
  const channel = await createDepositService(dependencies).channelById(row.channelId);
  return describeDeposit(merchant, row, channel ?? { code: '', kind: 'promptpay' });
}

/** What the sandbox provider's page shows for one of its payments; null when there is no such payment. */
export async function findSandboxPayment(
  dependencies: DepositDependencies,
  input: { merchant: Merchant; reference: string },
) {
  const { merchant } = input;
  const deposits = createDepositService(dependencies);
  const channel = await deposits.channelByCode(merchant.id, 'sandbox');
  if (!channel?.settings.webhookSecret) return null;
  const found = await deposits.findByReference(channel.id, input.reference);
  if (!found) return null;
  return {
    depositId: found.id,
    merchantName: merchant.name,
    amount: formatMinor(found.amountMinor),
    currency: merchant.currency,
    status: found.status,
    webhookSecret: channel.settings.webhookSecret,
  };
}

type QueueRow = { deposit: DepositRow; channelCode: string; channelKind: 'promptpay' | 'sandbox'; username: string };

function describeQueueRow(row: QueueRow, merchant: Merchant | undefined, approval: ApprovalRow | undefined) {
  return {
    ...describeDeposit(merchant ?? { code: '' }, row.deposit, { code: row.channelCode, kind: row.channelKind }),
    member: row.username,
    memberId: row.deposit.memberId,
    merchantCode: merchant?.code ?? '',
    currency: merchant?.currency ?? '',
    decidedBy: row.deposit.decidedBy,
    approval: approval ? describeApproval(approval) : null,
  };
}

/**
 * The console's deposit queue (decision 0036): the filter's deposits across the brands asked for (one, or every
 * brand of `brands`: merchant codes, null for all), each with its player, brand and two-person approval.
 */
export async function listDepositQueue(
  dependencies: Pick<DepositDependencies, 'db' | 'clock'>,
  query: DepositReviewFilter & { pageNo: number; pageSize: number },
  brands: string[] | null,
): Promise<Page<DepositReview>> {
  const merchantIds = await queueMerchantIds(dependencies, query.merchant, brands);
  const { rows, total } = await createDepositService(dependencies).listQueue({
    ...query,
    ...queueBounds(query),
    merchantIds,
  });
  const merchants = await merchantLookup(dependencies)(rows.map((row) => row.deposit.merchantId));
  const approvals = await createMoneyReviewService(dependencies).mapLatestApprovals(rows.map((row) => row.deposit.id));
  return buildPage(
    rows.map((row) => describeQueueRow(row, merchants.get(row.deposit.merchantId), approvals.get(row.deposit.id))),
    query,
    total,
  );
}

/** Every deposit the queue's filter matches, for the console's CSV. */
export async function* exportDepositQueue(
  dependencies: Pick<DepositDependencies, 'db' | 'clock'>,
  filter: DepositReviewFilter,
  brands: string[] | null,
) {
  const merchantIds = await queueMerchantIds(dependencies, filter.merchant, brands);
  const merchantsOf = merchantLookup(dependencies);
  for await (const row of createDepositService(dependencies).exportQueue({
    ...filter,
    ...queueBounds(filter),
    merchantIds,
  })) {
    const merchants = await merchantsOf([row.deposit.merchantId]);
    yield describeQueueRow(row, merchants.get(row.deposit.merchantId), undefined);
  }
}

const slipTypes: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/** The slip image a player attached to a deposit, for the operator to look at; NOT_FOUND when there is none. */
export async function readDepositSlip(
  dependencies: Pick<DepositDependencies, 'db' | 'clock' | 'uploadDirectory'>,
  input: { merchant: Merchant; depositId: string },
) {
  const found = await createDepositService(dependencies).getDeposit(input.merchant.id, input.depositId);
  if (!found.slipPath) throw new DomainError('NOT_FOUND');
  const root = path.resolve(dependencies.uploadDirectory);
  const file = path.resolve(root, found.slipPath);
  // The stored path is the server's own, but a path outside the upload folder is never served.
  if (!file.startsWith(`${root}${path.sep}`)) throw new DomainError('NOT_FOUND');
  const contentType = slipTypes[path.extname(file).toLowerCase()];
  if (!contentType) throw new DomainError('NOT_FOUND');
  const bytes = await readFile(file).catch(() => {
    throw new DomainError('NOT_FOUND');
  });
  return { contentType, bytes };
}

/** The code of the brand a deposit belongs to (NOT_FOUND for an unknown one), for the console's brand check. */
export async function depositBrandOf(dependencies: Pick<DepositDependencies, 'db' | 'clock'>, id: string) {
  const found = await createDepositService(dependencies).getAnyDeposit(id);
  const merchants = await merchantLookup(dependencies)([found.merchantId]);
  return { deposit: found, merchant: merchants.get(found.merchantId) };
}

/** Confirms (under the two-person rule) or rejects with one reason each of several deposits waiting for review. */
export function decideDepositsInBulk(
  dependencies: DepositDependencies,
  input: { operator: Operator; decision: BulkDecision },
) {
  const { operator, decision } = input;
  return decideEach(operator, decision, async (id) => {
    const { merchant } = await depositBrandOf(dependencies, id);
    if (!merchant) throw new DomainError('NOT_FOUND');
    return {
      brand: merchant.code,
      outcome: async () => {
        if (decision.decision === 'reject') {
          await rejectDeposit(dependencies, { merchant, depositId: id, decidedBy: operator, reason: decision.reason });
          return 'done';
        }
        const confirmed = await confirmDeposit(dependencies, { merchant, depositId: id, decidedBy: operator });
        if (confirmed.credited) return 'done';
        return confirmed.approval?.status === 'pending' ? 'awaiting_second' : 'unchanged';
      },
    };
  });
}
