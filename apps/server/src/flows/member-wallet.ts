import type { Language, TransactionEntry } from '@croupier/contracts';
import { buildPage, formatMinor, readableReference } from '@croupier/contracts';
import type { ReadReplica } from '../db/client.js';
import { findGameNamesByCode, findWalletVendorNames } from '../modules/games/index.js';
import { findCatalogueGame, lotteryGameName } from '../modules/lottery/index.js';
import { startOfLocalDay } from '../lib/time-zone.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { TransactionType } from '@croupier/contracts';
import { createWalletService } from '../modules/wallet/index.js';

export { getMemberBalance, publishMemberBalance } from './shared/member-balance.js';

const walletKinds: Record<string, string> = { player_main: 'main', agent_main: 'main', player_vendor: 'vendor' };

/**
 * Every ledger move of the member, newest first, filtered by type and brand-local dates. A listing, so it reads from
 * the read replica (decision 0021): a move just made may show a moment later; the balance itself never reads there.
 */
export async function listMemberTransactions(
  dependencies: { readReplica: ReadReplica },
  input: {
    merchant: Merchant;
    member: Member;
    types: TransactionType[];
    startDate?: string | undefined;
    endDate?: string | undefined;
    pageNo: number;
    pageSize: number;
    language: Language;
  },
) {
  const { merchant } = input;
  const to = input.endDate ? startOfLocalDay(input.endDate, merchant.timeZone) : undefined;
  if (to) to.setTime(to.getTime() + 86_400_000);
  const { rows, total } = await createWalletService({ db: dependencies.readReplica }).history({
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
  // Transfers name their vendor wallet by its code in the reference; play at a vendor names its game.
  const walletCodeOf = (row: (typeof rows)[number]) =>
    row.vendorCode || (row.type === 'transfer_in' || row.type === 'transfer_out' ? row.reference : '');
  const gameCodeOf = (row: (typeof rows)[number]) =>
    typeof row.metadata.gameCode === 'string' ? row.metadata.gameCode : '';
  const [walletNames, gameNames] = await Promise.all([
    findWalletVendorNames(dependencies.readReplica, merchant.id, [...new Set(rows.map(walletCodeOf).filter(Boolean))]),
    findGameNamesByCode(dependencies.readReplica, merchant.id, [...new Set(rows.map(gameCodeOf).filter(Boolean))]),
  ]);
  const describe = (row: (typeof rows)[number]) => {
    const gameNamesOfRow = gameNames.get(gameCodeOf(row));
    if (gameNamesOfRow) return gameNamesOfRow[input.language] ?? gameNamesOfRow.en ?? '';
    const lottery =
      typeof row.metadata.lottery === 'string' ? findCatalogueGame({ gameCode: row.metadata.lottery }) : null;
    if (lottery) return lotteryGameName(lottery, input.language);
    return walletNames.get(walletCodeOf(row)) ?? '';
  };
  const content: TransactionEntry[] = rows.map((row) => {
    const walletCode = walletCodeOf(row);
    return {
      id: row.entryId.toString(),
      transferId: row.transferId,
      type: row.type,
      // A vendor's code is no reference for a player: the description names the vendor.
      reference: walletCode && row.reference === walletCode ? '' : readableReference(row.reference),
      description: describe(row),
      walletName: row.vendorCode ? (walletNames.get(row.vendorCode) ?? '') : null,
      amount: formatMinor(row.amountMinor),
      balanceAfter: row.balanceAfterMinor === null ? null : formatMinor(row.balanceAfterMinor),
      currency: row.currency,
      wallet: row.vendorCode
        ? `${walletKinds[row.accountKind] ?? row.accountKind}:${row.vendorCode}`
        : (walletKinds[row.accountKind] ?? row.accountKind),
      createdAt: row.createdAt.toISOString(),
    };
  });
  return buildPage(content, input, total);
}
