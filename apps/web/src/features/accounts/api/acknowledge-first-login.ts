import type { Language } from '@croupier/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const firstLoginSchema = z.object({ firstLogin: z.boolean() });

/** Spec §4: a first-time login triggers the first-login action; the server answers true once per member. */
export function acknowledgeFirstLogin(language: Language) {
  return apiRequest('/wps/member/firstLogin', { schema: firstLoginSchema, language, method: 'POST' });
}
