import { consoleVendorSchema } from '@croupier/contracts';
import type { VendorUpdate } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vendorsKey } from './list-vendors';

export async function updateVendor(code: string, body: VendorUpdate) {
  return apiRequest(
    `/bo/vendors/${encodeURIComponent(code)}`,
    consoleVendorSchema.pick({ enabled: true, maintenance: true, sortOrder: true }),
    { method: 'PUT', body },
  );
}

export function useUpdateVendor(merchant: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...change }: Omit<VendorUpdate, 'merchant'> & { code: string }) =>
      updateVendor(code, { merchant, ...change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorsKey(merchant) }),
  });
}
