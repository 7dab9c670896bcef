import { useMemberBonuses } from '@/features/promotions/api/get-member-bonuses';
import { useBalance } from '@/features/wallet/api/get-balance';
import { WithdrawPage } from '@/features/withdrawal/components/withdraw-page';
import { useLoadedSiteConfig } from '../site-config-context';

/**
 * The withdraw page with the member's live bonuses beside it: their money is not withdrawable until its turnover is
 * done, and a withdrawal now would forfeit it (reference §3.6).
 */
export function MemberWithdrawPage() {
  const config = useLoadedSiteConfig();
  const balance = useBalance();
  const bonuses = useMemberBonuses();
  const live = bonuses.data?.grants.filter((grant) => grant.status === 'active' || grant.status === 'pending') ?? [];
  return (
    <WithdrawPage
      timeZone={config.timeZone}
      balance={balance.data?.balance}
      bonusHold={
        bonuses.data && live.length > 0
          ? {
              currency: bonuses.data.currency,
              bonusBalance: bonuses.data.bonusBalance,
              turnoverRemaining: bonuses.data.turnoverRemaining,
              grants: live.length,
            }
          : undefined
      }
      onBonusForfeited={() => void bonuses.refetch()}
    />
  );
}
