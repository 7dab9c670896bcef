import { loginResultSchema, socialProviderSchema } from '@croupier/contracts';
import type { Language, LoginResult, RegisterBody } from '@croupier/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const registeredSchema = z.object({ provider: socialProviderSchema, login: loginResultSchema });

/** Registers a new account under the brand's rules with the ticket's identity linked to it; a new account's session. */
export async function registerWithSocialIdentity(
  ticket: string,
  registration: RegisterBody,
  language: Language,
): Promise<LoginResult> {
  const answer = await apiRequest('/wps/social-login/register', {
    schema: registeredSchema,
    language,
    method: 'PUT',
    body: { ticket, registration },
  });
  return answer.login;
}
