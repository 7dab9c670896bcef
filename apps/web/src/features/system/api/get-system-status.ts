import { systemStatusCodes, systemStatusSchema } from '@croupier/contracts';
import type { Language, SystemStatus } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** While the brand is down, ask again now and then so the site comes back by itself when maintenance ends. */
const maintenanceRecheckMs = 60_000;

export function systemStatusQueryKey(language: Language) {
  return ['system', 'status', language] as const;
}

export function getSystemStatus(language: Language, signal?: AbortSignal): Promise<SystemStatus> {
  return apiRequest('/wps/system/status', { schema: systemStatusSchema, language, signal });
}

export function useSystemStatus() {
  const language = useLanguage();
  return useQuery({
    queryKey: systemStatusQueryKey(language),
    queryFn: ({ signal }) => getSystemStatus(language, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.status === systemStatusCodes.maintenance ? maintenanceRecheckMs : false,
  });
}
