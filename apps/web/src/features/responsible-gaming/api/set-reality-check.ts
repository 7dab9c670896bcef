import { responsibleGamingSchema } from '@croupier/contracts';
import type { Language, ResponsibleGaming } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { responsibleGamingQueryKey } from './get-responsible-gaming';
import { playSessionQueryKey } from './get-play-session';

/** Sets the reality check's interval, one of `realityCheckMinuteChoices`. */
export function setRealityCheck(minutes: number, language: Language): Promise<ResponsibleGaming> {
  return apiRequest('/wps/responsible-gaming/reality-check', {
    schema: responsibleGamingSchema,
    language,
    method: 'PUT',
    body: { minutes },
  });
}

export function useSetRealityCheck() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => setRealityCheck(minutes, language),
    onSuccess: (state) => {
      queryClient.setQueryData(responsibleGamingQueryKey(token), state);
      // The reminder's interval comes with the session's figures.
      return queryClient.invalidateQueries({ queryKey: playSessionQueryKey(token) });
    },
  });
}
