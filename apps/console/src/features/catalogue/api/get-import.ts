import { catalogueImportSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export async function getImport(merchant: string, id: string, signal?: AbortSignal) {
  return apiRequest(`/bo/games/imports/${id}`, catalogueImportSchema, { query: { merchant }, signal });
}

/**
 * An import's progress, asked again every second while it runs or waits to be resumed (any instance answers from the
 * database).
 */
export function useImport(merchant: string, id: string | null) {
  return useQuery({
    queryKey: ['bo', 'games', 'imports', merchant, id],
    queryFn: ({ signal }) => getImport(merchant, id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'running' || status === 'interrupted' ? 1_000 : false;
    },
  });
}

export async function listImports(merchant: string, signal?: AbortSignal) {
  return apiRequest('/bo/games/imports', z.array(catalogueImportSchema), { query: { merchant }, signal });
}

export function useImports(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'games', 'imports', merchant],
    queryFn: ({ signal }) => listImports(merchant, signal),
    enabled: merchant !== '',
  });
}
