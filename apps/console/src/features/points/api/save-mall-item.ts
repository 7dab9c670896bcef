import { consoleMallItemSchema } from '@croupier/contracts';
import type { MallItemBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Adds an item (no id) or edits one; the stock given is the new stock left. Audited. */
export async function saveMallItem(input: { merchant: string; id: string | null; item: MallItemBody }) {
  const base = `/bo/points/${encodeURIComponent(input.merchant)}/items`;
  return apiRequest(input.id ? `${base}/${encodeURIComponent(input.id)}` : base, consoleMallItemSchema, {
    method: input.id ? 'PUT' : 'POST',
    body: input.item,
  });
}

export function useSaveMallItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMallItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'points', 'items'] }),
  });
}
