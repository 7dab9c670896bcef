import { socialProviderConfigListSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const socialLoginProvidersKey = (code: string) => ['bo', 'social-login', code, 'providers'] as const;

/** A brand's social-login providers; the client secrets are never answered, only whether one is set. */
export async function getSocialLoginProviders(code: string, signal?: AbortSignal) {
  return apiRequest(`/bo/social-login/${encodeURIComponent(code)}/providers`, socialProviderConfigListSchema, {
    signal,
  });
}

export function useSocialLoginProviders(code: string) {
  return useQuery({
    queryKey: socialLoginProvidersKey(code),
    queryFn: ({ signal }) => getSocialLoginProviders(code, signal),
    enabled: code !== '',
  });
}
