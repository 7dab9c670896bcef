import { socialLoginStartSchema } from '@croupier/contracts';
import type { Language, SocialProvider } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Starts a provider login: the provider's page to send the browser to. */
export function startSocialLogin(provider: SocialProvider, language: Language): Promise<{ authorizationUrl: string }> {
  return apiRequest(`/wps/social-login/${provider}/start`, {
    schema: socialLoginStartSchema,
    language,
    method: 'POST',
  });
}

export function useStartSocialLogin() {
  const language = useLanguage();
  return useMutation({ mutationFn: (provider: SocialProvider) => startSocialLogin(provider, language) });
}
