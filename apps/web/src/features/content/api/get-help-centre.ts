import { helpCentreSchema } from '@croupier/contracts';
import type { HelpCentre, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export function getHelpCentre(language: Language, signal?: AbortSignal): Promise<HelpCentre> {
  return apiRequest('/wps/content/help', { schema: helpCentreSchema, language, signal, query: { language } });
}

/** The help centre's articles and the terms pages, in the visitor's language. */
export function useHelpCentre(options: { enabled?: boolean } = {}) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'help', language],
    queryFn: ({ signal }) => getHelpCentre(language, signal),
    staleTime: 5 * 60_000,
    enabled: options.enabled ?? true,
  });
}
