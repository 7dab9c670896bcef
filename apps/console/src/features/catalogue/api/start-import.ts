import { catalogueImportSchema } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function startImport(body: { merchant: string; fileName: string; content: string }) {
  return apiRequest('/bo/games/imports', catalogueImportSchema, { method: 'POST', body });
}

export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}
