import { rebateClaimSchema } from '@croupier/contracts';
import type { Language, RebateClaim } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { rebateQueryKey } from './rebate-query-keys';

/**
 * Claims the rebate. The server computes what it pays; `expectedAmount` is the amount the player confirmed, and a
 * different one comes back as REBATE_CHANGED. The key makes a retry of the same tap harmless.
 */
export function claimRebate(
  input: { expectedAmount: string; idempotencyKey: string },
  language: Language,
): Promise<RebateClaim> {
  return apiRequest('/wps/member/rebate/claim', {
    schema: rebateClaimSchema,
    language,
    method: 'POST',
    body: { expectedAmount: input.expectedAmount },
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useClaimRebate() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { expectedAmount: string; idempotencyKey: string }) => claimRebate(input, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebateQueryKey(token) }),
  });
}
