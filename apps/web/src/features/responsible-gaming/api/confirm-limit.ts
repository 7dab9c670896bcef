import { responsibleGamingSchema } from '@croupier/contracts';
import type { Language, LimitKind, ResponsibleGaming } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { responsibleGamingQueryKey } from './get-responsible-gaming';

/** Confirms a raise or removal whose cooling-off is over; before then the server refuses with LIMIT_COOLING_OFF. */
export function confirmLimit(kind: LimitKind, language: Language): Promise<ResponsibleGaming> {
  return apiRequest(`/wps/responsible-gaming/limits/${kind}/confirm`, {
    schema: responsibleGamingSchema,
    language,
    method: 'POST',
  });
}

export function useConfirmLimit() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: LimitKind) => confirmLimit(kind, language),
    // The answer is the page's whole state, so it shows at once; a refusal asks the server again.
    onSuccess: (state) => queryClient.setQueryData(responsibleGamingQueryKey(token), state),
    onError: () => queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKey(token) }),
  });
}
