import type { ComponentType } from 'react';

/**
 * Every screen of the console, in the side bar's order. Adding a screen is one entry here plus its folder under
 * features/ (see README.md): the router, the side bar and the role check all read this list. `permission` is the
 * server's permission the screen's calls need; the screen is hidden from roles without it (the server still
 * refuses them).
 */
export type ConsoleScreen = {
  path: string;
  permission: string;
  /** Key of its name in the common namespace's `nav`. */
  label:
    | 'dashboard'
    | 'reconciliation'
    | 'auditLog'
    | 'outbox'
    | 'brandSettings'
    | 'operators'
    | 'approvals'
    | 'adjustments'
    | 'debts'
    | 'agentSettlement'
    | 'agentContracts'
    | 'agents'
    | 'memberMessages'
    | 'liveChat'
    | 'feedback'
    | 'promotions'
    | 'promotionApplications'
    | 'bonusGrants'
    | 'bonusPolicy'
    | 'bonusCost'
    | 'rebateSettings'
    | 'rebateClaims'
    | 'missions'
    | 'jackpot'
    | 'pointsRedemptions'
    | 'pointsItems'
    | 'pointsSettings'
    | 'vipLadder'
    | 'vipHistory'
    | 'vipGifts'
    | 'referralRules'
    | 'referralReferees'
    | 'withdrawals'
    | 'deposits'
    | 'banners'
    | 'notices'
    | 'popups'
    | 'helpArticles'
    | 'lotteryDraws'
    | 'lotteryResults'
    | 'lotterySettings'
    | 'vendors'
    | 'games'
    | 'catalogueImport'
    | 'players'
    | 'exclusions'
    | 'harmMarkers'
    | 'sportsbookEvents'
    | 'sportsbookTickets'
    | 'sportsbookHold'
    | 'sportsbookSettings';
  /** The screen's own chunk, loaded when first opened. */
  load: () => Promise<{ default: ComponentType }>;
};

