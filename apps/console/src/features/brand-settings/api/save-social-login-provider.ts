import { socialProviderConfigSchema } from '@croupier/contracts';
import type { SocialProvider, SocialProviderConfigBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { socialLoginProvidersKey } from './social-login-providers';

/** Saves one provider of a brand; a left-out client secret keeps the stored one. */
export async function saveSocialLoginProvider(code: string, provider: SocialProvider, body: SocialProviderConfigBody) {
  return apiRequest(`/bo/social-login/${encodeURIComponent(code)}/providers/${provider}`, socialProviderConfigSchema, {
    method: 'PUT',
    body,
  });
}

export function useSaveSocialLoginProvider(code: string, provider: SocialProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialProviderConfigBody) => saveSocialLoginProvider(code, provider, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialLoginProvidersKey(code) }),
  });
}
