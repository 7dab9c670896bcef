import type { Language } from '@croupier/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Spec §4 "Language change": the server keeps the signed-in player's language (messages, e-mails, SMS). */
export function updateMemberLanguage(language: Language): Promise<unknown> {
  return apiRequest('/wps/member/info/language', {
    schema: z.unknown(),
    language,
    method: 'PUT',
    body: { language },
  });
}