export const screens: readonly ConsoleScreen[] = [
  // First: the console opens on the dashboard for the roles that may read it (first-screen.tsx).
  {
    path: 'dashboard',
    permission: 'dashboard.read',
    label: 'dashboard',
    load: () => import('@/features/dashboard/components/dashboard-screen'),
  },
  {
    path: 'reconciliation',
    permission: 'wallet.reconcile',
    label: 'reconciliation',
    load: () => import('@/features/reconciliation/components/reconciliation-screen'),
  },
  {
    path: 'players',
    permission: 'players.read',
    label: 'players',
    load: () => import('@/features/players/components/players-screen'),
  },
  {
    path: 'excluded-players',
    permission: 'responsible-gaming.read',
    label: 'exclusions',
    load: () => import('@/features/responsible-gaming/components/exclusions-screen'),
  },
  {
    path: 'harm-markers',
    permission: 'responsible-gaming.markers',
    label: 'harmMarkers',
    load: () => import('@/features/responsible-gaming/components/harm-markers-screen'),
  },
  {
    path: 'audit-log',
    permission: 'audit.read',
    label: 'auditLog',
    load: () => import('@/features/audit-log/components/audit-log-screen'),
  },
  {
    path: 'outbox',
    permission: 'outbox.read',
    label: 'outbox',
    load: () => import('@/features/outbox/components/outbox-screen'),
  },
  {
    path: 'brand-settings',
    permission: 'brand.settings',
    label: 'brandSettings',
    load: () => import('@/features/brand-settings/components/brand-settings-screen'),
  },
  {
    path: 'operators',
    permission: 'operators.manage',
    label: 'operators',
    load: () => import('@/features/operators/components/operators-screen'),
  },
  {
    path: 'vendors',
    permission: 'games.manage',
    label: 'vendors',
    load: () => import('@/features/catalogue/components/vendors-screen'),
  },
  {
    path: 'games',
    permission: 'games.manage',
    label: 'games',
    load: () => import('@/features/catalogue/components/games-screen'),
  },
  {
    path: 'catalogue-import',
    permission: 'games.manage',
    label: 'catalogueImport',
    load: () => import('@/features/catalogue/components/import-screen'),
  },
  {
    path: 'deposits',
    permission: 'payments.review',
    label: 'deposits',
    load: () => import('@/features/deposits/components/deposits-screen'),
  },
  {
    path: 'withdrawals',
    permission: 'payments.review',
    label: 'withdrawals',
    load: () => import('@/features/withdrawals/components/withdrawals-screen'),
  },
  {
    path: 'approvals',
    permission: 'payments.review',
    label: 'approvals',
    load: () => import('@/features/money-approvals/components/money-approvals-screen'),
  },
  {
    path: 'adjustments',
    permission: 'wallet.adjust',
    label: 'adjustments',
    load: () => import('@/features/adjustments/components/adjustments-screen'),
  },
  {
    path: 'debts',
    permission: 'payments.review',
    label: 'debts',
    load: () => import('@/features/debts/components/debts-screen'),
  },
  {
    path: 'agent-settlement',
    permission: 'payments.review',
    label: 'agentSettlement',
    load: () => import('@/features/agent-settlement/components/agent-settlement-screen'),
  },
  {
    path: 'agent-contracts',
    permission: 'players.read',
    label: 'agentContracts',
    load: () => import('@/features/agent-contracts/components/agent-contracts-screen'),
  },
  {
    path: 'agents',
    permission: 'agents.read',
    label: 'agents',
    load: () => import('@/features/agents/components/agents-screen'),
  },
  {
    path: 'member-messages',
    permission: 'messages.send',
    label: 'memberMessages',
    load: () => import('@/features/member-messages/components/member-messages-screen'),
  },
  {
    path: 'live-chat',
    permission: 'live-chat.answer',
    label: 'liveChat',
    load: () => import('@/features/live-chat/components/live-chat-screen'),
  },
  {
    path: 'feedback',
    permission: 'live-chat.answer',
    label: 'feedback',
    load: () => import('@/features/feedback/components/feedback-screen'),
  },
  {
    path: 'promotions',
    permission: 'promotions.manage',
    label: 'promotions',
    load: () => import('@/features/promotions/components/promotions-screen'),
  },
  {
    path: 'promotion-applications',
    permission: 'promotions.review',
    label: 'promotionApplications',
    load: () => import('@/features/promotions/components/applications-screen'),
  },
  {
    path: 'bonus/grants',
    permission: 'bonus.read',
    label: 'bonusGrants',
    load: () => import('@/features/bonus/components/bonus-grants-screen'),
  },
  {
    path: 'bonus/policy',
    permission: 'bonus.manage',
    label: 'bonusPolicy',
    load: () => import('@/features/bonus/components/bonus-policy-screen'),
  },
  {
    path: 'bonus/cost',
    permission: 'bonus.read',
    label: 'bonusCost',
    load: () => import('@/features/bonus/components/bonus-cost-screen'),
  },
  {
    path: 'rebate/settings',
    permission: 'rebate.manage',
    label: 'rebateSettings',
    load: () => import('@/features/rebate/components/rebate-settings-screen'),
  },
  {
    path: 'rebate/claims',
    permission: 'rebate.manage',
    label: 'rebateClaims',
    load: () => import('@/features/rebate/components/rebate-claims-screen'),
  },
  {
    path: 'missions',
    permission: 'promotions.manage',
    label: 'missions',
    load: () => import('@/features/missions/components/missions-screen'),
  },
  {
    path: 'jackpot',
    permission: 'jackpot.manage',
    label: 'jackpot',
    load: () => import('@/features/jackpot/components/jackpot-screen'),
  },
  {
    path: 'points/redemptions',
    permission: 'points.review',
    label: 'pointsRedemptions',
    load: () => import('@/features/points/components/redemptions-screen'),
  },
  {
    path: 'points/items',
    permission: 'points.manage',
    label: 'pointsItems',
    load: () => import('@/features/points/components/mall-items-screen'),
  },
  {
    path: 'points/settings',
    permission: 'points.manage',
    label: 'pointsSettings',
    load: () => import('@/features/points/components/points-settings-screen'),
  },
  {
    path: 'vip/ladder',
    permission: 'vip.manage',
    label: 'vipLadder',
    load: () => import('@/features/vip/components/vip-ladder-screen'),
  },
  {
    path: 'vip/history',
    permission: 'vip.manage',
    label: 'vipHistory',
    load: () => import('@/features/vip/components/vip-history-screen'),
  },
  {
    path: 'vip/gifts',
    permission: 'vip.manage',
    label: 'vipGifts',
    load: () => import('@/features/vip/components/vip-gifts-screen'),
  },
  {
    path: 'referral/rules',
    permission: 'referral.manage',
    label: 'referralRules',
    load: () => import('@/features/referral/components/referral-rules-screen'),
  },
  {
    path: 'referral/referees',
    permission: 'referral.manage',
    label: 'referralReferees',
    load: () => import('@/features/referral/components/referral-referees-screen'),
  },
  {
    path: 'content/banners',
    permission: 'content.manage',
    label: 'banners',
    load: () => import('@/features/content/components/banners-screen'),
  },
  {
    path: 'content/notices',
    permission: 'content.manage',
    label: 'notices',
    load: () => import('@/features/content/components/notices-screen'),
  },
  {
    path: 'content/popups',
    permission: 'content.manage',
    label: 'popups',
    load: () => import('@/features/content/components/popups-screen'),
  },
  {
    path: 'content/articles',
    permission: 'content.manage',
    label: 'helpArticles',
    load: () => import('@/features/content/components/articles-screen'),
  },
  {
    path: 'lottery-draws',
    permission: 'lottery.results',
    label: 'lotteryDraws',
    load: () => import('@/features/lottery/components/lottery-draws-screen'),
  },
  {
    path: 'lottery-results',
    permission: 'lottery.results',
    label: 'lotteryResults',
    load: () => import('@/features/lottery/components/lottery-results-screen'),
  },
  {
    path: 'lottery-settings',
    permission: 'lottery.configure',
    label: 'lotterySettings',
    load: () => import('@/features/lottery/components/lottery-settings-screen'),
  },
  {
    path: 'sportsbook/events',
    permission: 'sportsbook.read',
    label: 'sportsbookEvents',
    load: () => import('@/features/sportsbook/components/sportsbook-events-screen'),
  },
  {
    path: 'sportsbook/tickets',
    permission: 'sportsbook.read',
    label: 'sportsbookTickets',
    load: () => import('@/features/sportsbook/components/sportsbook-tickets-screen'),
  },
  {
    path: 'sportsbook/hold',
    permission: 'sportsbook.read',
    label: 'sportsbookHold',
    load: () => import('@/features/sportsbook/components/sportsbook-hold-screen'),
  },
  {
    path: 'sportsbook/settings',
    permission: 'sportsbook.read',
    label: 'sportsbookSettings',
    load: () => import('@/features/sportsbook/components/sportsbook-settings-screen'),
  },
];
