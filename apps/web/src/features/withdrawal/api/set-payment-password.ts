import type { Language, PaymentPasswordBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { withdrawalSettingsQueryKey } from './get-withdrawal-settings';

/** Sets the first payment password, or changes it with the old one. */
export function setPaymentPassword(body: PaymentPasswordBody, language: Language): Promise<unknown> {
  return apiRequest('/wps/member/payment-password', { schema: z.unknown(), language, method: 'PUT', body });
}

export function useSetPaymentPassword() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentPasswordBody) => setPaymentPassword(body, language),
    // A wrong old password counts towards the lock the settings report, so they are asked again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalSettingsQueryKey(token) }),
  });
}
