import { transferUplineInfoSchema } from '@croupier/contracts';
import type { Language, TransferUplineInfo } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export function transferUplineQueryKey(token: string | null) {
  return ['member', 'transferUpline', token] as const;
}

export function getTransferUpline(language: Language, signal?: AbortSignal): Promise<TransferUplineInfo> {
  return apiRequest('/wps/relay/transferUpline', { schema: transferUplineInfoSchema, language, signal });
}

/** Whether the member may send money to its upline, to whom, its balance and the limits. */
export function useTransferUpline() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: transferUplineQueryKey(token),
    queryFn: ({ signal }) => getTransferUpline(language, signal),
    enabled: token !== null,
  });
}
