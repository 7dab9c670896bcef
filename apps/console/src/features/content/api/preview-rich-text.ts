import { contentPreviewSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Operator HTML through the server's sanitizer: exactly what the player site will show. */
export async function previewRichText(input: { merchant: string; html: string }, signal?: AbortSignal) {
  return apiRequest('/bo/content/preview', contentPreviewSchema, { method: 'POST', body: input, signal });
}

export function useRichTextPreview(input: { merchant: string; html: string }) {
  return useQuery({
    queryKey: ['bo', 'content', 'preview', input],
    queryFn: ({ signal }) => previewRichText(input, signal),
    enabled: input.html.trim() !== '',
    staleTime: Infinity,
  });
}
