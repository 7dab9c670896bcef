import type { Language } from '@croupier/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Revokes the session's token on the server. */
export function logOut(language: Language): Promise<unknown> {
  return apiRequest('/wps/session/logout', { schema: z.unknown(), language, method: 'DELETE' });
}
