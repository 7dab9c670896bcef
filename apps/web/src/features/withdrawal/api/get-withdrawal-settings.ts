import { withdrawalSettingsSchema } from '@croupier/contracts';
import type { Language, WithdrawalSettings } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export function withdrawalSettingsQueryKey(token: string | null) {
  return ['member', 'withdrawalSettings', token] as const;
}

export function getWithdrawalSettings(language: Language, signal?: AbortSignal): Promise<WithdrawalSettings> {
  return apiRequest('/wps/withdrawals/settings', { schema: withdrawalSettingsSchema, language, signal });
}

/** The brand's withdrawal rules and where the player stands: limits, today's count, real name, password, lock. */
export function useWithdrawalSettings() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: withdrawalSettingsQueryKey(token),
    queryFn: ({ signal }) => getWithdrawalSettings(language, signal),
    enabled: token !== null,
  });
}
