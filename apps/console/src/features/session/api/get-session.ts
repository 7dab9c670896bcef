import { operatorSessionSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const sessionQueryKey = ['bo', 'session', 'me'] as const;

export async function getSession(signal?: AbortSignal) {
  return apiRequest('/bo/session/me', operatorSessionSchema, { signal });
}

/** Who is logged in, what their role may do and which brands they see. */
export function useSession(token: string) {
  return useQuery({
    queryKey: [...sessionQueryKey, token],
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
