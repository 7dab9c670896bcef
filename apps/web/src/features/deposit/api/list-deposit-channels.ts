import { depositChannelSchema } from '@croupier/contracts';
import type { DepositChannel, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

const channelListSchema = z.array(depositChannelSchema);

export function listDepositChannels(language: Language, signal?: AbortSignal): Promise<DepositChannel[]> {
  return apiRequest('/wps/deposit/channels', { schema: channelListSchema, language, signal });
}

/** The brand's open deposit channels with their limits, in the server's order. */
export function useDepositChannels() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: ['member', 'depositChannels', token, language],
    queryFn: ({ signal }) => listDepositChannels(language, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
