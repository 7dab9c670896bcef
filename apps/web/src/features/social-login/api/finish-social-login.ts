import { socialLoginOutcomeSchema } from '@croupier/contracts';
import type { Language, SocialLoginOutcome } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Hands the provider's callback query to the server: logged in, or a ticket to link or register. */
export function finishSocialLogin(
  callbackQuery: string,
  browserBinding: string,
  language: Language,
): Promise<SocialLoginOutcome> {
  return apiRequest('/wps/social-login/callback', {
    schema: socialLoginOutcomeSchema,
    language,
    method: 'POST',
    body: { callbackQuery, browserBinding },
  });
}

export function useFinishSocialLogin() {
  const language = useLanguage();
  return useMutation({
    mutationFn: ({ callbackQuery, browserBinding }: { callbackQuery: string; browserBinding: string }) =>
      finishSocialLogin(callbackQuery, browserBinding, language),
  });
}
