import { unreadCountSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { unreadCountQueryKey } from './message-query-keys';

/** `CSP_unreadCount` (INBOX3): the messages entry's badge. */
export async function getUnreadCount(language: Language, signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest('/wps/relay/CSP_unreadCount', { schema: unreadCountSchema, language, signal });
  return answer.unreadCount;
}

/** The unread count of a logged-in real member; a trial account's is never loaded (spec §5). */
export function useUnreadCount() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: unreadCountQueryKey(token),
    queryFn: ({ signal }) => getUnreadCount(language, signal),
    enabled: token !== null && !session?.isTrial,
    refetchInterval: 60_000,
  });
}
