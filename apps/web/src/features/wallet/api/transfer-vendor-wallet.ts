import { merchantWalletSchema } from '@croupier/contracts';
import type { Language, MerchantWallet } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { balanceQueryKey } from './get-balance';
import { consolidatedFundsQueryKey } from './get-consolidated-funds';
import { merchantWalletQueryKey } from './get-merchant-wallet';

/** `in` moves money from the main wallet into a game wallet, `out` back; or every game wallet back at once. */
export type VendorWalletTransfer =
  { vendorCode: string; direction: 'in' | 'out'; amount: string } | { recoverAll: true };

export function transferVendorWallet(
  transfer: VendorWalletTransfer,
  idempotencyKey: string,
  language: Language,
): Promise<MerchantWallet> {
  return apiRequest('/wps/relay/GCS_walletTransfer', {
    schema: merchantWalletSchema,
    language,
    method: 'POST',
    body: transfer,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Moves money between the main and game wallets; every wallet figure is asked again afterwards. */
export function useTransferVendorWallet() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transfer, idempotencyKey }: { transfer: VendorWalletTransfer; idempotencyKey: string }) =>
      transferVendorWallet(transfer, idempotencyKey, language),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: merchantWalletQueryKey(token) }),
        queryClient.invalidateQueries({ queryKey: consolidatedFundsQueryKey(token) }),
        queryClient.invalidateQueries({ queryKey: balanceQueryKey(token) }),
        queryClient.invalidateQueries({ queryKey: ['member', 'transactions', token] }),
      ]),
  });
}
