import { createHash } from 'node:crypto';
import type { RedEnvelopeRecipients, RedEnvelopeResult } from '@croupier/contracts';
import { agentTransferLimits, formatMinor, isAgentType } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import { findUsernames, listDirectDownlines, lockDirectDownlines } from '../modules/agent-transfers/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { LedgerTransferRow } from '../modules/wallet/index.js';
import { createWalletService, mainWalletKind } from '../modules/wallet/index.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';
import type { MemberTransferDependencies } from './shared/member-transfers.js';
import { checkTransferAmount, lockSender, publishAfterTransfer, refuseWhileOwing } from './shared/member-transfers.js';

/** How many direct downlines the dialog lists at most. */
const recipientListLimit = 500;

type Recipient = { username: string; amountMinor: bigint };

/**
 * The ledger key of the envelope's n-th transfer. The sender's id keeps members' keys apart; every transfer carries
 * the hash of the whole envelope, so a retry with the same key and any other content conflicts on the first one.
 */
const ledgerKeyOf = (memberId: string, requestKey: string, index: number) =>
  `agent-red-envelope:${memberId}:${requestKey}:${index}`;

/** The envelope's content, recipients in the order sent: what makes a retry "the same envelope". */
const envelopeHash = (recipients: Recipient[]) =>
  createHash('sha256')
    .update(
      JSON.stringify(recipients.map((recipient) => [recipient.username.toLowerCase(), String(recipient.amountMinor)])),
    )
    .digest('hex');

/** The direct downlines an agent's envelope may reach, with its balance and the limits. */
export async function listRedEnvelopeRecipients(
  dependencies: Pick<MemberTransferDependencies, 'db'>,
  input: { merchant: Merchant; member: Member },
): Promise<RedEnvelopeRecipients> {
  const { merchant, member } = input;
  if (!isAgentType(member.type)) throw new DomainError('AGENT_ONLY');
  const [downlines, wallet] = await Promise.all([
    listDirectDownlines(dependencies.db, member.id, recipientListLimit),
    createWalletService(dependencies).mainWallet(merchant.id, merchant.currency, member.id, 'agent_main'),
  ]);
  return {
    downlines: downlines.map((downline) => ({ username: downline.username, isAgent: isAgentType(downline.type) })),
    balance: formatMinor(wallet.balanceMinor ?? 0n),
    minAmount: formatMinor(agentTransferLimits.minAmountMinor),
    maxAmount: formatMinor(agentTransferLimits.maxAmountMinor),
    maxRecipients: agentTransferLimits.maxRecipients,
  };
}

async function describeEnvelope(
  db: MemberTransferDependencies['db'],
  rows: LedgerTransferRow[],
): Promise<RedEnvelopeResult> {
  const ordered = [...rows].sort((left, right) => Number(left.metadata.index) - Number(right.metadata.index));
  const names = await findUsernames(
    db,
    ordered.map((row) => String(row.metadata.recipientId)),
  );
  const last = ordered.at(-1);
  return {
    total: formatMinor(ordered.reduce((sum, row) => sum + row.amountMinor, 0n)),
    recipients: ordered.map((row) => ({
      username: names.get(String(row.metadata.recipientId)) ?? '',
      amount: formatMinor(row.amountMinor),
    })),
    balanceAfter: formatMinor(last?.debitBalanceAfterMinor ?? 0n),
  };
}

/**
 * An agent's red envelope (`AGENTRANSMULTDOWN3`): money from its main wallet to several of its direct downlines at
 * once, all or nothing in one transaction, after the payment password. Each recipient must be a direct downline
 * (depth 1 of the agent's team, decision 0075). One ledger transfer per recipient under keys derived from the
 * client's `Idempotency-Key`; a retry answers the first envelope, another envelope under the same key conflicts.
 */
export async function sendRedEnvelope(
  dependencies: MemberTransferDependencies,
  input: { merchant: Merchant; member: Member; recipients: Recipient[]; paymentPassword: string; requestKey: string },
): Promise<RedEnvelopeResult> {
  const { db, clock } = dependencies;
  const { merchant, member, recipients } = input;
  const keys = recipients.map((_, index) => ledgerKeyOf(member.id, input.requestKey, index));
  const hash = envelopeHash(recipients);
  const wallet = createWalletService({ db });
  const answerRetry = async () => {
    const earlier = await wallet.findTransfers(merchant.id, keys);
    if (earlier.length === 0) return null;
    if (earlier.length !== recipients.length || earlier.some((row) => row.metadata.envelopeHash !== hash)) {
      throw new DomainError('CONFLICT', { idempotencyKey: input.requestKey });
    }
    return describeEnvelope(db, earlier);
  };
  const retried = await answerRetry();
  if (retried) return retried;

  if (!isAgentType(member.type)) throw new DomainError('AGENT_ONLY');
  for (const recipient of recipients) checkTransferAmount(recipient.amountMinor);
  const total = recipients.reduce((sum, recipient) => sum + recipient.amountMinor, 0n);
  await createWithdrawalService({ db, clock }).verifyPaymentPassword(member, input.paymentPassword);

  const posted = await runInTransaction(db, async (transaction) => {
    const sender = await lockSender(transaction, clock, { merchant, memberId: member.id, amountMinor: total });
    if (!isAgentType(sender.type)) throw new DomainError('AGENT_ONLY');
    const downlines = await lockDirectDownlines(
      transaction,
      sender.id,
      recipients.map((recipient) => recipient.username),
    );
    const byName = new Map(downlines.map((downline) => [downline.username.toLowerCase(), downline]));
    const outside = recipients.filter((recipient) => !byName.has(recipient.username.toLowerCase()));
    if (outside.length > 0) {
      throw new DomainError('NOT_IN_TEAM', { usernames: outside.map((recipient) => recipient.username).join(', ') });
    }
    const scoped = createWalletService({ db: transaction });
    const from = await scoped.mainWallet(merchant.id, merchant.currency, sender.id, 'agent_main');
    const credits = [];
    for (const recipient of recipients) {
      const downline = byName.get(recipient.username.toLowerCase());
      if (!downline) continue;
      const to = await scoped.mainWallet(merchant.id, merchant.currency, downline.id, mainWalletKind(downline.type));
      credits.push({ recipient, downline, accountId: to.id });
    }
    // Every wallet in the one order before any moves, so envelopes and transfers over shared wallets never deadlock.
    await scoped.lockWallets([from.id, ...credits.map((credit) => credit.accountId)]);
    await refuseWhileOwing(transaction, scoped, { merchant, memberId: sender.id, walletAccountId: from.id });
    const balance = await scoped.lockWallet(from.id);
    if ((balance ?? 0n) < total) throw new DomainError('INSUFFICIENT_FUNDS', { balance: formatMinor(balance ?? 0n) });
    let last = null;
    for (const [index, credit] of credits.entries()) {
      last = await scoped.transfer({
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: keys[index] ?? '',
        type: 'agent_red_envelope',
        reference: sender.username,
        debitAccountId: from.id,
        creditAccountId: credit.accountId,
        amountMinor: credit.recipient.amountMinor,
        metadata: { index, recipientId: credit.downline.id, envelopeHash: hash, count: credits.length },
      });
    }
    return last;
  });
  const answer = await answerRetry();
  if (!answer) throw new Error('red envelope not found after posting');
  await publishAfterTransfer(dependencies, { merchant, member, mainBalanceMinor: posted?.debitBalanceMinor ?? 0n });
  return answer;
}
