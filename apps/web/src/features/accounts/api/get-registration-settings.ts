import { isPatternKind, registrationSettingsSchema } from '@croupier/contracts';
import type { Language, RegistrationFieldRule, RegistrationSettings } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** The brand's registration form: which fields show, which are required, their pattern kinds and lengths. */
export type BrandRegistrationSettings = Omit<RegistrationSettings, 'fields'> & { fields: RegistrationFieldRule[] };

export const registrationSettingsQueryKey = ['accounts', 'registration-settings'] as const;

export async function getRegistrationSettings(
  language: Language,
  signal?: AbortSignal,
): Promise<BrandRegistrationSettings> {
  const settings = await apiRequest('/wps/system/setting/register', {
    schema: registrationSettingsSchema,
    language,
    signal,
  });
  // The schema has already refused unknown pattern kinds; this narrows the type to match.
  return {
    ...settings,
    fields: settings.fields.map((rule) => ({
      ...rule,
      acceptedPattern: isPatternKind(rule.acceptedPattern) ? rule.acceptedPattern : '*',
    })),
  };
}

export function useRegistrationSettings() {
  const language = useLanguage();
  return useQuery({
    queryKey: registrationSettingsQueryKey,
    queryFn: ({ signal }) => getRegistrationSettings(language, signal),
    staleTime: 5 * 60_000,
  });
}
