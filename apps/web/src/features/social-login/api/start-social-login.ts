import { socialLoginStartSchema } from '@croupier/contracts';
import type { Language, SocialProvider } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Where this tab keeps the secret of the login it started, for the callback page to bring back. */
const bindingKey = 'socialLoginBinding';

/** Starts a provider login: the provider's page to send the browser to, and the secret this tab keeps. */
export function startSocialLogin(
  provider: SocialProvider,
  language: Language,
): Promise<{ authorizationUrl: string; browserBinding: string }> {
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

/**
 * Starts a login and leaves for the provider's page. The binding goes to this tab's sessionStorage first: the provider
 * sends the browser back to this tab, and a callback link opened anywhere else has none, so the server refuses it.
 */
export async function goToProvider(
  start: (provider: SocialProvider) => Promise<{ authorizationUrl: string; browserBinding: string }>,
  provider: SocialProvider,
) {
  const { authorizationUrl, browserBinding } = await start(provider);
  sessionStorage.setItem(bindingKey, browserBinding);
  window.location.assign(authorizationUrl);
}

/** The binding of the login this tab started, taken once (a reload of the callback page cannot use it again). */
export function takeBrowserBinding(): string {
  const binding = sessionStorage.getItem(bindingKey) ?? '';
  sessionStorage.removeItem(bindingKey);
  return binding;
}
