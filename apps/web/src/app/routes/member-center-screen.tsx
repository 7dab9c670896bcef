import { isSwitchEnabled } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AffiliateApplicationPage } from '@/features/affiliate/components/affiliate-application-page';
import { TransferUplinePage } from '@/features/agent-transfers';
import { DepositPage } from '@/features/deposit/components/deposit-page';
import { BettingRecordPage } from '@/features/game-records/components/betting-record-page';
import { DateRangeFilter } from '@/features/game-records/components/date-range-filter';
import { brandToday, defaultQuickRange, quickRange } from '@/features/game-records/date-range';
import { ProfitLossPage } from '@/features/game-records/components/profit-loss-page';
import { ResponsibleGamingPage } from '@/features/responsible-gaming/components/responsible-gaming-page';
import { LotteryRecordsPage } from '@/features/lottery/components/lottery-records-page';
import { PrizeTablePage } from '@/features/lottery/components/prize-table-page';
import { balanceQueryKey } from '@/features/wallet/api/get-balance';
import { TransactionHistoryPage } from '@/features/wallet/components/transaction-history-page';
import { WalletPage } from '@/features/wallet/components/wallet-page';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { useRewardCenter } from '@/features/promotions/api/get-reward-center';
import { BonusDetailsPage } from '@/features/promotions/components/bonus-details-page';
import { RedEnvelopePage } from '@/features/promotions/components/red-envelope-page';
import { RewardCenterPage } from '@/features/promotions/components/reward-center-page';
import { ManualRebatePage } from '@/features/rebate/components/manual-rebate-page';
import { useMissionSummary } from '@/features/missions/api/get-mission-summary';
import { MissionsPage } from '@/features/missions/components/missions-page';
import { PlayerRankPage } from '@/features/vip/components/player-rank-page';
import { ReferralPage } from '@/features/referral/components/referral-page';
import { ApiError } from '@/lib/api-error';
import { updateMemberSession, useMemberSession } from '@/lib/member-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CentreMenu } from '../layouts/centre-menu';
import {
  memberCenterBadges,
  memberCenterIcons,
  memberCenterPageOf,
  visibleMemberCenterPages,
} from '../layouts/member-center-pages';
import type { MemberCenterPage } from '../layouts/member-center-pages';
import { useLoadedSiteConfig } from '../site-config-context';
import { useProtectionTaken } from './responsible-gaming-session';
import { MemberWithdrawPage } from './member-withdraw-page';
import { SecurityCenterPage } from './security-center-page';

/**
 * Spec §6: trial accounts may not open member-centre panels. A session whose account type is not known yet (a token
 * from the address bar) learns it from the server's refusal, and the route guard then shows the trial notice.
 */
function useTrialRefusal(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refused = (error: unknown) => error instanceof ApiError && error.code === 'TRIAL_ACCOUNT_NOT_ALLOWED';
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && refused(event.query.state.error)) updateMemberSession({ isTrial: true });
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && refused(event.mutation?.state.error)) updateMemberSession({ isTrial: true });
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
}

/**
 * The MemberCenter screen group, loaded as its own chunk: the member centre's menu and the page `?page=` names
 * (spec §2), the security centre by default.
 */
export function MemberCenterScreen() {
  const { t } = useTranslation('member');
  const config = useLoadedSiteConfig();
  const [searchParams] = useSearchParams();
  const pages = visibleMemberCenterPages(isSwitchEnabled(config.whitelabel, 'MANPLAYREB3'));
  const page = memberCenterPageOf(searchParams.get('page'), pages);
  const title = t(`pages.${page}`);
  useDocumentTitle(title, config.merchantName);
  useTrialRefusal();
  const unreadMessages = useUnreadCount();
  const rewards = useRewardCenter();
  const missions = useMissionSummary();

  return (
    <div className="xl:grid xl:grid-cols-[232px_minmax(0,1fr)] xl:items-start xl:gap-6">
      <div className="xl:sticky xl:top-[calc(var(--header-height)+2rem)]">
        <h2 className="mb-3 hidden px-1 text-xs font-semibold text-text-3 eyebrow xl:block">{t('title')}</h2>
        <CentreMenu
          namespace="member"
          route="/member"
          testIdPrefix="member"
          sideFrom="xl"
          pages={pages}
          current={page}
          icons={memberCenterIcons}
          badgeOf={(shown) => {
            const slot = memberCenterBadges[shown];
            if (!slot) return undefined;
            const counts = {
              messages: unreadMessages.data ?? 0,
              rewards: rewards.data?.availablePromoCount ?? 0,
              missions: missions.data?.claimable ?? 0,
            };
            return { slot, count: counts[slot] };
          }}
        />
      </div>
      <section aria-label={title} className="mt-5 min-w-0 xl:mt-0">
        <MemberCenterPageContent key={page} page={page} title={title} />
      </section>
    </div>
  );
}

