import { siteConfigSchema } from '@croupier/contracts';
import type { Language, SiteConfig } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export function siteConfigQueryKey(language: Language) {
  return ['system', 'permission', language] as const;
}

/** The brand's configuration (spec: the permission call); it answers even during maintenance or a region block. */
export function getSiteConfig(language: Language, signal?: AbortSignal): Promise<SiteConfig> {
  return apiRequest('/wps/system/permission', { schema: siteConfigSchema, language, signal });
}

export function useSiteConfig() {
  const language = useLanguage();
  return useQuery({
    queryKey: siteConfigQueryKey(language),
    queryFn: ({ signal }) => getSiteConfig(language, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
