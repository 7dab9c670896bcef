import type { HeaderBalance } from '@/features/accounts/components/account-bar';
import { useBalance } from '@/features/wallet/api/get-balance';

/** The wallet's balance in the shape the header's account bar shows, with its refresh. */
export function useHeaderBalance(): { balance: HeaderBalance | null; refreshing: boolean; refresh: () => void } {
  const query = useBalance();
  const data = query.data;
  return {
    balance: data
      ? {
          amount: data.balance,
          currency: data.currency,
          currencySymbol: data.currencySymbol,
          playMoney: data.playMoney,
        }
      : null,
    refreshing: query.isFetching,
    refresh: () => void query.refetch(),
  };
}
