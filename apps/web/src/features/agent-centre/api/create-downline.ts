import { createdDownlineSchema } from '@croupier/contracts';
import type { CreateDownlineBody, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { agentQueryKey } from './agent-query-key';

export type CreatedDownline = z.infer<typeof createdDownlineSchema>;

export function createDownline(body: CreateDownlineBody, language: Language): Promise<CreatedDownline> {
  return apiRequest('/wps/agent/downlines', { schema: createdDownlineSchema, language, method: 'POST', body });
}

/** Registration centre: a new member or agent under the agent; the centre's lists and figures are asked again. */
export function useCreateDownline() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDownlineBody) => createDownline(body, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentQueryKey(token) }),
  });
}
