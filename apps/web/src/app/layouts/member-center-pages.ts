import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  Coins,
  Crown,
  Gift,
  HeartHandshake,
  HandCoins,
  Handshake,
  History,
  Mail,
  MailOpen,
  ReceiptText,
  ShieldCheck,
  Table2,
  Target,
  Ticket,
  TrendingUp,
  Trophy,
  UsersRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/**
 * The member centre pages of spec §2, in the spec's order, with responsible gaming (issue #15) beside the security
 * centre, the lottery's records and prize table beside the betting record, and the affiliate application (a labelled
 * area of spec §2, issue #18) beside the referral page, and the red envelopes (a labelled area of spec §2, issue #19)
 * beside the reward centre; `?page=` names one.
 */
export const memberCenterPages = [
  'securityCenter',
  'responsibleGaming',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'lotteryRecords',
  'lotteryPrizeTable',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'redEnvelope',
  'referral',
  'affiliateApplication',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'playerRank',
] as const;
export type MemberCenterPage = (typeof memberCenterPages)[number];

export const defaultMemberCenterPage: MemberCenterPage = 'securityCenter';

/** Spec §2: badge counts appear on missions, messages and rewards. */
export type MemberCenterBadge = 'missions' | 'messages' | 'rewards';
export const memberCenterBadges: Partial<Record<MemberCenterPage, MemberCenterBadge>> = {
  missionLeaderboard: 'missions',
  messageV2: 'messages',
  rewardCenter: 'rewards',
};

export const memberCenterIcons: Record<MemberCenterPage, LucideIcon> = {
  securityCenter: ShieldCheck,
  responsibleGaming: HeartHandshake,
  transferFund: ArrowLeftRight,
  depositv2: ArrowDownToLine,
  withdraw: ArrowUpFromLine,
  transferUpline: HandCoins,
  personalHistoryCopy: ReceiptText,
  lotteryRecords: Ticket,
  lotteryPrizeTable: Table2,
  transactionHistory: History,
  personalProfit: TrendingUp,
  bonusDetails: Coins,
  rewardCenter: Gift,
  redEnvelope: MailOpen,
  referral: UsersRound,
  affiliateApplication: Handshake,
  missionLeaderboard: Target,
  messageV2: Mail,
  manualRebate: Trophy,
  playerRank: Crown,
};

/** Spec §6: manual rebate appears only where the brand switches it on (whitelabel MANPLAYREB3). */
export function visibleMemberCenterPages(manualRebateEnabled: boolean): MemberCenterPage[] {
  return memberCenterPages.filter((page) => page !== 'manualRebate' || manualRebateEnabled);
}

/** The page a `?page=` value names, matched without regard to case; anything else is the default page. */
export function memberCenterPageOf(value: string | null, visible: readonly MemberCenterPage[]): MemberCenterPage {
  const wanted = value?.toLowerCase();
  return visible.find((page) => page.toLowerCase() === wanted) ?? defaultMemberCenterPage;
}
