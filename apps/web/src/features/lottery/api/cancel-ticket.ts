import { lotteryPaths, ticketSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { betRecordsQueryKey } from './list-bet-records';

/** The contract names no answer shape for a cancel; the cancelled ticket is read when sent, anything else ignored. */
const cancelAnswerSchema = z.union([ticketSchema, z.unknown()]);

export function cancelTicket(orderDetailId: string, language: Language): Promise<unknown> {
  return apiRequest(lotteryPaths.cancelTicket, {
    schema: cancelAnswerSchema,
    language,
    method: 'POST',
    body: { orderDetailId },
  });
}

/** Cancels one pending ticket or chase period; the refund moves the wallet, so the page refreshes it via `onCancelled`. */
export function useCancelTicket({ onCancelled }: { onCancelled?: () => void } = {}) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderDetailId: string) => cancelTicket(orderDetailId, language),
    onSuccess: () => onCancelled?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: betRecordsQueryKey(token) }),
  });
}
