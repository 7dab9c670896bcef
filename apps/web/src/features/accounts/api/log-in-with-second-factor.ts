import { loginResultSchema } from '@croupier/contracts';
import type { Language, LoginResult, TwoFactorLoginBody } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** The login's second step: the challenge and an authenticator or recovery code; answers the session. */
export function logInWithSecondFactor(body: TwoFactorLoginBody, language: Language): Promise<LoginResult> {
  return apiRequest('/wps/session/login/two-factor', { schema: loginResultSchema, language, method: 'POST', body });
}

export function useLogInWithSecondFactor() {
  const language = useLanguage();
  return useMutation({ mutationFn: (body: TwoFactorLoginBody) => logInWithSecondFactor(body, language) });
}
