import { formatMinor } from '@croupier/contracts';
import type { DepositRouteDependencies } from '../modules/deposit/index.js';
import { createDepositService } from '../modules/deposit/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import {
  confirmDeposit,
  describeDeposit,
  isChannelOffered,
  quotePromptPay,
  receiveProviderCallback,
  rejectDeposit,
  startDeposit,
} from '../flows/deposit-funds.js';
import type { DepositDependencies } from '../flows/deposit-funds.js';
import { brandOf } from './brand-context.js';
import { requireRealMember } from './member-auth.js';
import { requireOperator } from './operator-auth.js';

/** Binds the deposit flows to HTTP requests: the brand, the member, the operator. */
export function depositHandlers(
  dependencies: DepositDependencies,
  merchantByCode: (code: string) => Promise<Merchant>,
): DepositRouteDependencies {
  const deposits = () => createDepositService(dependencies);
  const describeRow = async (merchant: Merchant, row: Parameters<typeof describeDeposit>[1]) => {
    const channel = await deposits().channelById(row.channelId);
    return describeDeposit(merchant, row, channel ?? { code: '', kind: 'promptpay' });
  };
  return {
    channels: async (request) =>
      (await deposits().listChannels(brandOf(request).merchant.id))
        .filter((channel) => isChannelOffered(dependencies, channel.kind))
        .map((channel) => ({
          code: channel.code,
          kind: channel.kind,
          name: channel.name,
          minAmount: formatMinor(channel.minMinor),
          maxAmount: formatMinor(channel.maxMinor),
        })),
    quotePromptPay: (request, body) =>
      quotePromptPay(dependencies, {
        merchant: brandOf(request).merchant,
        channelCode: body.channelCode,
        amountMinor: body.amount,
      }),
    start: (request, body) =>
      startDeposit(dependencies, {
        merchant: brandOf(request).merchant,
        member: requireRealMember(request).member,
        channelCode: body.channelCode,
        amountMinor: body.amount,
        slip: body.slip,
      }),
    listOwn: async (request, query) => {
      const { merchant } = brandOf(request);
      const { rows, total } = await deposits().list({
        merchantId: merchant.id,
        memberId: requireRealMember(request).member.id,
        ...(query.status ? { status: query.status } : {}),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return {
        content: rows.map((row) =>
          describeDeposit(merchant, row.deposit, { code: row.channelCode, kind: row.channelKind }),
        ),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
      };
    },
    listForReview: async (_request, merchantCode, query) => {
      const merchant = await merchantByCode(merchantCode);
      const { rows, total } = await deposits().list({
        merchantId: merchant.id,
        ...(query.status ? { status: query.status } : {}),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return {
        content: rows.map((row) => ({
          ...describeDeposit(merchant, row.deposit, { code: row.channelCode, kind: row.channelKind }),
          member: row.deposit.memberId,
        })),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
      };
    },
    confirm: async (request, merchantCode, depositId) => {
      const merchant = await merchantByCode(merchantCode);
      const { deposit } = await confirmDeposit(dependencies, {
        merchant,
        depositId,
        decidedBy: requireOperator(request, 'payments.review'),
      });
      return describeRow(merchant, deposit);
    },
    reject: async (request, merchantCode, depositId, reason) => {
      const merchant = await merchantByCode(merchantCode);
      const rejected = await rejectDeposit(dependencies, {
        merchant,
        depositId,
        decidedBy: requireOperator(request, 'payments.review'),
        reason,
      });
      return describeRow(merchant, rejected);
    },
    webhook: async (merchantCode, channelCode, rawBody, headers) =>
      receiveProviderCallback(dependencies, {
        merchant: await merchantByCode(merchantCode),
        channelCode,
        rawBody,
        headers,
      }),
  };
}

/** What the sandbox provider's page shows for one of its payments. */
export async function findSandboxPayment(
  dependencies: DepositDependencies,
  merchantByCode: (code: string) => Promise<Merchant>,
  merchantCode: string,
  reference: string,
) {
  const merchant = await merchantByCode(merchantCode).catch(() => null);
  if (!merchant) return null;
  const deposits = createDepositService(dependencies);
  const channel = await deposits.channelByCode(merchant.id, 'sandbox');
  if (!channel?.settings.webhookSecret) return null;
  const found = await deposits.findByReference(channel.id, reference);
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
