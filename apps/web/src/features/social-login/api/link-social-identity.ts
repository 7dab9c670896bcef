import { loginAnswerSchema, socialProviderSchema } from '@croupier/contracts';
import type { Language, LoginAnswer, SocialLinkBody, SocialProvider } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

const linkedSchema = z.object({ provider: socialProviderSchema, login: loginAnswerSchema });

/** Links the ticket's identity to an account proved by its password (or an SMS code), and logs in. */
export function linkSocialIdentity(
  body: SocialLinkBody,
  language: Language,
): Promise<{ provider: SocialProvider; login: LoginAnswer }> {
  return apiRequest('/wps/social-login/link', { schema: linkedSchema, language, method: 'POST', body });
}

export function useLinkSocialIdentity() {
  const language = useLanguage();
  return useMutation({ mutationFn: (body: SocialLinkBody) => linkSocialIdentity(body, language) });
}
