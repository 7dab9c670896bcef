import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { depositsQueryKey } from '@/features/deposit/api/list-deposits';
import { consolidatedFundsQueryKey } from '@/features/wallet/api/get-consolidated-funds';
import { merchantWalletQueryKey } from '@/features/wallet/api/get-merchant-wallet';
import { useLiveBalance } from '@/features/wallet/api/stream-balance-events';
import { withdrawalSettingsQueryKey } from '@/features/withdrawal/api/get-withdrawal-settings';
import { withdrawalsQueryKey } from '@/features/withdrawal/api/list-withdrawals';
import { useMemberSession } from '@/lib/member-session';

/**
 * Keeps the balance live for the whole site while someone is signed in. When the server says money moved (a deposit
 * credited, a withdrawal approved or refused, a transfer), the records on screen are asked again too, so an open
 * member-centre page shows the change without a reload. Renders nothing.
 */
export function LiveBalanceSync() {
  const queryClient = useQueryClient();
  const token = useMemberSession()?.token ?? null;
  const refreshRecords = useCallback(() => {
    for (const queryKey of [
      depositsQueryKey(token),
      withdrawalsQueryKey(token),
      withdrawalSettingsQueryKey(token),
      merchantWalletQueryKey(token),
      consolidatedFundsQueryKey(token),
      ['member', 'transactions', token],
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient, token]);
  useLiveBalance(refreshRecords);
  return null;
}
