import { memberMessagePageSchema } from '@croupier/contracts';
import type { Language, MemberMessagePage } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { messagesQueryKey } from './message-query-keys';

export const messagesPageSize = 10;

export function listMessages(language: Language, pageNo: number, signal?: AbortSignal): Promise<MemberMessagePage> {
  return apiRequest('/wps/member/messages', {
    schema: memberMessagePageSchema,
    language,
    query: { pageNo, pageSize: messagesPageSize },
    signal,
  });
}

/** One page of the member's messages, newest first. */
export function useMessages(pageNo: number) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: [...messagesQueryKey(token), 'list', language, pageNo],
    queryFn: ({ signal }) => listMessages(language, pageNo, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
