import { contentHelpArticleSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function publishArticle(input: { merchant: string; id: string; published: boolean }) {
  return apiRequest(`/bo/content/articles/${input.id}/publish`, contentHelpArticleSchema, {
    method: 'POST',
    body: { merchant: input.merchant, published: input.published },
  });
}

export function usePublishArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bo', 'content', 'articles'] }),
  });
}
