import { loginResultSchema } from '@croupier/contracts';
import type { Language, LoginResult, RegisterBody } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Spec §4: the register type starts as registerMobile when the brand registers by mobile number. */
export type RegistrationType = 'register' | 'registerMobile';

export function registerMember(type: RegistrationType, body: RegisterBody, language: Language): Promise<LoginResult> {
  const path = type === 'registerMobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return apiRequest(path, { schema: loginResultSchema, language, method: 'PUT', body });
}

export function useRegisterMember() {
  const language = useLanguage();
  return useMutation({
    mutationFn: ({ type, body }: { type: RegistrationType; body: RegisterBody }) =>
      registerMember(type, body, language),
  });
}
