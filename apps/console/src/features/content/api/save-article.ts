import { contentHelpArticleSchema } from '@croupier/contracts';
import type { HelpArticleInput } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Creates a help article, or saves a new version of the one with `id`. */
export async function saveArticle({ id, body }: { id: string | null; body: HelpArticleInput }) {
  return apiRequest(id ? `/bo/content/articles/${id}` : '/bo/content/articles', contentHelpArticleSchema, {
    method: id ? 'PUT' : 'POST',
    body,
  });
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bo', 'content', 'articles'] }),
  });
}
