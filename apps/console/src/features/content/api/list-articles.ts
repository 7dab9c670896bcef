import { contentArticlePageSchema } from '@croupier/contracts';
import type { HelpCategory } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The help list's filter as the address and the server's query carry it. */
export type ArticleListFilter = {
  merchant: string;
  category?: HelpCategory | undefined;
  published?: 'true' | 'false' | undefined;
  search?: string | undefined;
  sort: 'sortOrder' | 'updatedAt';
  order: 'asc' | 'desc';
};

export async function listArticles(
  query: ArticleListFilter & { pageNo: number; pageSize: number },
  signal?: AbortSignal,
) {
  return apiRequest('/bo/content/articles', contentArticlePageSchema, { query, signal });
}

export function useArticles(query: ArticleListFilter & { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: ['bo', 'content', 'articles', query],
    queryFn: ({ signal }) => listArticles(query, signal),
    placeholderData: keepPreviousData,
    enabled: query.merchant !== '',
  });
}
