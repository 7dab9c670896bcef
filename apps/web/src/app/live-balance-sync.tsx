import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { memberInfoQueryKey } from '@/features/accounts/api/get-member-info';
import { depositsQueryKey } from '@/features/deposit/api/list-deposits';
import { messagesQueryKey } from '@/features/messages/api/message-query-keys';
import { promotionsQueryKey } from '@/features/promotions/api/promotion-query-keys';
import { consolidatedFundsQueryKey } from '@/features/wallet/api/get-consolidated-funds';
import { merchantWalletQueryKey } from '@/features/wallet/api/get-merchant-wallet';
import { useLiveBalance } from '@/features/wallet/api/stream-balance-events';
import { withdrawalSettingsQueryKey } from '@/features/withdrawal/api/get-withdrawal-settings';
import { withdrawalsQueryKey } from '@/features/withdrawal/api/list-withdrawals';
import { useMemberSession } from '@/lib/member-session';

/**
 * Keeps the balance live for the whole site while someone is signed in. When the server says money moved (a deposit
 * credited, a withdrawal approved or refused, a transfer), the records on screen are asked again too, so an open
 * member-centre page shows the change without a reload. A reward issued or an application decided pushes one too:
 * the promotion cards, the bonuses, the inbox and the member info's badges are asked again. Renders nothing.
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
      memberInfoQueryKey(token),
      promotionsQueryKey(token),
      messagesQueryKey(token),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient, token]);
  useLiveBalance(refreshRecords);
  return null;
}
