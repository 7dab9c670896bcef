import { domainRouteListSchema, maxDomainLines } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export function domainLinesQueryKey(language: Language) {
  return ['system', 'domainRoute', language] as const;
}

/** A line may be configured as a bare host name; the ping needs a full origin without a trailing slash. */
function toOrigin(domainName: string): string {
  const trimmed = domainName.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `${window.location.protocol}//${trimmed}`;
}

/** The brand's server lines (origins), at most five (spec §9), in the server's order. */
export async function listDomainLines(language: Language, signal?: AbortSignal): Promise<string[]> {
  const { domainList } = await apiRequest('/wps/system/domainRoute', {
    schema: domainRouteListSchema,
    language,
    query: { device: 'WEB' },
    signal,
  });
  const origins = domainList.map((route) => toOrigin(route.domainName)).filter((origin) => origin.length > 0);
  return [...new Set(origins)].slice(0, maxDomainLines);
}

export function useDomainLines(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: domainLinesQueryKey(language),
    queryFn: ({ signal }) => listDomainLines(language, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
