import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Approves an application with the amount to grant (at most the offer's maximum; the server checks). */
export async function approveApplication(input: { merchant: string; id: string; amount: string }) {
  return apiRequest(
    `/bo/promotions/${encodeURIComponent(input.merchant)}/applications/${encodeURIComponent(input.id)}/approve`,
    z.unknown(),
    { method: 'POST', body: { amount: input.amount } },
  );
}

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'promotion-applications'] }),
  });
}
