import { pointConfigSchema } from '@croupier/contracts';
import type { Language, PointConfig } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { pointsQueryKey } from './points-query-keys';

/** The brand's earning ratios per category, how long points live and the conversion to cash. */
export function getPointConfig(language: Language, signal?: AbortSignal): Promise<PointConfig> {
  return apiRequest('/wps/relay/MCS2_getPointConfig', { schema: pointConfigSchema, language, signal });
}

export function usePointConfig() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...pointsQueryKey(token), 'config', language],
    queryFn: ({ signal }) => getPointConfig(language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}
