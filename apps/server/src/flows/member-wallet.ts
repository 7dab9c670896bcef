import type { TransactionEntry } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import { startOfLocalDay } from '../lib/time-zone.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { TransactionType } from '@croupier/contracts';
import { createWalletService } from '../modules/wallet/index.js';
import type { WalletDependencies } from './shared/member-balance.js';

export { getMemberBalance, publishMemberBalance } from './shared/member-balance.js';

const walletNames: Record<string, string> = { player_main: 'main', agent_main: 'main', player_vendor: 'vendor' };

/** Every ledger move of the member, newest first, filtered by type and brand-local dates. */
export async function listMemberTransactions(
  dependencies: WalletDependencies,
  input: {
    merchant: Merchant;
    member: Member;
    types: TransactionType[];
    startDate?: string | undefined;
    endDate?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
) {
  const { merchant } = input;
  const to = input.endDate ? startOfLocalDay(input.endDate, merchant.timeZone) : undefined;
  if (to) to.setTime(to.getTime() + 86_400_000);
  const { rows, total } = await createWalletService(dependencies).history({
    merchantId: merchant.id,
    memberId: input.member.id,
    filter: {
      types: input.types,
      from: input.startDate ? startOfLocalDay(input.startDate, merchant.timeZone) : undefined,
      to,
    },
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  });
  const content: TransactionEntry[] = rows.map((row) => ({
    id: row.entryId.toString(),
    transferId: row.transferId,
    type: row.type,
    reference: row.reference,
    amount: formatMinor(row.amountMinor),
    balanceAfter: row.balanceAfterMinor === null ? null : formatMinor(row.balanceAfterMinor),
    currency: row.currency,
    wallet: row.vendorCode
      ? `${walletNames[row.accountKind] ?? row.accountKind}:${row.vendorCode}`
      : (walletNames[row.accountKind] ?? row.accountKind),
    createdAt: row.createdAt.toISOString(),
  }));
  return { content, pageNum: input.pageNo, totalPages: Math.max(1, Math.ceil(total / input.pageSize)), total };
}
