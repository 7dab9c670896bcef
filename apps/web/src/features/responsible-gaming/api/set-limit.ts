import { responsibleGamingSchema } from '@croupier/contracts';
import type { Language, LimitKind, ResponsibleGaming } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { responsibleGamingQueryKey } from './get-responsible-gaming';

/** Sets, lowers, raises or (with null) removes a limit; a raise or removal comes back pending. */
export function setLimit(kind: LimitKind, value: string | null, language: Language): Promise<ResponsibleGaming> {
  return apiRequest(`/wps/responsible-gaming/limits/${kind}`, {
    schema: responsibleGamingSchema,
    language,
    method: 'PUT',
    body: { value },
  });
}

export function useSetLimit() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, value }: { kind: LimitKind; value: string | null }) => setLimit(kind, value, language),
    // The answer is the page's whole state, so it shows at once; a refusal asks the server again.
    onSuccess: (state) => queryClient.setQueryData(responsibleGamingQueryKey(token), state),
    onError: () => queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKey(token) }),
  });
}
