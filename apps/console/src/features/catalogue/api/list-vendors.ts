import { consoleVendorSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const vendorsKey = (merchant: string) => ['bo', 'vendors', merchant] as const;

export async function listVendors(merchant: string, signal?: AbortSignal) {
  return apiRequest('/bo/vendors', z.array(consoleVendorSchema), { query: { merchant }, signal });
}

export function useVendors(merchant: string) {
  return useQuery({
    queryKey: vendorsKey(merchant),
    queryFn: ({ signal }) => listVendors(merchant, signal),
    enabled: merchant !== '',
  });
}
