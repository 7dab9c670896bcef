import { operatorTwoFactorStateSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const twoFactorStateQueryKey = ['bo', 'session', 'two-factor'] as const;

export async function getTwoFactorState(signal?: AbortSignal) {
  return apiRequest('/bo/session/two-factor', operatorTwoFactorStateSchema, { signal });
}

/** Whether the operator's own second factor is on, and how many recovery codes are left. */
export function useTwoFactorState() {
  return useQuery({ queryKey: twoFactorStateQueryKey, queryFn: ({ signal }) => getTwoFactorState(signal) });
}
