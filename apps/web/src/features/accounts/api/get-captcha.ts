import { captchaChallengeSchema } from '@croupier/contracts';
import type { CaptchaChallenge, Language } from '@croupier/contracts';
import { apiRequest } from '@/lib/api-client';

/** A fresh captcha image (a base64 PNG) and the id to answer it with. */
export function getCaptcha(language: Language): Promise<CaptchaChallenge> {
  return apiRequest('/wps/captcha', { schema: captchaChallengeSchema, language });
}
