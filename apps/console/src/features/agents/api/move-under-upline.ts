import { agentTreeNodeSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Moves a member or agent and its team under another agent, or to the top level (null); audited by the server. */
export async function moveUnderUpline(input: { merchant: string; username: string; uplineUsername: string | null }) {
  return apiRequest(
    `/bo/agents/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.username)}/upline`,
    agentTreeNodeSchema,
    { method: 'POST', body: { uplineUsername: input.uplineUsername } },
  );
}

export function useMoveUnderUpline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveUnderUpline,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'agents'] }),
  });
}
