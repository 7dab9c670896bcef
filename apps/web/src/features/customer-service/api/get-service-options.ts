import { chatServiceOptionsSchema } from '@croupier/contracts';
import type { ChatServiceOptions, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export const serviceOptionsQueryKey = ['customer-service', 'options'] as const;

/** `CBS_modelList`: whether the brand's live chat is on and staffed; visitors ask too. */
export function getServiceOptions(language: Language, signal?: AbortSignal): Promise<ChatServiceOptions> {
  return apiRequest('/wps/relay/CBS_modelList', { schema: chatServiceOptionsSchema, language, signal });
}

/** The service options, asked once a minute at most: the service button and the chat room read them. */
export function useServiceOptions(enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: serviceOptionsQueryKey,
    queryFn: ({ signal }) => getServiceOptions(language, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
