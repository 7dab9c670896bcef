import type { Language } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export const invitationCheckSchema = z.object({ valid: z.literal(true) });

/** Spec §4: an invitation (affiliate) code is verified before registering; an unknown one answers 400. */
export function checkInvitationCode(code: string, language: Language) {
  return apiRequest('/wps/agent/affiliate', {
    schema: invitationCheckSchema,
    language,
    query: { code, domain: window.location.host },
  });
}

export function useCheckInvitationCode() {
  const language = useLanguage();
  return useMutation({ mutationFn: (code: string) => checkInvitationCode(code, language) });
}