function PageTitle({ children }: { children: string }) {
  return (
    <h1 className="mb-4 text-xl font-bold sm:text-2xl" data-testid="member-page-title">
      {children}
    </h1>
  );
}

function MemberCenterPageContent({ page, title }: { page: MemberCenterPage; title: string }) {
  const config = useLoadedSiteConfig();
  const onProtectionTaken = useProtectionTaken();
  const built = (content: ReactNode) => (
    <>
      <PageTitle>{title}</PageTitle>
      {content}
    </>
  );
  switch (page) {
    case 'securityCenter':
      return built(<SecurityCenterPage timeZone={config.timeZone} />);
    case 'responsibleGaming':
      return built(
        <ResponsibleGamingPage
          currency={config.currency}
          timeZone={config.timeZone}
          showTitle={false}
          onLogIn={() => undefined}
          onProtectionTaken={onProtectionTaken}
        />,
      );
    case 'transferFund':
      return built(<WalletPage />);
    case 'depositv2':
      return built(
        <DepositPage brandName={config.merchantName} timeZone={config.timeZone} currency={config.currency} />,
      );
    case 'withdraw':
      return built(<MemberWithdrawPage />);
    case 'transactionHistory':
      return built(<TransactionHistoryPage timeZone={config.timeZone} />);
    case 'personalHistoryCopy':
      return built(<BettingRecordPage timeZone={config.timeZone} currency={config.currency} />);
    case 'personalProfit':
      return built(<ProfitLossPage timeZone={config.timeZone} />);
    case 'lotteryRecords':
      return built(<LotteryRecords />);
    case 'lotteryPrizeTable':
      return built(<PrizeTablePage currency={config.currency} />);
    case 'transferUpline':
      return built(<TransferUplinePage currency={config.currency} />);
    case 'messageV2':
      return built(<MessagesPage timeZone={config.timeZone} />);
    case 'affiliateApplication':
      return built(<AffiliateApplicationPage timeZone={config.timeZone} />);
    case 'bonusDetails':
      return built(<BonusDetailsPage timeZone={config.timeZone} />);
    case 'rewardCenter':
      return built(<RewardCenterPage currency={config.currency} timeZone={config.timeZone} />);
    case 'redEnvelope':
      return built(<RedEnvelopePage currency={config.currency} timeZone={config.timeZone} />);
    case 'manualRebate':
      return built(<MemberRebatePage />);
    case 'missionLeaderboard':
      return built(<MemberMissionsPage />);
    case 'referral':
      return built(<ReferralPage currency={config.currency} timeZone={config.timeZone} />);
    case 'playerRank':
      return built(<MemberPlayerRankPage />);
  }
}

/** The lottery records, with the member centre's date filter and a wallet refresh after a refunded cancel. */
function LotteryRecords() {
  const config = useLoadedSiteConfig();
  const queryClient = useQueryClient();
  const token = useMemberSession()?.token ?? null;
  const today = brandToday(new Date(), config.timeZone);
  const refreshBalance = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: balanceQueryKey(token) }),
    [queryClient, token],
  );
  return (
    <LotteryRecordsPage
      timeZone={config.timeZone}
      currency={config.currency}
      initialRange={quickRange(defaultQuickRange, today)}
      renderDateRange={(range, onChange) => (
        <DateRangeFilter value={range} onChange={onChange} today={today} timeZone={config.timeZone} />
      )}
      onBalanceChange={refreshBalance}
    />
  );
}

/** The manual rebate, whose claim pays cash: the header's balance is read again after it. */
function MemberRebatePage() {
  const config = useLoadedSiteConfig();
  const queryClient = useQueryClient();
  const token = useMemberSession()?.token ?? null;
  return (
    <ManualRebatePage
      currency={config.currency}
      timeZone={config.timeZone}
      onClaimed={() => void queryClient.invalidateQueries({ queryKey: balanceQueryKey(token) })}
    />
  );
}

/** The missions, whose claims may pay cash: the header's balance is read again after one. */
function MemberMissionsPage() {
  const config = useLoadedSiteConfig();
  const queryClient = useQueryClient();
  const token = useMemberSession()?.token ?? null;
  return (
    <MissionsPage
      currency={config.currency}
      timeZone={config.timeZone}
      onClaimed={() => void queryClient.invalidateQueries({ queryKey: balanceQueryKey(token) })}
    />
  );
}

/** The VIP page, whose gifts may pay cash: the header's balance is read again after a claim. */
function MemberPlayerRankPage() {
  const config = useLoadedSiteConfig();
  const queryClient = useQueryClient();
  const token = useMemberSession()?.token ?? null;
  return (
    <PlayerRankPage
      currency={config.currency}
      timeZone={config.timeZone}
      onClaimed={() => void queryClient.invalidateQueries({ queryKey: balanceQueryKey(token) })}
    />
  );
}
