import type { SaveOddsTableBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export async function saveOddsTable(body: SaveOddsTableBody) {
  return apiRequest('/bo/lottery/odds-tables', z.object({ code: z.string(), version: z.number() }), {
    method: 'PUT',
    body,
  });
}

/** Saves a brand's odds table as its next version (sold tickets keep theirs). */
export function useSaveOddsTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOddsTable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bo', 'lottery', 'odds-tables'] }),
  });
}
