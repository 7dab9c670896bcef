import { loginAnswerSchema } from '@croupier/contracts';
import type { Language, LoginAnswer, LoginBody } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useLanguage } from '@/lib/use-language';

/** A session, or (with the member's second factor on) the challenge of the second step. */
export function logIn(body: LoginBody, language: Language): Promise<LoginAnswer> {
  return apiRequest('/wps/session/login', { schema: loginAnswerSchema, language, method: 'POST', body });
}

export function useLogIn() {
  const language = useLanguage();
  return useMutation({ mutationFn: (body: LoginBody) => logIn(body, language) });
}

const captchaFlagSchema = z.object({ captcha: z.literal(true) });

/** Spec §4: a failed login whose answer carries the captcha flag puts the captcha box in front of the next try. */
export function failureAsksForCaptcha(error: unknown): boolean {
  return error instanceof ApiError && captchaFlagSchema.safeParse(error.value).success;
}
