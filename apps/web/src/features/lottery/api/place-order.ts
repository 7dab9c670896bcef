import { lotteryPaths, placedOrderSchema } from '@croupier/contracts';
import type { Language, PlacedOrder, PlaceOrderBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { betRecordsQueryKey } from './list-bet-records';

export function placeOrder(order: PlaceOrderBody, idempotencyKey: string, language: Language): Promise<PlacedOrder> {
  return apiRequest(lotteryPaths.placeOrder, {
    schema: placedOrderSchema,
    language,
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Places an order (a retry with the same key is answered with the first order, never a second debit). The member's
 * ticket lists are asked again afterwards; the page refreshes the wallet through `onPlaced`.
 */
export function usePlaceOrder({ onPlaced }: { onPlaced?: (order: PlacedOrder) => void } = {}) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: PlaceOrderBody; idempotencyKey: string }) =>
      placeOrder(order, idempotencyKey, language),
    onSuccess: (order) => onPlaced?.(order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: betRecordsQueryKey(token) }),
  });
}
